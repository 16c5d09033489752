import { z } from 'zod';
import { booleanQuerySchema, centsSchema, cursorQuerySchema, timestampSchema, uuidSchema } from './common';

export const catalogItemTypes = ['service', 'product', 'bundle'] as const;

export const catalogItemSchema = z
  .object({
    id: uuidSchema,
    type: z.enum(catalogItemTypes),
    name: z.string(),
    description: z.string().nullable(),
    category: z.string(),
    unitPriceCents: centsSchema,
    active: z.boolean(),
    workTypeHint: z.string().nullable(),
    dbhMinIn: z.number().nullable(),
    dbhMaxIn: z.number().nullable(),
    renewalIntervalMonths: z.number().int().nullable(),
    createdAt: timestampSchema,
    updatedAt: timestampSchema,
  })
  .meta({ id: 'CatalogItem' });
export type CatalogItem = z.infer<typeof catalogItemSchema>;

export const listCatalogItemsQuerySchema = cursorQuerySchema.extend({
  activeOnly: booleanQuerySchema.default(true),
});
export type ListCatalogItemsQuery = z.infer<typeof listCatalogItemsQuerySchema>;
