import { z } from 'zod';
import { timestampSchema, uuidSchema } from './common';

export const speciesSources = ['ai', 'user-confirmed', 'user-corrected', 'live-confirmed'] as const;
export const healthConditions = ['good', 'fair', 'poor', 'dead', 'hazardous'] as const;
export const photoCategories = ['primary', 'trunk', 'canopy', 'defect', 'context', 'markup', 'general'] as const;
export const noteScopes = ['site', 'tree'] as const;

const confidenceSchema = z.number().min(0).max(1).nullable();

export const treeSchema = z
  .object({
    id: uuidSchema,
    siteId: uuidSchema,
    commonName: z.string().nullable(),
    scientificName: z.string().nullable(),
    speciesConfidence: confidenceSchema,
    speciesSource: z.enum(speciesSources),
    dbhInches: z.number().nullable(),
    dbhConfidence: confidenceSchema,
    heightFeet: z.number().nullable(),
    heightConfidence: confidenceSchema,
    canopySpreadFeet: z.number().nullable(),
    canopyConfidence: confidenceSchema,
    trunkCount: z.number().nullable(),
    quantity: z.number(),
    healthCondition: z.enum(healthConditions).nullable(),
    hazardRating: z.number().nullable(),
    riskAssessment: z.string().nullable(),
    defects: z.array(z.string()),
    observations: z.array(z.string()),
    recommendations: z.array(z.string()),
    tags: z.array(z.string()),
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
    gpsAccuracyMeters: z.number().nullable(),
    capturedAt: timestampSchema,
    createdAt: timestampSchema,
    updatedAt: timestampSchema,
  })
  .meta({ id: 'Tree' });
export type Tree = z.infer<typeof treeSchema>;

export const photoSchema = z
  .object({
    id: uuidSchema,
    treeId: uuidSchema,
    category: z.enum(photoCategories),
    caption: z.string().nullable(),
    hasMarkup: z.boolean(),
    width: z.number().int().nullable(),
    height: z.number().int().nullable(),
    capturedAt: timestampSchema,
    url: z.string().nullable(),
  })
  .meta({ id: 'TreePhoto' });
export type Photo = z.infer<typeof photoSchema>;

export const noteSchema = z
  .object({
    id: uuidSchema,
    scope: z.enum(noteScopes),
    treeId: uuidSchema.nullable(),
    transcript: z.string(),
    estimatedCostCents: z.number().int().nullable(),
    clientNotes: z.string().nullable(),
    health: z.string().nullable(),
    defects: z.array(z.string()),
    observations: z.array(z.string()),
    recommendations: z.array(z.string()),
    mentionedTrees: z.array(z.object({ species: z.string(), location: z.string() })),
    durationSeconds: z.number().nullable(),
    createdAt: timestampSchema,
  })
  .meta({ id: 'Note' });
export type Note = z.infer<typeof noteSchema>;
