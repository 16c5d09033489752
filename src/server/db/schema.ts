import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  date,
  doublePrecision,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/*
 * Every tenant table leads its keys with org_id so the schema can be distributed by
 * organization (decisions.md). `seq` columns give lists a stable creation order that a
 * clock tie cannot reorder (cursor pagination).
 */

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
};

const stringArray = (name: string) => text(name).array().notNull().default(sql`'{}'::text[]`);

export const organizations = pgTable('organizations', {
  id: uuid('id').primaryKey(),
  name: text('name').notNull(),
  timeZone: text('time_zone').notNull(),
  originLabel: text('origin_label'),
  originLat: doublePrecision('origin_lat'),
  originLng: doublePrecision('origin_lng'),
  estimateValidityDays: integer('estimate_validity_days').notNull().default(30),
  placeholderHours: doublePrecision('placeholder_hours').notNull().default(2),
  freezeHours: integer('freeze_hours').notNull().default(0),
  ...timestamps,
});

/** Secrets shared by every instance (the file-URL signing key), created on first start. */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

export const apiKeys = pgTable(
  'api_keys',
  {
    orgId: uuid('org_id').notNull().references(() => organizations.id),
    id: uuid('id').notNull(),
    label: text('label'),
    /** SHA-256 of the whole key; the key itself is never stored. */
    keyHash: text('key_hash').notNull(),
    scopes: stringArray('scopes'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.orgId, t.id] }), uniqueIndex('api_keys_hash_idx').on(t.keyHash), uniqueIndex('api_keys_id_idx').on(t.id)],
);

export const idempotencyRecords = pgTable(
  'idempotency_records',
  {
    orgId: uuid('org_id').notNull(),
    key: uuid('key').notNull(),
    requestHash: text('request_hash').notNull(),
    /** in_flight while the first request runs; completed once its answer is stored. */
    state: text('state').notNull(),
    /** An in-flight claim older than this was abandoned (a crashed process) and may be taken over. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }).notNull(),
    responseStatus: integer('response_status'),
    responseBody: text('response_body'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.orgId, t.key] }), index('idempotency_expiry_idx').on(t.expiresAt)],
);

export const rateLimitWindows = pgTable(
  'rate_limit_windows',
  {
    orgId: uuid('org_id').notNull(),
    keyId: uuid('key_id').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    count: integer('count').notNull(),
  },
  (t) => [primaryKey({ columns: [t.orgId, t.keyId, t.windowStart] })],
);

/** Per-organization gap-free number sequences (JOB-n, INV-n), advanced inside the creating transaction. */
export const counters = pgTable(
  'counters',
  {
    orgId: uuid('org_id').notNull(),
    name: text('name').notNull(),
    value: bigint('value', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.orgId, t.name] })],
);

export const customers = pgTable(
  'customers',
  {
    orgId: uuid('org_id').notNull(),
    id: uuid('id').notNull(),
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    name: text('name').notNull(),
    email: text('email'),
    phone: text('phone'),
    ...timestamps,
  },
  (t) => [primaryKey({ columns: [t.orgId, t.id] }), uniqueIndex('customers_org_seq_idx').on(t.orgId, t.seq)],
);

export const sites = pgTable(
  'sites',
  {
    orgId: uuid('org_id').notNull(),
    id: uuid('id').notNull(),
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    customerId: uuid('customer_id').notNull(),
    label: text('label'),
    street: text('street').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    zip: text('zip').notNull(),
    country: text('country').notNull(),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    locationSource: text('location_source').notNull(),
    ...timestamps,
  },
  (t) => [
    primaryKey({ columns: [t.orgId, t.id] }),
    uniqueIndex('sites_org_seq_idx').on(t.orgId, t.seq),
    index('sites_org_customer_seq_idx').on(t.orgId, t.customerId, t.seq),
    foreignKey({ columns: [t.orgId, t.customerId], foreignColumns: [customers.orgId, customers.id] }),
  ],
);

export const trees = pgTable(
  'trees',
  {
    orgId: uuid('org_id').notNull(),
    id: uuid('id').notNull(),
    siteId: uuid('site_id').notNull(),
    commonName: text('common_name'),
    scientificName: text('scientific_name'),
    speciesConfidence: doublePrecision('species_confidence'),
    speciesSource: text('species_source').notNull(),
    dbhInches: doublePrecision('dbh_inches'),
    dbhConfidence: doublePrecision('dbh_confidence'),
    heightFeet: doublePrecision('height_feet'),
    heightConfidence: doublePrecision('height_confidence'),
    canopySpreadFeet: doublePrecision('canopy_spread_feet'),
    canopyConfidence: doublePrecision('canopy_confidence'),
    trunkCount: integer('trunk_count'),
    quantity: integer('quantity').notNull().default(1),
    healthCondition: text('health_condition'),
    hazardRating: doublePrecision('hazard_rating'),
    riskAssessment: text('risk_assessment'),
    defects: stringArray('defects'),
    observations: stringArray('observations'),
    recommendations: stringArray('recommendations'),
    tags: stringArray('tags'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    gpsAccuracyMeters: doublePrecision('gps_accuracy_meters'),
    capturedAt: timestamp('captured_at', { withTimezone: true }).notNull(),
    ...timestamps,
  },
  (t) => [
    primaryKey({ columns: [t.orgId, t.id] }),
    index('trees_org_site_idx').on(t.orgId, t.siteId, t.capturedAt),
    foreignKey({ columns: [t.orgId, t.siteId], foreignColumns: [sites.orgId, sites.id] }),
  ],
);

export const treePhotos = pgTable(
  'tree_photos',
  {
    orgId: uuid('org_id').notNull(),
    id: uuid('id').notNull(),
    treeId: uuid('tree_id').notNull(),
    category: text('category').notNull(),
    caption: text('caption'),
    hasMarkup: boolean('has_markup').notNull().default(false),
    width: integer('width'),
    height: integer('height'),
    /** Key in the file storage adapter; null when the file was never uploaded. */
    storageKey: text('storage_key'),
    contentType: text('content_type').notNull().default('image/png'),
    capturedAt: timestamp('captured_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.orgId, t.id] }),
    index('tree_photos_org_tree_idx').on(t.orgId, t.treeId, t.capturedAt),
    foreignKey({ columns: [t.orgId, t.treeId], foreignColumns: [trees.orgId, trees.id] }),
  ],
);

export const notes = pgTable(
  'notes',
  {
    orgId: uuid('org_id').notNull(),
    id: uuid('id').notNull(),
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    siteId: uuid('site_id').notNull(),
    scope: text('scope').notNull(),
    treeId: uuid('tree_id'),
    transcript: text('transcript').notNull(),
    estimatedCostCents: integer('estimated_cost_cents'),
    clientNotes: text('client_notes'),
    health: text('health'),
    defects: stringArray('defects'),
    observations: stringArray('observations'),
    recommendations: stringArray('recommendations'),
    mentionedTrees: jsonb('mentioned_trees').$type<{ species: string; location: string }[]>().notNull().default([]),
    durationSeconds: doublePrecision('duration_seconds'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.orgId, t.id] }),
    index('notes_org_site_idx').on(t.orgId, t.siteId, t.createdAt, t.seq),
    foreignKey({ columns: [t.orgId, t.siteId], foreignColumns: [sites.orgId, sites.id] }),
  ],
);

export const catalogItems = pgTable(
  'catalog_items',
  {
    orgId: uuid('org_id').notNull(),
    id: uuid('id').notNull(),
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    type: text('type').notNull(),
    name: text('name').notNull(),
    description: text('description'),
    category: text('category').notNull(),
    unitPriceCents: integer('unit_price_cents').notNull(),
    active: boolean('active').notNull().default(true),
    workTypeHint: text('work_type_hint'),
    dbhMinIn: doublePrecision('dbh_min_in'),
    dbhMaxIn: doublePrecision('dbh_max_in'),
    renewalIntervalMonths: integer('renewal_interval_months'),
    ...timestamps,
  },
  (t) => [primaryKey({ columns: [t.orgId, t.id] }), uniqueIndex('catalog_items_org_seq_idx').on(t.orgId, t.seq)],
);

export const crews = pgTable(
  'crews',
  {
    orgId: uuid('org_id').notNull(),
    id: uuid('id').notNull(),
    name: text('name').notNull(),
    color: text('color').notNull(),
    active: boolean('active').notNull().default(true),
    dayStartMinutes: integer('day_start_minutes'),
    dayEndMinutes: integer('day_end_minutes'),
    ...timestamps,
  },
  (t) => [primaryKey({ columns: [t.orgId, t.id] })],
);

export const crewMembers = pgTable(
  'crew_members',
  {
    orgId: uuid('org_id').notNull(),
    id: uuid('id').notNull(),
    crewId: uuid('crew_id').notNull(),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.orgId, t.id] }),
    index('crew_members_org_crew_idx').on(t.orgId, t.crewId),
    foreignKey({ columns: [t.orgId, t.crewId], foreignColumns: [crews.orgId, crews.id] }),
  ],
);

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
    ...timestamps,
  },
  (t) => [
    primaryKey({ columns: [t.orgId, t.id] }),
    uniqueIndex('estimates_org_number_idx').on(t.orgId, t.number),
    index('estimates_org_status_accepted_idx').on(t.orgId, t.status, t.acceptedAt),
    index('estimates_org_site_idx').on(t.orgId, t.siteId),
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
    treeIds: uuid('tree_ids').array().notNull().default(sql`'{}'::uuid[]`),
    estimatedHours: doublePrecision('estimated_hours'),
    ...timestamps,
  },
  (t) => [
    primaryKey({ columns: [t.orgId, t.id] }),
    uniqueIndex('estimate_lines_org_estimate_number_idx').on(t.orgId, t.estimateId, t.lineNumber),
    foreignKey({ columns: [t.orgId, t.estimateId], foreignColumns: [estimates.orgId, estimates.id] }),
    foreignKey({ columns: [t.orgId, t.catalogItemId], foreignColumns: [catalogItems.orgId, catalogItems.id] }),
  ],
);

const moneyCents = (name: string) => bigint(name, { mode: 'number' }).notNull();

export const invoices = pgTable(
  'invoices',
  {
    orgId: uuid('org_id').notNull(),
    id: uuid('id').notNull(),
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    /** INV-<number>, from the per-organization `invoice` counter when posted; null while draft. */
    number: integer('number'),
    /** draft, posted or voided; financialStatus and balance are projected on read. */
    state: text('state').notNull(),
    customerId: uuid('customer_id').notNull(),
    estimateId: uuid('estimate_id'),
    currencyCode: text('currency_code').notNull(),
    subtotalCents: moneyCents('subtotal_cents'),
    discountCents: moneyCents('discount_cents'),
    taxCents: moneyCents('tax_cents'),
    totalCents: moneyCents('total_cents'),
    transactionDate: date('transaction_date', { mode: 'string' }).notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    postedAt: timestamp('posted_at', { withTimezone: true }),
    voidedAt: timestamp('voided_at', { withTimezone: true }),
    voidedReason: text('voided_reason'),
    firstSentAt: timestamp('first_sent_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    primaryKey({ columns: [t.orgId, t.id] }),
    uniqueIndex('invoices_org_seq_idx').on(t.orgId, t.seq),
    uniqueIndex('invoices_org_number_idx').on(t.orgId, t.number),
    index('invoices_org_customer_seq_idx').on(t.orgId, t.customerId, t.seq),
    // One live invoice per estimate, even under parallel creates; a voided one frees the estimate.
    uniqueIndex('invoices_org_live_estimate_idx').on(t.orgId, t.estimateId).where(sql`${t.state} <> 'voided'`),
    foreignKey({ columns: [t.orgId, t.customerId], foreignColumns: [customers.orgId, customers.id] }),
    foreignKey({ columns: [t.orgId, t.estimateId], foreignColumns: [estimates.orgId, estimates.id] }),
  ],
);

/** Copied from the estimate when the invoice is made, so later estimate edits never change what was billed. */
export const invoiceLines = pgTable(
  'invoice_lines',
  {
    orgId: uuid('org_id').notNull(),
    id: uuid('id').notNull(),
    invoiceId: uuid('invoice_id').notNull(),
    lineNumber: integer('line_number').notNull(),
    estimateLineId: uuid('estimate_line_id'),
    catalogItemId: uuid('catalog_item_id'),
    description: text('description'),
    quantity: doublePrecision('quantity').notNull(),
    unitPriceCents: integer('unit_price_cents').notNull(),
    amountCents: moneyCents('amount_cents'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.orgId, t.id] }),
    uniqueIndex('invoice_lines_org_invoice_number_idx').on(t.orgId, t.invoiceId, t.lineNumber),
    foreignKey({ columns: [t.orgId, t.invoiceId], foreignColumns: [invoices.orgId, invoices.id] }),
  ],
);

export const invoicePayments = pgTable(
  'invoice_payments',
  {
    orgId: uuid('org_id').notNull(),
    id: uuid('id').notNull(),
    invoiceId: uuid('invoice_id').notNull(),
    amountCents: moneyCents('amount_cents'),
    receivedOn: date('received_on', { mode: 'string' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.orgId, t.id] }),
    index('invoice_payments_org_invoice_idx').on(t.orgId, t.invoiceId),
    foreignKey({ columns: [t.orgId, t.invoiceId], foreignColumns: [invoices.orgId, invoices.id] }),
  ],
);
