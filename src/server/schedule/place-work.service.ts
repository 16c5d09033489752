import type { PlaceWork, PlaceWorkResult } from '../../shared/contract/placements';
import { decidePlacement, type PlacementDecision } from '../../shared/domain/placement-decision';
import { getCrew } from '../crews/crews.service';
import type { Tx } from '../db/client';
import { listDayPlacements, lockCrewDays, writeDayOrder } from '../crew-days/crew-day.repo';
import type { CrewDay } from '../../shared/domain/crew-day';
import { crewDaysChanged } from '../crew-days/crew-days-changed';
import {
  existingPlacementIds,
  findProgramLine,
  insertPlacements,
  listPlacingFacts,
  lockEstimates,
  type ProgramLineRow,
} from './place-work.repo';
import { placementIdFor } from './placement-id';
import { workFigures } from './work-facts.sql';

interface Batch {
  input: PlaceWork;
  estimateIds: string[];
  crewDay: CrewDay;
  crewArchived: boolean;
  idempotencyKey: string | undefined;
}

/** The round a batch covers: honored only when it names exactly one estimate (api.md); then the line must be a program line of it. */
async function programLineOf(tx: Tx, orgId: string, batch: Batch) {
  const [only] = batch.estimateIds;
  if (batch.input.lineItemId === undefined || batch.estimateIds.length !== 1 || only === undefined) return undefined;
  return findProgramLine(tx, orgId, only, batch.input.lineItemId);
}

interface DecidedRow {
  estimateId: string;
  id: string;
  decision: PlacementDecision;
}

/** Every row's outcome, and the program line the batch covers, read under the crew-day's and the estimates' locks. */
async function decideRows(
  tx: Tx,
  orgId: string,
  batch: Batch,
): Promise<{ rows: DecidedRow[]; programLine: ProgramLineRow | null | undefined }> {
  const facts = new Map(
    (await listPlacingFacts(tx, orgId, batch.estimateIds, batch.crewDay)).map((row) => [row.estimate_id, row]),
  );
  const ids = batch.estimateIds.map((estimateId) => ({
    estimateId,
    id: placementIdFor(batch.idempotencyKey, estimateId),
  }));
  const existing = await existingPlacementIds(
    tx,
    orgId,
    ids.map((entry) => entry.id),
  );
  const programLine = await programLineOf(tx, orgId, batch);
  const rows = ids.map(({ estimateId, id }) => {
    const row = facts.get(estimateId);
    const figures = row ? workFigures(row, row.work_placements > 0) : null;
    const decision = decidePlacement({
      status: figures?.status ?? null,
      alreadyPlaced: existing.has(id) || row?.on_day === true,
      crewArchived: batch.crewArchived,
      ...(programLine !== undefined && { programLine: programLine && { estimatedHours: programLine.estimated_hours } }),
      estimatedHours: figures?.estimatedHours ?? null,
      placedHours: row?.placed_hours ?? 0,
      requestedHours: batch.input.plannedHours,
    });
    return { estimateId, id, decision };
  });
  return { rows, programLine };
}

/**
 * POST /schedule: places the batch on one crew-day in the order sent, after the day's existing
 * stops. Rows that land stay landed when others fail; an unknown crew is a 404 for the whole call.
 */
export async function placeWork(
  tx: Tx,
  orgId: string,
  input: PlaceWork,
  idempotencyKey: string | undefined,
  now: Date,
): Promise<PlaceWorkResult> {
  const crew = input.crewId === null ? null : await getCrew(tx, orgId, input.crewId);
  const crewDay: CrewDay = { crewId: input.crewId, day: input.scheduledDate };
  const batch: Batch = {
    input,
    // A UUID is the same id in either case (api.md: duplicates collapsed), so `C` and `c` are one estimate.
    estimateIds: [...new Set(input.estimateIds.map((id) => id.toLowerCase()))],
    crewDay,
    crewArchived: crew?.active === false,
    idempotencyKey,
  };
  // An empty batch (api.md asks for no least count) places nothing; the crew was still checked.
  if (batch.estimateIds.length === 0) return { placedCount: 0, failedCount: 0, items: [] };
  await lockCrewDays(tx, orgId, [crewDay], now);
  await lockEstimates(tx, orgId, batch.estimateIds);
  const { rows, programLine } = await decideRows(tx, orgId, batch);

  const landing = rows.flatMap((row) =>
    row.decision.outcome === 'placed' ? [{ ...row, plannedHours: row.decision.plannedHours }] : [],
  );
  if (landing.length > 0) {
    const dayOrder = (await listDayPlacements(tx, orgId, crewDay)).map((placement) => placement.id);
    await insertPlacements(
      tx,
      landing.map((row, index) => ({
        orgId,
        id: row.id,
        estimateId: row.estimateId,
        crewId: input.crewId,
        scheduledDate: input.scheduledDate,
        sortOrder: dayOrder.length + index + 1,
        note: input.note ?? null,
        plannedHours: row.plannedHours,
        lineItemId: programLine ? (input.lineItemId ?? null) : null,
        round: programLine ? programLine.covered + 1 : null,
        createdAt: now,
        updatedAt: now,
      })),
    );
    await writeDayOrder(tx, orgId, [...dayOrder, ...landing.map((row) => row.id)], now);
    await crewDaysChanged(
      tx,
      orgId,
      [crewDay],
      landing.map((row) => row.estimateId),
      now,
    );
  }

  const items = rows.map(({ estimateId, id, decision }) => ({
    estimateId,
    status: decision.outcome,
    error: decision.outcome === 'failed' ? decision.error : null,
    scheduleId: decision.outcome === 'placed' ? id : null,
  }));
  return {
    placedCount: items.filter((item) => item.status === 'placed').length,
    failedCount: items.filter((item) => item.status === 'failed').length,
    items,
  };
}
