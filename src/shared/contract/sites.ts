import { z } from 'zod';
import {
  cursorQuerySchema,
  latitudeSchema,
  longitudeSchema,
  alongsideFieldProblems,
  requireCoordinatePair,
  searchTextSchema,
  timestampSchema,
  uuidSchema,
} from './common';

/**
 * Where a site's coordinates came from (beyond api.md, see docs/decisions.md):
 * `supplied` kept as sent, `geocoded` from the address, `replaced` sent but far from the
 * geocode so the geocode won, `none` nothing could be found.
 */
export const locationSources = ['supplied', 'geocoded', 'replaced', 'none'] as const;
export const locationSourceSchema = z.enum(locationSources);
export type LocationSource = z.infer<typeof locationSourceSchema>;

export const siteSchema = z
  .object({
    id: uuidSchema,
    customerId: uuidSchema,
    label: z.string().nullable(),
    street: z.string(),
    city: z.string(),
    state: z.string(),
    zip: z.string(),
    country: z.string(),
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
    locationSource: locationSourceSchema,
    createdAt: timestampSchema,
    updatedAt: timestampSchema,
  })
  .meta({ id: 'Site' });
export type Site = z.infer<typeof siteSchema>;

export const createSiteSchema = z
  .strictObject({
    customerId: uuidSchema,
    label: z.string().trim().max(200).nullable().optional(),
    street: z.string().trim().min(1).max(300),
    city: z.string().trim().min(1).max(200),
    state: z.string().trim().min(1).max(100),
    zip: z.string().trim().min(1).max(20),
    country: z.string().trim().min(1).max(100).default('US'),
    latitude: latitudeSchema.nullable().optional(),
    longitude: longitudeSchema.nullable().optional(),
  })
  .superRefine(requireCoordinatePair, alongsideFieldProblems)
  .meta({ id: 'CreateSite' });
export type CreateSite = z.infer<typeof createSiteSchema>;

export const listSitesQuerySchema = cursorQuerySchema.extend({
  customerId: uuidSchema.optional(),
  search: searchTextSchema.optional(),
});
export type ListSitesQuery = z.infer<typeof listSitesQuerySchema>;
