import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { listen } from '../../src/server/http/listen';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { scopes as allScopes } from '../../src/shared/contract/scopes';
import { zipCentroidGeocoder } from '../../src/server/adapters/geocoder/zip-centroid-geocoder';
import { diskStorage } from '../../src/server/adapters/storage/disk-storage';
import { createApp } from '../../src/server/app';
import type { Clock } from '../../src/server/clock';
import { openPglite, openPostgres, type Database } from '../../src/server/db/client';
import { DEMO_DEPOT, seedDemo, type SeedSummary } from '../../src/server/demo/seed-demo';
import type { DemoSize } from '../../src/server/demo/seed-profile';
import { createApiKey } from '../../src/server/keys/api-keys';
import { createOrganization } from '../../src/server/orgs/orgs.service';
import { greatCircleTravel } from '../../src/server/adapters/travel/great-circle-travel';
import { quickOr } from './bench';

/** The server every bench database is created on (trust auth, as on CI). */
export const BENCH_POSTGRES_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/**
 * A fixed Wednesday afternoon in Portland: the seed and the app agree on "today", run after run,
 * whatever day the bench runs on (the board-ui bench sets the browser's clock to it too).
 */
const BENCH_NOW = new Date('2026-11-18T20:00:00Z');
export const benchClock: Clock = { now: () => BENCH_NOW };

/** The demo organization the benches measure: the large one, the small one in quick mode. */
export const BENCH_ORG_SIZE: DemoSize = quickOr('large', 'small');

export type BenchDbKind = 'pglite' | 'postgres';

/** BENCH_DB=postgres|pglite picks one database; otherwise both, PostgreSQL first. */
export function benchKinds(): BenchDbKind[] {
  const only = process.env.BENCH_DB;
  return (['postgres', 'pglite'] as const).filter((kind) => !only || only === kind);
}

export interface BenchDatabase {
  database: Database;
  dispose(): Promise<void>;
}

/** PostgreSQL: a fresh `canopy_bench_<random>` database, migrated, dropped by dispose. PGlite: in memory. */
export async function openBenchDatabase(kind: BenchDbKind): Promise<BenchDatabase> {
  if (kind === 'pglite') {
    const database = await openPglite();
    await database.migrate();
    return { database, dispose: () => database.close() };
  }
  const name = `canopy_bench_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: BENCH_POSTGRES_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(BENCH_POSTGRES_URL);
  url.pathname = `/${name}`;
  const database = openPostgres(url.toString(), 10);
  await database.migrate();
  return {
    database,
    async dispose() {
      await database.close();
      const dropper = new pg.Client({ connectionString: BENCH_POSTGRES_URL });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}

export interface SeededOrg {
  orgId: string;
  key: string;
  summary: SeedSummary;
  seedMs: number;
}

/**
 * The demo organization of BENCH_ORG_SIZE: large is 200 crews, 50k sites, 20k estimates, three weeks
 * of board; small is 8 crews and 800 estimates.
 */
export async function seedBenchOrg(database: Database, filesRoot: string): Promise<SeededOrg> {
  const now = benchClock.now();
  const startedAt = performance.now();
  const { id: orgId } = await createOrganization(
    database.db,
    { name: 'Bench Tree Care', timeZone: 'America/Los_Angeles', origin: DEMO_DEPOT },
    now,
  );
  const summary = await seedDemo(database.db, orgId, {
    size: BENCH_ORG_SIZE,
    now,
    storage: diskStorage(filesRoot),
    travel: greatCircleTravel,
  });
  const seedMs = performance.now() - startedAt;
  const { key } = await createApiKey(database.db, { orgId, scopes: allScopes, label: 'bench' }, now);
  return { orgId, key, summary, seedMs };
}

/**
 * What autovacuum does soon after a bulk load on PostgreSQL: statistics (else the planner guesses
 * row counts) and the visibility map (else index-only scans visit the heap). PGlite has no
 * autovacuum: without this its board read takes seconds instead of a fraction of one.
 */
export async function vacuumAnalyze(database: Database): Promise<void> {
  await database.db.execute(sql`VACUUM ANALYZE`);
}

export interface BenchServer {
  baseUrl: string;
  close(): Promise<void>;
}

export interface BenchServerOptions {
  /** The read cache's size (`READ_CACHE_MB` in bytes); 0 turns it off. The app's default when absent. */
  readCacheBytes?: number;
}

/** The real app on 127.0.0.1, port 0, with a rate limit no bench reaches. */
export async function startBenchServer(
  database: Database,
  filesRoot: string,
  options: BenchServerOptions = {},
): Promise<BenchServer> {
  const app = createApp({
    database,
    clock: benchClock,
    geocoder: zipCentroidGeocoder,
    storage: diskStorage(filesRoot),
    config: {
      rateLimitPerHour: 10_000_000,
      fileSigningSecret: 'bench-signing-secret-that-is-long-enough-0123456789',
      maxBodyBytes: 256 * 1024,
      ...(options.readCacheBytes !== undefined && { readCacheBytes: options.readCacheBytes }),
    },
  });
  const server = await listen(app.fetch, '127.0.0.1', 0);
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A scratch folder for the seed's photo files, removed by the returned function. */
export function scratchFolder(): { root: string; remove: () => void } {
  const root = mkdtempSync(path.join(tmpdir(), 'canopy-bench-'));
  return { root, remove: () => rmSync(root, { recursive: true, force: true }) };
}

export interface BenchOrg {
  database: Database;
  org: SeededOrg;
  server: BenchServer;
  /** Another app on the same database (e.g. with the read cache off); the caller closes it. */
  startServer: (options: BenchServerOptions) => Promise<BenchServer>;
}

/**
 * A fresh database of `kind` with the bench's demo org seeded and vacuumed, the app serving it on
 * loopback; `run` gets them, and everything is torn down after, however `run` ends.
 */
export async function withBenchOrg<T>(kind: BenchDbKind, run: (bench: BenchOrg) => Promise<T>): Promise<T> {
  const bench = await openBenchDatabase(kind);
  const files = scratchFolder();
  try {
    const org = await seedBenchOrg(bench.database, files.root);
    await vacuumAnalyze(bench.database);
    const { summary } = org;
    console.log(
      `${kind}: seeded the ${BENCH_ORG_SIZE} org in ${(org.seedMs / 1000).toFixed(1)} s, then VACUUM ANALYZE ` +
        `(${summary.sites} sites, ${summary.estimates} estimates, ${summary.placements} placements on ${summary.crewDays} crew-days, ${summary.unscheduledJobs} queued)`,
    );
    const server = await startBenchServer(bench.database, files.root);
    try {
      const startServer = (options: BenchServerOptions) => startBenchServer(bench.database, files.root, options);
      return await run({ database: bench.database, org, server, startServer });
    } finally {
      await server.close();
    }
  } finally {
    await bench.dispose();
    files.remove();
  }
}
