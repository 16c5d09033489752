import { useMemo } from 'react';
import { useApi } from '../../lib/api-context';
import { useToast } from '../../ui/toast-context';
import { boardActionKit } from './board-action-kit';
import { useBoardCache } from './board-cache';
import { useCrewDayLoad } from './crew-day-load';
import { dayActions } from './day-actions';
import type { OverbookChoice, Overbooking } from './overbooking';
import { placeActions } from './place-actions';
import { useBoardMutation } from './use-board-mutation';
import { workActions } from './work-actions';

/**
 * Every dispatcher action of the board, each one optimistic with rollback, a toast and Undo where
 * it can. An action that would book a crew-day past its length, or bring work onto a day before
 * `today`, first asks (`confirm`); done anyway, its toast is a warning that says so.
 */
export function useBoardActions(confirm: (question: Overbooking) => Promise<OverbookChoice>, today: string) {
  const api = useApi();
  const cache = useBoardCache();
  const notify = useToast();
  const run = useBoardMutation();
  const loads = useCrewDayLoad();

  return useMemo(() => {
    const kit = boardActionKit({ api, cache, run, notify, confirm, today, ...loads });
    return { ...placeActions(kit), ...workActions(kit), ...dayActions(kit) };
  }, [api, cache, notify, run, confirm, today, loads]);
}

export type BoardActions = ReturnType<typeof useBoardActions>;
