import { z } from 'zod';
import { parseBoundingBox } from '../domain/bbox';
import {
  booleanQuerySchema,
  commaList,
  daySchema,
  searchTextSchema,
  spanProblem,
  textSchema,
  uuidSchema,
} from './common';

/** api.md "Schedule": the filters of GET /schedule and GET /schedule/unscheduled, GET /schedule's query, and the span caps. */

export const scheduleKinds = ['work_to_place', 'work_day', 'appointment'] as const;
export const scheduleKindSchema = z.enum(scheduleKinds);
export type ScheduleKind = z.infer<typeof scheduleKindSchema>;

const bboxSchema = z.string().transform((value, ctx) => {
  const box = parseBoundingBox(value);
  if (!box) {
    ctx.addIssue({ code: 'custom', message: 'must be west,south,east,north in degrees' });
    return z.NEVER;
  }
  return box;
});

/** The filters GET /schedule and GET /schedule/unscheduled share. */
export const scheduleFiltersSchema = z.object({
  q: searchTextSchema.optional(),
  search: searchTextSchema.optional().meta({
    description:
      "extension: free text over site label, job number and the customer's name (`q` leaves the customer out); with `q`, both must match",
  }),
  kinds: commaList(scheduleKindSchema).optional(),
  categories: commaList(textSchema(1, 100)).optional(),
  crewIds: commaList(uuidSchema).optional(),
  assigneeIds: commaList(uuidSchema).optional(),
  minAgeDays: z.coerce.number().int().min(0).max(36_500).optional(),
  acceptedFrom: daySchema.optional(),
  acceptedTo: daySchema.optional(),
  scheduledFrom: daySchema.optional(),
  scheduledTo: daySchema.optional(),
  dueOnly: booleanQuerySchema.optional(),
  estimateIds: commaList(uuidSchema).optional(),
  districtIds: commaList(uuidSchema).optional(),
  bbox: bboxSchema.optional(),
});
export type ScheduleFilters = z.infer<typeof scheduleFiltersSchema>;

/** The longest board GET /schedule answers: `to` at most this many days after `from` (a year). */
export const MAX_SCHEDULE_SPAN_DAYS = 366;

export const scheduleQuerySchema = scheduleFiltersSchema
  .extend({
    from: daySchema.optional(),
    to: daySchema
      .optional()
      .meta({ description: `inclusive; at most ${MAX_SCHEDULE_SPAN_DAYS} days after from; before from reads nothing` }),
    crewId: uuidSchema.optional(),
  })
  .superRefine((query, ctx) => {
    // `from` defaults to today on the server, which the schema cannot know; the server checks that span too.
    const problem =
      query.from !== undefined && query.to !== undefined
        ? spanProblem(query.from, query.to, MAX_SCHEDULE_SPAN_DAYS, 'empty')
        : null;
    if (problem) ctx.addIssue({ code: 'custom', path: ['to'], message: problem });
  });
export type ScheduleQuery = z.infer<typeof scheduleQuerySchema>;

/** Upper bound of `days` on bump and fit (api.md leaves it open; docs/decisions/). */
export const MAX_DAYS_FORWARD = 60;
