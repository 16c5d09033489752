import type { Day } from '../contract/common';
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
  reason: string;
}

/** Cheapest insertion of `point` into the day's round trip (origin -> stops -> origin); null for an empty day. */
export function insertionDetourMeters(point: LatLng, stops: readonly LatLng[], origin: LatLng | null): number | null {
  if (stops.length === 0) return null;
  const path = origin ? [origin, ...stops, origin] : [...stops];
  if (path.length === 1) return distanceMeters(path[0]!, point);
  let best = Number.POSITIVE_INFINITY;
  for (let i = 0; i + 1 < path.length; i++) {
    const a = path[i]!;
    const b = path[i + 1]!;
    best = Math.min(best, distanceMeters(a, point) + distanceMeters(point, b) - distanceMeters(a, b));
  }
  if (!origin) {
    // Without a depot the new stop may also open or close the day.
    best = Math.min(best, distanceMeters(point, path[0]!), distanceMeters(path[path.length - 1]!, point));
  }
  return Math.max(0, best);
}

function describe(fit: Omit<RankedFit, 'reason'>): string {
  const room = fit.fits ? `${fit.remainingMinutes} min left after this work` : `runs over by ${-fit.remainingMinutes} min`;
  const near = fit.nearestMeters === null ? (fit.stops === 0 ? 'empty day' : 'no located stops') : `nearest stop ${(fit.nearestMeters / 1000).toFixed(1)} km`;
  return `${room}; ${near}`;
}

const nullsLast = (a: number | null, b: number | null) => (a === null ? (b === null ? 0 : 1) : b === null ? -1 : a - b);

/**
 * Ranks candidate days for work needing `needMinutes`: days that fit first, then nearest, then
 * soonest. Days that do not fit are ranked last, never dropped.
 */
export function rankFits(candidates: readonly FitCandidate[], needMinutes: number, point: LatLng | null): RankedFit[] {
  const ranked = candidates.map((candidate) => {
    const remainingMinutes = candidate.dayLengthMinutes - candidate.bookedMinutes - needMinutes;
    const nearestMeters = point && candidate.stops.length > 0 ? Math.min(...candidate.stops.map((stop) => distanceMeters(stop, point))) : null;
    const fit = {
      crewId: candidate.crewId,
      crewName: candidate.crewName,
      date: candidate.date,
      fits: remainingMinutes >= 0,
      remainingMinutes,
      nearestMeters,
      detourMeters: point ? insertionDetourMeters(point, candidate.stops, candidate.origin) : null,
      bookedMinutes: candidate.bookedMinutes,
      stops: candidate.stopCount,
    };
    return { ...fit, reason: describe(fit) };
  });
  return ranked.sort(
    (a, b) =>
      Number(b.fits) - Number(a.fits) ||
      nullsLast(a.nearestMeters, b.nearestMeters) ||
      (a.date < b.date ? -1 : a.date > b.date ? 1 : 0) ||
      nullsLast(a.detourMeters, b.detourMeters) ||
      b.remainingMinutes - a.remainingMinutes ||
      a.crewName.localeCompare(b.crewName),
  );
}
