import { useQuery } from '@tanstack/react-query';
import type { ScheduledWork } from '../../../shared/contract/schedule';
import { addDays } from '../../../shared/domain/working-days';
import { crewDayLabel } from '../../dispatch/board-days';
import { formatHours, hoursOrUnknown } from '../../lib/format';
import { useApi } from '../../lib/api-context';
import { plural } from '../../lib/plural';
import { queryKeys } from '../../lib/query-keys';
import { estimateQuery } from '../../records/estimate-queries';

/** How far either side of a card's day its job's other visits are looked for (a read spans at most a year). */
const VISIT_REACH_DAYS = 183;

/**
 * Every visit of a card's job and its hours, and the hours placed against those estimated: the
 * dispatcher sees that a three-day removal is whole (or what is still to place) from any of its days.
 */
export function JobVisits({ work }: { work: ScheduledWork }) {
  const api = useApi();
  const estimate = useQuery(estimateQuery(api, work.estimateId));
  const visits = useQuery({
    queryKey: queryKeys.schedule.visits(work.estimateId),
    queryFn: ({ signal }) =>
      api.get('/schedule', {
        query: {
          estimateIds: work.estimateId,
          from: addDays(work.scheduledDate, -VISIT_REACH_DAYS),
          to: addDays(work.scheduledDate, VISIT_REACH_DAYS),
        },
        signal,
      }),
  });
  if (!visits.data) return null;
  const rows = visits.data.upcoming.filter((row) => row.estimateId === work.estimateId);
  const placed = rows.reduce((sum, row) => sum + (row.plannedHours ?? 0), 0);
  const estimated = estimate.data?.estimatedHours ?? null;
  return (
    <section className="board-dialog__visits" aria-label={`Visits of ${work.estimateNumber}`}>
      <p>
        {work.estimateNumber} is on {plural(rows.length, 'day')}: {formatHours(placed)} placed
        {estimate.data && ` of ${hoursOrUnknown(estimated)} estimated`}.
      </p>
      <ul>
        {rows.map((row) => (
          <li key={row.scheduleId} aria-current={row.scheduleId === work.scheduleId || undefined}>
            {crewDayLabel(row.crew?.name ?? 'Unassigned', row.scheduledDate)}: {hoursOrUnknown(row.plannedHours)}
          </li>
        ))}
      </ul>
    </section>
  );
}
