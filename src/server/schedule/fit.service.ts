import type { Day } from '../../shared/contract/common';
import type { FitQuery, FitResult } from '../../shared/contract/fit';
import { bookedMinutes, dayLengthMinutes } from '../../shared/domain/capacity';
import { rankFits, type FitCandidate } from '../../shared/domain/fit';
import type { LatLng } from '../../shared/domain/geo';
import { daysBetween, todayIn, workingDaysFrom } from '../../shared/domain/working-days';
import type { DbOrTx } from '../db/client';
import { AppError, invalid } from '../http/app-error';
import type { OrganizationRow } from '../orgs/org-settings.service';
import { findOrganization } from '../orgs/orgs.service';
import type { CachedReads } from '../read-cache/read-cache';
import { crewDayKey } from '../crew-days/crew-day.repo';
import { listCrewDaysHolding, listFitWindow, listWorkCategories, type FitStopRow } from './fit.repo';
import { schedulingContextOf } from './schedule-context';
import { waitingHours } from './unscheduled.service';

const MINUTES_PER_HOUR = 60;

type Need = FitResult['need'];

function pointOf(query: FitQuery): LatLng | null {
  if (query.lat === undefined && query.lng === undefined) return null;
  if (query.lat === undefined || query.lng === undefined) {
    throw invalid(query.lat === undefined ? 'lat' : 'lng', 'lat and lng are given together or not at all');
  }
  return { lat: query.lat, lng: query.lng };
}

const hoursNeed = (hours: number, estimated: boolean): Need => ({
  minutes: Math.round(hours * MINUTES_PER_HOUR),
  estimated,
});

/**
 * What the work needs: the unplaced hours of the named estimates (`waiting`: each must be waiting in
 * the queue, else 404), the org's placeholder for work nobody estimated (then `estimated` is false),
 * else `hours`, else the placeholder.
 */
function needOf(query: FitQuery, waiting: ReadonlyMap<string, number | null> | null, placeholderHours: number): Need {
  if (!query.estimateIds || !waiting)
    return query.hours === undefined ? hoursNeed(placeholderHours, false) : hoursNeed(query.hours, true);
  const missing = query.estimateIds.find((id) => !waiting.has(id));
  if (missing) throw new AppError('not_found', 404, `Estimate ${missing} is not waiting to be placed`);
  // A due program round with its hours already placed still needs a day: size it like unestimated work.
  const hours = query.estimateIds.map((id) => waiting.get(id) || null);
  const total = hours.reduce<number>((sum, value) => sum + (value ?? placeholderHours), 0);
  return hoursNeed(
    total,
    hours.every((value) => value !== null),
  );
}

function locatedStops(stops: readonly FitStopRow[]): LatLng[] {
  const located: LatLng[] = [];
  for (const stop of stops)
    if (stop.latitude !== null && stop.longitude !== null) located.push({ lat: stop.latitude, lng: stop.longitude });
  return located;
}

const byDriveOrder = (a: FitStopRow, b: FitStopRow) => a.sortOrder - b.sortOrder;

/**
 * Every (active crew, working day) pair over the days, as fit ranks them: the same for every piece of
 * work over the same days and crews, so one cached answer serves every job dragged over them.
 */
async function readFitWindow(
  db: DbOrTx,
  org: OrganizationRow,
  query: FitQuery,
  days: readonly Day[],
): Promise<FitCandidate[]> {
  const firstDay = days[0]!;
  const { crews, stops: rows } = await listFitWindow(db, org.id, query.crewIds, firstDay, days[days.length - 1]!);
  // Each crew-day's stops at crew * days + day; placements on days off in between are not ranked.
  const dayIndexOf = new Map(days.map((day, index) => [daysBetween(firstDay, day), index]));
  const stopsOf: FitStopRow[][] = [];
  for (const row of rows) {
    const dayIndex = dayIndexOf.get(row.dayOffset);
    if (dayIndex !== undefined) (stopsOf[row.crewIndex * days.length + dayIndex] ??= []).push(row);
  }
  const origin = org.originLat !== null && org.originLng !== null ? { lat: org.originLat, lng: org.originLng } : null;
  return crews.flatMap((crew, crewIndex) =>
    days.map((date, dayIndex): FitCandidate => {
      const stops = stopsOf[crewIndex * days.length + dayIndex]?.sort(byDriveOrder) ?? [];
      return {
        crewId: crew.id,
        crewName: crew.name,
        date,
        dayLengthMinutes: dayLengthMinutes(crew),
        bookedMinutes: bookedMinutes(stops, org.placeholderHours),
        stops: locatedStops(stops),
        stopCount: stops.length,
        origin,
        serviceCategories: crew.serviceCategories,
      };
    }),
  );
}

/**
 * GET /schedule/fit: ranks every (active crew, working day) pair for the work, leaving out the days
 * that already hold any of the named estimates (placing there again would add a second visit to the
 * same day); never places anything.
 * The window of candidate days is one cached answer per span of days and crew filter: dragging job
 * after job over the same days reads and builds it once until something changes.
 */
export async function rankFitsFor(
  db: DbOrTx,
  orgId: string,
  query: FitQuery,
  now: Date,
  cache: CachedReads,
): Promise<FitResult> {
  const point = pointOf(query);
  const days = workingDaysFrom(query.from ?? todayIn('UTC', now), query.days);
  const windowKey = `fit-window ${days[0]} ${days[days.length - 1]} ${query.crewIds?.join(',') ?? 'all'}`;
  const org = await findOrganization(db, orgId);
  if (!org) throw new Error(`organization ${orgId} vanished`);
  const [window, waiting, holding, categories] = await Promise.all([
    cache.read(db, orgId, now, windowKey, () => readFitWindow(db, org, query, days)),
    query.estimateIds ? waitingHours(db, schedulingContextOf(org, now), query.estimateIds) : null,
    query.estimateIds ? listCrewDaysHolding(db, orgId, query.estimateIds, days[0]!, days[days.length - 1]!) : [],
    query.estimateIds ? listWorkCategories(db, orgId, query.estimateIds) : new Map<string, string[]>(),
  ]);
  const need = needOf(query, waiting, org.placeholderHours);
  const held = new Set(holding.map(crewDayKey));
  const open =
    held.size === 0
      ? window
      : window.filter((candidate) => !held.has(crewDayKey({ crewId: candidate.crewId, day: candidate.date })));
  // A crew must take every category of all the work named (decisions/crews.md "Crew capabilities").
  const workCategories = [...new Set([...categories.values()].flat())];
  return { fits: rankFits(open, need.minutes, point, query.limit, workCategories), need };
}
