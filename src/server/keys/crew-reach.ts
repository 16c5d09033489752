import { sql, type SQL } from 'drizzle-orm';
import type { Day } from '../../shared/contract/common';
import { CREW_REACH_DAYS_AHEAD, CREW_REACH_DAYS_BACK } from '../../shared/contract/keys';
import { addDays, todayIn } from '../../shared/domain/working-days';
import { queryRows, type DbOrTx } from '../db/client';

/**
 * What a crew key reaches (docs/decisions/crews.md "Crew keys"): the work placed on its crew's days
 * from CREW_REACH_DAYS_BACK days before the organization's today to CREW_REACH_DAYS_AHEAD after it,
 * and what that work stands on: its estimates and their lines, their sites, and those sites' trees,
 * photos and notes. Everything else answers as another organization's record does (404, or left out
 * of a list). Every read and write a crew key may use narrows itself with the fragments below, so
 * the reach is defined once.
 */
export interface CrewReach {
  orgId: string;
  crewId: string;
  /** The organization's zone, so a long-lived reader (the change feed) moves the window with the day. */
  timeZone: string;
  /** The first and last day reached, inclusive (the organization's calendar). */
  from: Day;
  to: Day;
}

/** The reach of a crew key of `crewId` at `now`: the window moves with the organization's today. */
export function crewReachAt(orgId: string, crewId: string, timeZone: string, now: Date): CrewReach {
  const today = todayIn(timeZone, now);
  return {
    orgId,
    crewId,
    timeZone,
    from: addDays(today, -CREW_REACH_DAYS_BACK),
    to: addDays(today, CREW_REACH_DAYS_AHEAD),
  };
}

/** Whether crew-day (`crewId`, `day`) is one of the crew's reached days (the unassigned board never is). */
export const reachesCrewDay = (reach: CrewReach, crewId: string | null, day: Day): boolean =>
  crewId === reach.crewId && day >= reach.from && day <= reach.to;

/** The ids of the estimates placed on the crew's reached days (index placements_org_day_crew_idx). */
export const reachedEstimateIds = (reach: CrewReach): SQL => sql`SELECT rp.estimate_id FROM placements rp
  WHERE rp.org_id = ${reach.orgId}::uuid AND rp.scheduled_date BETWEEN ${reach.from}::date AND ${reach.to}::date
    AND rp.crew_id = ${reach.crewId}::uuid`;

/** The ids of the sites that work is at: each estimate's site, and any site one of its lines names. */
export const reachedSiteIds = (reach: CrewReach): SQL => sql`SELECT re.site_id FROM estimates re
  WHERE re.org_id = ${reach.orgId}::uuid AND re.id IN (${reachedEstimateIds(reach)})
  UNION SELECT rl.site_id FROM estimate_lines rl
  WHERE rl.org_id = ${reach.orgId}::uuid AND rl.estimate_id IN (${reachedEstimateIds(reach)}) AND rl.site_id IS NOT NULL`;

/** Which of `estimateIds` the crew reaches, in one statement. */
export async function reachedAmong(db: DbOrTx, reach: CrewReach, estimateIds: readonly string[]): Promise<Set<string>> {
  if (estimateIds.length === 0) return new Set();
  const rows = await queryRows<{ id: string }>(
    db,
    sql`SELECT DISTINCT asked.id FROM unnest(${`{${estimateIds.join(',')}}`}::uuid[]) AS asked(id)
        WHERE asked.id IN (${reachedEstimateIds(reach)})`,
  );
  return new Set(rows.map((row) => row.id));
}

async function holds(db: DbOrTx, condition: SQL): Promise<boolean> {
  const [row] = await queryRows<{ reached: boolean }>(db, sql`SELECT EXISTS (${condition}) AS reached`);
  return row?.reached === true;
}

export const reachesEstimate = (db: DbOrTx, reach: CrewReach, estimateId: string) =>
  holds(db, sql`SELECT 1 WHERE ${estimateId}::uuid IN (${reachedEstimateIds(reach)})`);

export const reachesSite = (db: DbOrTx, reach: CrewReach, siteId: string) =>
  holds(db, sql`SELECT 1 WHERE ${siteId}::uuid IN (${reachedSiteIds(reach)})`);

/** A tree is reached when its site is. */
export const reachesTree = (db: DbOrTx, reach: CrewReach, treeId: string) =>
  holds(
    db,
    sql`SELECT 1 FROM trees rt WHERE rt.org_id = ${reach.orgId}::uuid AND rt.id = ${treeId}::uuid
      AND rt.site_id IN (${reachedSiteIds(reach)})`,
  );
