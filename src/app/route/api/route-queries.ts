import type { ApiClient } from '../../../client/api-client';
import { UNASSIGNED_BOARD, type RouteOrderResult } from '../../../shared/contract/routes';
import { restoreOrder, type DayOrder } from '../../dispatch/day-order';
import { useApi } from '../../lib/api-context';
import { queryKeys } from '../../lib/query-keys';
import { useWrite } from '../../lib/use-write';

export type RouteCommand =
  | { kind: 'optimize' }
  | { kind: 'order'; expectedVersion: number; orderedScheduleIds: string[] }
  | { kind: 'automatic'; expectedVersion: number };

/** The route answers: optimize's `{status}`, or the order result of the other two. */
function send(
  api: ApiClient,
  crewId: string,
  date: string,
  command: RouteCommand,
): Promise<{ status: 'pending' } | RouteOrderResult> {
  const path = { crewId, date };
  switch (command.kind) {
    case 'optimize':
      return api.post('/routes/{crewId}/{date}/optimize', { path });
    case 'order':
      return api.post('/routes/{crewId}/{date}/order', {
        path,
        body: { expectedVersion: command.expectedVersion, orderedScheduleIds: command.orderedScheduleIds },
      });
    case 'automatic':
      return api.post('/routes/{crewId}/{date}/automatic', {
        path,
        body: { expectedVersion: command.expectedVersion },
      });
  }
}

/**
 * Optimize, set the order by hand, or hand the day back to the optimizer. Whatever the outcome
 * (a 409 included: someone else changed the day) the day is read again, and the board with it.
 */
export function useRouteCommand(crewId: string, date: string) {
  const api = useApi();
  return useWrite({
    send: (command: RouteCommand) => send(api, crewId, date, command),
    touches: () => [queryKeys.routes.day(crewId, date), queryKeys.schedule.boards()],
  });
}

/** Puts a day's order (and mode) back as it was before an order set by hand: the route review's Undo. */
export function useRestoreOrder(crewId: string, date: string) {
  const api = useApi();
  const day = { crewId: crewId === UNASSIGNED_BOARD ? null : crewId, day: date };
  return useWrite({
    send: ({ before, controlVersion }: { before: DayOrder; controlVersion: number }) =>
      restoreOrder(api, day, before, { controlVersion })(),
    touches: () => [queryKeys.routes.day(crewId, date), queryKeys.schedule.boards()],
  });
}
