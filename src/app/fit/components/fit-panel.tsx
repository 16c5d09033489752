import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ApiError } from '../../../client/api-error';
import type { DistanceUnit } from '../../../shared/contract/org';
import type { FitResult } from '../../../shared/contract/fit';
import type { UnscheduledRow } from '../../../shared/contract/unscheduled';
import { cellId } from '../../dispatch/work-labels';
import { formatColumnDay } from '../../dispatch/board-days';
import { useApi } from '../../lib/api-context';
import { formatDistance, minutesFigure } from '../../lib/format';
import { useDistanceUnit } from '../../org/use-distance-unit';
import { ApiErrorNotice } from '../../ui/api-error-notice';
import { Loading } from '../../ui/loading';
import { fitQuery } from '../api/fit-queries';
import type { FitWindow } from '../../lib/query-keys';

export interface FitPanelProps {
  row: UnscheduledRow;
  /** The working days ranked: those the board shows (fitWindowOf); the server's default when none. */
  window: FitWindow | undefined;
  /** The cell a hovered or focused fit points at (null when none). */
  onHighlight: (cell: string | null) => void;
  onPlace: (row: UnscheduledRow, crewId: string, date: string) => void;
}

const isPlaced = (error: unknown) => error instanceof ApiError && error.status === 404;

/** A day the job would overbook says by how much, not a negative time left. */
const timeLeft = (minutes: number) =>
  minutes < 0 ? `${minutesFigure(-minutes)} h over` : `${minutesFigure(minutes)} h left`;

/**
 * "2.5 h left, nearest stop 1.2 mi, detour 0.8 mi"; a day with no located stop says so, never a
 * dash, and so does a job without coordinates (no distance can be measured from it).
 */
function fitWords(fit: FitResult['fits'][number], row: UnscheduledRow, unit: DistanceUnit): string {
  const nearest =
    fit.nearestMeters !== null
      ? `nearest stop ${formatDistance(fit.nearestMeters, unit)}`
      : row.latitude === null || row.longitude === null
        ? 'no distances: the job has no coordinates'
        : 'no located stop that day yet';
  const detour = fit.detourMeters === null ? null : `detour ${formatDistance(fit.detourMeters, unit)}`;
  return [timeLeft(fit.remainingMinutes), nearest, detour].filter(Boolean).join(', ');
}

/** Where the selected queue job fits best: ranked crew-days with time left, nearest stop and detour. */
export function FitPanel({ row, window, onHighlight, onPlace }: FitPanelProps) {
  const api = useApi();
  const unit = useDistanceUnit();
  const queryClient = useQueryClient();
  const query = useQuery({
    ...fitQuery(api, row, window),
    // Once the job is placed (404: nothing of it waits) the board's changes must not ask again...
    enabled: ({ state }) => !isPlaced(state.error),
  });
  // ...until the queue reads the job anew (a new row: Undo put it back, or a part of it was taken off).
  useEffect(() => {
    const { queryKey } = fitQuery(api, row, window);
    if (isPlaced(queryClient.getQueryState(queryKey)?.error)) void queryClient.resetQueries({ queryKey, exact: true });
  }, [api, queryClient, row, window]);
  // A failed refetch keeps the last answer's data: its days are not offered any more.
  const answer = query.isError ? undefined : query.data;
  return (
    <section id="fit" tabIndex={-1} className="fit-panel" aria-labelledby="fit-heading">
      <h2 id="fit-heading">Best fits for {row.estimateNumber}</h2>
      {query.isPending && <Loading label="Ranking crew-days" />}
      {query.isError &&
        (isPlaced(query.error) ? (
          <p className="muted" role="status">
            {row.estimateNumber} is placed: nothing of it waits in the queue.
          </p>
        ) : (
          <ApiErrorNotice error={query.error} />
        ))}
      {answer && !answer.need.estimated && <p className="muted">Not estimated: ranked with the placeholder hours.</p>}
      {answer && answer.fits.length > 0 && answer.fits.every((fit) => !fit.fits) && (
        // Every day offered books its crew past its length: say why, and what placing it then offers.
        <p className="muted">
          No day here has room for all {minutesFigure(answer.need.minutes)} h of {row.estimateNumber}
          {row.remainingHours !== null && row.dueRound === null
            ? ': placed on a crew’s day, it offers to split the work over the crew’s next days.'
            : '.'}
        </p>
      )}
      <ol className="fit-panel__list" aria-label={`Crew-days for ${row.estimateNumber}`}>
        {answer?.fits.map((fit) => {
          const cell = cellId(fit.crewId, fit.date);
          return (
            <li key={cell}>
              <button
                type="button"
                className={`fit-option${fit.fits ? '' : ' fit-option--tight'}`}
                onMouseEnter={() => onHighlight(cell)}
                onMouseLeave={() => onHighlight(null)}
                onFocus={() => onHighlight(cell)}
                onBlur={() => onHighlight(null)}
                onClick={() => onPlace(row, fit.crewId, fit.date)}
              >
                <strong>
                  <span className="visually-hidden">Place on</span> {`${fit.crewName}, ${formatColumnDay(fit.date)}`}
                </strong>{' '}
                <span>{fitWords(fit, row, unit)}</span>
              </button>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
