/** Route optimization: the job queue the workers take from, and the per-organization billing meter. */
import { foreignKey, index, integer, pgTable, primaryKey, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { routes } from './schedule';

/**
 * At most one job per crew-day (its routes row). A worker claims a due job with FOR UPDATE SKIP
 * LOCKED and sets `availableAt` to the end of its lease: a job whose worker died becomes due again
 * by itself. `leaseId` tells the worker holding the lease from one whose lease was taken over.
 */
export const routeJobs = pgTable(
  'route_jobs',
  {
    orgId: uuid('org_id').notNull(),
    id: uuid('id').notNull(),
    routeId: uuid('route_id').notNull(),
    /** queued: waiting (or backing off) until availableAt; running: leased until availableAt. */
    state: text('state').notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    availableAt: timestamp('available_at', { withTimezone: true }).notNull(),
    leaseId: uuid('lease_id'),
    lastError: text('last_error'),
    ...timestamps,
  },
  (t) => [
    primaryKey({ columns: [t.orgId, t.id] }),
    unique('route_jobs_one_per_route').on(t.orgId, t.routeId),
    index('route_jobs_due_idx').on(t.availableAt),
    foreignKey({ columns: [t.orgId, t.routeId], foreignColumns: [routes.orgId, routes.id] }),
  ],
);

/** Billing meter: POST .../optimize requests per organization and calendar month (UTC, `YYYY-MM`). */
export const routeOptimizeMeter = pgTable(
  'route_optimize_meter',
  {
    orgId: uuid('org_id').notNull(),
    month: text('month').notNull(),
    requests: integer('requests').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.orgId, t.month] })],
);
