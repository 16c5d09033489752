import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { BoardCrewDay, ScheduleBoard, ScheduledWork } from '../../../shared/contract/schedule';
import type { CrewDay } from '../../../shared/domain/crew-day';
import { queryKeys } from '../../lib/query-keys';
import { findCrewDay } from '../crew-target';

export type RowsChange = (rows: readonly ScheduledWork[]) => ScheduledWork[];

export interface BoardCache {
  /** cancel -> snapshot -> apply the shared rule to every cached board range; returns the rollback. */
  applyOptimistic: (change: RowsChange) => Promise<() => void>;
  /** The narrowest keys a crew-day change touches: the board ranges, their route statuses, the queue, fits and visits. */
  touches: readonly QueryKey[];
  /** The cached placements of every board range read so far (for finding the work an action named). */
  cachedRows: () => ScheduledWork[];
  /** The board's read of a crew-day (order mode, version, stops), when a cached range holds it. */
  cachedCrewDay: (day: CrewDay) => BoardCrewDay | undefined;
}

/** The board's part of the write recipe (`useWrite`): its optimistic change and the reads a crew-day change touches. */
export function useBoardCache(): BoardCache {
  const queryClient = useQueryClient();
  return useMemo(() => {
    const cachedBoards = () =>
      queryClient
        .getQueriesData<ScheduleBoard>({ queryKey: queryKeys.schedule.boards() })
        .flatMap(([, board]) => (board ? [board] : []));
    return {
      applyOptimistic: async (change) => {
        const boards = { queryKey: queryKeys.schedule.boards() };
        await queryClient.cancelQueries(boards);
        const snapshot = queryClient.getQueriesData<ScheduleBoard>(boards);
        queryClient.setQueriesData<ScheduleBoard>(
          boards,
          (board) => board && { ...board, upcoming: change(board.upcoming) },
        );
        return () => snapshot.forEach(([key, data]) => queryClient.setQueryData(key, data));
      },
      touches: [
        queryKeys.schedule.boards(),
        queryKeys.routes.statuses(),
        queryKeys.schedule.queues(),
        queryKeys.schedule.fits(),
        queryKeys.schedule.visits(),
      ],
      cachedRows: () => cachedBoards().flatMap((board) => board.upcoming),
      cachedCrewDay: (day) =>
        cachedBoards()
          .map((board) => findCrewDay(board.crewDays, day))
          .find((found) => found !== undefined),
    };
  }, [queryClient]);
}
