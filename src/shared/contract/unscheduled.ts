import { z } from 'zod';
import { daySchema, timestampSchema, uuidSchema } from './common';
import { scheduleFiltersSchema } from './schedule-query';

/** api.md "GET /schedule/unscheduled": the queue of accepted work with hours still unplaced. */

/** Page size of GET /schedule/unscheduled when `limit` is omitted (api.md leaves it open; docs/decisions/). */
export const DEFAULT_UNSCHEDULED_LIMIT = 50;

export const unscheduledQuerySchema = scheduleFiltersSchema.extend({
  limit: z.coerce.number().int().min(1).max(200).default(DEFAULT_UNSCHEDULED_LIMIT),
  offset: z.coerce.number().int().min(0).default(0),
});
export type UnscheduledQuery = z.infer<typeof unscheduledQuerySchema>;

export const dueRoundSchema = z
  .object({
    lineItemId: uuidSchema,
    round: z.number().int(),
    dueOn: daySchema,
    windowOpensOn: daySchema,
    overdue: z.boolean(),
    hours: z.number().nullable().meta({
      description:
        "extension: the hours placing the round books (its line's estimated hours; null when not estimated), which fit sizes it by",
    }),
  })
  .meta({ id: 'DueRound' });

export const unscheduledRowSchema = z
  .object({
    estimateId: uuidSchema,
    estimateNumber: z.string(),
    siteId: uuidSchema,
    siteLabel: z.string().nullable(),
    customerName: z.string().nullable().meta({
      description:
        "extension: the name of the job's customer (the estimate's, as Estimate.customerName reads it); null when the estimate has none",
    }),
    acceptedAt: timestampSchema.nullable(),
    estimatedHours: z.number().nullable(),
    remainingHours: z.number().nullable(),
    expectedDays: z.number().int().nullable(),
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
    serviceCategories: z.array(z.string()),
    districtIds: z.array(uuidSchema),
    dueRound: dueRoundSchema.nullable(),
  })
  .meta({ id: 'UnscheduledRow' });
export type UnscheduledRow = z.infer<typeof unscheduledRowSchema>;

export const unscheduledPageSchema = z
  .object({
    items: z.array(unscheduledRowSchema),
    total: z.number().int().meta({ description: 'size of the whole filtered set' }),
    nextOffset: z.number().int().nullable().meta({ description: 'offset of the next page; null on the last one' }),
  })
  .meta({ id: 'UnscheduledPage' });
export type UnscheduledPage = z.infer<typeof unscheduledPageSchema>;
