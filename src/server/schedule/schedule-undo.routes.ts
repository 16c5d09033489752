import { z } from 'zod';
import { envelopeOf, errorEnvelopeSchema, uuidSchema } from '../../shared/contract/common';
import {
  actionIdHeaders,
  undoActionSchema,
  undoConflictSchema,
  undoResultSchema,
} from '../../shared/contract/schedule-actions';
import { runAction } from '../crew-days/journaled-write';
import { ok } from '../http/envelope';
import { createRouter, writeRoute } from '../http/router';
import { undoActions } from './schedule-undo.service';

const undoRoute = writeRoute('schedule:write', {
  method: 'post',
  path: '/schedule/actions/{actionId}/undo',
  summary: 'Extension: take a board action back in one transaction',
  description:
    "The action is one whose answer carried `Action-Id` in the last 24 hours. Guarded by the versions of the crew-days it touched: a day changed since answers 409 `conflict` naming the days (crew and date) and what changed, with the newest later action on them (`laterActionId`) to undo first; nothing is applied. An undo is an action too (its `Action-Id`): undoing it redoes. An unknown, expired or other organization's action is a 404; an action already undone is a 409 with reason `already_undone`.",
  request: {
    params: z.object({ actionId: uuidSchema }),
    body: { required: false, content: { 'application/json': { schema: undoActionSchema } } },
  },
  responses: {
    200: {
      description: 'Undone; the crew-days put back, as they are now',
      headers: actionIdHeaders,
      content: { 'application/json': { schema: envelopeOf(undoResultSchema) } },
    },
    409: {
      description:
        'Not undone: a day changed since, the crew has started the work, or it was undone already (with the days); or an Idempotency-Key used for another request',
      content: {
        'application/json': {
          schema: z.union([
            z.object({ success: z.literal(false), message: z.string(), data: undoConflictSchema }),
            errorEnvelopeSchema,
          ]),
        },
      },
    },
  },
});

/** Undo on the server (issue 43; docs/decisions/board.md "Undo on the server"). */
export const scheduleUndoRouter = createRouter().openapi(undoRoute, async (c) => {
  const { actionId } = c.req.valid('param');
  const body = c.req.valid('json') ?? {};
  const ids = [actionId, ...(body.alsoActionIds ?? [])];
  const now = c.var.deps.clock.now();
  const result = await runAction(c, 'undo', (tx, id) => undoActions(tx, c.var.caller.orgId, ids, id, now), actionId);
  return c.json(ok(result), 200);
});
