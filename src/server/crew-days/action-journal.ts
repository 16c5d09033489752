import { randomUUID } from 'node:crypto';
import { diffSnapshots, type DaySnapshot, type JournalChanges } from '../../shared/domain/action-journal';
import type { Tx } from '../db/client';
import { insertEntry } from './action-journal.repo';
import { readDaySnapshot } from './day-snapshot.repo';

/**
 * The action journal (issue 43; docs/decisions/board.md "Undo on the server"). A use case runs
 * inside `journaled`; every crew-day it locks (lockCrewDay, which every write takes before it
 * changes a day) is read as it was at that moment, and at the end those days are read again and
 * what differs is kept in the same transaction. So no write can forget to say what it touched.
 */

/** The writes the board can undo (and undo itself: undoing an undo redoes). */
export type ActionKind =
  | 'place'
  | 'move'
  | 'planned_hours'
  | 'remove'
  | 'bump'
  | 'reassign'
  | 'emergency'
  | 'reorder'
  | 'unpin'
  | 'accept_plan'
  | 'undo';

interface Recording {
  orgId: string;
  /** Each locked day as it was when first locked, by route id. */
  before: Map<string, DaySnapshot>;
}

const recordings = new WeakMap<Tx, Recording>();

/** Called by lockCrewDay once it holds the day: the first lock of a day in a journaled write reads its before-state. */
export async function watchLockedDay(tx: Tx, orgId: string, routeId: string): Promise<void> {
  const recording = recordings.get(tx);
  if (!recording || recording.orgId !== orgId || recording.before.has(routeId)) return;
  recording.before.set(routeId, await readDaySnapshot(tx, orgId, routeId));
}

/**
 * Runs `work` (given the action's id before it runs, so an undo can name itself) and journals what
 * it changed. `actionId` and `changes` are null when it changed nothing: there is nothing to undo.
 */
export async function journaled<T>(
  tx: Tx,
  orgId: string,
  kind: ActionKind,
  now: Date,
  work: (actionId: string) => Promise<T>,
  undoes: string | null = null,
): Promise<{ result: T; actionId: string | null; changes: JournalChanges | null }> {
  const id = randomUUID();
  const recording: Recording = { orgId, before: new Map() };
  recordings.set(tx, recording);
  let result: T;
  try {
    result = await work(id);
  } finally {
    recordings.delete(tx);
  }
  const before = [...recording.before.values()];
  const after: DaySnapshot[] = [];
  for (const day of before) after.push(await readDaySnapshot(tx, orgId, day.routeId));
  const changes = diffSnapshots(before, after);
  if (!changes) return { result, actionId: null, changes: null };
  await insertEntry(tx, { orgId, id, kind, changes, undoes, createdAt: now });
  return { result, actionId: id, changes };
}

const jobsOf = (placements: JournalChanges['placements']) => [
  ...new Set(
    placements.flatMap((placement) =>
      [placement.before, placement.after].flatMap((state) => (state ? [state.estimateId] : [])),
    ),
  ),
];

/** The jobs whose placements an action changed in any way (order, hours, crew, day), each once. */
export const changedJobs = (changes: JournalChanges): string[] => jobsOf(changes.placements);

/** The jobs an action placed, took off or moved to another day (not a new order, crew or hours), each once. */
export const rescheduledJobs = (changes: JournalChanges): string[] =>
  jobsOf(
    changes.placements.filter(
      ({ before, after }) => before === null || after === null || before.scheduledDate !== after.scheduledDate,
    ),
  );
