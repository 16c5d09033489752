import { z } from 'zod';
import { daySchema, spanProblem, uuidSchema } from './common';
import { MAX_SCHEDULE_SPAN_DAYS } from './schedule-query';

/**
 * GET /schedule/progress (extension, docs/decisions/crews.md "Work progress"): how far along each visit
 * placed in a span is, counted in its work's lines, so the board and the crew's day can show a visit
 * not started, under way or done without reading every estimate.
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
    scheduleId: uuidSchema.meta({ description: 'the visit (placement)' }),
    estimateId: uuidSchema,
    done: z.number().int().meta({
      description:
        "lines marked done: the estimate's for a visit of its own work; 0 for a program round's visit, whose treatment nothing marks done yet",
    }),
    total: z.number().int().meta({
      description:
        "lines of the visit's work: the estimate's, or 1 for a program round's visit; 0 done is not started, all done is done",
    }),
  })
  .meta({ id: 'WorkProgress' });
export type WorkProgress = z.infer<typeof workProgressSchema>;

export const workProgressListSchema = z
  .object({
    items: z
      .array(workProgressSchema)
      .meta({ description: 'every visit placed from `from` to `to`, by estimate id, then visit id' }),
  })
  .meta({ id: 'WorkProgressList' });
export type WorkProgressList = z.infer<typeof workProgressListSchema>;
