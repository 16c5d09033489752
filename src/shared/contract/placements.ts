import { z } from 'zod';
import { daySchema, MAX_LIST_ITEMS, MAX_TEXT_CHARS, textSchema, timestampSchema, uuidSchema } from './common';

/** api.md "Schedule": placing work (POST /schedule), moving and removing one placement. */

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
export const plannedHoursSchema = z
  .number()
  .positive()
  .max(MAX_PLANNED_HOURS, `must be at most ${MAX_PLANNED_HOURS} hours (one day)`);
export const noteSchema = textSchema(0, MAX_TEXT_CHARS).nullable();

export const placeWorkSchema = z
  .strictObject({
    // No least count: api.md asks for at least one only where it says so (estimate lines, boundary points).
    estimateIds: z.array(uuidSchema).max(MAX_LIST_ITEMS),
    crewId: uuidSchema.nullable(),
    scheduledDate: daySchema,
    note: noteSchema.optional(),
    plannedHours: plannedHoursSchema.optional(),
    lineItemId: uuidSchema.optional(),
  })
  .meta({ id: 'PlaceWork' });
export type PlaceWork = z.infer<typeof placeWorkSchema>;

/**
 * Why a row of POST /schedule did not land (docs/decisions/): unknown estimate; not accepted
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
