/**
 * API latency on the large demo organization (200 crews, 50k sites, 20k estimates, three weeks of
 * board), PGlite and PostgreSQL, through the real app over keep-alive loopback HTTP: GET /schedule
 * for two weeks, the unscheduled queue (limit 50) under a mix of filters, and fit for a queue row
 * over 10 working days. Target (a benchmark, not a test): p95 < 50 ms on PostgreSQL for each.
 * Each case runs as a dispatcher meets it, the organization unchanged since the last read (cached
 * answers), and again "after a change": the organization's data revision advanced before every
 * request, so each one computes its answer from the database.
 * The machine is shared: figures are noisy, compare runs on the same machine and load only.
 */
import { sql } from 'drizzle-orm';
import { addDays, todayIn } from '../../src/shared/domain/working-days';
import type { Database } from '../../src/server/db/client';
import { benchClock, benchKinds, withLargeOrg, type BenchDbKind } from './api-fixture';
import { percentile, runLoad } from './api-http-load';
import { type Bench, printTable } from './bench';

const WARMUP = 30;
const REQUESTS = 300;
const CONCURRENCIES = [1, 8];
/** Per case and concurrency: keeps the whole bench within ~6 minutes when a database is slow. */
const MAX_RUN_MS = 10_000;
const MAX_WARMUP_MS = 4_000;
const TARGET_P95_MS = 50;

interface QueueRowSample {
  estimateId: string;
  latitude: number | null;
  longitude: number | null;
}

interface BenchCase {
  name: string;
  pathFor: (index: number) => string;
}

const API = '/api/v1';
const at = <T>(items: readonly T[], index: number): T => items[index % items.length] as T;

async function getData<T>(baseUrl: string, key: string, pathname: string): Promise<T> {
  const response = await fetch(`${baseUrl}${API}${pathname}`, { headers: { Authorization: `ApiKey ${key}` } });
  const body = (await response.json()) as { data: T };
  if (!response.ok) throw new Error(`${pathname}: ${response.status} ${JSON.stringify(body).slice(0, 300)}`);
  return body.data;
}

/** Realistic query strings, built from what the seeded organization holds. */
async function benchCases(baseUrl: string, key: string): Promise<BenchCase[]> {
  const today = todayIn('America/Los_Angeles', benchClock.now());
  const { items: districts } = await getData<{ items: { id: string }[] }>(baseUrl, key, '/districts');
  const queue = await getData<{ items: QueueRowSample[] }>(baseUrl, key, '/schedule/unscheduled?limit=200');
  const located = queue.items.filter((row) => row.latitude !== null && row.longitude !== null);
  if (located.length === 0 || districts.length === 0)
    throw new Error('the seeded organization has no located queue rows or no districts');

  const board = `/schedule?from=${today}&to=${addDays(today, 13)}`;
  const queueFilters = [
    '',
    '&categories=Removal,Pruning',
    '&minAgeDays=30',
    `&districtIds=${at(districts, 0).id}`,
    // Inner Portland, east of the river.
    '&bbox=-122.68,45.48,-122.55,45.56',
    '&q=ave',
    `&categories=Plant%20health%20care&districtIds=${at(districts, 1).id}`,
    '&offset=100',
  ];
  return [
    { name: 'schedule 2w', pathFor: () => `${API}${board}` },
    { name: 'queue filters', pathFor: (index) => `${API}/schedule/unscheduled?limit=50${at(queueFilters, index)}` },
    {
      name: 'fit 10 days',
      pathFor: (index) => {
        const row = at(located, index);
        return `${API}/schedule/fit?estimateIds=${row.estimateId}&lat=${row.latitude}&lng=${row.longitude}&from=${today}&days=10`;
      },
    },
  ];
}

const ms = (value: number) => value.toFixed(1);

/** What any committed change does to cached answers: the organization's data revision moves on. */
const advanceRevision = (database: Database, orgId: string) => async () => {
  await database.db.execute(sql`UPDATE org_data_revisions SET revision = revision + 1 WHERE org_id = ${orgId}::uuid`);
};

interface BenchRun {
  label: string;
  concurrency: number;
  beforeEach?: () => Promise<void>;
}

async function benchDatabase(kind: BenchDbKind, rows: string[][]): Promise<void> {
  await withLargeOrg(kind, async ({ database, org, server }) => {
    const headers = { Authorization: `ApiKey ${org.key}` };
    const runs: BenchRun[] = [
      ...CONCURRENCIES.map((concurrency) => ({ label: '', concurrency })),
      { label: ' after a change', concurrency: 1, beforeEach: advanceRevision(database, org.orgId) },
    ];
    for (const benchCase of await benchCases(server.baseUrl, org.key)) {
      for (const { label, concurrency, beforeEach } of runs) {
        const result = await runLoad({
          baseUrl: server.baseUrl,
          headers,
          pathFor: benchCase.pathFor,
          warmup: WARMUP,
          requests: REQUESTS,
          concurrency,
          maxMs: MAX_RUN_MS,
          maxWarmupMs: MAX_WARMUP_MS,
          ...(beforeEach && { beforeEach }),
        });
        const { latencies } = result;
        const p95 = percentile(latencies, 0.95);
        const verdict = kind === 'postgres' ? (p95 < TARGET_P95_MS ? 'PASS' : 'MISS') : '';
        rows.push([
          benchCase.name + label,
          kind,
          String(concurrency),
          String(latencies.length),
          ms(percentile(latencies, 0.5)),
          ms(p95),
          ms(percentile(latencies, 0.99)),
          ((latencies.length / result.elapsedMs) * 1000).toFixed(0),
          String(result.errors),
          verdict,
        ]);
        if (result.firstError) console.log(`  ${benchCase.name} x${concurrency}: first error: ${result.firstError}`);
      }
    }
  });
}

export const apiBench: Bench = {
  name: 'api',
  async run() {
    const rows: string[][] = [];
    for (const kind of benchKinds()) await benchDatabase(kind, rows);
    console.log(
      `\nlatency in ms (p95 target < ${TARGET_P95_MS} ms on PostgreSQL); ${WARMUP} warm-up requests per run; shared machine: noisy`,
    );
    printTable(['case', 'db', 'conc', 'n', 'p50', 'p95', 'p99', 'rps', 'errors', 'target'], rows);
  },
};
