import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { scopes as allScopes } from '../../../src/shared/contract/scopes';
import { diskStorage } from '../../../src/server/adapters/storage/disk-storage';
import { systemClock } from '../../../src/server/clock';
import { openPostgres, queryRows, type Database } from '../../../src/server/db/client';
import { customers } from '../../../src/server/db/schema';
import { createApiKey } from '../../../src/server/keys/api-keys';
import { createOrganization } from '../../../src/server/orgs/orgs.service';
import type { AppDeps } from '../../../src/server/http/app-env';
import { createOwnDatabase } from '../../support/own-database';
import { DEPOT } from '../routes/route-fixtures';

/**
 * A PostgreSQL database of its own for the two server processes: their route workers and
 * housekeeping take every organization's work, so on the run's shared test database they would
 * reach into other test files' organizations. Made empty: the first instances to start migrate it.
 */
export interface ScaleDatabase {
  url: string;
  /** The test's own connection, for seeding and for checking what the instances wrote. */
  database: Database;
  /** DATA_DIR shared by the instances (stored files must be shared storage, docs/operations.md). */
  dataDir: string;
  deps: Pick<AppDeps, 'database' | 'clock' | 'storage'>;
  drop(): Promise<void>;
}

export async function createScaleDatabase(serverUrl: string): Promise<ScaleDatabase> {
  const own = await createOwnDatabase(serverUrl, 'canopy_scale');
  const database = openPostgres(own.url, 4);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'canopy-scale-'));
  return {
    url: own.url,
    database,
    dataDir,
    deps: { database, clock: systemClock, storage: diskStorage(path.join(dataDir, 'files')) },
    async drop() {
      await database.close();
      await own.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** An organization with a depot in Portland (so its days can be optimized) and an all-scope key. */
export async function createScaleOrg(
  database: Database,
): Promise<{ orgId: string; key: string; newKey: () => Promise<string> }> {
  const now = systemClock.now();
  const { id: orgId } = await createOrganization(
    database.db,
    { name: 'Two Instance Tree Care', timeZone: 'America/Los_Angeles', origin: DEPOT },
    now,
  );
  const newKey = async () =>
    (await createApiKey(database.db, { orgId, scopes: allScopes, label: 'scale' }, systemClock.now())).key;
  return { orgId, key: await newKey(), newKey };
}

export async function customerCount(database: Database, orgId: string, name: string): Promise<number> {
  const rows = await database.db
    .select({ id: customers.id })
    .from(customers)
    .where(and(eq(customers.orgId, orgId), eq(customers.name, name)));
  return rows.length;
}

/** `route.changed` events recorded with a status, per crew-day ("crewId/day"): one per stored optimizer run. */
export async function routeEventsWithStatus(
  database: Database,
  orgId: string,
  status: string,
): Promise<Map<string, number>> {
  const rows = await queryRows<{ crew_day: string; n: number }>(
    database.db,
    sql`SELECT (payload->>'crewId') || '/' || (payload->>'day') AS crew_day, count(*)::int AS n
        FROM events WHERE org_id = ${orgId} AND type = 'route.changed' AND payload->>'status' = ${status}
        GROUP BY 1`,
  );
  return new Map(rows.map((row) => [row.crew_day, Number(row.n)]));
}

export async function queuedRouteJobs(database: Database, orgId: string): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    database.db,
    sql`SELECT count(*)::int AS n FROM route_jobs WHERE org_id = ${orgId}`,
  );
  return Number(row?.n ?? 0);
}
