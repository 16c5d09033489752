import { z } from 'zod';
import { daySchema, uuidSchema } from './common';

/*
 * Undo on the server (issue 43, extension): every undoable schedule and route write answers with
 * an `Action-Id` header; `POST /schedule/actions/{actionId}/undo` takes that action back in one
 * transaction (docs/decisions/board.md "Undo on the server").
 */

export const actionIdHeader = 'Action-Id';

/** Response headers of an undoable write (OpenAPI). */
export const actionIdHeaders = z.object({
  [actionIdHeader]: uuidSchema.optional().meta({
    description:
      'The action this write recorded, for POST /schedule/actions/{actionId}/undo (24 hours). Absent when the write changed nothing.',
  }),
});

/** A split's shares are separate placements; one Undo takes them all back (at most the split's 60 days). */
export const MAX_UNDO_TOGETHER = 60;

export const undoActionSchema = z
  .strictObject({
    alsoActionIds: z
      .array(uuidSchema)
      .max(MAX_UNDO_TOGETHER)
      .optional()
      .meta({ description: 'Other actions taken back in the same transaction (the shares of a split), at most 60' }),
  })
  .meta({ id: 'UndoAction' });
export type UndoAction = z.infer<typeof undoActionSchema>;

export const undoneCrewDaySchema = z.object({
  crewId: uuidSchema.nullable(),
  date: daySchema,
  controlVersion: z.number().int(),
  orderMode: z.enum(['automatic', 'manual']),
});
export type UndoneCrewDay = z.infer<typeof undoneCrewDaySchema>;

export const undoResultSchema = z
  .object({
    /** This undo, itself an action: undoing it redoes (also in the Action-Id header). */
    actionId: uuidSchema,
    undoneActionIds: z.array(uuidSchema),
    /** Every crew-day the undo put back, as it is now: what the board reads again. */
    crewDays: z.array(undoneCrewDaySchema),
  })
  .meta({ id: 'UndoResult' });
export type UndoResult = z.infer<typeof undoResultSchema>;

/** `data` of the 409 `conflict` of an undo whose days changed since (nothing was applied). */
export const undoConflictSchema = z.object({
  code: z.literal('conflict'),
  reason: z.enum(['changed_since', 'already_undone', 'work_started']),
  /** The newest later action on those days not yet undone: undo it first, then this one. */
  laterActionId: uuidSchema.nullable(),
  days: z.array(
    z.object({
      crewId: uuidSchema.nullable(),
      crewName: z.string(),
      date: daySchema,
      changes: z.array(z.string()),
    }),
  ),
});
export type UndoConflict = z.infer<typeof undoConflictSchema>;
