import type { Day } from '../contract/common';
import { categoriesNotTaken, categoryWords } from './crew-capabilities';
import { distanceMeters, type LatLng } from './geo';

/** One (crew, day) the dispatcher could put the work on. */
export interface FitCandidate {
  crewId: string;
  crewName: string;
  date: Day;
  dayLengthMinutes: number;
  bookedMinutes: number;
  /** The day's located stops in drive order (unlocated stops count for time, not distance). */
  stops: readonly LatLng[];
  stopCount: number;
  /** Where the day starts and ends (the depot), when the organization has one. */
  origin: LatLng | null;
  /** The catalog categories the crew takes (null or absent: every one; decisions/crews.md "Crew capabilities"). */
  serviceCategories?: readonly string[] | null;
}

export interface RankedFit {
  crewId: string;
  crewName: string;
  date: Day;
  fits: boolean;
  remainingMinutes: number;
  nearestMeters: number | null;
  detourMeters: number | null;
  bookedMinutes: number;
  stops: number;
  /** false: the crew does not take some category of the work (ranked after every crew that does). */
  takesWork: boolean;
  reason: string;
}

/**
 * Cheapest insertion into the walk `path`, given each node's distance to the new point (`toPoint`):
 * between two neighbours, or (`openEnded`, no depot) before the first or after the last.
 */
function cheapestInsertion(path: readonly LatLng[], toPoint: readonly number[], openEnded: boolean): number {
  if (path.length === 1) return toPoint[0]!;
  let best = Number.POSITIVE_INFINITY;
  for (let i = 0; i + 1 < path.length; i++)
    best = Math.min(best, toPoint[i]! + toPoint[i + 1]! - distanceMeters(path[i]!, path[i + 1]!));
  if (openEnded) best = Math.min(best, toPoint[0]!, toPoint[path.length - 1]!);
  return Math.max(0, best);
}

/** Cheapest insertion of `point` into the day's round trip (origin -> stops -> origin); null for an empty day. */
export function insertionDetourMeters(point: LatLng, stops: readonly LatLng[], origin: LatLng | null): number | null {
  if (stops.length === 0) return null;
  const path = origin ? [origin, ...stops, origin] : stops;
  return cheapestInsertion(
    path,
    path.map((node) => distanceMeters(node, point)),
    origin === null,
  );
}

/** Nearest stop and detour of one day for `point`, each stop's distance to it measured once. */
function closeness(
  point: LatLng,
  stops: readonly LatLng[],
  origin: LatLng | null,
): { nearestMeters: number | null; detourMeters: number | null } {
  if (stops.length === 0) return { nearestMeters: null, detourMeters: null };
  const toStops = stops.map((stop) => distanceMeters(stop, point));
  let nearestMeters = toStops[0]!;
  for (const meters of toStops) nearestMeters = Math.min(nearestMeters, meters);
  if (!origin) return { nearestMeters, detourMeters: cheapestInsertion(stops, toStops, true) };
  const toOrigin = distanceMeters(origin, point);
  return {
    nearestMeters,
    detourMeters: cheapestInsertion([origin, ...stops, origin], [toOrigin, ...toStops, toOrigin], false),
  };
}

function describe(fit: Omit<RankedFit, 'reason'>, notTaken: readonly string[]): string {
  if (!fit.takesWork) return `${fit.crewName} does not take ${categoryWords(notTaken)}`;
  const room = fit.fits
    ? `${fit.remainingMinutes} min left after this work`
    : `runs over by ${-fit.remainingMinutes} min`;
  const near =
    fit.nearestMeters === null
      ? fit.stops === 0
        ? 'empty day'
        : 'no located stops'
      : `nearest stop ${(fit.nearestMeters / 1000).toFixed(1)} km`;
  return `${room}; ${near}`;
}

const nullsLast = (a: number | null, b: number | null) => (a === null ? (b === null ? 0 : 1) : b === null ? -1 : a - b);

/**
 * Ranks candidate days for work needing `needMinutes`: days that fit first, then nearest, then
 * soonest. Days that do not fit are ranked last, never dropped, the least overrun first: when nothing
 * fits, a dispatcher looks for the day that runs over least, and a nearer day 7 h over is no help. Only the best `limit` are answered
 * (a panel shows a handful of a window's ~2,000 crew-days), and only those are described. Days that
 * do not fit are measured only when the days that fit are fewer than `limit`: they could not be
 * answered otherwise. A crew that does not take the work's categories (`workCategories`) is ranked
 * after every crew that does, as not fitting, with the reason: still listed (api.md never drops a
 * day), never offered first.
 */
export function rankFits(
  candidates: readonly FitCandidate[],
  needMinutes: number,
  point: LatLng | null,
  limit = candidates.length,
  workCategories: readonly string[] = [],
): RankedFit[] {
  const notTakenOf = new Map<FitCandidate, string[]>();
  for (const candidate of candidates) {
    const notTaken = categoriesNotTaken(candidate.serviceCategories ?? null, workCategories);
    if (notTaken.length > 0) notTakenOf.set(candidate, notTaken);
  }
  const roomOf = (candidate: FitCandidate) => candidate.dayLengthMinutes - candidate.bookedMinutes - needMinutes;
  const fitting = candidates.filter((candidate) => roomOf(candidate) >= 0 && !notTakenOf.has(candidate));
  const answerable = fitting.length >= limit ? fitting : candidates;
  const ranked = answerable.map((candidate): Omit<RankedFit, 'reason'> & { notTaken: string[] } => {
    const remainingMinutes = roomOf(candidate);
    const notTaken = notTakenOf.get(candidate) ?? [];
    const { nearestMeters, detourMeters } = point
      ? closeness(point, candidate.stops, candidate.origin)
      : { nearestMeters: null, detourMeters: null };
    return {
      crewId: candidate.crewId,
      crewName: candidate.crewName,
      date: candidate.date,
      fits: remainingMinutes >= 0 && notTaken.length === 0,
      remainingMinutes,
      nearestMeters,
      detourMeters,
      bookedMinutes: candidate.bookedMinutes,
      stops: candidate.stopCount,
      takesWork: notTaken.length === 0,
      notTaken,
    };
  });
  return ranked
    .sort(
      (a, b) =>
        Number(b.takesWork) - Number(a.takesWork) ||
        Number(b.fits) - Number(a.fits) ||
        (a.fits ? 0 : b.remainingMinutes - a.remainingMinutes) ||
        nullsLast(a.nearestMeters, b.nearestMeters) ||
        (a.date < b.date ? -1 : a.date > b.date ? 1 : 0) ||
        nullsLast(a.detourMeters, b.detourMeters) ||
        b.remainingMinutes - a.remainingMinutes ||
        a.crewName.localeCompare(b.crewName),
    )
    .slice(0, limit)
    .map(({ notTaken, ...fit }) => ({ ...fit, reason: describe(fit, notTaken) }));
}
