import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { queryRows, type DbOrTx, type Tx } from '../db/client';
import { onlyOrgsFilter } from '../db/sql-helpers';
import { routeJobs } from '../db/schema';

/** A job as claimed: its lease (leaseId) is what every later write of the worker must still hold. */
export interface ClaimedJob {
  orgId: string;
  id: string;
  routeId: string;
  attempts: number;
  leaseId: string;
  lastError: string | null;
}

/** The channel a queued job is announced on (at commit), so that waiting workers wake at once. */
export const ROUTE_JOBS_CHANNEL = 'route_jobs';

/**
 * Queues planning of crew-days (their routes rows) in the caller's transaction. A day already
 * waiting becomes due now with a fresh count of attempts; a day being planned keeps its job,
 * which notices the change when it stores and runs again.
 */
export async function enqueueRouteJobs(tx: Tx, orgId: string, routeIds: readonly string[], now: Date): Promise<void> {
  if (routeIds.length === 0) return;
  await tx.execute(sql`SELECT pg_notify(${ROUTE_JOBS_CHANNEL}, '')`);
  await tx
    .insert(routeJobs)
    .values(
      routeIds.map((routeId) => ({
        orgId,
        id: randomUUID(),
        routeId,
        availableAt: now,
        createdAt: now,
        updatedAt: now,
      })),
    )
    .onConflictDoUpdate({
      target: [routeJobs.orgId, routeJobs.routeId],
      set: { availableAt: now, attempts: 0, lastError: null, updatedAt: now },
      setWhere: eq(routeJobs.state, 'queued'),
    });
}

/**
 * Takes the oldest due job (queued, or running with a lapsed lease) and leases it until
 * `leaseUntil`; SKIP LOCKED lets several workers claim side by side without waiting on each other.
 * The pick is a materialized CTE so it runs once: as a plain subquery, a plan that put the job
 * table outermost re-ran the pick for every row and leased every due job in one claim.
 */
export async function claimDueJob(
  db: DbOrTx,
  now: Date,
  leaseUntil: Date,
  orgIds?: readonly string[],
): Promise<ClaimedJob | null> {
  if (orgIds?.length === 0) return null;
  const onlyOrgs = onlyOrgsFilter(orgIds);
  const [row] = await queryRows<{
    org_id: string;
    id: string;
    route_id: string;
    attempts: number;
    lease_id: string;
    last_error: string | null;
  }>(
    db,
    sql`WITH due AS MATERIALIZED (
          SELECT org_id, id FROM route_jobs
          WHERE available_at <= ${now.toISOString()} ${onlyOrgs}
          ORDER BY available_at
          LIMIT 1
          FOR UPDATE SKIP LOCKED)
        UPDATE route_jobs AS j
        SET state = 'running', attempts = j.attempts + 1, lease_id = ${randomUUID()}::uuid,
            available_at = ${leaseUntil.toISOString()}, updated_at = ${now.toISOString()}
        FROM due
        WHERE j.org_id = due.org_id AND j.id = due.id
        RETURNING j.org_id, j.id, j.route_id, j.attempts, j.lease_id, j.last_error`,
  );
  return row
    ? {
        orgId: row.org_id,
        id: row.id,
        routeId: row.route_id,
        attempts: row.attempts,
        leaseId: row.lease_id,
        lastError: row.last_error,
      }
    : null;
}

const heldBy = (job: ClaimedJob) =>
  and(eq(routeJobs.orgId, job.orgId), eq(routeJobs.id, job.id), eq(routeJobs.leaseId, job.leaseId));

/** True while this worker still holds the job's lease; locks the job row for the rest of the transaction. */
export async function holdsLease(tx: Tx, job: ClaimedJob): Promise<boolean> {
  const rows = await tx.select({ id: routeJobs.id }).from(routeJobs).where(heldBy(job)).for('update');
  return rows.length > 0;
}

/** The job is over (done, held, or given up): it leaves the queue. */
export async function removeJob(db: DbOrTx, job: ClaimedJob): Promise<void> {
  await db.delete(routeJobs).where(heldBy(job));
}

/**
 * Puts the job back in the queue, due at `availableAt`. `countAttempt` false gives the attempt
 * back (the day changed under the run: nothing failed).
 */
export async function requeueJob(
  db: DbOrTx,
  job: ClaimedJob,
  change: { availableAt: Date; countAttempt: boolean; error?: string },
  now: Date,
): Promise<void> {
  await db
    .update(routeJobs)
    .set({
      state: 'queued',
      leaseId: null,
      availableAt: change.availableAt,
      ...(!change.countAttempt && { attempts: sql`${routeJobs.attempts} - 1` }),
      ...(change.error !== undefined && { lastError: change.error }),
      updatedAt: now,
    })
    .where(heldBy(job));
}
