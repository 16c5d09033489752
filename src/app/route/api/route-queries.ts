import type { ApiClient } from '../../../client/api-client';
import type { RouteOrderResult } from '../../../shared/contract/routes';
import { sendJournaled } from '../../dispatch/journaled-send';
import { useApi } from '../../lib/api-context';
import { queryKeys } from '../../lib/query-keys';
import { useWrite } from '../../lib/use-write';
import { useToast } from '../../ui/toast-context';

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
  idempotencyKey: string,
): Promise<{ status: 'pending' } | RouteOrderResult> {
  const path = { crewId, date };
  switch (command.kind) {
    case 'optimize':
      return api.post('/routes/{crewId}/{date}/optimize', { path, idempotencyKey });
    case 'order':
      return api.post('/routes/{crewId}/{date}/order', {
        path,
        body: { expectedVersion: command.expectedVersion, orderedScheduleIds: command.orderedScheduleIds },
        idempotencyKey,
      });
    case 'automatic':
      return api.post('/routes/{crewId}/{date}/automatic', {
        path,
        body: { expectedVersion: command.expectedVersion },
        idempotencyKey,
      });
  }
}

/**
 * Optimize, set the order by hand, or hand the day back to the optimizer, each with its one
 * Idempotency-Key (a dropped connection is retried with it, and said). Answers the action the
 * server journaled (order and automatic), which its Undo takes back. Whatever the outcome (a 409
 * included: someone else changed the day) the day is read again, and the board with it.
 */
export function useRouteCommand(crewId: string, date: string) {
  const api = useApi();
  const notify = useToast();
  return useWrite({
    send: (command: RouteCommand) =>
      sendJournaled(api, notify, (idempotencyKey) => send(api, crewId, date, command, idempotencyKey)),
    touches: () => [queryKeys.routes.day(crewId, date), queryKeys.schedule.boards()],
  });
}
