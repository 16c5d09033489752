import type { CrewDay } from './crew-day';
import type { ScheduledWork } from '../contract/scheduled-work';
import { appendStops, moveStop, removeStop } from './drive-order';

/**
 * The board's optimistic picture of a change (what the server will answer, drawn before it does):
 * the same drive-order rules the server applies, over the board's ScheduledWork rows. A day's
 * sortOrder stays dense 1..n after every change, as the server writes it.
 */

/** A crew-day as an action target: the crew as the board shows it (null = unassigned). */
export interface CrewDayTarget extends CrewDay {
  crew: ScheduledWork['crew'];
}

/** The crew-day a placement is on. */
export const workDay = (work: Pick<ScheduledWork, 'crew' | 'scheduledDate'>): CrewDay => ({
  crewId: work.crew?.id ?? null,
  day: work.scheduledDate,
});

export const sameCrewDay = (work: Pick<ScheduledWork, 'crew' | 'scheduledDate'>, crewDay: CrewDay) =>
  (work.crew?.id ?? null) === crewDay.crewId && work.scheduledDate === crewDay.day;

/** The day's placements in drive order. */
export function dayWork(rows: readonly ScheduledWork[], day: CrewDay): ScheduledWork[] {
  return rows.filter((row) => sameCrewDay(row, day)).sort((a, b) => a.sortOrder - b.sortOrder);
}

/** Gives the day's rows the positions of `order` (ids not in it keep their place behind). */
function withDayOrder(rows: readonly ScheduledWork[], day: CrewDay, order: readonly string[]): ScheduledWork[] {
  const position = new Map(order.map((id, index) => [id, index + 1]));
  return rows.map((row) =>
    sameCrewDay(row, day) && position.has(row.scheduleId)
      ? { ...row, sortOrder: position.get(row.scheduleId) ?? row.sortOrder }
      : row,
  );
}

const orderOf = (rows: readonly ScheduledWork[], day: CrewDay) => dayWork(rows, day).map((row) => row.scheduleId);

/**
 * New work lands at the end of the day's drive order. A day already holding the estimate stays as
 * it is: a job is on a crew's day at most once (the server answers such a placement `skipped`).
 */
export function addWork(rows: readonly ScheduledWork[], work: ScheduledWork): ScheduledWork[] {
  const day = workDay(work);
  if (dayWork(rows, day).some((row) => row.estimateId === work.estimateId)) return [...rows];
  const order = appendStops(orderOf(rows, day), [work.scheduleId]);
  return withDayOrder([...rows, work], day, order);
}

export function removeWork(rows: readonly ScheduledWork[], scheduleId: string): ScheduledWork[] {
  const leaving = rows.find((row) => row.scheduleId === scheduleId);
  if (!leaving) return [...rows];
  const day = workDay(leaving);
  const rest = rows.filter((row) => row.scheduleId !== scheduleId);
  return withDayOrder(rest, day, removeStop(orderOf(rows, day), scheduleId));
}

/** The placement with the hours it books set; its day and place stay. */
export function planHours(rows: readonly ScheduledWork[], scheduleId: string, hours: number | null): ScheduledWork[] {
  return rows.map((row) => (row.scheduleId === scheduleId ? { ...row, plannedHours: hours } : row));
}

/**
 * A card drawn before the server answered, replaced in its place by what the server stored for it.
 * Rows already on the board are not repeated; a board without the card is left as it is.
 */
export function replaceWork(
  rows: readonly ScheduledWork[],
  scheduleId: string,
  stored: readonly ScheduledWork[],
): ScheduledWork[] {
  const known = new Set(rows.map((row) => row.scheduleId));
  return rows.flatMap((row) =>
    row.scheduleId === scheduleId ? stored.filter((work) => !known.has(work.scheduleId)) : [row],
  );
}

/** A placement moved to another crew-day joins the end of that day; its old day closes the gap. */
export function moveWork(
  rows: readonly ScheduledWork[],
  scheduleId: string,
  target: CrewDay,
  crew: ScheduledWork['crew'],
): ScheduledWork[] {
  const moving = rows.find((row) => row.scheduleId === scheduleId);
  if (!moving) return [...rows];
  return addWork(removeWork(rows, scheduleId), {
    ...moving,
    crew,
    scheduledDate: target.day,
    sortOrder: Number.MAX_SAFE_INTEGER,
  });
}

/** One stop moved to `index` (0-based) of its own day. */
export function reorderWork(
  rows: readonly ScheduledWork[],
  day: CrewDay,
  scheduleId: string,
  index: number,
): ScheduledWork[] {
  return withDayOrder(rows, day, moveStop(orderOf(rows, day), scheduleId, index));
}

/** Every stop of `from` moved to `to` in its order (bump, reassign), appended after what `to` holds. */
export function moveDay(
  rows: readonly ScheduledWork[],
  from: CrewDay,
  to: CrewDay,
  crew: ScheduledWork['crew'],
): ScheduledWork[] {
  return dayWork(rows, from).reduce((current, row) => moveWork(current, row.scheduleId, to, crew), [...rows]);
}
