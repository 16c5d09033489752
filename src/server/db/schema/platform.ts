/** The organization itself and what every request touches: keys, idempotency, rate limits, counters. */
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  customType,
  foreignKey,
  doublePrecision,
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
import {
  DEFAULT_DISTANCE_UNIT,
  DEFAULT_PLACEHOLDER_HOURS,
  type DistanceUnit,
  type VisitNoticePolicy,
} from '../../../shared/contract/org';
import { stringArray, timestamps } from './columns';
import { crews } from './crews';

export const organizations = pgTable(
  'organizations',
  {
    id: uuid('id').primaryKey(),
    name: text('name').notNull(),
    timeZone: text('time_zone').notNull(),
    originLabel: text('origin_label'),
    originLat: doublePrecision('origin_lat'),
    originLng: doublePrecision('origin_lng'),
    estimateValidityDays: integer('estimate_validity_days').notNull().default(30),
    placeholderHours: doublePrecision('placeholder_hours').notNull().default(DEFAULT_PLACEHOLDER_HOURS),
    freezeHours: integer('freeze_hours').notNull().default(0),
    /** The unit the SPA words distances in (docs/decisions/board.md "The board", `distanceUnit`); migration 0009 gave every organization 'mi'. */
    distanceUnit: text('distance_unit').$type<DistanceUnit>().notNull().default(DEFAULT_DISTANCE_UNIT),
    /** What customer documents print under the name (docs/decisions/estimates-and-invoices.md "Company settings"; migration 0027). */
    addressLines: stringArray('address_lines'),
    phone: text('phone'),
    email: text('email'),
    documentTerms: text('document_terms'),
    /** Whether customers are told of their visits (docs/decisions/messages.md "Visit notices"; migration 0037). */
    visitNotices: text('visit_notices').$type<VisitNoticePolicy>().notNull().default('off'),
    ...timestamps,
  },
  (t) => [
    check('organizations_distance_unit_check', sql`${t.distanceUnit} IN ('mi', 'km')`),
    check('organizations_visit_notices_check', sql`${t.visitNotices} IN ('off', 'ask', 'automatic')`),
  ],
);

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

/**
 * The logo customer documents print, at most one per organization, kept in the database beside the
 * settings (docs/decisions/estimates-and-invoices.md "Company logo"): small and capped, written in the
 * settings' transaction, read in the document's.
 */
export const organizationLogos = pgTable('organization_logos', {
  orgId: uuid('org_id')
    .primaryKey()
    .references(() => organizations.id),
  image: bytea('image').notNull(),
  contentType: text('content_type').$type<'image/png' | 'image/jpeg'>().notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
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
    orgId: uuid('org_id')
      .notNull()
      .references(() => organizations.id),
    id: uuid('id').notNull(),
    /** GET /keys pages by it (migration 0022). */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    /** The key's name (`name` in the API). */
    label: text('label'),
    /** SHA-256 of the whole key; the key itself is never stored. */
    keyHash: text('key_hash').notNull(),
    scopes: stringArray('scopes'),
    /** A crew key's crew: it reaches only that crew's days (docs/decisions/crews.md); null for an office key. */
    crewId: uuid('crew_id'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** Its latest request, written at most every few minutes per instance (src/server/keys/key-use.ts). */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.orgId, t.id] }),
    uniqueIndex('api_keys_hash_idx').on(t.keyHash),
    uniqueIndex('api_keys_id_idx').on(t.id),
    uniqueIndex('api_keys_org_seq_idx').on(t.orgId, t.seq),
    foreignKey({ columns: [t.orgId, t.crewId], foreignColumns: [crews.orgId, crews.id] }),
  ],
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
    /** Headers a replay answers with too (an action's `Action-Id`). */
    responseHeaders: jsonb('response_headers').$type<Record<string, string>>(),
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

/**
 * How many committed transactions have changed an organization's business data: advanced at commit
 * by the deferred triggers of migration 0005, read before a cached read (src/server/read-cache).
 */
export const orgDataRevisions = pgTable('org_data_revisions', {
  orgId: uuid('org_id').primaryKey(),
  revision: bigint('revision', { mode: 'number' }).notNull(),
});
