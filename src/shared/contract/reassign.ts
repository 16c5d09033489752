import { z } from 'zod';
import { daySchema, uuidSchema } from './common';

/** api.md "POST /schedule/reassign": a crew's day handed to another crew on the same date. */

export const reassignSchema = z
  .strictObject({ fromCrewId: uuidSchema.nullable(), toCrewId: uuidSchema.nullable(), date: daySchema })
  .meta({ id: 'ReassignDay' });
export type Reassign = z.infer<typeof reassignSchema>;

export const reassignResultSchema = z
  .object({
    date: daySchema,
    fromCrewId: uuidSchema.nullable(),
    toCrewId: uuidSchema.nullable(),
    movedCount: z.number().int(),
    notMoved: z.array(
      z.object({
        scheduleId: uuidSchema,
        jobId: uuidSchema,
        reason: z.enum(['target_crew_already_on_that_job', 'already_started']),
      }),
    ),
    orderPinned: z.boolean(),
  })
  .meta({ id: 'ReassignResult' });
export type ReassignResult = z.infer<typeof reassignResultSchema>;
