import type { UndoConflict, UndoResult, UndoneCrewDay } from '../../shared/contract/schedule-actions';
import { dayChanges, type DaySnapshot, type JournalDay, type PlacementState } from '../../shared/domain/action-journal';
import type { CrewDay } from '../../shared/domain/crew-day';
import { formatEstimateNumber } from '../../shared/domain/document-numbers';
import type { Tx } from '../db/client';
import { AppError, notFound } from '../http/app-error';
import { changedJobs } from '../crew-days/action-journal';
import { findLaterAction, findLiveEntries, markUndone, type JournalEntry } from '../crew-days/action-journal.repo';
import { crewDaysChanged } from '../crew-days/crew-days-changed';
import { lockCrewDays, writeDayOrder } from '../crew-days/crew-day.repo';
import { readDaySnapshot } from '../crew-days/day-snapshot.repo';
import { lockEstimates } from './place-work.repo';
import {
  crewNames,
  deletePlacements,
  existingPlacements,
  jobNumbers,
  restoreOrderControl,
  restorePlacement,
  startedPlacements,
} from './schedule-undo.repo';

type ConflictDay = UndoConflict['days'][number];

const refused = (message: string, conflict: Omit<UndoConflict, 'code'>) =>
  new AppError('conflict', 409, message, conflict);

/** The actions asked for, newest first: all of them the organization's and alive, none undone yet. */
async function loadEntries(tx: Tx, orgId: string, ids: readonly string[], now: Date): Promise<JournalEntry[]> {
  const entries = await findLiveEntries(tx, orgId, [...new Set(ids)], now);
  if (entries.length !== new Set(ids).size) throw notFound('Action');
  const undone = entries.find((entry) => entry.undoneBy !== null);
  if (undone) {
    throw refused('This action was already undone; undo that undo to have it again', {
      reason: 'already_undone',
      laterActionId: undone.undoneBy,
      days: [],
    });
  }
  return entries.sort((a, b) => b.seq - a.seq);
}

/** A day of an entry whose version moved since, with the day as it is now. */
interface MovedDay {
  entry: JournalEntry;
  day: JournalDay;
  now: DaySnapshot;
}

/** The guard's first step: the entries' days whose version is no longer the one the action left. */
async function movedDays(tx: Tx, orgId: string, entries: readonly JournalEntry[]): Promise<MovedDay[]> {
  const moved = [];
  for (const entry of entries) {
    for (const day of entry.changes.days) {
      const now = await readDaySnapshot(tx, orgId, day.routeId);
      if (now.controlVersion !== day.versionAfter) moved.push({ entry, day, now });
    }
  }
  return moved;
}

/** The touched placements as the entry left them, by id. */
function leftPlacementsOf(entry: JournalEntry): Map<string, PlacementState> {
  const left = new Map<string, PlacementState>();
  for (const placement of entry.changes.placements) if (placement.after) left.set(placement.id, placement.after);
  return left;
}

/**
 * Refuses (409, nothing applied) when a day changed since or a placement the undo would move or
 * take off has been started by its crew. Names the days and the newest later action on them.
 */
async function guard(tx: Tx, orgId: string, entries: readonly JournalEntry[]): Promise<void> {
  const estimateIds = entries.flatMap((entry) =>
    entry.changes.placements.flatMap((placement) =>
      [placement.before, placement.after].flatMap((state) => (state ? [state.estimateId] : [])),
    ),
  );
  const jobOrder = entries.flatMap((entry) => entry.changes.days.flatMap((day) => day.after.jobs));
  const moved = await movedDays(tx, orgId, entries);
  const jobsNow = moved.flatMap(({ now }) => now.state.jobs);
  const numbers = await jobNumbers(tx, orgId, [...estimateIds, ...jobOrder, ...jobsNow]);
  const label = (estimateId: string) => {
    const number = numbers.get(estimateId);
    return number === undefined ? 'a job' : formatEstimateNumber(number);
  };

  // A moved version is a change since, unless the day is again as the action left it (a later
  // action undone) or only the optimizer has reordered an automatic day.
  const conflicts: { entry: JournalEntry; day: JournalDay; changes: string[] }[] = [];
  for (const { entry, day, now } of moved) {
    const changes = dayChanges(day, leftPlacementsOf(entry), now, label);
    if (changes.length > 0) conflicts.push({ entry, day, changes });
  }
  let reason: UndoConflict['reason'] = 'changed_since';
  if (conflicts.length === 0) {
    const leaving = entries.flatMap((entry) =>
      entry.changes.placements.filter(
        (placement) =>
          placement.after !== null &&
          (placement.before === null ||
            placement.before.crewId !== placement.after.crewId ||
            placement.before.scheduledDate !== placement.after.scheduledDate),
      ),
    );
    const started = await startedPlacements(
      tx,
      orgId,
      leaving.map((placement) => placement.id),
    );
    for (const entry of entries) {
      for (const placement of entry.changes.placements) {
        const after = placement.after;
        if (!after || !started.has(placement.id)) continue;
        const day = entry.changes.days.find((d) => d.crewId === after.crewId && d.day === after.scheduledDate);
        if (day) conflicts.push({ entry, day, changes: [`the crew has started ${label(after.estimateId)}`] });
      }
    }
    if (conflicts.length === 0) return;
    reason = 'work_started';
  }

  const names = await crewNames(
    tx,
    orgId,
    conflicts.flatMap(({ day }) => (day.crewId ? [day.crewId] : [])),
  );
  const days: ConflictDay[] = conflicts.map(({ day, changes }) => ({
    crewId: day.crewId,
    crewName: day.crewId ? (names.get(day.crewId) ?? 'A crew') : 'Unassigned',
    date: day.day,
    changes,
  }));
  const oldest = Math.min(...entries.map((entry) => entry.seq));
  const laterActionId =
    reason === 'changed_since'
      ? await findLaterAction(
          tx,
          orgId,
          oldest,
          conflicts.map(({ day }) => day.routeId),
        )
      : null;
  const said = days.map((day) => `${day.crewName} on ${day.date}: ${day.changes.join(', ')}`).join('; ');
  throw refused(
    reason === 'work_started'
      ? `Not undone: ${said}`
      : `Not undone: it has changed since (${said}), so it cannot be put back as it was`,
    { reason, laterActionId, days },
  );
}

/** Puts one entry's placements and days back as they were before it. */
async function applyInverse(tx: Tx, orgId: string, entry: JournalEntry, now: Date): Promise<void> {
  const { placements, days } = entry.changes;
  await deletePlacements(
    tx,
    orgId,
    placements.filter((placement) => placement.before === null).map((placement) => placement.id),
  );
  const restoring = placements.filter((placement) => placement.before !== null);
  const existing = await existingPlacements(
    tx,
    orgId,
    restoring.map((placement) => placement.id),
  );
  for (const placement of restoring) {
    if (placement.before)
      await restorePlacement(tx, orgId, placement.id, placement.before, existing.has(placement.id), now);
  }
  for (const day of days) await writeDayOrder(tx, orgId, day.before.order, now);
}

/**
 * POST /schedule/actions/{actionId}/undo: the actions (newest first) taken back in this one
 * transaction, inside the journaled write that makes this undo an action of its own (`actionId`).
 * Guarded by the days' versions: a day changed since is a 409 naming it, and nothing is applied.
 */
export async function undoActions(
  tx: Tx,
  orgId: string,
  ids: readonly string[],
  actionId: string,
  now: Date,
): Promise<UndoResult> {
  const entries = await loadEntries(tx, orgId, ids, now);
  const days = new Map<string, JournalDay>();
  // Oldest last: the state each day goes back to is the one before the oldest action that touched it.
  for (const entry of entries) for (const day of entry.changes.days) days.set(day.routeId, day);
  const crewDays: CrewDay[] = [...days.values()].map(({ crewId, day }) => ({ crewId, day }));
  await lockCrewDays(tx, orgId, crewDays, now);
  const estimateIds = [...new Set(entries.flatMap((entry) => changedJobs(entry.changes)))].sort();
  if (estimateIds.length > 0) await lockEstimates(tx, orgId, estimateIds);
  await guard(tx, orgId, entries);

  for (const entry of entries) await applyInverse(tx, orgId, entry, now);
  await crewDaysChanged(tx, orgId, crewDays, estimateIds, now);
  const undone: UndoneCrewDay[] = [];
  for (const day of days.values()) {
    const control = await restoreOrderControl(tx, orgId, day.routeId, day.before, now);
    undone.push({
      crewId: day.crewId,
      date: day.day,
      controlVersion: control.controlVersion,
      orderMode: control.orderMode === 'manual' ? 'manual' : 'automatic',
    });
  }
  await markUndone(
    tx,
    orgId,
    entries.map((entry) => entry.id),
    actionId,
  );
  return { actionId, undoneActionIds: entries.map((entry) => entry.id), crewDays: undone };
}
