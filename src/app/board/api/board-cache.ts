import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { BoardCrewDay, ScheduleBoard } from '../../../shared/contract/schedule-board';
import type { ScheduledWork } from '../../../shared/contract/scheduled-work';
import type { CrewDay } from '../../../shared/domain/crew-day';
import { queryKeys, rangeOfKey, type DayRange } from '../../lib/query-keys';
import { findCrewDay } from '../crew-target';

export type RowsChange = (rows: readonly ScheduledWork[]) => ScheduledWork[];

/** A crew-day's drive-order control as an answer says it now is (a reorder's new version). */
export interface StoredDayControl extends Pick<BoardCrewDay, 'orderMode' | 'controlVersion'> {
  day: CrewDay;
}

export interface BoardCache {
  /** cancel -> snapshot -> apply the shared rule to every cached board range; returns the rollback. */
  applyOptimistic: (change: RowsChange) => Promise<() => void>;
  /**
   * Puts a crew-day's control as the answer says it now is into every cached board range holding
   * the day, so the next order change of the day is guarded on it without waiting for the re-read.
   */
  storeDayControl: (stored: StoredDayControl) => void;
  /** The narrowest keys a crew-day change touches: the board ranges, their route statuses, the queue, fits and visits. */
  touches: readonly QueryKey[];
  /** The cached placements of every board range read so far, each day's from one read (for finding the work an action named). */
  cachedRows: () => ScheduledWork[];
  /** The board's read of a crew-day (order mode, version, stops), when a cached range holds it. */
  cachedCrewDay: (day: CrewDay) => BoardCrewDay | undefined;
}

/** The board's part of the write recipe (`useWrite`): its optimistic change and the reads a crew-day change touches. */
export function useBoardCache(): BoardCache {
  const queryClient = useQueryClient();
  return useMemo(() => {
    /**
     * Every board range read so far with the days it covers, those on screen first. A range the
     * dispatcher left (two weeks, then back to the work week) keeps its last read and is not read
     * again while off screen, so a day is always taken from the first range that covers it.
     */
    const cachedBoards = () =>
      (['active', 'inactive'] as const).flatMap((type) =>
        queryClient
          .getQueriesData<ScheduleBoard>({ queryKey: queryKeys.schedule.boards(), type })
          .flatMap(([queryKey, board]) => {
            const range = rangeOfKey(queryKey);
            return board && range ? [{ board, range }] : [];
          }),
      );
    const covers = (range: DayRange, day: string) => range.from <= day && day <= range.to;
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
      storeDayControl: ({ day, orderMode, controlVersion }) =>
        queryClient.setQueriesData<ScheduleBoard>({ queryKey: queryKeys.schedule.boards() }, (board) => {
          const held = board && findCrewDay(board.crewDays, day);
          return held
            ? {
                ...board,
                crewDays: board.crewDays.map((crewDay) =>
                  crewDay === held ? { ...crewDay, orderMode, controlVersion } : crewDay,
                ),
              }
            : board;
        }),
      touches: [
        queryKeys.schedule.boards(),
        queryKeys.routes.statuses(),
        queryKeys.schedule.queues(),
        queryKeys.schedule.fits(),
        queryKeys.schedule.visits(),
      ],
      cachedRows: () => {
        const taken: DayRange[] = [];
        return cachedBoards().flatMap(({ board, range }) => {
          const rows = board.upcoming.filter((row) => !taken.some((older) => covers(older, row.scheduledDate)));
          taken.push(range);
          return rows;
        });
      },
      cachedCrewDay: (day) => {
        const freshest = cachedBoards().find(({ range }) => covers(range, day.day));
        return freshest && findCrewDay(freshest.board.crewDays, day);
      },
    };
  }, [queryClient]);
}
