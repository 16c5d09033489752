import { z } from 'zod';
import { latitudeSchema, longitudeSchema } from './common';

/**
 * GET /org: the caller's organization settings (docs/decisions/board.md "Organization settings"). Read-only
 * here (an operator changes them with `canopy org:settings`). The organization id is left out on
 * purpose: no read of the API names it.
 */
export const orgOriginSchema = z
  .object({ label: z.string(), lat: latitudeSchema, lng: longitudeSchema })
  .meta({ description: 'the depot every route starts and ends at' });

/** How the SPA words a distance; the API itself stays metric (`distanceMeters`). */
export const distanceUnits = ['mi', 'km'] as const;
export const distanceUnitSchema = z.enum(distanceUnits);
export type DistanceUnit = z.infer<typeof distanceUnitSchema>;
/** What a new organization, and one from before the setting, reads: the product's market is the US. */
export const DEFAULT_DISTANCE_UNIT: DistanceUnit = 'mi';

/** Hours booked for work nobody estimated, until an organization sets its own (api.md's default). */
export const DEFAULT_PLACEHOLDER_HOURS = 2;

export const orgSettingsSchema = z
  .object({
    name: z.string(),
    timeZone: z.string().meta({ description: 'IANA zone; every day of the API is a day in it' }),
    origin: orgOriginSchema.nullable().meta({ description: 'null: routes read not_configured' }),
    estimateValidityDays: z.number().int().meta({ description: 'days from sending until an estimate expires' }),
    placeholderHours: z.number().meta({ description: 'hours booked for work nobody estimated' }),
    freezeHours: z.number().int().meta({ description: "route freeze horizon before a crew's day starts" }),
    distanceUnit: distanceUnitSchema.meta({
      description: 'extension: the unit the SPA shows distances in (mi or km); distances in the API stay in meters',
    }),
  })
  .meta({ id: 'OrgSettings' });
export type OrgSettings = z.infer<typeof orgSettingsSchema>;
