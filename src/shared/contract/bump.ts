import { z } from 'zod';
import { daySchema, uuidSchema } from './common';
import { MAX_DAYS_FORWARD } from './schedule-query';

/** api.md "POST /schedule/bump": a crew's whole day moved forward. */

export const bumpSchema = z
  .strictObject({
    crewId: uuidSchema.nullable(),
    fromDate: daySchema,
    days: z
      .number()
      .int()
      .min(1)
      .max(MAX_DAYS_FORWARD)
      .meta({ description: 'working days forward, 1 to 60; weekends are skipped by counting' }),
  })
  .meta({ id: 'BumpDay' });
export type Bump = z.infer<typeof bumpSchema>;

export const bumpResultSchema = z
  .object({
    fromDate: daySchema,
    toDate: daySchema,
    movedCount: z.number().int(),
    landedLater: z.array(
      z.object({
        scheduleId: uuidSchema,
        jobId: uuidSchema,
        landedOn: daySchema,
        reason: z.literal('job_already_had_that_day'),
      }),
    ),
    orderPinned: z.boolean(),
  })
  .meta({ id: 'BumpResult' });
export type BumpResult = z.infer<typeof bumpResultSchema>;
