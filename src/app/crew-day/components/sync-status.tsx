import { plural } from '../../lib/plural';
import { useOutboxEntries, useSenderState } from '../outbox/outbox-context';
import { useOnline } from '../use-online';
import { formatClockOfInstant } from '../day-words';

/**
 * What the phone has not sent yet and whether it can, in one line under the day: a crew in a
 * backyard sees that its marks are kept and will go, and when the day shown was last read.
 */
export function SyncStatus({ readAt }: { readAt: number | null }) {
  const online = useOnline();
  const entries = useOutboxEntries();
  const { sending, stalled } = useSenderState();
  const refused = entries.filter((entry) => entry.refusal !== null).length;
  const waiting = entries.length - refused;
  const lastRead = readAt ? ` Showing the day as read at ${formatClockOfInstant(readAt)}.` : '';

  let tone: 'ok' | 'waiting' | 'offline' = 'ok';
  let text = 'Everything is sent.';
  if (!online) {
    tone = 'offline';
    text =
      waiting > 0 ? `No signal: ${plural(waiting, 'change')} waiting to send.${lastRead}` : `No signal.${lastRead}`;
  } else if (waiting > 0) {
    tone = 'waiting';
    text =
      sending && !stalled
        ? `Sending ${plural(waiting, 'change')}…`
        : `${plural(waiting, 'change')} waiting to send: trying again soon.`;
  }
  return (
    <div className={`crew-sync crew-sync--${tone}`} role="status">
      <span>{text}</span>
      {refused > 0 && (
        <strong className="crew-sync__refused">
          {plural(refused, 'change')} not saved: {refused === 1 ? 'it says' : 'each says'} why.
        </strong>
      )}
    </div>
  );
}
