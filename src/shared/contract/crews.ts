import { z } from 'zod';
import { booleanQuerySchema, MAX_LIST_ITEMS, textSchema, timestampSchema, uuidSchema } from './common';

export const crewSchema = z
  .object({
    id: uuidSchema,
    name: z.string(),
    color: z.string().meta({ description: 'hex #rrggbb', example: '#2e7d32' }),
    active: z.boolean().meta({ description: 'false means archived: still listed, never given new work' }),
    dayStartMinutes: z.number().int().nullable().meta({ description: 'minutes past midnight; null means 420 (7:00)' }),
    dayEndMinutes: z.number().int().nullable().meta({ description: 'null means 900 (15:00)' }),
    memberCount: z.number().int(),
    serviceCategories: z.array(z.string()).nullable().meta({
      description:
        'extension: the catalog service categories the crew takes (any case); null means every category (the default)',
    }),
    homeDistrictIds: z.array(uuidSchema).meta({
      description: 'extension: districts the crew prefers to work in; a preference the planner weighs, never a rule',
    }),
    createdAt: timestampSchema,
    updatedAt: timestampSchema,
  })
  .meta({ id: 'Crew' });
export type Crew = z.infer<typeof crewSchema>;

export const listCrewsQuerySchema = z.object({
  active: booleanQuerySchema
    .optional()
    .meta({ description: 'true: working crews only; false: archived only; omit for all' }),
});
export type ListCrewsQuery = z.infer<typeof listCrewsQuerySchema>;

export const crewParamsSchema = z.object({ crewId: uuidSchema });

/** A category as the catalog names it: 1 to 100 characters (the queue's `categories` filter's bound). */
const categoryNameSchema = textSchema(1, 100);

export const updateCrewSchema = z
  .strictObject({
    serviceCategories: z
      .array(categoryNameSchema)
      .min(1, 'must name at least one category; null takes every category')
      .max(MAX_LIST_ITEMS)
      .nullable()
      .optional()
      .meta({ description: 'categories of the catalog the crew takes; null: every category' }),
    homeDistrictIds: z
      .array(uuidSchema)
      .max(MAX_LIST_ITEMS)
      .optional()
      .meta({ description: "the organization's districts the crew prefers; [] for none" }),
  })
  .refine(
    (change) => change.serviceCategories !== undefined || change.homeDistrictIds !== undefined,
    'must change serviceCategories or homeDistrictIds',
  )
  .meta({
    id: 'UpdateCrew',
    description: "Extension: what the crew can do; categories must be the catalog's, districts the organization's",
  });
export type UpdateCrew = z.infer<typeof updateCrewSchema>;
