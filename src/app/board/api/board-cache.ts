import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { ScheduleBoard, ScheduledWork } from '../../../shared/contract/schedule';
import { queryKeys } from '../../lib/query-keys';

export type RowsChange = (rows: readonly ScheduledWork[]) => ScheduledWork[];

export interface BoardCache {
  /** cancel -> snapshot -> apply the shared rule to every cached board range; returns the rollback. */
  applyOptimistic: (change: RowsChange) => Promise<() => void>;
  /** The narrowest keys a crew-day change touches: the board ranges, the queue and the fits. */
  refresh: () => Promise<void>;
  /** The cached placements of every board range read so far (for finding the work an action named). */
  cachedRows: () => ScheduledWork[];
}

/** The one optimistic recipe every board action follows (ARCHITECTURE.md "Rules of the house"). */
export function useBoardCache(): BoardCache {
  const queryClient = useQueryClient();
  return useMemo(
    () => ({
      applyOptimistic: async (change) => {
        const boards = { queryKey: queryKeys.schedule.boards() };
        await queryClient.cancelQueries(boards);
        const snapshot = queryClient.getQueriesData<ScheduleBoard>(boards);
        queryClient.setQueriesData<ScheduleBoard>(boards, (board) => board && { ...board, upcoming: change(board.upcoming) });
        return () => snapshot.forEach(([key, data]) => queryClient.setQueryData(key, data));
      },
      refresh: async () => {
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: queryKeys.schedule.boards() }),
          queryClient.invalidateQueries({ queryKey: queryKeys.schedule.queues() }),
          queryClient.invalidateQueries({ queryKey: queryKeys.schedule.fits() }),
        ]);
      },
      cachedRows: () =>
        queryClient.getQueriesData<ScheduleBoard>({ queryKey: queryKeys.schedule.boards() }).flatMap(([, board]) => board?.upcoming ?? []),
    }),
    [queryClient],
  );
}
