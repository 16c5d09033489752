import { z } from 'zod';
import { booleanQuerySchema, timestampSchema, uuidSchema } from './common';

export const crewSchema = z
  .object({
    id: uuidSchema,
    name: z.string(),
    color: z.string().meta({ description: 'hex #rrggbb', example: '#2e7d32' }),
    active: z.boolean().meta({ description: 'false means archived: still listed, never given new work' }),
    dayStartMinutes: z.number().int().nullable().meta({ description: 'minutes past midnight; null means 420 (7:00)' }),
    dayEndMinutes: z.number().int().nullable().meta({ description: 'null means 900 (15:00)' }),
    memberCount: z.number().int(),
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
