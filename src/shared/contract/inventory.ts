import { z } from 'zod';
import {
  alongsideFieldProblems,
  latitudeSchema,
  longitudeSchema,
  requireCoordinatePair,
  timestampSchema,
  uuidSchema,
} from './common';

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

/*
 * Office writes (extensions, docs/decisions/resources.md "Inventory from the office"): api.md has the field
 * inventory read-only; the office adds, corrects and removes trees, types notes and uploads photos.
 */

/** Wider than any trunk measured: the widest, the Árbol del Tule, is about 460 in across. */
export const MAX_DBH_INCHES = 1200;
export const MAX_NOTE_CHARS = 5000;
export const MAX_CAPTION_CHARS = 500;

const speciesNameSchema = z.string().trim().min(1).max(200).nullable().optional();

const treeFields = {
  commonName: speciesNameSchema,
  scientificName: speciesNameSchema,
  dbhInches: z.number().positive().max(MAX_DBH_INCHES).nullable().optional(),
  healthCondition: z.enum(healthConditions).nullable().optional(),
  latitude: latitudeSchema.nullable().optional(),
  longitude: longitudeSchema.nullable().optional(),
};

export const createTreeSchema = z
  .strictObject(treeFields)
  .superRefine(requireCoordinatePair, alongsideFieldProblems)
  .meta({
    id: 'CreateTree',
    description:
      'Extension: a tree added from the office. Its species counts as confirmed by a person (speciesSource user-confirmed) and its DBH as measured (dbhConfidence null); omitted fields are null',
  });
export type CreateTree = z.infer<typeof createTreeSchema>;

export const updateTreeSchema = z
  .strictObject(treeFields)
  .superRefine(requireCoordinatePair, alongsideFieldProblems)
  .refine((change) => Object.values(change).some((value) => value !== undefined), 'must change at least one field')
  .meta({
    id: 'UpdateTree',
    description:
      'Extension: correct a tree; only the fields sent change. A changed species becomes user-corrected, a changed DBH measured; latitude and longitude change together (both null clears the location)',
  });
export type UpdateTree = z.infer<typeof updateTreeSchema>;

export const createNoteSchema = z
  .strictObject({
    treeId: uuidSchema.nullable().optional().meta({ description: 'a tree of this site; omitted or null: a site note' }),
    transcript: z.string().trim().min(1).max(MAX_NOTE_CHARS),
  })
  .meta({ id: 'CreateNote', description: 'Extension: a note typed in the office, about the site or one of its trees' });
export type CreateNote = z.infer<typeof createNoteSchema>;

export const createPhotoSchema = z
  .strictObject({
    data: z.base64().min(1).meta({
      description:
        'the image file, base64; JPEG, PNG or WebP, told by its bytes; the whole body stays under the body cap',
    }),
    category: z.enum(photoCategories).default('general'),
    caption: z.string().trim().max(MAX_CAPTION_CHARS).nullable().optional(),
  })
  .meta({ id: 'CreatePhoto', description: 'Extension: a photo of a tree uploaded from the office' });
export type CreatePhoto = z.infer<typeof createPhotoSchema>;

export const treeParamsSchema = z.object({ treeId: uuidSchema });
export const siteParamsSchema = z.object({ siteId: uuidSchema });

export const removeTreeResultSchema = z
  .object({ removed: z.literal(true) })
  .meta({ description: 'Extension: the tree is gone, with its photos and the notes dictated at it' });
