import { randomUUID } from 'node:crypto';
import type { AppDeps } from '../../src/server/http/app-env';
import {
  appointments,
  crewMembers,
  crews,
  districts,
  placements,
  siteDistricts,
  timeEntries,
  users,
} from '../../src/server/db/schema';
import { insertEstimate, type EstimateFixture, type EstimateLineRow, type EstimateRow } from './estimate-fixtures';
import { insertCatalogItems, type CatalogItemRow, type SiteRow } from './inventory-fixtures';

/*
 * Scheduling worlds straight into the database: crews, accepted work with hours and catalog
 * categories, placements (for read tests; writes go through POST /schedule), time entries,
 * districts, users and appointments. Pass `api.deps` from startTestApp().
 */

type Deps = Pick<AppDeps, 'database' | 'clock' | 'storage'>;
type Overrides<Table extends { $inferInsert: object }> = Partial<Omit<Table['$inferInsert'], 'orgId'>>;

export type CrewRow = typeof crews.$inferSelect;
export type PlacementRow = typeof placements.$inferSelect;

function first<Row>(rows: Row[]): Row {
  const [row] = rows;
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function insertCrew(deps: Deps, orgId: string, overrides: Overrides<typeof crews> = {}): Promise<CrewRow> {
  const now = deps.clock.now();
  const values = {
    orgId,
    id: randomUUID(),
    name: 'Crew',
    color: '#2e7d32',
    createdAt: now,
    updatedAt: now,
    ...overrides,
  };
  return first(await deps.database.db.insert(crews).values(values).returning());
}

export async function insertCrewMember(deps: Deps, orgId: string, crewId: string): Promise<string> {
  const id = randomUUID();
  await deps.database.db
    .insert(crewMembers)
    .values({ orgId, id, crewId, name: 'Climber', createdAt: deps.clock.now() });
  return id;
}

/** A crew member clocked in on a placement: the placement is "started". */
export async function insertTimeEntry(
  deps: Deps,
  orgId: string,
  placementId: string,
  crewMemberId: string,
): Promise<void> {
  const now = deps.clock.now();
  await deps.database.db
    .insert(timeEntries)
    .values({ orgId, id: randomUUID(), placementId, crewMemberId, clockInAt: now, createdAt: now });
}

export interface ScheduleCatalog {
  pruning: CatalogItemRow;
  removal: CatalogItemRow;
  /** A program: renews every 12 months. */
  program: CatalogItemRow;
}

export async function insertScheduleCatalog(deps: Deps, orgId: string): Promise<ScheduleCatalog> {
  const [pruning, removal, program] = await insertCatalogItems(deps, orgId, [
    { name: 'Crown thinning', category: 'Pruning' },
    { name: 'Tree removal', category: 'Removal' },
    { name: 'Soil injection program', category: 'Plant health care', renewalIntervalMonths: 12 },
  ]);
  if (!pruning || !removal || !program) throw new Error('catalog not inserted');
  return { pruning, removal, program };
}

export interface WorkFixture {
  /** Lines as overrides (catalogItemId, estimatedHours, status...); default one pending line of no item. */
  lines?: EstimateFixture['lines'];
  estimate?: EstimateFixture['estimate'];
}

/** Accepted work (status accepted, acceptedAt = now unless given) on the site. */
export async function insertAcceptedWork(
  deps: Deps,
  orgId: string,
  site: Pick<SiteRow, 'id' | 'customerId'>,
  fixture: WorkFixture = {},
): Promise<{ estimate: EstimateRow; lines: EstimateLineRow[] }> {
  return insertEstimate(deps, orgId, site, {
    estimate: { status: 'accepted', acceptedAt: deps.clock.now(), ...fixture.estimate },
    ...(fixture.lines && { lines: fixture.lines }),
  });
}

/** A placement straight into the table (read tests); sortOrder defaults to 1. */
export async function insertPlacement(
  deps: Deps,
  orgId: string,
  placement: { estimateId: string; scheduledDate: string } & Overrides<typeof placements>,
): Promise<PlacementRow> {
  const now = deps.clock.now();
  const values = { orgId, id: randomUUID(), crewId: null, sortOrder: 1, createdAt: now, updatedAt: now, ...placement };
  return first(await deps.database.db.insert(placements).values(values).returning());
}

/** A district row and its site memberships, as the districts feature would compute them. */
export async function insertDistrict(
  deps: Deps,
  orgId: string,
  siteIds: readonly string[],
  name = `District ${randomUUID()}`,
): Promise<string> {
  const id = randomUUID();
  const boundary: [number, number][] = [
    [-123, 45],
    [-122, 45],
    [-122, 46],
  ];
  await deps.database.db.insert(districts).values({ orgId, id, name, boundary, createdAt: deps.clock.now() });
  if (siteIds.length > 0)
    await deps.database.db.insert(siteDistricts).values(siteIds.map((siteId) => ({ orgId, siteId, districtId: id })));
  return id;
}

export async function insertUser(deps: Deps, orgId: string, name = 'Estimator'): Promise<string> {
  const id = randomUUID();
  await deps.database.db.insert(users).values({ orgId, id, name, role: 'estimator', createdAt: deps.clock.now() });
  return id;
}

export async function insertAppointment(
  deps: Deps,
  orgId: string,
  appointment: { siteId: string; assigneeId: string; day: string } & Overrides<typeof appointments>,
): Promise<string> {
  const now = deps.clock.now();
  const id = randomUUID();
  await deps.database.db
    .insert(appointments)
    .values({ orgId, id, title: 'Site visit', createdAt: now, updatedAt: now, ...appointment });
  return id;
}
