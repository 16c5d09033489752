import type { DbOrTx } from '../db/client';
import { notFound } from '../http/app-error';
import { findOrganization, originOf, type Origin } from '../orgs/orgs.service';
import type { RouteRow } from '../crew-days/crew-day.repo';
import type { CrewDay } from '../../shared/domain/crew-day';
import { findCrewStart, findRouteWithJob, listRouteStops, type RouteJobState, type RouteStopRow } from './route.repo';
import type { FreezeRule } from './route-status';

/** Everything a crew-day's route is read and planned from, in a fixed number of queries. */
export interface RouteDay {
  crewDay: CrewDay;
  origin: Origin | null;
  freeze: FreezeRule;
  /** Null until the day is first touched (its first placement creates it). */
  route: RouteRow | null;
  job: RouteJobState;
  stops: RouteStopRow[];
}

/** What a route row starts at (schema default): a day with no row reads as this version. */
export const INITIAL_CONTROL_VERSION = 1;

export const controlVersionOf = (day: RouteDay) => day.route?.controlVersion ?? INITIAL_CONTROL_VERSION;

/** The crew's day start, checking the crew is the organization's (404 otherwise); the unassigned board has none. */
export async function crewDayStart(db: DbOrTx, orgId: string, crewId: string | null): Promise<number | null> {
  if (crewId === null) return null;
  const crew = await findCrewStart(db, orgId, crewId);
  if (!crew) throw notFound('Crew');
  return crew.dayStartMinutes;
}

/** The organization's depot and freeze settings for a crew whose day starts at `dayStartMinutes`. */
export async function routingSettings(
  db: DbOrTx,
  orgId: string,
  dayStartMinutes: number | null,
): Promise<{ origin: Origin | null; freeze: FreezeRule }> {
  const org = await findOrganization(db, orgId);
  if (!org) throw new Error(`organization ${orgId} vanished`);
  return { origin: originOf(org), freeze: { timeZone: org.timeZone, freezeHours: org.freezeHours, dayStartMinutes } };
}

export async function loadRouteDay(db: DbOrTx, orgId: string, crewDay: CrewDay): Promise<RouteDay> {
  const dayStartMinutes = await crewDayStart(db, orgId, crewDay.crewId);
  const settings = await routingSettings(db, orgId, dayStartMinutes);
  const found = await findRouteWithJob(db, orgId, crewDay);
  const stops = await listRouteStops(db, orgId, crewDay);
  return { crewDay, ...settings, route: found?.route ?? null, job: found?.job ?? null, stops };
}
