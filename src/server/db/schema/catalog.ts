import {
  bigserial,
  boolean,
  doublePrecision,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { timestamps } from './columns';

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
