import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ApiError } from '../../../client/api-error';
import type { UnscheduledRow } from '../../../shared/contract/schedule';
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
                <span>{`${timeLeft(fit.remainingMinutes)}, nearest stop ${formatDistance(fit.nearestMeters, unit)}, detour ${formatDistance(fit.detourMeters, unit)}`}</span>
              </button>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
