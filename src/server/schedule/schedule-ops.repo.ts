import { and, eq, gt, inArray, sql, type SQL } from 'drizzle-orm';
import type { Day } from '../../shared/contract/common';
import { queryRows, type DbOrTx, type Tx } from '../db/client';
import { placements, routes } from '../db/schema';
import { sameCrew } from '../crew-days/crew-day.repo';
import type { CrewDay } from '../../shared/domain/crew-day';
import { workFactColumns, workFactJoins, type WorkFactRow } from './work-facts.sql';

/** A stop of a crew-day with the facts bump, reassign and emergency decide on. */
export interface DayStopRow extends WorkFactRow {
  schedule_id: string;
  planned_hours: number | null;
  /** A crew member clocked on it (a time entry exists). */
  started: boolean;
}

const crewIs = (crewId: string | null): SQL =>
  crewId === null ? sql`p.crew_id IS NULL` : sql`p.crew_id = ${crewId}::uuid`;

/** The day's stops in drive order, in one statement (index placements_org_day_crew_idx). */
export async function listDayStopRows(tx: Tx, orgId: string, crewDay: CrewDay): Promise<DayStopRow[]> {
  return queryRows<DayStopRow>(
    tx,
    sql`SELECT p.id AS schedule_id, p.planned_hours,
               EXISTS (SELECT 1 FROM time_entries t WHERE t.org_id = p.org_id AND t.placement_id = p.id) AS started,
               ${workFactColumns}
        FROM placements p
        JOIN estimates e ON e.org_id = p.org_id AND e.id = p.estimate_id
        JOIN sites s ON s.org_id = e.org_id AND s.id = e.site_id
        ${workFactJoins}
        WHERE p.org_id = ${orgId}::uuid AND ${crewIs(crewDay.crewId)} AND p.scheduled_date = ${crewDay.day}::date
        ORDER BY p.sort_order, p.created_at, p.id`,
  );
}

/** The days after `afterDay` each of these estimates already holds on the crew (index placements_org_estimate_idx). */
export async function listHeldDays(
  db: DbOrTx,
  orgId: string,
  crewId: string | null,
  estimateIds: readonly string[],
  afterDay: Day,
): Promise<{ estimateId: string; day: Day }[]> {
  if (estimateIds.length === 0) return [];
  return db
    .select({ estimateId: placements.estimateId, day: placements.scheduledDate })
    .from(placements)
    .where(
      and(
        eq(placements.orgId, orgId),
        inArray(placements.estimateId, [...estimateIds]),
        sameCrew(placements.crewId, crewId),
        gt(placements.scheduledDate, afterDay),
      ),
    );
}

/** The crew's control version of each day as committed now (no lock); a day without a route row is absent (index routes_one_per_crew_day). */
export async function readControlVersions(
  db: DbOrTx,
  orgId: string,
  crewId: string | null,
  days: readonly Day[],
): Promise<Map<Day, number>> {
  if (days.length === 0) return new Map();
  const rows = await db
    .select({ day: routes.day, controlVersion: routes.controlVersion })
    .from(routes)
    .where(and(eq(routes.orgId, orgId), sameCrew(routes.crewId, crewId), inArray(routes.day, [...days])));
  return new Map(rows.map((row) => [row.day, row.controlVersion]));
}

/** Moves placements to another crew and/or day; sortOrder is rewritten by the caller (writeDayOrder). */
export async function moveStops(
  tx: Tx,
  orgId: string,
  ids: readonly string[],
  to: Partial<CrewDay>,
  now: Date,
): Promise<void> {
  if (ids.length === 0) return;
  await tx
    .update(placements)
    .set({
      ...(to.crewId !== undefined && { crewId: to.crewId }),
      ...(to.day !== undefined && { scheduledDate: to.day }),
      updatedAt: now,
    })
    .where(and(eq(placements.orgId, orgId), inArray(placements.id, [...ids])));
}

/**
 * Pins (manual, order set by a person) or unpins a crew-day. The version goes up in
 * crewDaysChanged with the rest of the change, so it is not bumped here.
 */
export async function setOrderMode(
  tx: Tx,
  orgId: string,
  routeId: string,
  mode: 'automatic' | 'manual',
  now: Date,
): Promise<void> {
  await tx
    .update(routes)
    .set({ orderMode: mode, orderSource: mode === 'manual' ? 'manual' : 'schedule', updatedAt: now })
    .where(and(eq(routes.orgId, orgId), eq(routes.id, routeId)));
}

/** One estimate with its work facts and whether any placement exists; null when not the organization's. */
export async function findWorkFactRow(
  db: DbOrTx,
  orgId: string,
  estimateId: string,
): Promise<(WorkFactRow & { placed: boolean }) | null> {
  const [row] = await queryRows<WorkFactRow & { placed: boolean }>(
    db,
    sql`SELECT ${workFactColumns},
               EXISTS (SELECT 1 FROM placements w WHERE w.org_id = e.org_id AND w.estimate_id = e.id) AS placed
        FROM estimates e
        JOIN sites s ON s.org_id = e.org_id AND s.id = e.site_id
        ${workFactJoins}
        WHERE e.org_id = ${orgId}::uuid AND e.id = ${estimateId}::uuid`,
  );
  return row ?? null;
}
