import { useQuery } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';
import { Link } from 'react-router';
import { DEFAULT_PLACEHOLDER_HOURS } from '../../../shared/contract/org';
import type { ScheduledWork } from '../../../shared/contract/scheduled-work';
import { stopTimes } from '../../../shared/domain/stop-times';
import { crewsQuery } from '../../dispatch/board-queries';
import { routeQuery } from '../../dispatch/route-day-query';
import { useApi } from '../../lib/api-context';
import { useOrgToday } from '../../org/use-org-today';
import { ApiErrorNotice } from '../../ui/api-error-notice';
import { EmptyState } from '../../ui/empty-state';
import { Loading } from '../../ui/loading';
import { crewDaysRange, crewScheduleQuery, dayToOpen, daysWithWork, neighbourDays } from '../api/crew-day-reads';
import { formatLongDay, formatShortDay } from '../day-words';
import { DriveLeg } from './drive-leg';
import { ElsewhereRefusals } from './elsewhere-refusals';
import { StopCard } from './stop-card';
import { SyncStatus } from './sync-status';
import '../crew-day.css';

export interface CrewDayScreenProps {
  crewId: string;
  /** The day the address names; absent, today's when it holds work, else the next day that does. */
  date: string | undefined;
  /** The address of another day of this crew (Previous and Next). */
  pathOfDay: (date: string) => string;
  /** The top bar's corner: the crew phone's sign-out, or the office's way back to the board. */
  corner: ReactNode;
}

/** The day's placements in drive order: the route's when it has one, else the board's order. */
function inDriveOrder(work: readonly ScheduledWork[], order: readonly string[] | undefined): ScheduledWork[] {
  const sorted = [...work].sort((a, b) => a.sortOrder - b.sortOrder);
  if (!order) return sorted;
  const place = new Map(order.map((scheduleId, index) => [scheduleId, index]));
  return sorted.sort((a, b) => (place.get(a.scheduleId) ?? order.length) - (place.get(b.scheduleId) ?? order.length));
}

/**
 * A crew's day on a phone (360-430 px wide, one hand, outdoors): the stops in drive order with
 * their arrival times and the drives between them, each stop's work to mark done, and the days
 * before and after. It reads from the phone's kept answers without signal.
 */
export function CrewDayScreen({ crewId, date, pathOfDay, corner }: CrewDayScreenProps) {
  const api = useApi();
  const { settings, today } = useOrgToday();
  const crews = useQuery(crewsQuery(api));
  const range = today ? crewDaysRange(today, date ?? today) : null;
  const schedule = useQuery({
    ...crewScheduleQuery(api, crewId, range ?? { from: '', to: '' }),
    enabled: range !== null,
  });
  const days = useMemo(() => daysWithWork(schedule.data ?? []), [schedule.data]);
  const day = date ?? (today && schedule.data ? dayToOpen(days, today) : null);
  const work = useMemo(() => (schedule.data ?? []).filter((row) => row.scheduledDate === day), [schedule.data, day]);
  const route = useQuery({ ...routeQuery(api, crewId, day ?? ''), enabled: day !== null && work.length > 0 });

  const crew = crews.data?.find((candidate) => candidate.id === crewId);
  const crewName = crew?.name ?? schedule.data?.[0]?.crew?.name ?? 'Crew';
  const stops = inDriveOrder(work, route.data?.orderedScheduleIds);
  const times = stopTimes(
    stops,
    route.data?.legs ?? [],
    crew?.dayStartMinutes ?? null,
    settings.data?.placeholderHours ?? DEFAULT_PLACEHOLDER_HOURS,
  );
  const { previous, next } = day ? neighbourDays(days, day) : {};

  return (
    <div className="crew-day">
      <header className="crew-day__bar">
        <span className="crew-day__crew">
          <span className="crew-day__swatch" style={{ background: crew?.color ?? 'transparent' }} aria-hidden="true" />
          {crewName}
        </span>
        {corner}
      </header>
      <nav className="crew-day__days" aria-label="Days">
        {previous ? (
          <Link
            className="crew-day__step"
            to={pathOfDay(previous)}
            aria-label={`Previous day: ${formatShortDay(previous)}`}
          >
            ‹ {formatShortDay(previous)}
          </Link>
        ) : (
          <span className="crew-day__step crew-day__step--none" />
        )}
        {next ? (
          <Link className="crew-day__step" to={pathOfDay(next)} aria-label={`Next day: ${formatShortDay(next)}`}>
            {formatShortDay(next)} ›
          </Link>
        ) : (
          <span className="crew-day__step crew-day__step--none" />
        )}
      </nav>
      <main className="crew-day__main" id="main">
        <h1 className="crew-day__heading">
          {day ? formatLongDay(day) : 'Your day'}
          {day && day === today && <span className="crew-day__today"> · Today</span>}
        </h1>
        <SyncStatus readAt={schedule.dataUpdatedAt || null} />
        {(settings.isError || schedule.isError) && !schedule.data && (
          <ApiErrorNotice error={settings.error ?? schedule.error} />
        )}
        {!schedule.data && !schedule.isError && !settings.isError && <Loading label="Reading the day" />}
        {schedule.data && day && stops.length === 0 && (
          <EmptyState title={`No work for ${crewName} on ${formatLongDay(day)}.`}>
            {next ? (
              <Link to={pathOfDay(next)}>Next work: {formatLongDay(next)}</Link>
            ) : (
              'Nothing more is planned in the next two weeks.'
            )}
          </EmptyState>
        )}
        <ElsewhereRefusals stops={stops} />
        {stops.length > 0 && (
          <ol className="crew-day__stops" aria-label={`Stops of ${crewName}`}>
            {stops.map((stop, index) => (
              <li key={stop.scheduleId}>
                <DriveLeg time={times[index]!} from={index === 0 ? (route.data?.origin?.label ?? 'the depot') : null} />
                <StopCard work={stop} number={index + 1} time={times[index]!} />
              </li>
            ))}
          </ol>
        )}
      </main>
    </div>
  );
}
