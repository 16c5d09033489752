import { z } from 'zod';
import {
  cursorQuerySchema,
  latitudeSchema,
  longitudeSchema,
  alongsideFieldProblems,
  requireCoordinatePair,
  searchTextSchema,
  textSchema,
  timestampSchema,
  uuidSchema,
} from './common';

/**
 * Where a site's coordinates came from (beyond api.md, see docs/decisions/):
 * `supplied` kept as sent, `geocoded` from the address, `replaced` sent but far from the
 * geocode so the geocode won, `none` nothing could be found.
 */
export const locationSources = ['supplied', 'geocoded', 'replaced', 'none'] as const;
export const locationSourceSchema = z.enum(locationSources);
export type LocationSource = z.infer<typeof locationSourceSchema>;

/** Supplied coordinates this close to the geocode agree with it and are kept (docs/decisions/resources.md "Resources", `locationSource`). */
export const AGREEMENT_RADIUS_METERS = 25_000;

/**
 * How precise a site's coordinates are (beyond api.md, see docs/decisions/): `address` a street
 * address geocode, `zip` a ZIP centroid, `city` a city centre, `manual` placed by hand on the map.
 */
export const locationPrecisions = ['address', 'zip', 'city', 'manual'] as const;
export const locationPrecisionSchema = z.enum(locationPrecisions);
export type LocationPrecision = z.infer<typeof locationPrecisionSchema>;

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
    locationPrecision: locationPrecisionSchema.nullable().meta({
      description:
        'Extension: how precise the coordinates are: address (street address), zip (ZIP centre), city (city centre), manual (placed by hand); null when not known (coordinates typed in, or none)',
    }),
    createdAt: timestampSchema,
    updatedAt: timestampSchema,
  })
  .meta({ id: 'Site' });
export type Site = z.infer<typeof siteSchema>;

export const createSiteSchema = z
  .strictObject({
    customerId: uuidSchema,
    label: textSchema(0, 200).nullable().optional(),
    street: textSchema(1, 300),
    city: textSchema(1, 200),
    state: textSchema(1, 100),
    zip: textSchema(1, 20),
    country: textSchema(1, 100).default('US'),
    latitude: latitudeSchema.nullable().optional(),
    longitude: longitudeSchema.nullable().optional(),
  })
  .superRefine(requireCoordinatePair, alongsideFieldProblems)
  .meta({ id: 'CreateSite' });
export type CreateSite = z.infer<typeof createSiteSchema>;

export const moveSiteSchema = z.strictObject({ latitude: latitudeSchema, longitude: longitudeSchema }).meta({
  id: 'MoveSite',
  description: "Extension: the site's position set by hand (a pin dragged on the map, or typed coordinates)",
});
export type MoveSite = z.infer<typeof moveSiteSchema>;

export const listSitesQuerySchema = cursorQuerySchema.extend({
  customerId: uuidSchema.optional(),
  search: searchTextSchema.optional(),
  q: searchTextSchema.optional().meta({
    description:
      "Extension: case-insensitive part of the site's label, of its street line or of its customer's name (a clerk finding the site to estimate for); `search` keeps to the street line",
  }),
});
export type ListSitesQuery = z.infer<typeof listSitesQuerySchema>;
