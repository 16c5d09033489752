import { bigserial, boolean, doublePrecision, foreignKey, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { stringArray, timestamps } from './columns';
import { sites } from './customers';

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
