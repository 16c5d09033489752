import type { Day } from '../../shared/contract/common';
import type { LatLng } from '../../shared/domain/geo';
import { roundHours } from '../../shared/domain/work-hours';
import { crewDayPlan, type Board } from './crew-day-board';
import type { Random } from './prng';
import type { Job } from './work-jobs';

/** Work still to put on the board and the hours to place (null: nobody estimated it). */
export interface PoolEntry {
  job: Job;
  hours: number | null;
  /** Direction from the depot (radians): neighbours in the pool lie in the same part of town. */
  bearing: number;
}

export interface CrewSlot {
  id: string;
  /** The crew's day length in hours. */
  capacityHours: number;
}

export interface FillOptions {
  days: readonly Day[];
  crews: readonly CrewSlot[];
  /** Hours booked for work nobody estimated (the organization's placeholder). */
  placeholderHours: number;
  /** Chance that a crew with nothing on day `index` yet gets work that day. */
  bookingShare: (index: number) => number;
  /** A multi-day job that would run past the last day is placed in part (the rest waits in the queue); else it must fit. */
  partialAtEnd: boolean;
}

/** How far along the pool a crew-day looks for work that fits. */
const CANDIDATES_LOOKED_AT = 40;
/** A day is filled up to its end; only the squeeze below takes a few days past it (the board warns). */
const OVERBOOKING = 1.0;
/** Work too big to share a day with anything spreads over two or three days. */
const MULTI_DAY_ABOVE = 0.8;
/** A second stop is squeezed in only while the day stays within this share of its length: the few overbooked days. */
const SQUEEZE_LIMIT = 1.25;
const ROUND_OF_VISITS_SHARE = 0.3;
const MIN_STOPS = 2;
const MAX_STOPS = 5;
const MAX_DAYS_PER_JOB = 3;

/** The pool ordered by direction from the depot; unlocated work takes a random direction. */
export function jobPool(
  random: Random,
  work: readonly { job: Job; hours: number | null }[],
  depot: LatLng,
): PoolEntry[] {
  return work
    .map((item) => ({
      ...item,
      bearing: item.job.position
        ? Math.atan2(
            (item.job.position.lng - depot.lng) * Math.cos((depot.lat * Math.PI) / 180),
            item.job.position.lat - depot.lat,
          )
        : random.real(-Math.PI, Math.PI, 4),
    }))
    .sort((a, b) => a.bearing - b.bearing);
}

/** Hours split into `days` quarter-hour shares that add up exactly. */
function splitHours(hours: number, days: number): number[] {
  const share = Math.round((hours / days) * 4) / 4;
  const shares = Array.from({ length: days - 1 }, () => share);
  return [...shares, roundHours(hours - share * (days - 1))];
}

/**
 * The shares of a big job starting on day `index`, or null when it cannot start there. Work too
 * big even for three full days is left for the dispatcher to plan by hand (it stays in the queue).
 */
function multiDayShares(entry: PoolEntry, capacityHours: number, index: number, options: FillOptions): number[] | null {
  if (entry.hours === null || entry.hours > MAX_DAYS_PER_JOB * capacityHours * OVERBOOKING) return null;
  const hinted =
    entry.job.expectedDays !== null && entry.job.expectedDays >= 2
      ? entry.job.expectedDays
      : Math.ceil(entry.hours / (capacityHours * MULTI_DAY_ABOVE));
  const wanted = Math.min(MAX_DAYS_PER_JOB, Math.max(2, hinted));
  const left = options.days.length - index;
  if (options.partialAtEnd) return splitHours(entry.hours, wanted).slice(0, left);
  return left >= 2 ? splitHours(entry.hours, Math.min(wanted, left)) : null;
}

/**
 * Gives one crew-day two to five stops from a stretch of the pool (so a day stays in one part of
 * town), biggest first while the hours fit the day, as a dispatcher fills a day around its main
 * job; a big job on an empty day becomes a multi-day job whose later shares land on the crew's
 * next days. Chosen work leaves the pool.
 */
function fillCrewDay(
  random: Random,
  board: Board,
  pool: PoolEntry[],
  crew: CrewSlot,
  index: number,
  options: FillOptions,
): void {
  const day = options.days[index]!;
  const plan = crewDayPlan(board, crew.id, day);
  const cost = (at: number) => pool[at]!.hours ?? options.placeholderHours;
  let booked = plan.stops.reduce((sum, stop) => sum + (stop.plannedHours ?? options.placeholderHours), 0);
  const target = random.int(MIN_STOPS, MAX_STOPS);
  const start = random.int(0, pool.length - 1);
  const stretch = Array.from(
    { length: Math.min(CANDIDATES_LOOKED_AT, pool.length) },
    (_, step) => (start + step) % pool.length,
  )
    .filter((at) => pool[at]!.job.acceptedDay <= day)
    .sort((a, b) => cost(b) - cost(a));
  // Most days are built around a main job (biggest first), some are a round of small visits.
  if (random.chance(ROUND_OF_VISITS_SHARE)) stretch.reverse();
  const taken: number[] = [];
  for (const at of stretch) {
    if (plan.stops.length >= target) break;
    const entry = pool[at]!;
    const fits = booked + cost(at) <= crew.capacityHours * OVERBOOKING;
    const shares =
      !fits && plan.stops.length === 0 && cost(at) > crew.capacityHours * MULTI_DAY_ABOVE
        ? multiDayShares(entry, crew.capacityHours, index, options)
        : null;
    if (shares) {
      shares.forEach((share, offset) =>
        crewDayPlan(board, crew.id, options.days[index + offset]!).stops.push({ job: entry.job, plannedHours: share }),
      );
      booked += shares[0]!;
      taken.push(at);
    } else if (fits) {
      plan.stops.push({ job: entry.job, plannedHours: entry.hours });
      booked += cost(at);
      taken.push(at);
    }
  }
  // A crew is not sent out for one small job when anything else is waiting: the day runs a little long
  // instead. A day-long job stays alone.
  const smallest = stretch.filter((at) => !taken.includes(at)).at(-1);
  if (
    plan.stops.length < MIN_STOPS &&
    smallest !== undefined &&
    booked + cost(smallest) <= crew.capacityHours * SQUEEZE_LIMIT
  ) {
    plan.stops.push({ job: pool[smallest]!.job, plannedHours: pool[smallest]!.hours });
    taken.push(smallest);
  }
  for (const at of taken.sort((a, b) => b - a)) pool.splice(at, 1);
}

/** Fills the days in order, each crew in turn, until the pool runs dry. */
export function fillDays(random: Random, board: Board, pool: PoolEntry[], options: FillOptions): void {
  options.days.forEach((day, index) => {
    for (const crew of options.crews) {
      if (pool.length === 0) break;
      const hasWork = crewDayPlan(board, crew.id, day).stops.length > 0;
      if (hasWork || random.chance(options.bookingShare(index))) fillCrewDay(random, board, pool, crew, index, options);
    }
  });
}

/** The first week is booked solid when there is work for it. */
const FULL_DAYS = 5;

/**
 * Booking chances per day so that about `crewDaysWanted` crew-days get work: the first week
 * fully booked, then thinning out towards the end of the window.
 */
export function taperedShares(crewDaysWanted: number, crewCount: number, dayCount: number): (index: number) => number {
  const weight = (index: number) => Math.max(0.2, 1 - (index - FULL_DAYS) / (dayCount - FULL_DAYS));
  const share = (scale: number, index: number) => (index < FULL_DAYS ? 1 : Math.min(1, scale * weight(index)));
  const booked = (scale: number) =>
    Array.from({ length: dayCount }, (_, index) => share(scale, index) * crewCount).reduce((a, b) => a + b, 0);
  let low = 0;
  let high = 10;
  for (let round = 0; round < 40; round += 1) {
    const middle = (low + high) / 2;
    if (booked(middle) < crewDaysWanted) low = middle;
    else high = middle;
  }
  return (index) => share(high, index);
}
