import { z } from 'zod';
import { parseBoundingBox } from '../domain/bbox';
import { appointmentSchema } from './appointments';
import {
  commaList,
  daySchema,
  MAX_LIST_ITEMS,
  searchTextSchema,
  spanProblem,
  timestampSchema,
  uuidSchema,
} from './common';

/** api.md "Schedule": placements, the board read, the unscheduled queue, bump, reassign, emergency, fit. */

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
  kinds: commaList(scheduleKindSchema).optional(),
  categories: commaList(z.string().min(1).max(100)).optional(),
  crewIds: commaList(uuidSchema).optional(),
  assigneeIds: commaList(uuidSchema).optional(),
  minAgeDays: z.coerce.number().int().min(0).max(36_500).optional(),
  acceptedFrom: daySchema.optional(),
  acceptedTo: daySchema.optional(),
  scheduledFrom: daySchema.optional(),
  scheduledTo: daySchema.optional(),
  dueOnly: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional(),
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

/** Page size of GET /schedule/unscheduled when `limit` is omitted (api.md leaves it open; docs/decisions.md). */
export const DEFAULT_UNSCHEDULED_LIMIT = 50;

export const unscheduledQuerySchema = scheduleFiltersSchema.extend({
  limit: z.coerce.number().int().min(1).max(200).default(DEFAULT_UNSCHEDULED_LIMIT),
  offset: z.coerce.number().int().min(0).default(0),
});
export type UnscheduledQuery = z.infer<typeof unscheduledQuerySchema>;

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

export const placementRecordSchema = z
  .object({
    scheduleId: uuidSchema,
    estimateId: uuidSchema,
    crewId: uuidSchema.nullable(),
    scheduledDate: daySchema,
    sortOrder: z.number().int(),
    note: z.string().nullable(),
    createdAt: timestampSchema,
    updatedAt: timestampSchema,
  })
  .meta({ id: 'PlacementRecord' });
export type PlacementRecord = z.infer<typeof placementRecordSchema>;

/**
 * Hours of one placement, which is one day: at most 24. More than the crew's day or than the job's
 * estimate is accepted (overbooking and under-estimates are the dispatcher's call; the board shows them).
 */
export const MAX_PLANNED_HOURS = 24;
const plannedHoursSchema = z
  .number()
  .positive()
  .max(MAX_PLANNED_HOURS, `must be at most ${MAX_PLANNED_HOURS} hours (one day)`);
const noteSchema = z.string().trim().max(2000).nullable();

export const placeWorkSchema = z
  .strictObject({
    estimateIds: z.array(uuidSchema).min(1).max(MAX_LIST_ITEMS),
    crewId: uuidSchema.nullable(),
    scheduledDate: daySchema,
    note: noteSchema.optional(),
    plannedHours: plannedHoursSchema.optional(),
    lineItemId: uuidSchema.optional(),
  })
  .meta({ id: 'PlaceWork' });
export type PlaceWork = z.infer<typeof placeWorkSchema>;

/**
 * Why a row of POST /schedule did not land (docs/decisions.md): unknown estimate; not accepted
 * (draft, sent, declined, canceled); completed (every line done; a program round may still be
 * placed with lineItemId); an archived crew; no hours left to place and no plannedHours sent;
 * a lineItemId that is not a program line of the estimate.
 */
export const placementErrors = [
  'not_found',
  'not_accepted',
  'completed',
  'crew_archived',
  'fully_placed',
  'not_a_program_line',
] as const;
export type PlacementError = (typeof placementErrors)[number];

export const placementOutcomeSchema = z.object({
  estimateId: uuidSchema,
  status: z.enum(['placed', 'skipped', 'failed']),
  error: z.enum(placementErrors).nullable().meta({ description: 'why a failed row did not land; null unless failed' }),
  scheduleId: uuidSchema.nullable().meta({
    description: 'Extension: the placement that landed (a placed row); null for skipped and failed rows',
  }),
});
export const placeWorkResultSchema = z
  .object({ placedCount: z.number().int(), failedCount: z.number().int(), items: z.array(placementOutcomeSchema) })
  .meta({ id: 'PlaceWorkResult' });
export type PlaceWorkResult = z.infer<typeof placeWorkResultSchema>;

export const movePlacementSchema = z
  .strictObject({
    scheduledDate: daySchema.optional(),
    crewId: uuidSchema.nullable().optional(),
    note: noteSchema.optional(),
    plannedHours: plannedHoursSchema.nullable().optional().meta({
      description:
        "Extension: the hours planned on this placement's day (null: not estimated, the placeholder stands in)",
    }),
  })
  .meta({ id: 'MovePlacement' });
export type MovePlacement = z.infer<typeof movePlacementSchema>;

export const removePlacementResultSchema = z.object({ removed: z.literal(true), revertedToAccepted: z.boolean() });

/** Upper bound of `days` on bump and fit (api.md leaves it open; docs/decisions.md). */
export const MAX_DAYS_FORWARD = 60;
/** The most fits GET /schedule/fit's `limit` asks for (an extension). */
export const MAX_FIT_LIMIT = 500;

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

export const reassignSchema = z
  .strictObject({ fromCrewId: uuidSchema.nullable(), toCrewId: uuidSchema.nullable(), date: daySchema })
  .meta({ id: 'ReassignDay' });
export type Reassign = z.infer<typeof reassignSchema>;

export const reassignResultSchema = z
  .object({
    date: daySchema,
    fromCrewId: uuidSchema.nullable(),
    toCrewId: uuidSchema.nullable(),
    movedCount: z.number().int(),
    notMoved: z.array(
      z.object({
        scheduleId: uuidSchema,
        jobId: uuidSchema,
        reason: z.enum(['target_crew_already_on_that_job', 'already_started']),
      }),
    ),
    orderPinned: z.boolean(),
  })
  .meta({ id: 'ReassignResult' });
export type ReassignResult = z.infer<typeof reassignResultSchema>;

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

export const fitQuerySchema = z.object({
  from: daySchema.optional(),
  days: z.coerce
    .number()
    .int()
    .min(1)
    .max(MAX_DAYS_FORWARD)
    .default(10)
    .meta({ description: 'working days from `from`, 1 to 60 (default 10)' }),
  estimateIds: commaList(uuidSchema).optional(),
  hours: z.coerce.number().positive().max(1000).optional(),
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
});
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
  reason: z.string(),
});
export const fitResultSchema = z
  .object({ fits: z.array(fitSchema), need: z.object({ minutes: z.number(), estimated: z.boolean() }) })
  .meta({ id: 'FitResult' });
export type FitResult = z.infer<typeof fitResultSchema>;

/** A crew-day shown on the board: what its capacity bar and order-mode pin are drawn from. */
export const boardCrewDaySchema = z
  .object({
    crewId: uuidSchema.nullable().meta({ description: 'null = the unassigned (pencilled) board of that day' }),
    date: daySchema,
    orderMode: z
      .enum(['automatic', 'manual'])
      .meta({ description: 'manual = pinned by a person; the optimizer leaves it alone' }),
    controlVersion: z.number().int().meta({ description: 'send as expectedVersion when setting an order' }),
    bookedMinutes: z.number().int().meta({
      description: 'every placement of the day (filters aside); unestimated work counts the placeholder hours',
    }),
    dayLengthMinutes: z
      .number()
      .int()
      .meta({ description: "the crew's day end minus day start (defaults 7:00-15:00)" }),
    stops: z.number().int().meta({ description: 'placements on the day, filters aside' }),
  })
  .meta({ id: 'BoardCrewDay' });
export type BoardCrewDay = z.infer<typeof boardCrewDaySchema>;

export const scheduleBoardSchema = z
  .object({
    upcoming: z
      .array(scheduledWorkSchema)
      .meta({ description: 'placements from `from` to `to`, by day, then crew, then drive order' }),
    needsAttention: z.array(scheduledWorkSchema).meta({
      description:
        "live work whose last placement is before today (organization's day); that last placement; ignores from and to",
    }),
    appointments: z
      .array(appointmentSchema)
      .meta({ description: 'site visits (kind appointment) from `from` to `to`' }),
    crewDays: z
      .array(boardCrewDaySchema)
      .meta({ description: 'every crew-day holding an upcoming row, in the same order' }),
  })
  .meta({ id: 'ScheduleBoard' });
export type ScheduleBoard = z.infer<typeof scheduleBoardSchema>;

export const unscheduledPageSchema = z
  .object({
    items: z.array(unscheduledRowSchema),
    total: z.number().int().meta({ description: 'size of the whole filtered set' }),
    nextOffset: z.number().int().nullable().meta({ description: 'offset of the next page; null on the last one' }),
  })
  .meta({ id: 'UnscheduledPage' });
export type UnscheduledPage = z.infer<typeof unscheduledPageSchema>;
