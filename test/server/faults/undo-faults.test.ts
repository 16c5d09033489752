import { and, asc, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { actionJournal, placements } from '../../../src/server/db/schema';
import { estimateSchema } from '../../../src/shared/contract/estimates';
import { onPostgres } from '../../support/test-database';
import { faultSuite } from './fault-suite';
import { estimateBody } from './fault-world';
import { recordingClient, Unanswered, type RecordingClient, type WriteRecord } from './recording-client';
import { startFaultServer } from './server-process';

/*
 * Issue 43, the undo under faults: a bump of four jobs is undone while the undo's transaction is
 * caught half-way (it has put back some of the jobs and waits for a row the test holds), and then
 * the server process is killed (SIGKILL), or every connection it holds to PostgreSQL is cut. The
 * day must then be as the bump left it, none of the undo applied; the client resends the undo with
 * its Idempotency-Key, and the day is then wholly as before the bump.
 *
 * PostgreSQL only: PGlite lives inside the process; it has no connection to cut, nor a database that
 * outlives the process.
 */

const suite = faultSuite(1);
/** A claim of the dead request holds its key for its 60 s lease; the resend waits it out. */
const RESEND_DEADLINE_MS = 150_000;
const LOCK_WAIT_DEADLINE_MS = 20_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The undo's connection, waiting for the placement the test holds (the route worker may be waiting
 * too, but for a crew-day the undo holds, not for the test).
 */
const UNDO_WAITING = `datname = current_database() AND pg_backend_pid() = ANY(pg_blocking_pids(pid))`;

const DAY_MS = 24 * 60 * 60 * 1000;
/** Past Mondays, far enough back to be frozen (no optimizer reorders them under the test). */
function pastMonday(weeksBack: number): { monday: string; tuesday: string } {
  const now = new Date();
  const back = new Date(now.getTime() - (weeksBack * 7 + ((now.getUTCDay() + 6) % 7)) * DAY_MS);
  return {
    monday: back.toISOString().slice(0, 10),
    tuesday: new Date(back.getTime() + DAY_MS).toISOString().slice(0, 10),
  };
}

/** Where each of the organization's placements is, by id: the picture compared before and after. */
async function placementsNow(): Promise<string[]> {
  const rows = await suite.fault.database.db
    .select()
    .from(placements)
    .where(eq(placements.orgId, suite.world.orgId))
    .orderBy(asc(placements.id));
  return rows.map((row) => `${row.id} ${row.scheduledDate} ${row.sortOrder}`);
}

const ok = (status: number, text: string, what: string) => {
  if (status >= 300) throw new Error(`${what} answered ${status}: ${text}`);
};

/** Four jobs placed on a past Monday and bumped to Tuesday; returns the bump's action and the pictures. */
async function bumpedMonday(client: RecordingClient, apiUrl: string, weeksBack: number) {
  const key = suite.world.checkKey;
  const { monday } = pastMonday(weeksBack);
  const ids: string[] = [];
  for (const site of suite.world.sites) {
    const created = await client.write(apiUrl, key, 'create', 'POST', '/estimates', estimateBody(suite.world, site));
    ok(created.status, created.text, 'create');
    const id = estimateSchema.parse(created.body?.data).id;
    const accepted = await client.write(apiUrl, key, 'accept', 'POST', `/estimates/${id}/accept`);
    ok(accepted.status, accepted.text, 'accept');
    ids.push(id);
  }
  const placed = await client.write(apiUrl, key, 'place', 'POST', '/schedule', {
    estimateIds: ids,
    crewId: suite.world.crew.id,
    scheduledDate: monday,
  });
  ok(placed.status, placed.text, 'place');
  const beforeBump = await placementsNow();
  const bumped = await client.write(apiUrl, key, 'bump', 'POST', '/schedule/bump', {
    crewId: suite.world.crew.id,
    fromDate: monday,
    days: 1,
  });
  ok(bumped.status, bumped.text, 'bump');
  const [entry] = await suite.fault.database.db
    .select()
    .from(actionJournal)
    .where(and(eq(actionJournal.orgId, suite.world.orgId), eq(actionJournal.kind, 'bump')))
    .orderBy(desc(actionJournal.seq))
    .limit(1);
  if (!entry) throw new Error('the bump journaled nothing');
  return { entry, beforeBump, afterBump: await placementsNow() };
}

/**
 * Holds the placement the undo puts back last, so the undo's transaction stops half-way (the others
 * already put back, uncommitted), and waits until it does. Returns the release.
 */
async function catchUndoHalfWay(lastPlacementId: string): Promise<() => Promise<void>> {
  const { admin } = suite.fault;
  await admin.query('BEGIN');
  await admin.query('SELECT id FROM placements WHERE id = $1 FOR UPDATE', [lastPlacementId]);
  const deadline = Date.now() + LOCK_WAIT_DEADLINE_MS;
  for (;;) {
    const { rows } = await admin.query<{ waiting: number }>(
      `SELECT count(*)::int AS waiting FROM pg_stat_activity WHERE ${UNDO_WAITING}`,
    );
    if ((rows[0]?.waiting ?? 0) > 0) break;
    if (Date.now() > deadline) throw new Error('the undo never reached the held placement');
    await sleep(20);
  }
  return async () => {
    await admin.query('ROLLBACK');
  };
}

async function undoneBy(entryId: string): Promise<string | null> {
  const [row] = await suite.fault.database.db
    .select({ undoneBy: actionJournal.undoneBy })
    .from(actionJournal)
    .where(and(eq(actionJournal.orgId, suite.world.orgId), eq(actionJournal.id, entryId)));
  return row?.undoneBy ?? null;
}

/** The undo sent once, its answer (or none) awaited later. */
function sendUndo(client: RecordingClient, apiUrl: string, entryId: string) {
  const answer = client
    .write(apiUrl, suite.world.checkKey, 'undo', 'POST', `/schedule/actions/${entryId}/undo`, {})
    .catch((error: unknown) => {
      if (error instanceof Unanswered) return null;
      throw error;
    });
  return { answer, record: () => client.writes.at(-1) as WriteRecord };
}

const lastRestored = (entry: { changes: { placements: { id: string }[] } }) => {
  const last = entry.changes.placements.at(-1);
  if (!last) throw new Error('the bump moved nothing');
  return last.id;
};

describe.runIf(onPostgres())('an undo caught by a fault applies all or nothing (PostgreSQL)', () => {
  it('SIGKILL half-way through an undo: nothing of it stays; the resend with its key undoes the whole bump', async () => {
    const client = recordingClient();
    const first = await startFaultServer(suite.fault.url);
    const { entry, beforeBump, afterBump } = await bumpedMonday(client, first.apiUrl, 6);

    const undo = sendUndo(client, first.apiUrl, entry.id);
    const release = await catchUndoHalfWay(lastRestored(entry));
    await first.kill();
    await release();
    expect(await undo.answer).toBeNull();
    expect(await placementsNow()).toEqual(afterBump);
    expect(await undoneBy(entry.id)).toBeNull();

    const second = await startFaultServer(suite.fault.url);
    const answer = await client.resend(second.apiUrl, undo.record(), Date.now() + RESEND_DEADLINE_MS);
    expect(answer.status, answer.text).toBe(200);
    expect(await placementsNow()).toEqual(beforeBump);
    expect(await undoneBy(entry.id)).not.toBeNull();
  }, 240_000);

  it('connections cut half-way through an undo: it fails cleanly, nothing of it stays; the resend undoes the whole bump', async () => {
    const client = recordingClient();
    const server = await startFaultServer(suite.fault.url);
    const { entry, beforeBump, afterBump } = await bumpedMonday(client, server.apiUrl, 8);

    const undo = sendUndo(client, server.apiUrl, entry.id);
    const release = await catchUndoHalfWay(lastRestored(entry));
    await suite.fault.admin.query(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE ${UNDO_WAITING}`);
    await release();
    const cut = await undo.answer;
    expect(cut?.status).toBeGreaterThanOrEqual(500);
    expect(await placementsNow()).toEqual(afterBump);
    expect(await undoneBy(entry.id)).toBeNull();

    const answer = await client.resend(server.apiUrl, undo.record(), Date.now() + RESEND_DEADLINE_MS);
    expect(answer.status, answer.text).toBe(200);
    expect(await placementsNow()).toEqual(beforeBump);
    expect(await undoneBy(entry.id)).not.toBeNull();
  }, 240_000);
});
