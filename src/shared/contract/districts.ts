import { z } from 'zod';
import { checkBoundary } from '../domain/district-boundary';
import { latitudeSchema, listOf, longitudeSchema, timestampSchema, uuidSchema } from './common';

/** api.md District: a named ring of [longitude, latitude] pairs (GeoJSON axis order), closing implicitly. */

/** More vertices than any hand-drawn district needs; keeps the O(n^2) self-intersection check cheap. */
const MAX_BOUNDARY_POINTS = 1000;

const positionSchema = z.tuple([longitudeSchema, latitudeSchema]).meta({ description: '[longitude, latitude]' });

export const districtSchema = z
  .object({ id: uuidSchema, name: z.string(), boundary: z.array(positionSchema), createdAt: timestampSchema })
  .meta({ id: 'District' });
export type District = z.infer<typeof districtSchema>;

const districtNameSchema = z
  .string()
  .trim()
  .min(1)
  .max(200)
  .meta({ description: 'unique per organization, ignoring case' });

const boundarySchema = z
  .array(positionSchema)
  .min(3)
  .max(MAX_BOUNDARY_POINTS + 1)
  .transform((points, ctx) => {
    const checked = checkBoundary(points);
    if (!checked.ok) {
      ctx.addIssue({ code: 'custom', message: checked.problem });
      return z.NEVER;
    }
    return checked.ring;
  })
  .meta({ description: 'at least 3 points; a repeated closing point is dropped; must not cross itself' });

export const createDistrictSchema = z
  .strictObject({ name: districtNameSchema, boundary: boundarySchema })
  .meta({ id: 'CreateDistrict' });
export type CreateDistrict = z.infer<typeof createDistrictSchema>;

export const updateDistrictSchema = z
  .strictObject({ name: districtNameSchema.optional(), boundary: boundarySchema.optional() })
  .refine((change) => change.name !== undefined || change.boundary !== undefined, 'must change name or boundary')
  .meta({
    id: 'UpdateDistrict',
    description:
      'Extension: rename and/or reshape a district, checked as on create; a new boundary re-tags the sites inside it',
  });
export type UpdateDistrict = z.infer<typeof updateDistrictSchema>;

export const districtParamsSchema = z.object({ districtId: uuidSchema });

export const removeDistrictResultSchema = z
  .object({ removed: z.literal(true) })
  .meta({ description: 'Extension: the district is gone, and with it every site tag and queue filter match it made' });

export const districtListSchema = listOf(districtSchema);
