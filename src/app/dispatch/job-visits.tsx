import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { Day } from '../../shared/contract/common';
import type { Estimate } from '../../shared/contract/estimates';
import type { ScheduledWork } from '../../shared/contract/scheduled-work';
import { completedAt } from '../../shared/domain/estimate-status';
import { addDays } from '../../shared/domain/working-days';
import { formatHours, hoursOrUnknown } from '../lib/format';
import { useApi } from '../lib/api-context';
import { useOrgDate } from '../org/use-org-date';
import { plural } from '../lib/plural';
import { queryKeys } from '../lib/query-keys';
import { estimateQuery } from '../records/estimate-queries';
import { crewDayLabel, todaysView } from './board-days';
import { crewNameOf } from './work-labels';
import './job-visits.css';

/** How far either side of `around` a job's visits are looked for (a read spans at most a year). */
const VISIT_REACH_DAYS = 183;

export interface JobVisitsProps {
  job: Pick<ScheduledWork, 'estimateId' | 'estimateNumber'>;
  /** The day the search is centred on: a card's day, or an estimate's acceptance. */
  around: Day;
  /** The placement the visits are read from (a card's menu), marked among them. */
  currentScheduleId?: string;
  /** Each visit links to the board's week holding it (an estimate's page, away from the board). */
  linkToBoard?: boolean;
}

/**
 * Done work is said done, and when when every line's mark says it (work marked before marks were
 * dated says no day): an invoiced job read as "on no crew's day yet" would send the clerk to the board.
 */
function completionWords(estimate: Estimate, formatDate: (iso: string) => string): string {
  const when = completedAt(estimate.lines);
  return when
    ? `${estimate.number} was completed on ${formatDate(when)}.`
    : `${estimate.number} is completed: every line is marked done.`;
}

/**
 * Every visit of a job and its hours, and the hours placed against those estimated: the dispatcher
 * sees that a three-day removal is whole (or what is still to place) from any of its days, and the
 * clerk answering the customer's call sees when and which crew, from the estimate.
 */
export function JobVisits({ job, around, currentScheduleId, linkToBoard = false }: JobVisitsProps) {
  const api = useApi();
  const formatDate = useOrgDate();
  const estimate = useQuery(estimateQuery(api, job.estimateId));
  const visits = useQuery({
    queryKey: queryKeys.schedule.visits(job.estimateId, around),
    queryFn: ({ signal }) =>
      api.get('/schedule', {
        query: {
          estimateIds: job.estimateId,
          kinds: 'work_day',
          from: addDays(around, -VISIT_REACH_DAYS),
          to: addDays(around, VISIT_REACH_DAYS),
        },
        signal,
      }),
  });
  // Until the estimate is read, whether the work is done is not known: nothing is said rather than "yet".
  if (!visits.data || estimate.isPending) return null;
  const rows = visits.data.upcoming.filter((row) => row.estimateId === job.estimateId);
  const placed = rows.reduce((sum, row) => sum + (row.plannedHours ?? 0), 0);
  const estimated = estimate.data?.estimatedHours ?? null;
  const completed = estimate.data?.status === 'completed' ? estimate.data : null;
  return (
    <section className="job-visits" aria-label={`Visits of ${job.estimateNumber}`}>
      {completed && <p>{completionWords(completed, formatDate)}</p>}
      {rows.length > 0 ? (
        <p>
          {completed ? 'It was' : `${job.estimateNumber} is`} on {plural(rows.length, 'day')}: {formatHours(placed)}{' '}
          placed
          {estimate.data && ` of ${hoursOrUnknown(estimated)} estimated`}.
        </p>
      ) : (
        !completed && <p>{job.estimateNumber} is on no crew’s day yet.</p>
      )}
      <ul>
        {rows.map((row) => {
          const label = `${crewDayLabel(crewNameOf(row.crew), row.scheduledDate)}: ${hoursOrUnknown(row.plannedHours)}`;
          return (
            <li key={row.scheduleId} aria-current={row.scheduleId === currentScheduleId || undefined}>
              {linkToBoard ? <Link to={`/board?from=${todaysView(row.scheduledDate, 5)}`}>{label}</Link> : label}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
