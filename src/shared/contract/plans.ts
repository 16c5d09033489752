import { z } from 'zod';
import { alongsideFieldProblems, daySchema, MAX_LIST_ITEMS, timestampSchema, uuidSchema } from './common';

/*
 * Extension (issue 44): plan the queue. POST /schedule/plans proposes crew-days for waiting work,
 * .../accept places the chosen proposals in one transaction, .../undo takes them back. Caps are in
 * docs/decisions/caps.md "Crews and the planner".
 */

/** The most working days one plan fills (from `from` to `to`, weekends not counted). */
export const MAX_PLAN_WORKING_DAYS = 15;
/** The most jobs one plan weighs: named ones, or the oldest of the queue. */
export const MAX_PLAN_JOBS = 500;
/** The most a plan may overbook a day, in percent of its length. */
export const MAX_OVERBOOK_PERCENT = 50;
/** How long a plan can be accepted after it was made. */
export const PLAN_LIFETIME_MINUTES = 30;

export const createPlanSchema = z
  .strictObject({
    from: daySchema.meta({ description: 'first day to fill; today or later' }),
    to: daySchema.meta({
      description: `last day to fill (inclusive); at most ${MAX_PLAN_WORKING_DAYS} working days from \`from\``,
    }),
    crewIds: z
      .array(uuidSchema)
      .min(1, 'must name at least one crew; omit it for every working crew')
      .max(MAX_LIST_ITEMS)
      .optional()
      .meta({
        description: "the crews to plan for (each the organization's and not archived); omit for every working crew",
      }),
    estimateIds: z
      .array(uuidSchema)
      .min(1, 'must name at least one job; omit it for the whole queue')
      .max(MAX_PLAN_JOBS)
      .optional()
      .meta({
        description: `the waiting jobs to plan; omit for the queue's ${MAX_PLAN_JOBS} oldest (each named one must be waiting)`,
      }),
    maxOverbookPercent: z
      .number()
      .int()
      .min(0)
      .max(MAX_OVERBOOK_PERCENT)
      .default(0)
      .meta({ description: "how far past a day's length the plan may book it, in percent (default 0)" }),
  })
  .superRefine((body, ctx) => {
    if (typeof body.from === 'string' && typeof body.to === 'string' && body.to < body.from)
      ctx.addIssue({ code: 'custom', path: ['to'], message: 'must be on or after from' });
  }, alongsideFieldProblems)
  .meta({ id: 'CreatePlan' });
export type CreatePlan = z.infer<typeof createPlanSchema>;

export const planPlacementSchema = z.object({
  crewId: uuidSchema,
  scheduledDate: daySchema,
  plannedHours: z.number(),
});

export const planProposalSchema = z
  .object({
    estimateId: uuidSchema,
    estimateNumber: z.string(),
    placements: z.array(planPlacementSchema).meta({ description: 'one per day; split work over consecutive days' }),
    reason: z.string().meta({ description: 'where and why, in plain words' }),
    estimated: z.boolean().meta({
      description:
        "false: nobody estimated the work's hours; plannedHours are the organization's placeholder, held on the day until someone estimates it",
    }),
    addedMeters: z.number().int().meta({
      description: "road metres the job adds to its days' routes (what leaving it out saves); 0 for unlocated work",
    }),
    categories: z.array(z.string()).meta({
      description:
        "the work's service categories as planned: Accept refuses a crew archived, or no longer taking one of them, since",
    }),
  })
  .meta({ id: 'PlanProposal' });
export type PlanProposal = z.infer<typeof planProposalSchema>;

export const planCrewDaySchema = z
  .object({
    crewId: uuidSchema,
    date: daySchema,
    dayLengthMinutes: z.number().int(),
    bookedMinutesBefore: z.number().int(),
    bookedMinutesAfter: z.number().int(),
    controlVersion: z.number().int().meta({
      description:
        "the crew-day's version as the plan read it: Accept refuses when it has moved on (a change feed event naming the day at a later version says so)",
    }),
  })
  .meta({ id: 'PlanCrewDay', description: 'extension: a crew-day the plan adds work to, its load before and after' });

export const planSchema = z
  .object({
    id: uuidSchema,
    expiresAt: timestampSchema,
    proposals: z.array(planProposalSchema),
    unplaced: z.array(z.object({ estimateId: uuidSchema, estimateNumber: z.string(), reason: z.string() })),
    summary: z.object({
      jobs: z.number().int(),
      hours: z.number(),
      addedMeters: z.number().int().meta({ description: "the routes' growth in road metres, every proposal together" }),
      addedDriveMinutes: z.number().int(),
      crewDays: z.number().int(),
      loadBefore: z.number().meta({ description: 'booked over available minutes of every crew-day planned, 0..1+' }),
      loadAfter: z.number(),
    }),
    crewDays: z.array(planCrewDaySchema),
  })
  .meta({ id: 'Plan' });
export type PlanAnswer = z.infer<typeof planSchema>;

export const planParamsSchema = z.object({ planId: uuidSchema });

export const acceptPlanSchema = z
  .strictObject({
    estimateIds: z
      .array(uuidSchema)
      .min(1, 'must name at least one job; omit it for every proposal')
      .max(MAX_PLAN_JOBS)
      .optional()
      .meta({ description: "the proposals to accept (each one of the plan's); omit for all" }),
  })
  .meta({ id: 'AcceptPlan' });
export type AcceptPlan = z.infer<typeof acceptPlanSchema>;

export const acceptPlanResultSchema = z
  .object({
    jobs: z.number().int(),
    crewDays: z.number().int(),
    placements: z.array(
      z.object({
        estimateId: uuidSchema,
        scheduleId: uuidSchema,
        crewId: uuidSchema,
        scheduledDate: daySchema,
        plannedHours: z.number().nullable(),
      }),
    ),
  })
  .meta({ id: 'AcceptPlanResult' });
export type AcceptPlanResult = z.infer<typeof acceptPlanResultSchema>;

export const undoPlanResultSchema = z
  .object({
    removed: z.number().int().meta({ description: 'placements taken back' }),
    crewDays: z.array(z.object({ crewId: uuidSchema, date: daySchema })),
  })
  .meta({ id: 'UndoPlanResult' });
export type UndoPlanResult = z.infer<typeof undoPlanResultSchema>;
