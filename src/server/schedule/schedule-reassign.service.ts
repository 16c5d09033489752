import type { Reassign, ReassignResult } from '../../shared/contract/reassign';
import { planReassign } from '../../shared/domain/day-moves';
import { appendStops } from '../../shared/domain/drive-order';
import type { Tx } from '../db/client';
import { invalid } from '../http/app-error';
import { getCrew } from '../crews/crews.service';
import { listDayPlacements, lockCrewDays, writeDayOrder } from '../crew-days/crew-day.repo';
import type { CrewDay } from '../../shared/domain/crew-day';
import { crewDaysChanged } from '../crew-days/crew-days-changed';
import { moveStops, setOrderMode } from './schedule-ops.repo';
import { crewReceivingWork, loadDayStops, lockedRoute } from './schedule-ops.service';

/**
 * POST /schedule/reassign: hands a crew's day to another crew on the same date, all at once.
 * Arriving stops go after the receiving crew's own; started work and jobs the receiving crew
 * already has that day stay behind (notMoved); finished and cancelled work stays silently.
 * The receiving day inherits a pinned order; the giving day keeps its own pin for what is left.
 */
export async function reassignDay(tx: Tx, orgId: string, input: Reassign, now: Date): Promise<ReassignResult> {
  if (input.fromCrewId === input.toCrewId) throw invalid('toCrewId', 'must differ from fromCrewId');
  if (input.fromCrewId !== null) await getCrew(tx, orgId, input.fromCrewId);
  if (input.toCrewId !== null) await crewReceivingWork(tx, orgId, input.toCrewId, 'toCrewId');
  const source: CrewDay = { crewId: input.fromCrewId, day: input.date };
  const target: CrewDay = { crewId: input.toCrewId, day: input.date };
  const locked = await lockCrewDays(tx, orgId, [source, target], now);

  const stops = await loadDayStops(tx, orgId, source);
  const receiving = await listDayPlacements(tx, orgId, target);
  const plan = planReassign(stops, new Set(receiving.map((placement) => placement.estimateId)));
  const moving = new Set(plan.moving);

  const sourceRoute = lockedRoute(locked, source);
  const targetRoute = lockedRoute(locked, target);
  const inheritsPin = moving.size > 0 && input.toCrewId !== null && sourceRoute.orderMode === 'manual';
  if (moving.size > 0) {
    await moveStops(tx, orgId, plan.moving, { crewId: input.toCrewId }, now);
    await writeDayOrder(
      tx,
      orgId,
      appendStops(
        receiving.map((placement) => placement.id),
        plan.moving,
      ),
      now,
    );
    await writeDayOrder(
      tx,
      orgId,
      stops.filter((stop) => !moving.has(stop.scheduleId)).map((stop) => stop.scheduleId),
      now,
    );
    if (inheritsPin) await setOrderMode(tx, orgId, targetRoute.id, 'manual', now);
    const movedJobs = stops.filter((stop) => moving.has(stop.scheduleId)).map((stop) => stop.estimateId);
    await crewDaysChanged(tx, orgId, [source, target], movedJobs, now);
  }
  return {
    date: input.date,
    fromCrewId: input.fromCrewId,
    toCrewId: input.toCrewId,
    movedCount: moving.size,
    notMoved: plan.notMoved,
    orderPinned: inheritsPin || targetRoute.orderMode === 'manual',
  };
}
