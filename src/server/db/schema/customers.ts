import {
  bigserial,
  doublePrecision,
  foreignKey,
  index,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { timestamps } from './columns';

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
    /** How precise the coordinates are (address, zip, city, manual); null when nobody can say (typed in, or none). */
    locationPrecision: text('location_precision'),
    ...timestamps,
  },
  (t) => [
    primaryKey({ columns: [t.orgId, t.id] }),
    uniqueIndex('sites_org_seq_idx').on(t.orgId, t.seq),
    index('sites_org_customer_seq_idx').on(t.orgId, t.customerId, t.seq),
    foreignKey({ columns: [t.orgId, t.customerId], foreignColumns: [customers.orgId, customers.id] }),
  ],
);
