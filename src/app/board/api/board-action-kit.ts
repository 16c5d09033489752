import type { ApiClient } from '../../../client/api-client';
import type { ScheduleBoard } from '../../../shared/contract/schedule-board';
import type { ScheduledWork } from '../../../shared/contract/scheduled-work';
import type { UnscheduledRow } from '../../../shared/contract/unscheduled';
import { dayWork, type CrewDayTarget } from '../../../shared/domain/board-placements';
import { loadAfter, type DayLoad } from '../../../shared/domain/capacity';
import { categoriesNotTaken, categoryWords } from '../../../shared/domain/crew-capabilities';
import type { CrewDay } from '../../../shared/domain/crew-day';
import {
  MAX_SPLIT_DAYS,
  planPartSplit,
  planSplit,
  sharesHours,
  splitRoomMinutes,
  type SplitDay,
} from '../../../shared/domain/split-plan';
import { workingDaysFrom } from '../../../shared/domain/working-days';
import { crewDayLabel } from '../../dispatch/board-days';
import { crewNameOf } from '../../dispatch/work-labels';
import { plural } from '../../lib/plural';
import type { Notify } from '../../ui/toast-context';
import type { BoardCache } from './board-cache';
import { bumpLandings, bumpReadRange, type BumpLanding, type BumpPreview } from './bump-preview';
import type { useCrewDayLoad } from './crew-day-load';
import {
  noSplitWords,
  overbookingOf,
  type ReassignPreview,
  type OverbookChoice,
  type Overbooking,
} from './overbooking';
import type { BoardAction } from './use-board-mutation';

/** A crew-day as the board's words say it: "Oak crew, Tue, Mar 10". */
export const labelOf = (crew: ScheduledWork['crew'], day: string) => crewDayLabel(crewNameOf(crew), day);
export const dayLabelOf = (target: CrewDayTarget) => labelOf(target.crew, target.day);
export const workDayLabel = (work: ScheduledWork) => labelOf(work.crew, work.scheduledDate);

/** A due program round is placed as that round (its line); ordinary work as the whole estimate. */
export const placeBody = (row: UnscheduledRow, target: CrewDay) => ({
  estimateIds: [row.estimateId],
  crewId: target.crewId,
  scheduledDate: target.day,
  ...(row.dueRound && { lineItemId: row.dueRound.lineItemId }),
});

export interface BoardActionDeps extends ReturnType<typeof useCrewDayLoad> {
  api: ApiClient;
  cache: BoardCache;
  run: <Result>(action: BoardAction<Result>) => Promise<void>;
  notify: Notify;
  /** Asks the dispatcher about an overbooking (null: they said no). */
  confirm: (question: Overbooking) => Promise<OverbookChoice>;
  /** The organization's today: work brought onto a day before it is asked about. */
  today: string;
  /** The categories a crew takes (null: every one; undefined: not read yet), so a drop of other work asks first. */
  categoriesOf?: (crewId: string) => readonly string[] | null | undefined;
}

const overOf = (landing: BumpLanding) => landing.after?.overMinutes ?? 0;

/** The dispatcher's answer about an overbooking: null when there was nothing to ask, undefined when they said no. */
export type Asked = (Overbooking & { choice: NonNullable<OverbookChoice> }) | null | undefined;

/**
 * Runs `act` with the answer: in the same turn when nothing was asked, so that the write a drop
 * makes is on the wire before React draws the drop's end (a whole-board render on a large board).
 */
export const afterAsking = (
  asked: Asked | Promise<Asked>,
  act: (answer: Asked) => Promise<void> | undefined,
): Promise<void> => (asked instanceof Promise ? asked.then(act) : Promise.resolve(act(asked)));

/**
 * What every group of board actions works with: the API, the board's cache and write, the days'
 * loads as read, and the question asked before a crew-day is booked past its length.
 */
export function boardActionKit(deps: BoardActionDeps) {
  const { cache, loadOf, loadsAhead, crewBoardNow, emptyDayOf, minutesOf, confirm, today } = deps;
  const sourceRows = (day: CrewDay) => dayWork(cache.cachedRows(), day);
  /** The crew's coming working days from the target's, with the minutes each has free as the server has them now. */
  const splitDays = async (crewId: string, from: string): Promise<SplitDay[]> => {
    const days = workingDaysFrom(from, MAX_SPLIT_DAYS);
    const loads = await loadsAhead(crewId, days);
    return days.map((day, index) => {
      const load = loads[index];
      return { day, freeMinutes: load ? load.dayLengthMinutes - load.bookedMinutes : 0 };
    });
  };
  /**
   * Null when the day has room (and, for work `arriving` on it, is not past), said at once (no
   * promise), so that a drop's write can leave before the board redraws (`afterAsking`); else the
   * dispatcher is asked: undefined when they said no, else the question with their choice (`split`
   * only when the work can be split over the crew's coming days: never from a past day).
   */
  const askAbout = (
    target: CrewDayTarget,
    addedMinutes: number,
    labels: { verb: string; workLabel: string; splittable: boolean; arriving: boolean; categories?: readonly string[] },
    load: DayLoad | null = loadOf(target),
  ): Asked | Promise<Asked> => {
    const pastDay = labels.arriving && target.day < today;
    const { verb, workLabel } = labels;
    const missing =
      target.crewId !== null && labels.categories
        ? categoriesNotTaken(deps.categoriesOf?.(target.crewId) ?? null, labels.categories)
        : [];
    const found = overbookingOf(load, addedMinutes, {
      verb,
      workLabel,
      dayLabel: dayLabelOf(target),
      pastDay,
      notTaken:
        missing.length > 0 ? `${target.crew?.name ?? 'The crew'} does not take ${categoryWords(missing)}.` : null,
    });
    if (!found) return null;
    return (async () => {
      const days =
        labels.splittable && !pastDay && target.crewId !== null ? await splitDays(target.crewId, target.day) : null;
      const whole = days && planSplit(addedMinutes, days);
      const room = days && !whole ? splitRoomMinutes(days) : null;
      // Short of room for all of it, the dispatcher may still place what the crew's days can take.
      const part = days && room !== null && room < addedMinutes ? planPartSplit(days) : null;
      const noSplit = room !== null ? noSplitWords(addedMinutes, room, target.day, part !== null) : null;
      const placed = part ? sharesHours(part) * 60 : 0;
      const question = {
        ...found,
        split: whole ?? part,
        splitLeavesMinutes: part ? Math.max(0, addedMinutes - placed) : 0,
        noSplit,
      };
      const choice = await confirm(question);
      return choice ? { ...question, choice } : undefined;
    })();
  };
  /** What moving a whole crew-day's work onto `target` does to it, as the board has read both days. */
  const reassignPreview = (from: CrewDay, target: CrewDayTarget): ReassignPreview => {
    const rows = sourceRows(from);
    const minutes = rows.reduce((sum, row) => sum + minutesOf(row.plannedHours), 0);
    const load = loadOf(target);
    return {
      jobs: rows.length,
      minutes,
      dayLabel: dayLabelOf(target),
      after: load ? loadAfter(load, minutes) : null,
    };
  };
  /** Asks before a reassign books the receiving crew's day past its length (see askAbout). */
  const askAboutReassign = (from: CrewDay, target: CrewDayTarget) => {
    const preview = reassignPreview(from, target);
    return askAbout(target, preview.minutes, {
      verb: 'Reassign',
      workLabel: plural(preview.jobs, 'job'),
      splittable: false,
      arriving: true,
    });
  };
  /**
   * Where a bump of `from` by `days` takes each job and what each landing day then holds, over
   * the crew's board across bumpReadRange (`ahead`); the no-crew row's, which has no length,
   * as the board has read it.
   */
  const bumpPreview = (
    from: CrewDay,
    days: number,
    ahead: Pick<ScheduleBoard, 'upcoming' | 'crewDays'> | null,
  ): BumpPreview => {
    const rows = sourceRows(from);
    const read = from.crewId === null || !ahead ? { upcoming: cache.cachedRows(), crewDays: [] } : ahead;
    const emptyDay = from.crewId === null ? null : emptyDayOf(from.crewId);
    return { jobs: rows.length, landings: bumpLandings(rows, from, days, read, emptyDay, minutesOf) };
  };
  const bumpAhead = (from: CrewDay, days: number) =>
    from.crewId === null ? Promise.resolve(null) : crewBoardNow(from.crewId, bumpReadRange(from, days));
  /**
   * Asks before a bump books a landing day past its length, about the day it books furthest over:
   * a job already on the target day lands later (planBump), on a day the board may not show.
   */
  const askAboutBump = async (from: CrewDay, days: number, target: CrewDayTarget): Promise<Asked> => {
    const { landings } = bumpPreview(from, days, await bumpAhead(from, days));
    const worst = landings.reduce<BumpLanding | undefined>(
      (found, landing) => (found && overOf(found) >= overOf(landing) ? found : landing),
      undefined,
    );
    if (!worst) return null;
    const before = worst.after && {
      bookedMinutes: worst.after.bookedMinutes - worst.minutes,
      dayLengthMinutes: worst.after.dayLengthMinutes,
    };
    const labels = { verb: 'Bump', workLabel: plural(worst.jobs.length, 'job'), splittable: false, arriving: true };
    return askAbout({ ...target, day: worst.day }, worst.minutes, labels, before);
  };
  return {
    ...deps,
    sourceRows,
    askAbout,
    reassignPreview,
    askAboutReassign,
    bumpPreview,
    askAboutBump,
  };
}

export type BoardActionKit = ReturnType<typeof boardActionKit>;
