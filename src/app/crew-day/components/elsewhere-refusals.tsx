import type { ScheduledWork } from '../../../shared/contract/scheduled-work';
import { entriesOfStop } from '../outbox/line-marks';
import { useOutboxEntries } from '../outbox/outbox-context';
import { StopEntries } from './stop-entries';

/**
 * Refusals about no stop shown (the office took the job off the crew's days, or it is another
 * day's): said at the top of the day until dismissed, since there is no stop to say them on.
 */
export function ElsewhereRefusals({ stops }: { stops: readonly ScheduledWork[] }) {
  const refused = useOutboxEntries().filter((entry) => entry.refusal !== null);
  const shown = new Set(stops.flatMap((stop) => entriesOfStop(refused, stop)));
  const elsewhere = refused.filter((entry) => !shown.has(entry));
  if (elsewhere.length === 0) return null;
  return (
    <section className="crew-elsewhere" aria-labelledby="crew-elsewhere">
      <h2 id="crew-elsewhere">Not saved</h2>
      <StopEntries entries={elsewhere} />
    </section>
  );
}
