import type { Crew } from '../../shared/contract/crews';
import type { DayStop } from '../../shared/domain/day-moves';
import { getCrew } from '../crews/crews.service';
import type { DbOrTx, Tx } from '../db/client';
import { invalid } from '../http/app-error';
import { crewDayKey, type RouteRow } from '../crew-days/crew-day.repo';
import type { CrewDay } from '../../shared/domain/crew-day';
import { listDayStopRows } from './schedule-ops.repo';
import { workFigures } from './work-facts.sql';

/** What the day-level operations (bump, reassign, emergency) know of a stop. */
export interface DayStopFacts extends DayStop {
  plannedHours: number | null;
  jobNumber: number;
  siteLabel: string;
}

/** The crew-day's stops in drive order; call it under the day's lock. */
export async function loadDayStops(tx: Tx, orgId: string, crewDay: CrewDay): Promise<DayStopFacts[]> {
  const rows = await listDayStopRows(tx, orgId, crewDay);
  return rows.map((row) => ({
    scheduleId: row.schedule_id,
    estimateId: row.estimate_id,
    status: workFigures(row, true).status,
    started: row.started,
    plannedHours: row.planned_hours,
    jobNumber: row.estimate_number,
    siteLabel: row.site_label,
  }));
}

/** A crew work is handed to: another organization's is a 404, an archived one a 422 (docs/decisions/resources.md "Crews"). */
export async function crewReceivingWork(db: DbOrTx, orgId: string, crewId: string, field: string): Promise<Crew> {
  const crew = await getCrew(db, orgId, crewId);
  if (!crew.active) throw invalid(field, 'is an archived crew; archived crews get no new work');
  return crew;
}

/** The route row `lockCrewDays` returned for a crew-day it locked. */
export function lockedRoute(locked: ReadonlyMap<string, RouteRow>, crewDay: CrewDay): RouteRow {
  const route = locked.get(crewDayKey(crewDay));
  if (!route) throw new Error(`crew-day ${crewDayKey(crewDay)} was not locked`);
  return route;
}
