import { z } from 'zod';
import { daySchema, spanProblem, timestampSchema, uuidSchema } from './common';
import { MAX_SCHEDULE_SPAN_DAYS } from './schedule-query';

/** Jobs one "Tell the customer" names at most (docs/decisions/caps.md "Visit notices"): a day's bump or a plan's worth. */
export const MAX_TELL_JOBS = 200;

/** POST /schedule/notices (extension, docs/decisions/messages.md "Visit notices"). */
const idsSchema = (what: string) =>
  z
    .array(uuidSchema)
    .min(1, `must name at least one ${what}`)
    .max(MAX_TELL_JOBS, `must name at most ${MAX_TELL_JOBS} ${what}s`);

export const tellCustomersSchema = z
  .strictObject({
    estimateIds: idsSchema('job').optional().meta({ description: 'the jobs whose customers to tell' }),
    actionIds: idsSchema('action')
      .optional()
      .meta({ description: "or the board's actions (Action-Id) whose jobs' customers to tell" }),
  })
  .refine((body) => (body.estimateIds === undefined) !== (body.actionIds === undefined), {
    message: 'must name either estimateIds or actionIds',
    path: [],
    when: (payload) => payload.issues.length === 0,
  })
  .meta({ id: 'TellCustomers' });
export type TellCustomers = z.infer<typeof tellCustomersSchema>;

export const visitNoticeOutcomes = ['queued', 'nothing_to_tell', 'no_email'] as const;

export const visitNoticeOutcomeSchema = z
  .object({
    estimateId: uuidSchema,
    outcome: z.enum(visitNoticeOutcomes).meta({
      description:
        'queued: a notice leaves once the job has not changed for a minute; nothing_to_tell: the customer already knows the state now (or the job was never told and is not on the schedule); no_email: the customer has no usable e-mail',
    }),
  })
  .meta({ id: 'VisitNoticeOutcome' });
export type VisitNoticeOutcome = z.infer<typeof visitNoticeOutcomeSchema>;

export const tellCustomersResultSchema = z
  .object({ notices: z.array(visitNoticeOutcomeSchema).meta({ description: 'one per job, by estimate id' }) })
  .meta({ id: 'TellCustomersResult' });
export type TellCustomersResult = z.infer<typeof tellCustomersResultSchema>;

export const toldVisitsQuerySchema = z
  .object({
    from: daySchema,
    to: daySchema.meta({ description: `inclusive; at most ${MAX_SCHEDULE_SPAN_DAYS} days after from` }),
  })
  .superRefine((query, ctx) => {
    const problem = spanProblem(query.from, query.to, MAX_SCHEDULE_SPAN_DAYS);
    if (problem) ctx.addIssue({ code: 'custom', path: ['to'], message: problem });
  });
export type ToldVisitsQuery = z.infer<typeof toldVisitsQuerySchema>;

export const toldVisitSchema = z
  .object({
    estimateId: uuidSchema,
    day: daySchema.meta({ description: 'the day the customer was told the work is on' }),
    toldAt: timestampSchema.meta({ description: 'when the mail server took the notice' }),
  })
  .meta({ id: 'ToldVisit' });
export type ToldVisit = z.infer<typeof toldVisitSchema>;

export const toldVisitsSchema = z
  .object({
    items: z.array(toldVisitSchema).meta({
      description:
        "each job whose customer's newest delivered notice tells a day in the span (the board marks that day's card)",
    }),
  })
  .meta({ id: 'ToldVisits' });
export type ToldVisits = z.infer<typeof toldVisitsSchema>;
