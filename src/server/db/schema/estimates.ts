import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  date,
  doublePrecision,
  foreignKey,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { catalogItems } from './catalog';
import { timestamps } from './columns';
import { customers, sites } from './customers';

export const estimates = pgTable(
  'estimates',
  {
    orgId: uuid('org_id').notNull(),
    id: uuid('id').notNull(),
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    /** JOB-<number>, from the per-organization `estimate` counter. */
    number: integer('number').notNull(),
    /** Stored lifecycle: draft, sent, accepted, declined, canceled. Placement and completion are read from placements and lines. */
    status: text('status').notNull(),
    siteId: uuid('site_id').notNull(),
    customerId: uuid('customer_id'),
    origin: text('origin').notNull(),
    narrative: text('narrative'),
    expectedDays: integer('expected_days'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    /*
     * Sending (docs/decisions/estimates-and-invoices.md "Sending"; migration 0030): the last send's
     * address, null when it was handed to the customer; each e-mail is a row of `messages`.
     */
    sentTo: text('sent_to'),
    /** How it last reached the customer: email or handed; null before it was ever sent. */
    sentHow: text('sent_how').$type<'email' | 'handed'>(),
    declinedAt: timestamp('declined_at', { withTimezone: true }),
    declinedReason: text('declined_reason'),
    /** Accepted online through the link: the name typed as signature and the address it came from. */
    acceptedByName: text('accepted_by_name'),
    acceptedFromIp: text('accepted_from_ip'),
    /*
     * Facts of the estimate's lines, kept by the estimate_lines triggers (migration 0004) whoever writes
     * the lines: the board and the queue read thousands of estimates and must not aggregate their lines.
     */
    /** Sum of the lines' estimated hours; null when no line has any. */
    lineHours: doublePrecision('line_hours'),
    /** Every line done (and at least one line): the work is complete. */
    linesComplete: boolean('lines_complete').notNull().default(false),
    /** Sum of the priced lines, each rounded to whole cents as estimateTotals does. */
    lineTotalCents: doublePrecision('line_total_cents').notNull().default(0),
    /** The lines' distinct catalog categories, sorted. */
    lineCategories: text('line_categories')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** A line's catalog item renews (a program): the queue looks for due rounds among these only. */
    hasProgramLines: boolean('has_program_lines').notNull().default(false),
    /*
     * Facts of the work's own placements (program rounds aside), kept by the placements triggers
     * (migration 0013) as sums of each statement's changes: the queue decides membership for every
     * accepted estimate and must not aggregate the organization's placements to do it.
     */
    /** Sum of the own placements' planned hours (those without hours count 0). */
    workPlacedHours: numeric('work_placed_hours').notNull().default('0'),
    /** How many own placements the work has. */
    workPlacements: integer('work_placements').notNull().default(0),
    /**
     * On or before the earliest day any own placement was ever on: lowered as placements are
     * written, never raised (a removal or a later move leaves it). A lower bound of the last work
     * day, which lets the queue rule out program rounds without reading placements.
     */
    workDaysFrom: date('work_days_from', { mode: 'string' }),
    /**
     * Hours of the work are still to place: not complete, and estimated with more hours than placed
     * (to the hundredth), or unestimated and never placed. The queue's membership but for due rounds.
     */
    workWaiting: boolean('work_waiting')
      .notNull()
      .generatedAlwaysAs(
        sql`NOT lines_complete AND ((line_hours IS NOT NULL AND round(round(line_hours::numeric, 2) - work_placed_hours, 2) > 0) OR (line_hours IS NULL AND work_placements = 0))`,
      ),
    ...timestamps,
  },
  (t) => [
    primaryKey({ columns: [t.orgId, t.id] }),
    uniqueIndex('estimates_org_number_idx').on(t.orgId, t.number),
    // GET /estimates pages by seq, oldest or newest first.
    uniqueIndex('estimates_org_seq_idx').on(t.orgId, t.seq),
    index('estimates_org_status_accepted_idx').on(t.orgId, t.status, t.acceptedAt),
    index('estimates_org_site_idx').on(t.orgId, t.siteId),
    // The unscheduled queue decides membership for every accepted estimate of the organization
    // (~8k on the large demo) from these columns alone: an index-only scan instead of reading the
    // whole table (docs/operations.md, GET /schedule/unscheduled).
    index('estimates_queue_candidates_idx')
      .on(
        t.orgId,
        t.acceptedAt,
        t.number,
        t.id,
        t.siteId,
        t.lineHours,
        t.linesComplete,
        t.hasProgramLines,
        t.lineCategories,
        t.workWaiting,
        t.workDaysFrom,
      )
      .where(sql`status = 'accepted'`),
    // The board's "needs attention" keeps late placements of live work only: probing these ~5k of the
    // large demo's 20k estimates instead of reading the whole table took its read from ~7.5 to ~2 ms.
    index('estimates_live_idx')
      .on(t.orgId, t.id)
      .where(sql`status = 'accepted' AND NOT lines_complete`),
    foreignKey({ columns: [t.orgId, t.siteId], foreignColumns: [sites.orgId, sites.id] }),
    foreignKey({ columns: [t.orgId, t.customerId], foreignColumns: [customers.orgId, customers.id] }),
  ],
);

export const estimateLines = pgTable(
  'estimate_lines',
  {
    orgId: uuid('org_id').notNull(),
    id: uuid('id').notNull(),
    estimateId: uuid('estimate_id').notNull(),
    lineNumber: integer('line_number').notNull(),
    description: text('description'),
    coverage: text('coverage'),
    quantity: doublePrecision('quantity').notNull(),
    unitPriceCents: integer('unit_price_cents'),
    /** pending until a crew marks the work done in the field app. */
    status: text('status').notNull().default('pending'),
    catalogItemId: uuid('catalog_item_id'),
    siteId: uuid('site_id'),
    treeIds: uuid('tree_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    estimatedHours: doublePrecision('estimated_hours'),
    /** When the line was marked done through the API (migration 0022); null while pending or when done by the seed or an import. */
    doneAt: timestamp('done_at', { withTimezone: true }),
    /** The marking key's name as it was then (`doneBy`), and the key itself. */
    doneBy: text('done_by'),
    doneByKeyId: uuid('done_by_key_id'),
    ...timestamps,
  },
  (t) => [
    primaryKey({ columns: [t.orgId, t.id] }),
    uniqueIndex('estimate_lines_org_estimate_number_idx').on(t.orgId, t.estimateId, t.lineNumber),
    foreignKey({ columns: [t.orgId, t.estimateId], foreignColumns: [estimates.orgId, estimates.id] }),
    foreignKey({ columns: [t.orgId, t.catalogItemId], foreignColumns: [catalogItems.orgId, catalogItems.id] }),
  ],
);
