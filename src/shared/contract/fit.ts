import { z } from 'zod';
import { alongsideFieldProblems, commaList, daySchema, uuidSchema } from './common';
import { MAX_DAYS_FORWARD } from './schedule-query';

/** api.md "GET /schedule/fit": (crew, day) pairs ranked for work; never places. */

/** The most fits GET /schedule/fit's `limit` asks for (an extension). */
export const MAX_FIT_LIMIT = 500;

/** Hours of work to rank days for, when no estimate says it (more than 0, at most MAX_FIT_HOURS). */
const MAX_FIT_HOURS = 1000;
const fitHoursSchema = z.number().positive().max(MAX_FIT_HOURS);

export const fitQuerySchema = z
  .object({
    from: daySchema.optional(),
    days: z.coerce
      .number()
      .int()
      .min(1)
      .max(MAX_DAYS_FORWARD)
      .default(10)
      .meta({ description: 'working days from `from`, 1 to 60 (default 10)' }),
    estimateIds: commaList(uuidSchema).optional(),
    hours: z.string().transform(Number).optional().meta({
      type: 'number',
      exclusiveMinimum: 0,
      maximum: MAX_FIT_HOURS,
      description: 'ignored when estimateIds given',
    }),
    lat: z.coerce.number().min(-90).max(90).optional(),
    lng: z.coerce.number().min(-180).max(180).optional(),
    crewIds: commaList(uuidSchema).optional(),
    limit: z.coerce
      .number()
      .int()
      .min(1)
      .max(MAX_FIT_LIMIT)
      .optional()
      .meta({
        description: `extension: at most this many fits, the best first (1 to ${MAX_FIT_LIMIT}); without it every crew-day of the window is ranked, as api.md says`,
      }),
  })
  // api.md: hours are ignored when estimateIds are given, so they are checked only without them (a form sending both is not refused).
  .superRefine((query, ctx) => {
    if (query.estimateIds !== undefined || query.hours === undefined) return;
    for (const issue of fitHoursSchema.safeParse(query.hours).error?.issues ?? [])
      ctx.addIssue({ ...issue, path: ['hours'] });
  }, alongsideFieldProblems);
export type FitQuery = z.infer<typeof fitQuerySchema>;

export const fitSchema = z.object({
  crewId: uuidSchema,
  crewName: z.string(),
  date: daySchema,
  fits: z.boolean(),
  remainingMinutes: z.number(),
  nearestMeters: z.number().nullable(),
  detourMeters: z.number().nullable(),
  bookedMinutes: z.number(),
  stops: z.number().int(),
  takesWork: z.boolean().meta({
    description:
      'extension: false when the crew does not take a service category of the work (ranked after every crew that does, `fits` false)',
  }),
  reason: z.string(),
});
export const fitResultSchema = z
  .object({ fits: z.array(fitSchema), need: z.object({ minutes: z.number(), estimated: z.boolean() }) })
  .meta({ id: 'FitResult' });
export type FitResult = z.infer<typeof fitResultSchema>;
