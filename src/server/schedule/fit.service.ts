import type { FitQuery, FitResult } from '../../shared/contract/schedule';
import { bookedMinutes, dayLengthMinutes } from '../../shared/domain/capacity';
import { rankFits, type FitCandidate } from '../../shared/domain/fit';
import type { LatLng } from '../../shared/domain/geo';
import { todayIn, workingDaysFrom } from '../../shared/domain/working-days';
import { listCrews } from '../crews/crews.service';
import type { DbOrTx } from '../db/client';
import { AppError, invalid } from '../http/app-error';
import { findOrganization } from '../orgs/orgs.service';
import { crewDayKey } from './crew-day.repo';
import { listFitStops, type FitStopRow } from './fit.repo';
import { pageUnscheduled } from './unscheduled.service';

const MINUTES_PER_HOUR = 60;

type Need = FitResult['need'];

function pointOf(query: FitQuery): LatLng | null {
  if (query.lat === undefined && query.lng === undefined) return null;
  if (query.lat === undefined || query.lng === undefined) {
    throw invalid(query.lat === undefined ? 'lat' : 'lng', 'lat and lng are given together or not at all');
  }
  return { lat: query.lat, lng: query.lng };
}

const hoursNeed = (hours: number, estimated: boolean): Need => ({ minutes: Math.round(hours * MINUTES_PER_HOUR), estimated });

/**
 * What the work needs: the unplaced hours of the named estimates (each must be waiting in the
 * queue, else 404), the org's placeholder for work nobody estimated (then `estimated` is false),
 * else `hours`, else the placeholder.
 */
async function needOf(db: DbOrTx, orgId: string, query: FitQuery, placeholderHours: number, now: Date): Promise<Need> {
  if (!query.estimateIds) return query.hours === undefined ? hoursNeed(placeholderHours, false) : hoursNeed(query.hours, true);
  const waiting = await pageUnscheduled(db, orgId, { estimateIds: query.estimateIds, limit: query.estimateIds.length, offset: 0 }, now);
  const byId = new Map(waiting.items.map((row) => [row.estimateId, row]));
  const missing = query.estimateIds.find((id) => !byId.has(id));
  if (missing) throw new AppError('not_found', 404, `Estimate ${missing} is not waiting to be placed`);
  // A due program round with its hours already placed still needs a day: size it like unestimated work.
  const hours = query.estimateIds.map((id) => byId.get(id)?.remainingHours || null);
  const total = hours.reduce<number>((sum, value) => sum + (value ?? placeholderHours), 0);
  return hoursNeed(total, hours.every((value) => value !== null));
}

const locatedStops = (stops: readonly FitStopRow[]): LatLng[] =>
  stops.flatMap((stop) => (stop.latitude === null || stop.longitude === null ? [] : [{ lat: stop.latitude, lng: stop.longitude }]));

/** GET /schedule/fit: ranks every (active crew, working day) pair for the work; never places anything. */
export async function rankFitsFor(db: DbOrTx, orgId: string, query: FitQuery, now: Date): Promise<FitResult> {
  const point = pointOf(query);
  const days = workingDaysFrom(query.from ?? todayIn('UTC', now), query.days);
  // Two rounds of independent reads rather than four in a row: this answers while a job is dragged.
  const [org, activeCrews] = await Promise.all([findOrganization(db, orgId), listCrews(db, orgId, { active: true })]);
  if (!org) throw new Error(`organization ${orgId} vanished`);
  const crews = activeCrews.filter((crew) => !query.crewIds || query.crewIds.includes(crew.id));
  const [need, rows] = await Promise.all([
    needOf(db, orgId, query, org.placeholderHours, now),
    listFitStops(db, orgId, crews.map((crew) => crew.id), days[0]!, days[days.length - 1]!),
  ]);
  const stopsByDay = new Map<string, FitStopRow[]>();
  for (const row of rows) {
    const key = crewDayKey(row);
    const stops = stopsByDay.get(key);
    if (stops) stops.push(row);
    else stopsByDay.set(key, [row]);
  }

  const origin = org.originLat !== null && org.originLng !== null ? { lat: org.originLat, lng: org.originLng } : null;
  const candidates = crews.flatMap((crew) =>
    days.map((date): FitCandidate => {
      const stops = stopsByDay.get(crewDayKey({ crewId: crew.id, day: date })) ?? [];
      return {
        crewId: crew.id,
        crewName: crew.name,
        date,
        dayLengthMinutes: dayLengthMinutes(crew),
        bookedMinutes: bookedMinutes(stops, org.placeholderHours),
        stops: locatedStops(stops),
        stopCount: stops.length,
        origin,
      };
    }),
  );
  return { fits: rankFits(candidates, need.minutes, point), need };
}
