import type { UndoPlanResult } from '../../shared/contract/plans';
import { crewDayKey, lockCrewDays, writeDayOrder } from '../crew-days/crew-day.repo';
import { crewDaysChanged } from '../crew-days/crew-days-changed';
import type { Tx } from '../db/client';
import { conflict, notFound } from '../http/app-error';
import { lockEstimates } from '../schedule/place-work.repo';
import { deletePlacement } from '../schedule/placements.repo';
import { crewNames } from './accept-plan.service';
import { crewDayWords, listWords } from './plan-words';
import { lockPlan, markUndone } from './plans.repo';

/**
 * POST /schedule/plans/{planId}/undo: takes back every placement the accepted plan made and puts
 * each day's drive order back as it was, while no day it touched has changed since the accept
 * (its control version is the one the accept left); else 409 naming the days, nothing taken back.
 */
export async function undoPlan(tx: Tx, orgId: string, planId: string, now: Date): Promise<UndoPlanResult> {
  const plan = await lockPlan(tx, orgId, planId);
  if (!plan) throw notFound(`Plan ${planId}`);
  if (!plan.acceptedAt || !plan.acceptance)
    throw conflict('This plan was never accepted; there is nothing to undo', { planId });
  if (plan.undoneAt) throw conflict('This plan was undone already', { planId });
  const { days, placements } = plan.acceptance;
  const locked = await lockCrewDays(tx, orgId, days, now);
  const changed = days.filter((day) => locked.get(crewDayKey(day))!.controlVersion !== day.versionAfter);
  if (changed.length > 0) {
    const names = await crewNames(tx, orgId, changed);
    throw conflict(
      `${listWords(changed.map((day) => crewDayWords(names.get(day.crewId) ?? 'A crew', day.day)))} changed since the plan was accepted. Nothing was taken back`,
      { changedCrewDays: changed.map(({ crewId, day }) => ({ crewId, date: day })) },
    );
  }
  const estimateIds = [...new Set(placements.map((placement) => placement.estimateId))];
  if (estimateIds.length > 0) await lockEstimates(tx, orgId, estimateIds);
  for (const placement of placements) await deletePlacement(tx, orgId, placement.id);
  for (const day of days) await writeDayOrder(tx, orgId, day.orderBefore, now);
  await crewDaysChanged(tx, orgId, days, estimateIds, now);
  await markUndone(tx, orgId, planId, now);
  return { removed: placements.length, crewDays: days.map(({ crewId, day }) => ({ crewId, date: day })) };
}
