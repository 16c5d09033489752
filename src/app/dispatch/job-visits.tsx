import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { Day } from '../../shared/contract/common';
import type { ScheduledWork } from '../../shared/contract/scheduled-work';
import { addDays } from '../../shared/domain/working-days';
import { formatHours, hoursOrUnknown } from '../lib/format';
import { useApi } from '../lib/api-context';
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
 * Every visit of a job and its hours, and the hours placed against those estimated: the dispatcher
 * sees that a three-day removal is whole (or what is still to place) from any of its days, and the
 * clerk answering the customer's call sees when and which crew, from the estimate.
 */
export function JobVisits({ job, around, currentScheduleId, linkToBoard = false }: JobVisitsProps) {
  const api = useApi();
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
  if (!visits.data) return null;
  const rows = visits.data.upcoming.filter((row) => row.estimateId === job.estimateId);
  const placed = rows.reduce((sum, row) => sum + (row.plannedHours ?? 0), 0);
  const estimated = estimate.data?.estimatedHours ?? null;
  return (
    <section className="job-visits" aria-label={`Visits of ${job.estimateNumber}`}>
      {rows.length === 0 ? (
        <p>{job.estimateNumber} is on no crew’s day yet.</p>
      ) : (
        <p>
          {job.estimateNumber} is on {plural(rows.length, 'day')}: {formatHours(placed)} placed
          {estimate.data && ` of ${hoursOrUnknown(estimated)} estimated`}.
        </p>
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
