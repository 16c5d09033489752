import type { MovePlacement, PlacementRecord } from '../../shared/contract/placements';
import { appendStops, removeStop } from '../../shared/domain/drive-order';
import type { Tx } from '../db/client';
import { toIso } from '../db/sql-helpers';
import { getEstimate } from '../estimates/estimates.service';
import { recordEvent } from '../events/events.service';
import { conflict, notFound } from '../http/app-error';
import {
  crewDayKey,
  listDayPlacements,
  lockCrewDays,
  writeDayOrder,
  type PlacementRow,
} from '../crew-days/crew-day.repo';
import type { CrewDay } from '../../shared/domain/crew-day';
import { crewDaysChanged } from '../crew-days/crew-days-changed';
import { lockEstimates } from './place-work.repo';
import { deletePlacement, findPlacement, holdsCrewDay, updatePlacement } from './placements.repo';
import { crewReceivingWork } from './schedule-ops.service';

export function toPlacementRecord(row: PlacementRow): PlacementRecord {
  return {
    scheduleId: row.id,
    estimateId: row.estimateId,
    crewId: row.crewId,
    scheduledDate: row.scheduledDate,
    sortOrder: row.sortOrder,
    note: row.note,
    createdAt: toIso(row.createdAt),
    updatedAt: toIso(row.updatedAt),
  };
}

const crewDayOf = (row: PlacementRow): CrewDay => ({ crewId: row.crewId, day: row.scheduledDate });

/**
 * Reads the placement, locks its crew-day (and `alsoLock`), and reads it again under the lock: a
 * placement that a concurrent write moved meanwhile is a 409, so nothing acts on a stale day.
 */
async function lockPlacement(
  tx: Tx,
  orgId: string,
  ids: { estimateId: string; scheduleId: string },
  alsoLock: (current: PlacementRow) => Promise<CrewDay | null>,
  now: Date,
): Promise<{ row: PlacementRow; target: CrewDay | null; controlVersion: number }> {
  const current = await findPlacement(tx, orgId, ids.estimateId, ids.scheduleId);
  if (!current) throw notFound('Placement');
  const target = await alsoLock(current);
  const locked = await lockCrewDays(tx, orgId, [crewDayOf(current), ...(target ? [target] : [])], now);
  const row = await findPlacement(tx, orgId, ids.estimateId, ids.scheduleId);
  if (!row) throw notFound('Placement');
  if (crewDayKey(crewDayOf(row)) !== crewDayKey(crewDayOf(current))) {
    throw conflict('The placement was moved by another change meanwhile; read the board again');
  }
  return { row, target, controlVersion: locked.get(crewDayKey(crewDayOf(row)))!.controlVersion };
}

/**
 * PATCH /estimates/{id}/schedule/{scheduleId}: to another day and/or crew (omitted crewId keeps
 * the crew, null pencils it), appended after the target day's stops; `plannedHours` (extension)
 * sets the hours it books. The same estimate twice on
 * one crew-day is refused (409) and nothing moves; an archived target crew is a 422.
 */
export async function movePlacement(
  tx: Tx,
  orgId: string,
  ids: { estimateId: string; scheduleId: string },
  change: MovePlacement,
  now: Date,
): Promise<PlacementRecord> {
  return (await moveVisit(tx, orgId, ids, change, now)).record;
}

/** movePlacement, saying whether the visit changed crew-day (false: it was there already). */
export async function moveVisit(
  tx: Tx,
  orgId: string,
  ids: { estimateId: string; scheduleId: string },
  change: MovePlacement,
  now: Date,
): Promise<{ record: PlacementRecord; moved: boolean }> {
  const { row, target, controlVersion } = await lockPlacement(
    tx,
    orgId,
    ids,
    async (current) => {
      const wanted: CrewDay = {
        crewId: change.crewId === undefined ? current.crewId : change.crewId,
        day: change.scheduledDate ?? current.scheduledDate,
      };
      if (crewDayKey(wanted) === crewDayKey(crewDayOf(current))) return null;
      if (wanted.crewId !== null) await crewReceivingWork(tx, orgId, wanted.crewId, 'crewId');
      return wanted;
    },
    now,
  );
  const note = change.note === undefined ? {} : { note: change.note };
  const hours = change.plannedHours === undefined ? {} : { plannedHours: change.plannedHours };
  if (target === null) {
    const noteChanged = change.note !== undefined && change.note !== row.note;
    const hoursChanged = change.plannedHours !== undefined && change.plannedHours !== row.plannedHours;
    if (!noteChanged && !hoursChanged) return { record: toPlacementRecord(row), moved: false };
    const updated = await updatePlacement(tx, orgId, row.id, { ...note, ...hours }, now);
    // Hours change the day's load (and the queue's hours left): a crew-day change; a note alone is not,
    // and the event says the day's version stayed (a plan of that day can still be accepted).
    if (hoursChanged) await crewDaysChanged(tx, orgId, [crewDayOf(row)], [row.estimateId], now);
    else
      await recordEvent(
        tx,
        orgId,
        {
          type: 'placement.changed',
          payload: { crewDays: [{ ...crewDayOf(row), controlVersion }], estimateIds: [row.estimateId] },
        },
        now,
      );
    return { record: toPlacementRecord(updated), moved: false };
  }
  if (await holdsCrewDay(tx, orgId, row.estimateId, target, row.id)) {
    throw conflict("The estimate is already on that crew's day; nothing moved");
  }
  const source = crewDayOf(row);
  const sourceOrder = (await listDayPlacements(tx, orgId, source)).map((stop) => stop.id);
  const targetOrder = (await listDayPlacements(tx, orgId, target)).map((stop) => stop.id);
  const moved = await updatePlacement(
    tx,
    orgId,
    row.id,
    { crewId: target.crewId, scheduledDate: target.day, sortOrder: targetOrder.length + 1, ...note, ...hours },
    now,
  );
  await writeDayOrder(tx, orgId, removeStop(sourceOrder, row.id), now);
  await writeDayOrder(tx, orgId, appendStops(targetOrder, [row.id]), now);
  await crewDaysChanged(tx, orgId, [source, target], [row.estimateId], now);
  return { record: toPlacementRecord(moved), moved: true };
}

/**
 * DELETE /estimates/{id}/schedule/{scheduleId}. The estimate is not cancelled; when this was its
 * last placement it reads `accepted` again (revertedToAccepted) and is back in the queue.
 */
export async function removePlacement(
  tx: Tx,
  orgId: string,
  ids: { estimateId: string; scheduleId: string },
  now: Date,
): Promise<{ removed: true; revertedToAccepted: boolean }> {
  const { row } = await lockPlacement(tx, orgId, ids, async () => null, now);
  // Serialises with other removals of the same work, so exactly one of them sees the last placement go.
  await lockEstimates(tx, orgId, [row.estimateId]);
  const day = crewDayOf(row);
  const order = (await listDayPlacements(tx, orgId, day)).map((stop) => stop.id);
  await deletePlacement(tx, orgId, row.id);
  await writeDayOrder(tx, orgId, removeStop(order, row.id), now);
  const estimate = await getEstimate(tx, orgId, row.estimateId, now);
  await crewDaysChanged(tx, orgId, [day], [row.estimateId], now);
  return { removed: true, revertedToAccepted: estimate.status === 'accepted' };
}
