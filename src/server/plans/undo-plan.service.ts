import type { UndoPlanResult } from '../../shared/contract/plans';
import type { Tx } from '../db/client';
import { conflict, notFound } from '../http/app-error';
import { undoActions } from '../schedule/schedule-undo.service';
import { lockPlan, markUndone } from './plans.repo';

/**
 * POST /schedule/plans/{planId}/undo: the undo of the accept's action (issue 43), so the plan comes
 * back exactly as the board's Undo would take it back: every placement it made and each day's drive
 * order, in one transaction, and only while no day it touched has changed since (else 409 naming
 * the days, nothing taken back).
 */
export async function undoPlan(
  tx: Tx,
  orgId: string,
  planId: string,
  actionId: string,
  now: Date,
): Promise<UndoPlanResult> {
  const plan = await lockPlan(tx, orgId, planId);
  if (!plan) throw notFound(`Plan ${planId}`);
  if (!plan.acceptedAt || !plan.acceptance)
    throw conflict('This plan was never accepted; there is nothing to undo', { planId });
  if (plan.undoneAt) throw conflict('This plan was undone already', { planId });
  const undone = await undoActions(tx, orgId, [plan.acceptance.actionId], actionId, now);
  await markUndone(tx, orgId, planId, now);
  return {
    removed: plan.acceptance.placements.length,
    // A plan places on crews' days only.
    crewDays: undone.crewDays.flatMap(({ crewId, date }) => (crewId ? [{ crewId, date }] : [])),
  };
}
