import { Button } from '../../ui/button';
import type { OutboxEntry } from '../outbox/field-writes';
import { useOutbox } from '../outbox/outbox-context';

/**
 * The stop's trees and notes not sent yet ("Waiting to send"), and every change the server
 * refused, in plain words, until the crew dismisses it: nothing made on the phone goes unsaid.
 */
export function StopEntries({ entries }: { entries: readonly OutboxEntry[] }) {
  const { outbox } = useOutbox();
  const shown = entries.filter(
    (entry) => entry.refusal !== null || entry.write.kind === 'tree' || entry.write.kind === 'note',
  );
  if (shown.length === 0) return null;
  return (
    <ul className="crew-entries" aria-label="Not sent yet">
      {shown.map((entry) =>
        entry.refusal === null ? (
          <li key={entry.id} className="crew-entry">
            <span>{entry.words}</span>
            <span className="crew-waiting">Waiting to send</span>
          </li>
        ) : (
          <li key={entry.id} className="crew-entry crew-entry--refused" role="alert">
            <span>
              <strong>{entry.words}</strong> {entry.refusal}
            </span>
            <Button size="sm" onClick={() => void outbox.remove(entry.id)}>
              Dismiss
            </Button>
          </li>
        ),
      )}
    </ul>
  );
}
