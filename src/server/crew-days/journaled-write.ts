import type { Context } from 'hono';
import { actionIdHeader } from '../../shared/contract/schedule-actions';
import type { Tx } from '../db/client';
import type { AppEnv } from '../http/app-env';
import { journaled, rescheduledJobs, type ActionKind } from './action-journal';

/**
 * A route's undoable write: its use case in the request's one transaction, journaled, and the
 * answer (and any replay of it) carrying `Action-Id` when something changed. What else follows a
 * schedule change in the same transaction (visit notices) runs last, given the jobs it put on
 * another day (or on or off the schedule).
 */
export function runAction<T>(
  c: Context<AppEnv>,
  kind: ActionKind,
  work: (tx: Tx, actionId: string) => Promise<T>,
  undoes: string | null = null,
): Promise<T> {
  const { orgId } = c.var.caller;
  const now = c.var.deps.clock.now();
  return c.var.runWrite(200, async (tx, answer) => {
    const { result, actionId, changes } = await journaled(tx, orgId, kind, now, (id) => work(tx, id), undoes);
    if (actionId) answer.set(actionIdHeader, actionId);
    if (changes) await c.var.afterScheduleChange(tx, orgId, rescheduledJobs(changes), now);
    return result;
  });
}
