import { z } from 'zod';
import { daySchema, spanProblem, uuidSchema } from './common';
import { MAX_SCHEDULE_SPAN_DAYS } from './schedule-query';

/**
 * GET /schedule/progress (extension, docs/decisions/crews.md "Work progress"): how far along each job
 * placed in a span is, counted in its lines, so the board and the crew's day can show a job not
 * started, under way or done without reading every estimate.
 */
export const workProgressQuerySchema = z
  .object({
    from: daySchema,
    to: daySchema.meta({ description: `inclusive; at most ${MAX_SCHEDULE_SPAN_DAYS} days after from` }),
    crewId: uuidSchema.optional().meta({ description: 'only the work placed on this crew' }),
  })
  .superRefine((query, ctx) => {
    const problem = spanProblem(query.from, query.to, MAX_SCHEDULE_SPAN_DAYS);
    if (problem) ctx.addIssue({ code: 'custom', path: ['to'], message: problem });
  });
export type WorkProgressQuery = z.infer<typeof workProgressQuerySchema>;

export const workProgressSchema = z
  .object({
    estimateId: uuidSchema,
    done: z.number().int().meta({ description: 'lines marked done' }),
    total: z.number().int().meta({ description: 'lines of the estimate: 0 done is not started, all done is done' }),
  })
  .meta({ id: 'WorkProgress' });
export type WorkProgress = z.infer<typeof workProgressSchema>;

export const workProgressListSchema = z
  .object({
    items: z
      .array(workProgressSchema)
      .meta({ description: 'every estimate with a placement from `from` to `to`, by estimate id' }),
  })
  .meta({ id: 'WorkProgressList' });
export type WorkProgressList = z.infer<typeof workProgressListSchema>;
