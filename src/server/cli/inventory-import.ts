import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { latitudeSchema, longitudeSchema } from '../../shared/contract/common';
import { treeSchema } from '../../shared/contract/inventory';
import type { Db } from '../db/client';
import { sites, trees } from '../db/schema';
import { insertInBatches } from '../demo/batch-insert';

/**
 * Properties use the Tree field names of api.md, so a site report's inventory imports as it is.
 * Ids, site, coordinates and row times are the importer's to set: given ones are ignored.
 */
const importedTreePropertiesSchema = treeSchema
  .partial()
  .extend({
    quantity: z.number().int().min(1).optional(),
    trunkCount: z.number().int().min(1).nullable().optional(),
    dbhInches: z.number().positive().nullable().optional(),
    heightFeet: z.number().positive().nullable().optional(),
    canopySpreadFeet: z.number().positive().nullable().optional(),
    gpsAccuracyMeters: z.number().min(0).nullable().optional(),
  })
  .strict();

const pointSchema = z.object({
  type: z.literal('Point'),
  coordinates: z.union([
    z.tuple([longitudeSchema, latitudeSchema]),
    z.tuple([longitudeSchema, latitudeSchema, z.number()]),
  ]),
});

export const treeFeatureCollectionSchema = z.object({
  type: z.literal('FeatureCollection'),
  features: z.array(
    z.object({
      type: z.literal('Feature'),
      id: z.union([z.string(), z.number()]).optional(),
      // A tree nobody located has no geometry (GeoJSON allows null); it imports without coordinates.
      geometry: pointSchema.nullable(),
      properties: importedTreePropertiesSchema.default({}),
    }),
  ),
});
export type TreeFeatureCollection = z.infer<typeof treeFeatureCollectionSchema>;

/** The organization a site belongs to, or null when no organization has it. */
export async function findSiteOrganization(db: Db, siteId: string): Promise<string | null> {
  const [row] = await db.select({ orgId: sites.orgId }).from(sites).where(eq(sites.id, siteId)).limit(1);
  return row?.orgId ?? null;
}

/** Adds every feature as a tree of the site, all or nothing. */
export async function importTrees(
  db: Db,
  site: { orgId: string; id: string },
  collection: TreeFeatureCollection,
  now: Date,
): Promise<number> {
  const rows = collection.features.map(({ geometry, properties: tree }): typeof trees.$inferInsert => ({
    orgId: site.orgId,
    id: randomUUID(),
    siteId: site.id,
    commonName: tree.commonName ?? null,
    scientificName: tree.scientificName ?? null,
    speciesConfidence: tree.speciesConfidence ?? null,
    speciesSource: tree.speciesSource ?? 'user-confirmed',
    dbhInches: tree.dbhInches ?? null,
    dbhConfidence: tree.dbhConfidence ?? null,
    heightFeet: tree.heightFeet ?? null,
    heightConfidence: tree.heightConfidence ?? null,
    canopySpreadFeet: tree.canopySpreadFeet ?? null,
    canopyConfidence: tree.canopyConfidence ?? null,
    trunkCount: tree.trunkCount ?? null,
    quantity: tree.quantity ?? 1,
    healthCondition: tree.healthCondition ?? null,
    hazardRating: tree.hazardRating ?? null,
    riskAssessment: tree.riskAssessment ?? null,
    defects: tree.defects ?? [],
    observations: tree.observations ?? [],
    recommendations: tree.recommendations ?? [],
    tags: tree.tags ?? [],
    latitude: geometry ? geometry.coordinates[1] : null,
    longitude: geometry ? geometry.coordinates[0] : null,
    gpsAccuracyMeters: tree.gpsAccuracyMeters ?? null,
    capturedAt: tree.capturedAt ? new Date(tree.capturedAt) : now,
    createdAt: now,
    updatedAt: now,
  }));
  await db.transaction((tx) => insertInBatches(tx, trees, rows));
  return rows.length;
}
