import { randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { routes } from '../../../src/server/db/schema';
import { listDayPlacements } from '../../../src/server/crew-days/crew-day.repo';
import type { EstimateFixture } from '../../support/estimate-fixtures';
import { insertSite, type SiteRow } from '../../support/inventory-fixtures';
import { insertAcceptedWork, insertCrew, insertPlacement, type CrewRow } from '../../support/schedule-fixtures';
import type { TestApp, TestOrg } from '../../support/test-app';

/*
 * A crew-day world for the day-level operations (bump, reassign, emergency, fit): stops straight
 * into the tables, in the drive order given, and reads of the days and their route control.
 * The test clock starts on Monday 2026-03-02.
 */

export interface DayWorld {
  org: TestOrg;
  site: SiteRow;
  crew: CrewRow;
  otherCrew: CrewRow;
}

export async function dayWorld(api: TestApp): Promise<DayWorld> {
  const org = await api.newOrg();
  const site = await insertSite(api.deps, org.id, { label: 'Oak Street house' });
  const crew = await insertCrew(api.deps, org.id, { name: 'Alder crew' });
  const otherCrew = await insertCrew(api.deps, org.id, { name: 'Birch crew', dayStartMinutes: 360 });
  return { org, site, crew, otherCrew };
}

export interface StopFixture {
  crewId: string | null;
  day: string;
  sortOrder: number;
  plannedHours?: number | null;
  /** Reuse an estimate (a multi-day job) instead of making new accepted work. */
  estimateId?: string;
  estimate?: EstimateFixture['estimate'];
  lines?: EstimateFixture['lines'];
  site?: Pick<SiteRow, 'id' | 'customerId'>;
}

/** Accepted work (unless overridden) on the world's site, or the site given. */
export async function addWork(
  api: TestApp,
  world: DayWorld,
  fixture: Pick<StopFixture, 'estimate' | 'lines' | 'site'> = {},
) {
  return (
    await insertAcceptedWork(api.deps, world.org.id, fixture.site ?? world.site, {
      estimate: fixture.estimate,
      lines: fixture.lines,
    })
  ).estimate;
}

/** Work placed on a crew-day at a position (new accepted work unless `estimateId` names a job already made). */
export async function addStop(
  api: TestApp,
  world: DayWorld,
  stop: StopFixture,
): Promise<{ scheduleId: string; estimateId: string }> {
  const estimateId = stop.estimateId ?? (await addWork(api, world, stop)).id;
  const placement = await insertPlacement(api.deps, world.org.id, {
    estimateId,
    crewId: stop.crewId,
    scheduledDate: stop.day,
    sortOrder: stop.sortOrder,
    plannedHours: stop.plannedHours ?? null,
  });
  return { scheduleId: placement.id, estimateId };
}

/** The day's placement ids in drive order, and their sortOrders (must read 1..n). */
export async function dayOrder(api: TestApp, orgId: string, crewId: string | null, day: string) {
  const rows = await listDayPlacements(api.deps.database.db, orgId, { crewId, day });
  return { ids: rows.map((row) => row.id), sortOrders: rows.map((row) => row.sortOrder) };
}

export const dense = (count: number) => Array.from({ length: count }, (_, index) => index + 1);

export async function routeOf(api: TestApp, orgId: string, crewId: string | null, day: string) {
  const [row] = await api.deps.database.db
    .select()
    .from(routes)
    .where(
      and(
        eq(routes.orgId, orgId),
        crewId === null ? isNull(routes.crewId) : eq(routes.crewId, crewId),
        eq(routes.day, day),
      ),
    );
  return row ?? null;
}

/** A day whose order a person set (POST /routes/.../order): manual mode. */
export async function pinDay(api: TestApp, orgId: string, crewId: string, day: string): Promise<void> {
  const now = api.clock.now();
  await api.deps.database.db.insert(routes).values({
    orgId,
    id: randomUUID(),
    crewId,
    day,
    orderMode: 'manual',
    orderSource: 'manual',
    createdAt: now,
    updatedAt: now,
  });
}
