import { UTCDate } from '@date-fns/utc';
import { addMonths, format } from 'date-fns';
import type { Day } from '../contract/common';
import { roundEstimatedHours } from './estimate-totals';
import { addDays } from './working-days';

/** A round's window opens this many days before it is due (docs/decisions/scheduling.md "Program work"). */
export const ROUND_WINDOW_DAYS = 30;

export interface ProgramLine {
  lineItemId: string;
  renewalIntervalMonths: number;
  /** The first completed round's day, else the acceptance day: round k is due k intervals after it. */
  anchorDay: Day;
  /** Rounds already covered by a placement that names this line. */
  coveredRounds: number;
  /** The line's estimated hours: what each of its rounds books (null: nobody estimated it). */
  estimatedHours: number | null;
}

export interface DueRound {
  lineItemId: string;
  round: number;
  dueOn: Day;
  windowOpensOn: Day;
  overdue: boolean;
  /** What placing the round books: its line's estimated hours (null: nobody estimated it). */
  hours: number | null;
}

export function roundDueOn(anchorDay: Day, intervalMonths: number, round: number): Day {
  return format(addMonths(new UTCDate(`${anchorDay}T00:00:00.000Z`), intervalMonths * round), 'yyyy-MM-dd');
}

/** The next uncovered round of a program line, whatever its window. */
export function nextRound(line: ProgramLine, today: Day): DueRound {
  const round = line.coveredRounds + 1;
  const dueOn = roundDueOn(line.anchorDay, line.renewalIntervalMonths, round);
  return {
    lineItemId: line.lineItemId,
    round,
    dueOn,
    windowOpensOn: addDays(dueOn, -ROUND_WINDOW_DAYS),
    overdue: today > dueOn,
    hours: roundEstimatedHours(line.estimatedHours),
  };
}

/** The earliest-due round whose window is open today, across an estimate's program lines; null when none is. */
export function openDueRound(lines: readonly ProgramLine[], today: Day): DueRound | null {
  const open = lines.map((line) => nextRound(line, today)).filter((round) => round.windowOpensOn <= today);
  open.sort((a, b) => (a.dueOn < b.dueOn ? -1 : a.dueOn > b.dueOn ? 1 : a.lineItemId.localeCompare(b.lineItemId)));
  return open[0] ?? null;
}
