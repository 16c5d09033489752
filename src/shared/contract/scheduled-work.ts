import { z } from 'zod';
import { daySchema, uuidSchema } from './common';

/** api.md "ScheduledWork": one placement row as GET /schedule answers it. */

export const crewRefSchema = z.object({ id: uuidSchema, name: z.string(), color: z.string(), isArchived: z.boolean() });
export type CrewRef = z.infer<typeof crewRefSchema>;

/** Placement `number` of its job's `count`, in day order. */
export const jobDaySchema = z
  .object({ number: z.number().int().positive(), count: z.number().int().positive() })
  .meta({ id: 'JobDay' });
export type JobDay = z.infer<typeof jobDaySchema>;

export const scheduledWorkSchema = z
  .object({
    scheduleId: uuidSchema,
    estimateId: uuidSchema,
    estimateNumber: z.string(),
    estimateStatus: z.string(),
    scheduledDate: daySchema,
    serviceCategories: z.array(z.string()),
    districtIds: z.array(uuidSchema),
    sortOrder: z.number().int(),
    note: z.string().nullable(),
    siteId: uuidSchema,
    siteLabel: z.string(),
    customerName: z.string().nullable().meta({
      description:
        "extension: the name of the job's customer (the estimate's, as Estimate.customerName reads it); null when the estimate has none",
    }),
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
    totalCents: z.number().int(),
    plannedHours: z.number().nullable(),
    lineItemId: uuidSchema.nullable().meta({
      description:
        'extension: the program line this placement is a round of (placed with lineItemId); null for the whole job',
    }),
    crew: crewRefSchema.nullable(),
    jobDay: jobDaySchema.nullable().meta({
      description:
        "extension: which of its job's days this placement is, when the job is on more than one (a split job, rounds); null when it is on this day only",
    }),
  })
  .meta({ id: 'ScheduledWork' });
export type ScheduledWork = z.infer<typeof scheduledWorkSchema>;
