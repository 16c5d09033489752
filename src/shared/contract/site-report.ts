import { z } from 'zod';
import { timestampSchema } from './common';
import { healthConditions, treeSchema } from './inventory';
import { siteSchema } from './sites';

/** Records and the physical trees they stand for (a record may stand for a row of several). */
const treeTallySchema = z.object({ treeCount: z.number().int(), physicalTrees: z.number() });

export const speciesTallySchema = treeTallySchema
  .extend({ commonName: z.string().nullable(), scientificName: z.string().nullable() })
  .meta({ id: 'SpeciesTally', description: 'both names null: not identified yet' });

export const healthTallySchema = treeTallySchema
  .extend({ healthCondition: z.enum(healthConditions).nullable() })
  .meta({ id: 'HealthTally', description: 'healthCondition null: not assessed' });

export const siteReportSummarySchema = z
  .object({
    treeCount: z.number().int().meta({ description: 'tree records, located or not' }),
    physicalTrees: z.number().meta({ description: "sum of the records' quantity" }),
    bySpecies: z.array(speciesTallySchema).meta({ description: 'most physical trees first' }),
    byHealth: z.array(healthTallySchema).meta({ description: 'most physical trees first' }),
    hazardous: treeTallySchema.meta({ description: 'trees whose condition is hazardous or dead' }),
  })
  .meta({ id: 'SiteReportSummary' });

export const treeFeatureSchema = z
  .object({
    type: z.literal('Feature'),
    id: z.string(),
    geometry: z.object({ type: z.literal('Point'), coordinates: z.tuple([z.number(), z.number()]) }),
    properties: treeSchema,
  })
  .meta({ id: 'TreeFeature', description: 'GeoJSON Point in [longitude, latitude] order; properties are the Tree' });

export const siteReportSchema = z
  .object({
    site: siteSchema,
    generatedAt: timestampSchema,
    summary: siteReportSummarySchema,
    inventory: z
      .object({ type: z.literal('FeatureCollection'), features: z.array(treeFeatureSchema) })
      .meta({ description: 'GeoJSON FeatureCollection of the located trees' }),
    unlocated: z.array(treeSchema).meta({ description: 'trees with no coordinates; counted in the summary' }),
  })
  .meta({ id: 'SiteReport' });
export type SiteReport = z.infer<typeof siteReportSchema>;
export type SiteReportSummary = z.infer<typeof siteReportSummarySchema>;
export type TreeFeature = z.infer<typeof treeFeatureSchema>;

export const siteReportQuerySchema = z.object({
  download: z
    .enum(['1', '0', 'true', 'false'])
    .transform((value) => value === '1' || value === 'true')
    .optional()
    .meta({ description: '1 adds Content-Disposition: attachment with a file name' }),
});
