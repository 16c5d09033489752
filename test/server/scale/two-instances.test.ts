import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { addDays, nextWorkingDayOnOrAfter, todayIn, workingDaysFrom } from '../../../src/shared/domain/working-days';
import { insertSite } from '../../support/inventory-fixtures';
import { insertAcceptedWork, insertCrew } from '../../support/schedule-fixtures';
import { onPostgres } from '../../support/test-database';
import { EAST } from '../routes/route-fixtures';
import {
  createScaleDatabase,
  createScaleOrg,
  customerCount,
  queuedRouteJobs,
  routeEventsWithStatus,
  type ScaleDatabase,
} from './scale-world';
import { startServerProcess, type ServerProcess } from '../../support/server-process';
import { waitUntil } from '../../support/wait-until';

/** A small quota per key and hour (RATE_LIMIT_PER_HOUR), so spending all of it is quick. */
const RATE_LIMIT_PER_HOUR = 120;

interface Answer {
  status: number;
  headers: Headers;
  body: { success: boolean; data: any };
}

async function call(
  apiUrl: string,
  key: string,
  method: string,
  path: string,
  body?: unknown,
  idempotencyKey?: string,
): Promise<Answer> {
  const headers: Record<string, string> = { Authorization: `ApiKey ${key}` };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (idempotencyKey) headers['Idempotency-Key'] = idempotencyKey;
  const response = await fetch(`${apiUrl}${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, headers: response.headers, body: (await response.json()) as Answer['body'] };
}

// PGlite is one connection inside one process: several instances need PostgreSQL (CI sets DATABASE_URL).
describe.runIf(onPostgres())('two server processes on one PostgreSQL (PostgreSQL only)', () => {
  let scale: ScaleDatabase;
  let one: ServerProcess;
  let two: ServerProcess;
  let org: Awaited<ReturnType<typeof createScaleOrg>>;

  beforeAll(async () => {
    scale = await createScaleDatabase(inject('testDatabaseUrl') as string);
    const env = {
      ...process.env,
      DATABASE_URL: scale.url,
      DATA_DIR: scale.dataDir,
      DEMO_SEED: 'false',
      FILE_SIGNING_SECRET: '',
      RATE_LIMIT_PER_HOUR: String(RATE_LIMIT_PER_HOUR),
    };
    // Both start on the empty database at once: the migration lock lets one migrate while the other waits.
    [one, two] = await Promise.all([startServerProcess(env), startServerProcess(env)]);
    expect(one.apiUrl).not.toBe(two.apiUrl);
    org = await createScaleOrg(scale.database);
  }, 90_000);

  afterAll(async () => {
    const codes = await Promise.all([one?.stop(), two?.stop()]);
    await scale?.drop();
    // A clean SIGTERM exit of both; otherwise their output says what happened.
    if (codes.some((code) => code !== 0)) console.error(`instance 1:\n${one?.output()}\ninstance 2:\n${two?.output()}`);
    expect(codes).toEqual([0, 0]);
  }, 40_000);

  it('lets exactly one of two simultaneous requests with the same Idempotency-Key create, one per instance', async () => {
    const name = `Simultaneous ${randomUUID()}`;
    const key = randomUUID();
    const answers = await Promise.all(
      [one, two].map((server) => call(server.apiUrl, org.key, 'POST', '/customers', { name }, key)),
    );
    const created = answers.filter((answer) => answer.status === 201);
    expect(created).toHaveLength(1);
    const other = answers.find((answer) => answer.status !== 201) as Answer;
    if (other.status === 409) {
      expect(other.body.data.code).toBe('command_in_progress');
      expect(other.headers.get('Retry-After')).toMatch(/^[1-9]\d*$/);
    } else {
      expect(other.status).toBe(200);
      expect(other.headers.get('Idempotent-Replay')).toBe('true');
      expect(other.body.data).toEqual(created[0]?.body.data);
    }
    expect(await customerCount(scale.database, org.orgId, name)).toBe(1);
  });

  it('answers 409 command_in_progress on instance 2 while instance 1 still runs the request, then replays it', async () => {
    const locker = new pg.Client({ connectionString: scale.url });
    await locker.connect();
    try {
      const name = `In flight ${randomUUID()}`;
      const key = randomUUID();
      // Holds instance 1's insert mid-transaction, after it claimed the key.
      await locker.query('BEGIN; LOCK TABLE customers IN EXCLUSIVE MODE');
      const blocked = call(one.apiUrl, org.key, 'POST', '/customers', { name }, key);
      await waitUntil(async () => {
        const { rows } = await locker.query('SELECT state FROM idempotency_records WHERE org_id = $1 AND key = $2', [
          org.orgId,
          key,
        ]);
        return rows[0]?.state === 'in_flight';
      }, 10_000);
      const twin = await call(two.apiUrl, org.key, 'POST', '/customers', { name }, key);
      expect(twin.status).toBe(409);
      expect(twin.body.data.code).toBe('command_in_progress');
      expect(twin.headers.get('Retry-After')).toMatch(/^[1-9]\d*$/);
      await locker.query('COMMIT');
      const first = await blocked;
      expect(first.status).toBe(201);
      const replay = await call(two.apiUrl, org.key, 'POST', '/customers', { name }, key);
      expect(replay.status).toBe(200);
      expect(replay.headers.get('Idempotent-Replay')).toBe('true');
      expect(replay.body.data).toEqual(first.body.data);
      expect(await customerCount(scale.database, org.orgId, name)).toBe(1);
    } finally {
      await locker.query('ROLLBACK').catch(() => undefined);
      await locker.end();
    }
  }, 30_000);

  it('counts one hourly quota per key across both instances: the request after the limit is refused by either', async () => {
    const key = await org.newKey();
    let probe = await call(one.apiUrl, key, 'GET', '/crews');
    // Too close to the hour, the window could roll over mid-test: start in the next one.
    const reset = Number(probe.headers.get('RateLimit-Reset'));
    if (reset < 30) {
      await new Promise((resolve) => setTimeout(resolve, (reset + 1) * 1000));
      probe = await call(one.apiUrl, key, 'GET', '/crews');
    }
    const used = RATE_LIMIT_PER_HOUR - Number(probe.headers.get('RateLimit-Remaining'));
    expect(probe.status).toBe(200);
    // The rest of the quota, spread evenly over the two instances, 10 at a time.
    const servers = [two, one];
    let next = used;
    const statuses: number[] = [];
    const remaining: number[] = [];
    await Promise.all(
      Array.from({ length: 10 }, async () => {
        while (next < RATE_LIMIT_PER_HOUR) {
          const server = servers[next++ % 2] as ServerProcess;
          const answer = await call(server.apiUrl, key, 'GET', '/crews');
          statuses.push(answer.status);
          remaining.push(Number(answer.headers.get('RateLimit-Remaining')));
        }
      }),
    );
    expect(statuses.filter((status) => status === 200)).toHaveLength(RATE_LIMIT_PER_HOUR - used);
    // Each instance alone saw about half the requests, yet together they counted every one.
    expect(new Set(remaining).size).toBe(RATE_LIMIT_PER_HOUR - used);
    expect(Math.min(...remaining)).toBe(0);
    for (const server of [one, two]) {
      const refused = await call(server.apiUrl, key, 'GET', '/crews');
      expect(refused.status).toBe(429);
      expect(refused.body.data.code).toBe('rate_limited');
      expect(refused.headers.get('Retry-After')).toMatch(/^[1-9]\d*$/);
    }
  }, 60_000);

  it('serves neither instance a cached board or queue past a change committed through the other', async () => {
    const key = await org.newKey();
    const crew = await insertCrew(scale.deps, org.orgId, { name: 'Birch crew' });
    const site = await insertSite(scale.deps, org.orgId, {
      latitude: EAST[0]?.lat ?? null,
      longitude: EAST[0]?.lng ?? null,
    });
    const estimateId = (await insertAcceptedWork(scale.deps, org.orgId, site)).estimate.id;
    const day = nextWorkingDayOnOrAfter(addDays(todayIn('America/Los_Angeles', new Date()), 30));
    const placedOn = async (server: ServerProcess) =>
      (await call(server.apiUrl, key, 'GET', `/schedule?from=${day}&to=${day}`)).body.data.upcoming.map(
        (work: { estimateId: string }) => work.estimateId,
      );
    const waitingOn = async (server: ServerProcess) =>
      (await call(server.apiUrl, key, 'GET', `/schedule/unscheduled?estimateIds=${estimateId}`)).body.data.total;
    // Both instances read (and keep) the board and the queue before the change...
    for (const server of [one, two]) {
      expect(await placedOn(server)).toEqual([]);
      expect(await waitingOn(server)).toBe(1);
    }
    const placed = await call(
      two.apiUrl,
      key,
      'POST',
      '/schedule',
      { estimateIds: [estimateId], crewId: crew.id, scheduledDate: day },
      randomUUID(),
    );
    expect(placed.body.data.placedCount).toBe(1);
    // ...and both answer the change at once, the instance that did not make it included.
    for (const server of [one, two]) {
      expect(await placedOn(server)).toEqual([estimateId]);
      expect(await waitingOn(server)).toBe(0);
    }
  }, 60_000);

  it('has a route job queued through instance 1 worked exactly once while both instances run their workers', async () => {
    const crew = await insertCrew(scale.deps, org.orgId, { name: 'Alder crew' });
    // Days two weeks out: well outside any freeze, so the optimizer stores a plan for each.
    const days = workingDaysFrom(nextWorkingDayOnOrAfter(addDays(todayIn('America/Los_Angeles', new Date()), 14)), 4);
    for (const day of days) {
      const estimateIds: string[] = [];
      for (const point of [EAST[2], EAST[0], EAST[3], EAST[1]]) {
        const site = await insertSite(scale.deps, org.orgId, {
          latitude: point?.lat ?? null,
          longitude: point?.lng ?? null,
        });
        estimateIds.push((await insertAcceptedWork(scale.deps, org.orgId, site)).estimate.id);
      }
      const placed = await call(
        one.apiUrl,
        org.key,
        'POST',
        '/schedule',
        { estimateIds, crewId: crew.id, scheduledDate: day },
        randomUUID(),
      );
      expect(placed.status).toBe(200);
      expect(placed.body.data.placedCount).toBe(4);
    }

    const statuses = async () =>
      Promise.all(
        days.map(async (day) => (await call(two.apiUrl, org.key, 'GET', `/routes/${crew.id}/${day}`)).body.data.status),
      );
    await waitUntil(async () => (await statuses()).every((status) => status === 'ready'), 30_000);
    expect(await queuedRouteJobs(scale.database, org.orgId)).toBe(0);
    const stored = await routeEventsWithStatus(scale.database, org.orgId, 'ready');
    expect(Object.fromEntries(stored)).toEqual(Object.fromEntries(days.map((day) => [`${crew.id}/${day}`, 1])));
  }, 60_000);
});
