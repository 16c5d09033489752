import { z } from 'zod';
import { latitudeSchema, longitudeSchema } from './common';

/**
 * GET /org: the caller's organization settings (decisions.md "Organization settings"). Read-only
 * here (an operator changes them with `canopy org:settings`). The organization id is left out on
 * purpose: no read of the API names it.
 */
export const orgOriginSchema = z
  .object({ label: z.string(), lat: latitudeSchema, lng: longitudeSchema })
  .meta({ description: 'the depot every route starts and ends at' });

export const orgSettingsSchema = z
  .object({
    name: z.string(),
    timeZone: z.string().meta({ description: 'IANA zone; every day of the API is a day in it' }),
    origin: orgOriginSchema.nullable().meta({ description: 'null: routes read not_configured' }),
    estimateValidityDays: z.number().int().meta({ description: 'days from sending until an estimate expires' }),
    placeholderHours: z.number().meta({ description: 'hours booked for work nobody estimated' }),
    freezeHours: z.number().int().meta({ description: "route freeze horizon before a crew's day starts" }),
  })
  .meta({ id: 'OrgSettings' });
export type OrgSettings = z.infer<typeof orgSettingsSchema>;
