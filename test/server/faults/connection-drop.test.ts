import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { estimateLines, estimates } from '../../../src/server/db/schema';
import { errorEnvelopeSchema } from '../../../src/shared/contract/common';
import { estimateSchema } from '../../../src/shared/contract/estimates';
import { onPostgres } from '../../support/test-database';
import { faultSuite } from './fault-suite';
import { estimateBody } from './fault-world';
import { printFigures } from './print-figures';
import { recordingClient, Unanswered, type Answer, type RecordingClient } from './recording-client';
import type { ServerProcess } from '../../support/server-process';
import { startFaultServer } from './server-process';

/*
 * Issue 8, "PostgreSQL connection drop during requests": while clients create, read and accept
 * estimates, an administrator terminates every connection the server holds (what a database
 * failover or restart does to it). Each request caught by the cut must fail cleanly (a 5xx in the
 * envelope, nothing internal in it), nothing may be half-written, and the same process must answer
 * the next requests normally: its pool replaces the dead connections.
 *
 * PostgreSQL only: PGlite runs inside the process and has no connection that can drop. The server
 * is a real `main.ts` process (so a crash on a pool 'error' event would show as its exit) on a
 * database of its own (the cut must not hit other test files' connections).
 */

const LANES = 4;
const CUT_ROUNDS = 6;
const FIRST_CUT_AFTER_MS = 300;
const CUT_INTERVAL_MS = 250;
/** A claim whose release was itself cut off holds its key for the 60 s lease; resends may wait it out. */
const RESEND_DEADLINE_MS = 120_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Words that would mean SQL, driver messages or a stack trace reached the client. */
const INTERNALS = /select |insert |update |delete |terminat|postgres|pg_|sql|connection|\bat .*:\d+|Error:/i;

const suite = faultSuite(LANES);

/** The server's connections (and any other but the admin's own) to the database, cut. */
async function cutConnections(): Promise<number> {
  const { rows } = await suite.fault.admin.query<{ terminated: boolean }>(
    'SELECT pg_terminate_backend(pid) AS terminated FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()',
  );
  return rows.filter((row) => row.terminated).length;
}

/**
 * One client's loop: create an estimate, read it back, accept it; until `stop()` says so, or until
 * a request gets no HTTP answer at all (the server died). Returns every read's answer.
 */
async function clientLoop(
  client: RecordingClient,
  apiUrl: string,
  key: string,
  lane: number,
  stop: () => boolean,
): Promise<(Answer | null)[]> {
  const reads: (Answer | null)[] = [];
  try {
    await rounds(client, apiUrl, key, lane, stop, reads);
  } catch (error) {
    if (!(error instanceof Unanswered)) throw error;
    reads.push(null);
  }
  return reads;
}

async function rounds(
  client: RecordingClient,
  apiUrl: string,
  key: string,
  lane: number,
  stop: () => boolean,
  reads: (Answer | null)[],
) {
  for (let round = 0; !stop(); round++) {
    const site = suite.world.sites[(lane + round) % suite.world.sites.length];
    if (!site) throw new Error('no site');
    const created = await client.write(
      apiUrl,
      key,
      `create ${lane}/${round}`,
      'POST',
      '/estimates',
      estimateBody(suite.world, site),
    );
    reads.push(await client.read(apiUrl, key, '/estimates?limit=5'));
    if (created.status !== 201) continue;
    const { id } = estimateSchema.parse(created.body?.data);
    reads.push(await client.read(apiUrl, key, `/estimates/${id}`));
    await client.write(apiUrl, key, `accept ${id}`, 'POST', `/estimates/${id}/accept`);
  }
}

/** A clean fault answer: 500 or 503, the error envelope with code internal_error, no internals. */
function expectCleanFault(answer: Answer, what: string) {
  expect(answer.status, what).toBeOneOf([500, 503]);
  const envelope = errorEnvelopeSchema.parse(answer.body);
  expect(envelope.data, what).toMatchObject({ code: 'internal_error' });
  expect(answer.text, what).not.toMatch(INTERNALS);
}

async function burst(server: ServerProcess, client: RecordingClient) {
  let stopped = false;
  const lanes = suite.world.keys.map((key, lane) => clientLoop(client, server.apiUrl, key, lane, () => stopped));
  const terminated: number[] = [];
  await sleep(FIRST_CUT_AFTER_MS);
  for (let round = 0; round < CUT_ROUNDS; round++) {
    terminated.push(await cutConnections());
    await sleep(CUT_INTERVAL_MS);
  }
  stopped = true;
  return { reads: (await Promise.all(lanes)).flat(), terminated };
}

describe.runIf(onPostgres())(
  'PostgreSQL connections cut during requests (PostgreSQL: PGlite has no connection to lose)',
  () => {
    it('answers the requests it loses with a clean 5xx, half-writes nothing, and serves the next requests without a restart', async () => {
      const server = await startFaultServer(suite.fault.url);
      const client = recordingClient();
      const { reads, terminated } = await burst(server, client);

      // Every answer is a success or a clean fault; the connection to the client itself never broke.
      const answers = [...client.writes.map((record) => record.firstAnswer), ...reads];
      expect(
        { exitCode: server.child.exitCode, signal: server.child.signalCode },
        `the server process still runs:\n${server.output()}`,
      ).toEqual({ exitCode: null, signal: null });
      expect(answers.filter((answer) => answer === null).length, 'requests without an HTTP answer').toBe(0);
      for (const answer of answers) if (answer && answer.status >= 300) expectCleanFault(answer, answer.text);
      const faults = answers.filter((answer) => answer && answer.status >= 500).length;
      expect(faults, 'requests caught by the cut').toBeGreaterThan(0);

      // Recovery without a restart: right after the cut, every next request succeeds on the same process.
      await sleep(100);
      const after = recordingClient();
      const nextRound = await Promise.all(
        suite.world.keys.map(async (key, lane) => {
          const site = suite.world.sites[lane % suite.world.sites.length];
          if (!site) throw new Error('no site');
          const created = await after.write(
            server.apiUrl,
            key,
            `after ${lane}`,
            'POST',
            '/estimates',
            estimateBody(suite.world, site),
          );
          expect(created.status, created.text).toBe(201);
          return after.read(server.apiUrl, key, `/estimates/${estimateSchema.parse(created.body?.data).id}`);
        }),
      );
      for (const answer of nextRound) expect(answer.status, answer.text).toBe(200);

      // No partial writes: each failed write resent with its key lands once (or replays what had landed).
      const failed = client.writes.filter((record) => (record.firstAnswer?.status ?? 500) >= 500);
      const resendStart = Date.now();
      await Promise.all(failed.map((record) => client.resend(server.apiUrl, record, resendStart + RESEND_DEADLINE_MS)));
      const resendSeconds = (Date.now() - resendStart) / 1000;
      for (const record of client.writes) expect(record.answer?.status, record.label).toBeLessThan(300);

      const creates = [...client.writes, ...after.writes].filter(
        (record) => record.method === 'POST' && record.path === '/estimates',
      );
      const createdIds = creates.map((record) => estimateSchema.parse(record.answer?.body?.data).id);
      const db = suite.fault.database.db;
      const stored = await db
        .select({ id: estimates.id, number: estimates.number, status: estimates.status })
        .from(estimates)
        .where(eq(estimates.orgId, suite.world.orgId));
      expect(stored.map((row) => row.id).sort()).toEqual([...new Set(createdIds)].sort());
      expect(stored.length).toBe(creates.length);
      expect(stored.map((row) => row.number).sort((a, b) => a - b)).toEqual(createdIds.map((_, index) => index + 1));
      const lines = await db
        .select({ estimateId: estimateLines.estimateId, lines: count() })
        .from(estimateLines)
        .where(eq(estimateLines.orgId, suite.world.orgId))
        .groupBy(estimateLines.estimateId);
      expect(lines.length).toBe(stored.length);
      for (const row of lines) expect(row.lines).toBe(3);
      const acceptedIds = new Set(
        client.writes.filter((record) => record.label.startsWith('accept')).map((record) => record.path.split('/')[2]),
      );
      for (const row of stored) expect(row.status).toBe(acceptedIds.has(row.id) ? 'accepted' : 'draft');

      printFigures('connection-drop', {
        cutRounds: CUT_ROUNDS,
        connectionsTerminated: terminated.reduce((sum, n) => sum + n, 0),
        requests: answers.length,
        succeeded: answers.filter((answer) => answer && answer.status < 300).length,
        clean5xx: faults,
        writesFailed: failed.length,
        resentReplays: failed.filter((record) => record.answer?.replay).length,
        resentFresh: failed.filter((record) => record.answer && !record.answer.replay).length,
        resendAttempts: failed.reduce((sum, record) => sum + record.resends, 0),
        keysHeldByDeadClaims: failed.filter((record) => record.inProgressAnswers > 0).length,
        resendSeconds: resendSeconds.toFixed(1),
        estimates: stored.length,
        serverRestarts: 0,
      });
    }, 200_000);
  },
);
