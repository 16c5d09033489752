import { UTCDate } from '@date-fns/utc';
import { format } from 'date-fns';
import type { Day } from '../../contract/common';
import { categoryWords, crewTakes } from '../crew-capabilities';
import { distanceWords, roadMeters } from './travel';
import { windowOf, type State } from './state';

/*
 * One sentence per job, in the dispatcher's words (issue 44): where it goes and why, or why it
 * could not go anywhere. Built after the search from the final state, so every figure is the plan's.
 */

const dayWords = (day: Day) => format(new UTCDate(`${day}T00:00:00.000Z`), 'EEE MMM d');
const shortDay = (day: Day) => format(new UTCDate(`${day}T00:00:00.000Z`), 'MMM d');
const hoursWords = (minutes: number) => `${Math.round((minutes / 60) * 10) / 10}`;
/** Hours to two decimals at most, as the board says a day's load (8.25 stays 8.25). */
const loadWords = (minutes: number) => `${Math.round((minutes / 60) * 100) / 100}`;

/**
 * How full a job leaves its (last) day: "fills the day to 8.25 of 8.5 h", or for split work "fills
 * Wed Dec 9 to ...". The plan view says it again with the load the jobs kept give the day.
 */
export function fillsWords(bookedMinutes: number, lengthMinutes: number, lastDayOfMany: Day | null): string {
  const day = lastDayOfMany ? dayWords(lastDayOfMany) : 'the day';
  return `fills ${day} to ${loadWords(bookedMinutes)} of ${loadWords(lengthMinutes)} h`;
}

/** Why the job went where it did. */
export function placedReason(state: State, jobIndex: number): string {
  const { job } = state.jobs[jobIndex]!;
  const pieces = state.placement[jobIndex]!;
  const first = state.slots[pieces[0]!.slot]!;
  const crew = state.input.crews[first.crewIndex]!;
  const days = pieces.map((piece) => state.input.days[state.slots[piece.slot]!.dayIndex]!);
  const where =
    pieces.length === 1
      ? `${crew.name}, ${dayWords(days[0]!)}`
      : `${crew.name}, ${dayWords(days[0]!)} to ${dayWords(days[days.length - 1]!)} (${pieces.length} days: ${pieces
          .map((piece) => hoursWords(piece.minutes))
          .join(' + ')} h)`;
  const slot = first;
  const at = slot.owners.indexOf(jobIndex);
  let near = 'not located, so it adds no driving';
  if (job.location && at >= 0) {
    const neighbours = [at - 1, at + 1].filter((index) => index >= 0 && index < slot.points.length);
    let nearest: { meters: number; label: string } | null = null;
    for (const index of neighbours) {
      const meters = roadMeters(slot.points[index]!, job.location);
      if (!nearest || meters < nearest.meters)
        nearest = {
          meters,
          label: slot.owners[index] === -1 ? `${slot.labels[index]}, already there` : slot.labels[index]!,
        };
    }
    if (nearest) {
      const distance = distanceWords(nearest.meters, state.input.distanceUnit);
      // "0.0 mi from" reads as a mistake: the stops are at one place.
      near = distance.startsWith('0.0 ')
        ? `at the same place as ${nearest.label}`
        : `${distance} from ${nearest.label}`;
    } else if (state.origin)
      near = `first stop of the day, ${distanceWords(roadMeters(state.origin, job.location), state.input.distanceUnit)} from the yard`;
    else near = 'first stop of the day';
  }
  const lastSlot = state.slots[pieces[pieces.length - 1]!.slot]!;
  const fills = fillsWords(
    lastSlot.bookedMinutes,
    lastSlot.lengthMinutes,
    pieces.length > 1 ? days[days.length - 1]! : null,
  );
  const home =
    crew.homeDistrictIds.length > 0 && state.jobs[jobIndex]!.penalty[first.crewIndex] === 0
      ? '; in its home district'
      : '';
  const sentence = `${where}: ${near}; ${fills}${home}`;
  if (!job.round) return sentence;
  if (state.jobs[jobIndex]!.lateMeters > 0)
    return `Round ${job.round.number} was due ${shortDay(job.round.dueOn)}, overdue: ${sentence}`;
  return `Round ${job.round.number} is due ${shortDay(job.round.dueOn)}: ${sentence}`;
}

/** Why the job could not be placed. */
export function unplacedReason(state: State, jobIndex: number): string {
  const facts = state.jobs[jobIndex]!;
  const { job } = facts;
  const { days, crews } = state.input;
  const hours = `${hoursWords(facts.minutes)} h`;
  const takers = crews.filter((crew) => crewTakes(crew.serviceCategories, job.categories));
  const doing = job.categories.length > 0 ? `that does ${categoryWords(job.categories)} ` : '';
  if (takers.length === 0) return `${hours}, and no working crew does ${categoryWords(job.categories)}`;
  const window = windowOf(job, days);
  if (job.round && (window.first > days[days.length - 1]! || window.last < days[0]!))
    return `Round ${job.round.number} is due ${shortDay(job.round.dueOn)}: its window is outside the days planned`;
  if (!facts.allowed.some((flag) => flag === 1))
    return `${hours}, and every day of a crew ${doing}here is frozen, pinned or already holds it`;
  const lastDay = days[days.length - 1]!;
  const by = job.round ? shortDay(window.last < lastDay ? window.last : lastDay) : shortDay(lastDay);
  const longest = Math.max(...takers.map((crew) => crew.dayLengthMinutes));
  if (facts.splitFor.some((flag) => flag === 1)) {
    const daysNeeded = Math.ceil(facts.minutes / Math.max(1, longest * (1 + state.input.maxOverbookPercent / 100)));
    return `${hours}, and no crew ${doing}has ${daysNeeded} free days in a row by ${by}`;
  }
  return `${hours}, and no crew ${doing}has that much room left on a day by ${by}`;
}
