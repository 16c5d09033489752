import { boolean, foreignKey, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { timestamps } from './columns';

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
    /** Catalog service categories the crew takes (migration 0035); null: every category. */
    serviceCategories: text('service_categories').array(),
    /** Districts the crew prefers to work in (a preference the planner weighs, never a rule). */
    homeDistrictIds: uuid('home_district_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
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
