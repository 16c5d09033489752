import type { ScheduleBoard } from '../../../shared/contract/schedule-board';
import type { ScheduledWork } from '../../../shared/contract/scheduled-work';
import { planBump } from '../../../shared/domain/bump-plan';
import { loadAfter, type DayLoad } from '../../../shared/domain/capacity';
import type { CrewDay } from '../../../shared/domain/crew-day';
import { addWorkingDays } from '../../../shared/domain/working-days';
import { findCrewDay } from '../crew-target';

/**
 * How many working days past a bump's target a job can be pushed and still be foreseen: a job
 * already on the target day lands on the next day it does not hold (planBump), so the preview reads
 * the crew's days this far ahead; a job holding every one of them is foreseen on the last.
 */
export const BUMP_LOOKAHEAD_DAYS = 10;

/** The crew's days a bump of `from` by `days` reads before it is sent: its target day and the lookahead. */
export function bumpReadRange(from: CrewDay, days: number): { from: string; to: string } {
  const target = addWorkingDays(from.day, days);
  return { from: target, to: addWorkingDays(target, BUMP_LOOKAHEAD_DAYS) };
}

/** The jobs of a bumped day that land on one day, and that day's load once they are there. */
export interface BumpLanding {
  day: string;
  jobs: ScheduledWork[];
  minutes: number;
  /** The day is after the bump's target: each of its jobs already held the target day. */
  later: boolean;
  /** The day's load after; null for the no-crew row, which has no length. */
  after: (DayLoad & { overMinutes: number }) | null;
}

/** A bump before it is sent: how many jobs move, and where they land. */
export interface BumpPreview {
  jobs: number;
  landings: BumpLanding[];
}

/**
 * Where each job of the bumped day lands, by the server's own rule (planBump) over the crew's
 * board as read across bumpReadRange (`ahead`), and what each landing day then holds: its load as
 * read, else an empty day of `emptyDay` (null: the no-crew row, which has no length).
 */
export function bumpLandings(
  rows: readonly ScheduledWork[],
  from: CrewDay,
  days: number,
  ahead: Pick<ScheduleBoard, 'upcoming' | 'crewDays'>,
  emptyDay: DayLoad | null,
  minutesOf: (hours: number | null) => number,
): BumpLanding[] {
  const held = new Map<string, Set<string>>();
  for (const row of ahead.upcoming) {
    if ((row.crew?.id ?? null) !== from.crewId) continue;
    held.set(row.estimateId, (held.get(row.estimateId) ?? new Set()).add(row.scheduledDate));
  }
  const { toDate, moves } = planBump(from.day, days, rows, (estimateId) => held.get(estimateId) ?? new Set());
  const landings = new Map<string, BumpLanding>();
  moves.forEach((move, index) => {
    const row = rows[index];
    if (!row) return;
    const landing = landings.get(move.toDate) ?? {
      day: move.toDate,
      jobs: [],
      minutes: 0,
      later: move.toDate !== toDate,
      after: null,
    };
    landing.jobs.push(row);
    landing.minutes += minutesOf(row.plannedHours);
    landings.set(move.toDate, landing);
  });
  return [...landings.values()]
    .sort((a, b) => a.day.localeCompare(b.day))
    .map((landing) => {
      const read = findCrewDay(ahead.crewDays, { crewId: from.crewId, day: landing.day });
      const load = read ? { bookedMinutes: read.bookedMinutes, dayLengthMinutes: read.dayLengthMinutes } : emptyDay;
      return { ...landing, after: load && loadAfter(load, landing.minutes) };
    });
}
