import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { crewsQuery } from '../../dispatch/board-queries';
import { useApi } from '../../lib/api-context';
import { useToast } from '../../ui/toast-context';
import { boardActionKit } from './board-action-kit';
import { useBoardCache } from './board-cache';
import { useCrewDayLoad } from './crew-day-load';
import { dayActions } from './day-actions';
import type { OverbookChoice, Overbooking } from './overbooking';
import { placeActions } from './place-actions';
import { planActions } from './plan-actions';
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
  const crews = useQuery(crewsQuery(api)).data;

  return useMemo(() => {
    const takes = new Map(crews?.map((crew) => [crew.id, crew.serviceCategories]));
    const categoriesOf = (crewId: string) => takes.get(crewId);
    const kit = boardActionKit({ api, cache, run, notify, confirm, today, categoriesOf, ...loads });
    return { ...placeActions(kit), ...workActions(kit), ...dayActions(kit), ...planActions(kit) };
  }, [api, cache, notify, run, confirm, today, loads, crews]);
}

export type BoardActions = ReturnType<typeof useBoardActions>;
