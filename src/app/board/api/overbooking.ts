import { loadAfter, type DayLoad } from '../../../shared/domain/capacity';
import type { BumpPreview } from './bump-preview';
import { MAX_SPLIT_DAYS, sharesHours, type SplitShare } from '../../../shared/domain/split-plan';
import { formatColumnDay } from '../../dispatch/board-days';
import { formatHours, minutesFigure } from '../../lib/format';

/**
 * An action the dispatcher is asked about before it is sent: it would book a crew-day past its
 * length, or bring work onto a day before the organization's today (or both).
 */
export interface Overbooking {
  /** "Place", "Move": the button says "Place anyway". */
  verb: string;
  /** "JOB-25". */
  workLabel: string;
  /** "Oak Crew, Tue, Dec 1". */
  dayLabel: string;
  /** The day's load after the action; null for the no-crew row, which has no length. */
  after: (DayLoad & { overMinutes: number }) | null;
  /** The day is before the organization's today: work put there reads as done or missed, not planned. */
  pastDay: boolean;
  /** "Birch crew does not take removal.": the crew is not set up for the work (docs/decisions/crews.md); asked first. */
  notTaken?: string | null;
  /**
   * The crew's coming days that could take the work instead, when it can be split; when they cannot
   * take all of it, what they can (`splitLeavesMinutes` then says what stays in the queue).
   */
  split: SplitShare[] | null;
  /** Minutes of the work the split leaves in the queue: 0 when it places all of it. */
  splitLeavesMinutes: number;
  /** Why no split is offered for work that could be split: the crew's coming days have no room for it. */
  noSplit: string | null;
}

/** What the dispatcher chose: book the day over, split the work over the crew's days, or nothing. */
export type OverbookChoice = 'anyway' | 'split' | null;

/** The question, or null when the day is not past and has room (or no length: the no-crew row). */
export function overbookingOf(
  load: DayLoad | null,
  addedMinutes: number,
  labels: Pick<Overbooking, 'verb' | 'workLabel' | 'dayLabel' | 'pastDay' | 'notTaken'>,
): Omit<Overbooking, 'split' | 'splitLeavesMinutes' | 'noSplit'> | null {
  const after = load && loadAfter(load, addedMinutes);
  return labels.pastDay || labels.notTaken || (after && after.overMinutes > 0) ? { ...labels, after } : null;
}

/** How far over its length the action books the day, 0 when it has room. */
export const overMinutesOf = (question: Overbooking) => question.after?.overMinutes ?? 0;

const hours = (minutes: number) => `${minutesFigure(minutes)} h`;

const pastDayWords = (question: Overbooking) => `${question.dayLabel} is a past day.`;

/** The dialog's title: "Overbook Oak Crew, Tue, Dec 1?", or "Place on a past day?". */
export const overbookingTitle = (question: Overbooking) =>
  overMinutesOf(question) > 0
    ? `Overbook ${question.dayLabel}?`
    : question.pastDay
      ? `${question.verb} on a past day?`
      : `${question.verb} work the crew does not take?`;

/** "Oak Crew, Mon, Nov 30 is a past day. JOB-25 would book it for 11.5 h of its 8.5 h: 3 h over." */
export function describeOverbooking(question: Overbooking): string {
  const { after } = question;
  const over =
    after && overMinutesOf(question) > 0
      ? `${question.workLabel} would book ${question.pastDay ? 'it' : question.dayLabel} for ${hours(after.bookedMinutes)} of its ${hours(after.dayLengthMinutes)}: ${hours(after.overMinutes)} over.`
      : null;
  return [question.notTaken, question.pastDay && pastDayWords(question), over].filter(Boolean).join(' ');
}

/**
 * "No split offered: the crew’s 10 working days from Thu, Dec 3 have 12.5 h free on days with 2 h or
 * more, short of the 33.25 h this work needs." (`roomMinutes`: what a split could place over them,
 * splitRoomMinutes); "Not all of it fits: …" when what they can take is offered instead.
 */
export function noSplitWords(needMinutes: number, roomMinutes: number, from: string, partOffered: boolean): string {
  const days = `the crew’s ${MAX_SPLIT_DAYS} working days from ${formatColumnDay(from)}`;
  return roomMinutes < needMinutes
    ? `${partOffered ? 'Not all of it fits' : 'No split offered'}: ${days} have ${hours(roomMinutes)} free on days with 2 h or more, short of the ${hours(needMinutes)} this work needs.`
    : `No split offered: ${days} cannot take ${hours(needMinutes)} in visits of an hour or more.`;
}

/** "4.25 h stays in the queue": what a split of part of the work leaves to place later. */
export const leftInQueueWords = (minutes: number) => `${hours(minutes)} stays in the queue`;

/** What the toast adds once the dispatcher said to go on and it was done. */
export function overbookedNote(question: Overbooking): string {
  const day = dayNote(question);
  return [question.notTaken, day].filter(Boolean).join(' ');
}

function dayNote(question: Overbooking): string {
  const over = overMinutesOf(question) > 0 ? `booked ${hours(overMinutesOf(question))} over its length` : null;
  // One sentence naming the day once: "Oak Crew, Tue, Nov 24 is a past day, booked 2 h over its length."
  if (question.pastDay) return over ? `${question.dayLabel} is a past day, ${over}.` : pastDayWords(question);
  return over ? `${question.dayLabel} is ${over}.` : '';
}

/** "Tue, Dec 1: 3.25 h · Wed, Dec 2: 6.75 h": a split as its preview and its toast say it. */
export const describeSplit = (shares: readonly SplitShare[]) =>
  shares.map((share) => `${formatColumnDay(share.day)}: ${formatHours(share.hours)}`).join(' · ');

/**
 * The split's button: "Split over 3 days"; a plan of one share is no split but the crew's next day
 * with room, "Place on Fri, Dec 11"; a plan of part of the work says how much, "Place 11.25 h over 5 days".
 */
export function splitChoiceWords(split: readonly SplitShare[], leavesMinutes: number): string {
  const [only] = split.length === 1 ? split : [];
  const days = only ? `on ${formatColumnDay(only.day)}` : `over ${split.length} days`;
  if (leavesMinutes > 0) return `Place ${formatHours(sharesHours(split))} ${days}`;
  return only ? `Place ${days}` : `Split ${days}`;
}

/** What the question says before the split's days: "Or split it over the crew's days: ". */
export function splitOfferWords(split: readonly SplitShare[], leavesMinutes: number): string {
  if (leavesMinutes > 0) return `Or place what the crew’s days can take (${leftInQueueWords(leavesMinutes)}): `;
  return split.length === 1 ? 'Or the crew’s first day with room: ' : 'Or split it over the crew’s days: ';
}

/** A whole crew-day's work handed to another crew (reassign), as the day menu previews it. */
export interface ReassignPreview {
  jobs: number;
  minutes: number;
  /** The receiving day: "Cedar Crew, Tue, Dec 1". */
  dayLabel: string;
  /** The receiving day's load after; null for the no-crew row, which has no length. */
  after: (DayLoad & { overMinutes: number }) | null;
}

/** "Moves 3 jobs (9.5 h) to Cedar Crew, Tue, Dec 1: then 17 h of its 8.5 h, 8.5 h over." */
export function describeReassign(preview: ReassignPreview): string {
  if (preview.jobs === 0) return 'The day has no jobs to move.';
  const moved = `Moves ${preview.jobs === 1 ? '1 job' : `${preview.jobs} jobs`} (${hours(preview.minutes)}) to ${preview.dayLabel}`;
  const { after } = preview;
  if (!after) return `${moved}.`;
  const load = `${hours(after.bookedMinutes)} of its ${hours(after.dayLengthMinutes)}`;
  return after.overMinutes > 0
    ? `${moved}: then ${load}, ${hours(after.overMinutes)} over.`
    : `${moved}: then ${load}.`;
}

const loadWords = (after: DayLoad & { overMinutes: number }) =>
  `${hours(after.bookedMinutes)} of its ${hours(after.dayLengthMinutes)}${after.overMinutes > 0 ? `, ${hours(after.overMinutes)} over` : ''}`;

/**
 * "Moves 2 jobs (7 h) to Oak Crew, Mon, Dec 14: then 5 h of its 8 h. JOB-511 is on that day
 * already: to Tue, Dec 15, then 9.75 h of its 8 h, 1.75 h over." A job already on the target day
 * lands on its next free day, as the server bumps it.
 */
export function describeBump(preview: BumpPreview, targetLabel: string): string {
  if (preview.jobs === 0) return 'The day has no jobs to move.';
  const minutes = preview.landings.reduce((sum, landing) => sum + landing.minutes, 0);
  const onTarget = preview.landings.find((landing) => !landing.later);
  const moved = `Moves ${preview.jobs === 1 ? '1 job' : `${preview.jobs} jobs`} (${hours(minutes)}) to ${targetLabel}`;
  const first = onTarget?.after ? `${moved}: then ${loadWords(onTarget.after)}.` : `${moved}.`;
  const later = preview.landings
    .filter((landing) => landing.later)
    .map((landing) => {
      const numbers = landing.jobs.map((job) => job.estimateNumber).join(', ');
      const then = landing.after ? `, then ${loadWords(landing.after)}` : '';
      return `${numbers} ${landing.jobs.length === 1 ? 'is' : 'are'} on that day already: to ${formatColumnDay(landing.day)}${then}.`;
    });
  return [first, ...later].join(' ');
}
