import { z } from 'zod';
import { daySchema, uuidSchema } from './common';
import { noteSchema, plannedHoursSchema } from './placements';

/** api.md "POST /schedule/emergency": a job put next on a crew's day. */

export const emergencySchema = z
  .strictObject({
    estimateId: uuidSchema,
    crewId: uuidSchema.nullable(),
    date: daySchema,
    plannedHours: plannedHoursSchema.nullable().optional(),
    note: noteSchema.optional(),
    scheduleId: uuidSchema.optional().meta({
      description:
        'extension: a visit of this job on another crew-day, moved onto this one first (as PATCH /estimates/{estimateId}/schedule/{scheduleId} moves it) in the same transaction, so the job keeps one visit (wasAlreadyOnTheDay is then false); a refused emergency moves nothing',
    }),
  })
  .meta({ id: 'Emergency' });
export type Emergency = z.infer<typeof emergencySchema>;

export const emergencyResultSchema = z
  .object({
    scheduleId: uuidSchema,
    estimateId: uuidSchema,
    crewId: uuidSchema.nullable(),
    date: daySchema,
    wasAlreadyOnTheDay: z.boolean(),
    position: z.number().int(),
    orderedScheduleIds: z.array(uuidSchema),
    orderPinned: z.boolean(),
    displaced: z.array(
      z.object({
        scheduleId: uuidSchema,
        estimateId: uuidSchema,
        jobNumber: z.number().int(),
        addressLabel: z.string().nullable(),
      }),
    ),
    dayEndsAtMinutes: z.number().int().nullable(),
  })
  .meta({ id: 'EmergencyResult' });
export type EmergencyResult = z.infer<typeof emergencyResultSchema>;
