import type { Day } from '../../shared/contract/common';
import { dayLengthMinutes } from '../../shared/domain/capacity';
import type { LatLng } from '../../shared/domain/geo';
import { roundHours } from '../../shared/domain/work-hours';
import { boardRows, crewDayPlan, type Board, type PlacementRow, type RouteRow } from './crew-day-board';
import type { CrewRow } from './crews.seed';
import { fillDays, jobPool, taperedShares, type CrewSlot } from './day-filler';
import type { Random } from './prng';
import type { SeedContext } from './seed-profile';
import type { SeedWindow } from './seed-window';
import type { Job } from './work-jobs';

export interface PlacementInputs {
  window: SeedWindow;
  depot: LatLng;
  crews: readonly CrewRow[];
  /** Accepted work the crews do (program rounds aside). */
  jobs: readonly Job[];
  placeholderHours: number;
  /** Days whose unassigned board already holds work (seeding an organization again leaves them as they are). */
  takenUnassignedDays: ReadonlySet<Day>;
}

/** Share of crews' days whose order a person pinned. */
const MANUAL_DAY_SHARE = 0.1;
/** Of started work, how often its return visit is already booked (else it waits in the queue and needs attention). */
const RETURN_BOOKED_SHARE = 0.8;
/** Hours the filler books on an average crew-day, as a share of its length (a day around one big job stays short of it). */
const HOURS_PER_BOOKED_DAY = 0.75;
/** Pencilled work sits on the unassigned board of the next days, not weeks out. */
const PENCIL_HORIZON_DAYS = 8;
const RETURN_HORIZON_DAYS = 5;
/** How far past its length a day may be planned for a single job put there by hand. */
const ONE_DAY_OVERBOOKING = 1.1;

const activeSlots = (crews: readonly CrewRow[]): CrewSlot[] =>
  crews
    .filter((crew) => crew.active !== false)
    .map((crew) => ({
      id: crew.id,
      capacityHours:
        dayLengthMinutes({ dayStartMinutes: crew.dayStartMinutes ?? null, dayEndMinutes: crew.dayEndMinutes ?? null }) /
        60,
    }));

/**
 * What waits unplaced: every never-located site, the newest work, the biggest jobs (a dispatcher
 * plans a week-long removal by hand) and a few older ones (waiting for a permit).
 */
function queuedJobs(random: Random, waiting: readonly Job[], count: number): Set<Job> {
  const newestFirst = [...waiting].sort((a, b) => b.acceptedAt.getTime() - a.acceptedAt.getTime());
  const biggestFirst = [...waiting].sort((a, b) => (b.estimatedHours ?? 0) - (a.estimatedHours ?? 0));
  const queued = new Set<Job>(waiting.filter((job) => job.position === null));
  for (const job of newestFirst.slice(0, Math.ceil(count * 0.4))) queued.add(job);
  for (const job of biggestFirst.filter((candidate) => !queued.has(candidate)).slice(0, Math.ceil(count * 0.4)))
    queued.add(job);
  for (const job of random.sample(
    newestFirst.filter((job) => !queued.has(job)),
    count - queued.size,
  ))
    queued.add(job);
  return queued;
}

/** A random crew-day of `days` on or after the job's acceptance, or null when there is none. */
function crewDayAfterAcceptance(
  random: Random,
  crews: readonly CrewSlot[],
  days: readonly Day[],
  job: Job,
): { crew: CrewSlot; day: Day } | null {
  const eligible = days.filter((day) => day >= job.acceptedDay);
  if (eligible.length === 0 || crews.length === 0) return null;
  return { crew: random.pick(crews), day: random.pick(eligible) };
}

/** Fits one crew-day (work nobody estimated always does: it books the placeholder). */
const fitsOneDay = (hours: number | null, capacityHours: number) =>
  hours === null || hours <= capacityHours * ONE_DAY_OVERBOOKING;

/**
 * Work a crew started on a past day: the done lines' hours sit on that day; the rest usually has a
 * return visit by the same crew in the coming days.
 */
function placeStartedWork(
  random: Random,
  board: Board,
  crews: readonly CrewSlot[],
  window: SeedWindow,
  job: Job,
): Job | null {
  const started = crewDayAfterAcceptance(random, crews, window.pastDays, job);
  if (!started) return job;
  crewDayPlan(board, started.crew.id, started.day).stops.push({ job, plannedHours: job.doneHours });
  const rest = job.estimatedHours === null ? null : roundHours(job.estimatedHours - (job.doneHours ?? 0));
  const returnDays = window.futureDays.slice(0, RETURN_HORIZON_DAYS);
  if (
    rest !== 0 &&
    fitsOneDay(rest, started.crew.capacityHours) &&
    returnDays.length > 0 &&
    random.chance(RETURN_BOOKED_SHARE)
  ) {
    crewDayPlan(board, started.crew.id, random.pick(returnDays)).stops.push({ job, plannedHours: rest });
  }
  return null;
}

function pencil(
  random: Random,
  board: Board,
  window: SeedWindow,
  taken: ReadonlySet<Day>,
  jobs: readonly Job[],
): Set<Job> {
  const days = window.futureDays.slice(0, PENCIL_HORIZON_DAYS).filter((day) => !taken.has(day));
  const pencilled = new Set<Job>();
  if (days.length === 0) return pencilled;
  for (const job of jobs) {
    crewDayPlan(board, null, random.pick(days)).stops.push({ job, plannedHours: job.estimatedHours });
    pencilled.add(job);
  }
  return pencilled;
}

/**
 * The dispatcher board over the seed window: finished work on last week's days (every active crew
 * worked), started work with its return visit, a few jobs whose last day passed unfinished, a
 * few pencilled on the unassigned board, and the coming days booked from the waiting work (fully
 * at first, thinning out). What is left, with the newest work, is the unscheduled queue.
 */
export function generatePlacements(
  context: SeedContext,
  inputs: PlacementInputs,
): { placements: PlacementRow[]; routes: RouteRow[] } {
  const { random, profile } = context;
  const { window, depot } = inputs;
  const crews = activeSlots(inputs.crews);
  const board: Board = new Map();
  const byStage = (stage: Job['stage']) => inputs.jobs.filter((job) => job.stage === stage);
  const fill = { crews, placeholderHours: inputs.placeholderHours };

  const waiting = byStage('waiting');
  const queued = queuedJobs(random, waiting, profile.queuedJobs);
  const placeable = waiting.filter((job) => !queued.has(job));
  const shortestDay = Math.min(...crews.map((crew) => crew.capacityHours));
  const staleCandidates = placeable.filter(
    (job) => fitsOneDay(job.estimatedHours, shortestDay) && window.pastDays.some((day) => day >= job.acceptedDay),
  );
  const stale = new Set(random.sample(staleCandidates, profile.staleJobs));
  for (const job of stale) {
    const slot = crewDayAfterAcceptance(random, crews, window.pastDays, job);
    if (slot) crewDayPlan(board, slot.crew.id, slot.day).stops.push({ job, plannedHours: job.estimatedHours });
  }
  const notStartedYet = byStage('under_way').flatMap(
    (job) => placeStartedWork(random, board, crews, window, job) ?? [],
  );

  const finished = jobPool(
    random,
    byStage('complete').map((job) => ({ job, hours: job.estimatedHours })),
    depot,
  );
  fillDays(random, board, finished, { ...fill, days: window.pastDays, bookingShare: () => 1, partialAtEnd: false });

  const unplaced = placeable.filter((job) => !stale.has(job));
  const pencilled = pencil(
    random,
    board,
    window,
    inputs.takenUnassignedDays,
    random.sample(unplaced, profile.pencilledJobs),
  );
  const coming = jobPool(
    random,
    [...notStartedYet, ...unplaced.filter((job) => !pencilled.has(job))].map((job) => ({
      job,
      hours: job.estimatedHours,
    })),
    depot,
  );
  const demand = coming.reduce((sum, entry) => sum + (entry.hours ?? inputs.placeholderHours), 0);
  const dayHours = crews.reduce((sum, crew) => sum + crew.capacityHours, 0) / Math.max(1, crews.length);
  const bookingShare = taperedShares(
    demand / (dayHours * HOURS_PER_BOOKED_DAY),
    crews.length,
    window.futureDays.length,
  );
  fillDays(random, board, coming, { ...fill, days: window.futureDays, bookingShare, partialAtEnd: true });

  return boardRows(context, board, { depot, timeZone: window.timeZone, manualShare: MANUAL_DAY_SHARE });
}
