import { isCancelledError, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { DEFAULT_PLACEHOLDER_HOURS } from '../../../shared/contract/org';
import { dayLengthMinutes, planningHours, type DayLoad } from '../../../shared/domain/capacity';
import type { CrewDay } from '../../../shared/domain/crew-day';
import { columnsRange } from '../../dispatch/board-days';
import { crewBoardQuery, crewsQuery } from '../../dispatch/board-queries';
import { useApi } from '../../lib/api-context';
import { orgSettingsQuery } from '../../org/api/org-queries';
import { findCrewDay } from '../crew-target';
import { useBoardCache } from './board-cache';

/**
 * What the board knows, before anything is sent, of a crew-day's load (its cached read, else an
 * empty day of the crew's length; null for the no-crew row, which has no length) and of the
 * minutes a piece of work books (unestimated work books the organization's placeholder).
 */
export function useCrewDayLoad() {
  const api = useApi();
  const queryClient = useQueryClient();
  const cache = useBoardCache();
  const emptyDayOf = useCallback(
    (crewId: string): DayLoad | null => {
      const crew = queryClient.getQueryData(crewsQuery(api).queryKey)?.items.find((item) => item.id === crewId);
      return crew ? { bookedMinutes: 0, dayLengthMinutes: dayLengthMinutes(crew) } : null;
    },
    [api, queryClient],
  );
  const loadOf = useCallback(
    (day: CrewDay): DayLoad | null => {
      if (day.crewId === null) return null;
      const read = cache.cachedCrewDay(day);
      if (read) return { bookedMinutes: read.bookedMinutes, dayLengthMinutes: read.dayLengthMinutes };
      return emptyDayOf(day.crewId);
    },
    [cache, emptyDayOf],
  );
  /**
   * The crew's board over `range` as the server has it now (a bump's reach: days the board may not
   * show). The day menu's preview reads the same days, and closing the menu cancels its read while
   * this one waits on it: a read cancelled that way is made again.
   */
  const crewBoardNow = useCallback(
    async (crewId: string, range: { from: string; to: string }) => {
      const read = () => queryClient.fetchQuery({ ...crewBoardQuery(api, crewId, range), staleTime: 0 });
      try {
        return await read();
      } catch (error) {
        if (isCancelledError(error)) return read();
        throw error;
      }
    },
    [api, queryClient],
  );
  /**
   * The loads of a crew's `days` (in order) as the server has them now, read in one request: a
   * split plans over days the board may not show, and must not take them for empty.
   */
  const loadsAhead = useCallback(
    async (crewId: string, days: readonly string[]): Promise<(DayLoad | null)[]> => {
      const read = await crewBoardNow(crewId, columnsRange(days));
      return days.map((day) => {
        const found = findCrewDay(read.crewDays, { crewId, day });
        return found
          ? { bookedMinutes: found.bookedMinutes, dayLengthMinutes: found.dayLengthMinutes }
          : emptyDayOf(crewId);
      });
    },
    [crewBoardNow, emptyDayOf],
  );
  const minutesOf = useCallback(
    (hours: number | null) => {
      const placeholder =
        queryClient.getQueryData(orgSettingsQuery(api).queryKey)?.placeholderHours ?? DEFAULT_PLACEHOLDER_HOURS;
      return Math.round(planningHours(hours, placeholder) * 60);
    },
    [api, queryClient],
  );
  return useMemo(
    () => ({ loadOf, loadsAhead, crewBoardNow, emptyDayOf, minutesOf }),
    [loadOf, loadsAhead, crewBoardNow, emptyDayOf, minutesOf],
  );
}
