import { z } from 'zod';
import { envelopeOf, idempotencyKeyHeader, uuidSchema } from '../../shared/contract/common';
import {
  movePlacementSchema,
  placementRecordSchema,
  placeWorkResultSchema,
  placeWorkSchema,
  removePlacementResultSchema,
} from '../../shared/contract/placements';
import { scheduleBoardSchema } from '../../shared/contract/schedule-board';
import { scheduleQuerySchema, type ScheduleQuery } from '../../shared/contract/schedule-query';
import { unscheduledPageSchema, unscheduledQuerySchema } from '../../shared/contract/unscheduled';
import { scheduleBoardRowsSchema } from '../../shared/contract/schedule-board';
import type { DbOrTx } from '../db/client';
import { actionIdHeaders } from '../../shared/contract/schedule-actions';
import { runAction } from '../crew-days/journaled-write';
import { ok } from '../http/envelope';
import type { JsonText } from '../http/json-text';
import type { AppEnv } from '../http/app-env';
import { EncodedAnswer, sendEncodedAnswer } from '../http/encoded-answer';
import { createRouter, readRoute, writeRoute } from '../http/router';
import { readBoard, readBoardRows } from './board.service';
import { crewBoardQuery } from './crew-board-query';
import { readWorkProgress } from './work-progress.service';
import { workProgressListSchema, workProgressQuerySchema } from '../../shared/contract/work-progress';
import { placeWork } from './place-work.service';
import { movePlacement, removePlacement } from './placement-moves.service';
import { pageUnscheduled } from './unscheduled.service';
import { crewAccess } from '../http/crew-access';

const json = <T extends z.ZodType>(schema: T) => ({ content: { 'application/json': { schema: envelopeOf(schema) } } });
const placementParams = z.object({ estimateId: uuidSchema, scheduleId: uuidSchema });

const readBoardRoute = readRoute(crewAccess.narrowed('schedule:read'), {
  method: 'get',
  path: '/schedule',
  summary: 'The board: placements by day and drive order, work needing attention, appointments, crew-day loads',
  request: { query: scheduleQuerySchema },
  responses: { 200: { description: 'The board', ...json(scheduleBoardSchema) } },
});

const readBoardRowsRoute = readRoute(crewAccess.narrowed('schedule:read'), {
  method: 'get',
  path: '/schedule/board',
  summary: 'Extension: GET /schedule as the board reads it, each placement a row of values and each crew listed once',
  description:
    "Same query and the same placements, in the same order, as GET /schedule. A placement is ScheduledWork's values in its field order with its crew's id in place of the crew; the crews the rows name are in `crews`. About 40 % smaller than GET /schedule for a large board.",
  request: { query: scheduleQuerySchema },
  responses: { 200: { description: 'The board, as rows', ...json(scheduleBoardRowsSchema) } },
});

const unscheduledRoute = readRoute('schedule:read', {
  method: 'get',
  path: '/schedule/unscheduled',
  summary: 'Accepted work with hours still unplaced (or a program round due), oldest acceptance first',
  description: '`limit` 1-200, default 50; `total` is the size of the whole filtered set.',
  request: { query: unscheduledQuerySchema },
  responses: { 200: { description: 'A page of the queue', ...json(unscheduledPageSchema) } },
});

const workProgressRoute = readRoute(crewAccess.narrowed('schedule:read'), {
  method: 'get',
  path: '/schedule/progress',
  summary: 'How far along each visit placed in a span is, in lines done of its lines (beyond api.md)',
  description:
    "Extension. One row per placement from `from` to `to` (at most a year): a visit of the job's own work counts its estimate's lines, a program round's visit its round's treatment (not marked done yet: 0 of 1). None done is not started, some under way, all done. A crew key reads its own work only.",
  request: { query: workProgressQuerySchema },
  responses: { 200: { description: 'The progress of each visit', ...json(workProgressListSchema) } },
});

const placeWorkRoute = writeRoute('schedule:write', {
  method: 'post',
  path: '/schedule',
  summary: 'Place accepted work on a crew-day, in drive order',
  description:
    'Always 200 with a row per estimate (placed, skipped or failed with its error). Placement ids derive from the Idempotency-Key, so a retried batch places nothing twice. An unknown crew is a 404.',
  request: { body: { required: true, content: { 'application/json': { schema: placeWorkSchema } } } },
  responses: {
    200: { description: 'What landed, row by row', headers: actionIdHeaders, ...json(placeWorkResultSchema) },
  },
});

const movePlacementRoute = writeRoute('schedule:write', {
  method: 'patch',
  path: '/estimates/{estimateId}/schedule/{scheduleId}',
  summary: 'Move one placement to another day and/or crew',
  description:
    "Appended after the target day's stops. The same estimate twice on one crew-day is refused (409) and nothing moves; an archived crew is a 422.",
  request: {
    params: placementParams,
    body: { required: true, content: { 'application/json': { schema: movePlacementSchema } } },
  },
  responses: {
    200: { description: 'The placement as it is now', headers: actionIdHeaders, ...json(placementRecordSchema) },
  },
});

const removePlacementRoute = writeRoute('schedule:write', {
  method: 'delete',
  path: '/estimates/{estimateId}/schedule/{scheduleId}',
  summary: 'Remove one placement (the estimate is not cancelled)',
  request: { params: placementParams },
  responses: {
    200: {
      description: 'Removed; revertedToAccepted when it was the last one',
      headers: actionIdHeaders,
      ...json(removePlacementResultSchema),
    },
  },
});

/**
 * A board read (GET /schedule or its rows) through the read cache, its brotli bytes kept with it:
 * the first dispatcher after a change computes it, the others are served. A crew key's query is
 * narrowed to its crew's reach first, so its answer is cached under what it asked for.
 */
function cachedBoard<T>(
  { deps, caller, readCache }: AppEnv['Variables'],
  asked: ScheduleQuery,
  name: string,
  read: (db: DbOrTx, orgId: string, query: ScheduleQuery, now: Date) => Promise<JsonText<T>>,
): Promise<EncodedAnswer<T>> {
  const query = caller.crew ? crewBoardQuery(asked, caller.crew) : asked;
  const now = deps.clock.now();
  const db = deps.database.db;
  return readCache.read(
    db,
    caller.orgId,
    now,
    `${name} ${JSON.stringify(query)}`,
    async () => new EncodedAnswer(await read(db, caller.orgId, query, now)),
  );
}

export const scheduleRouter = createRouter()
  .openapi(readBoardRoute, async (c) =>
    sendEncodedAnswer(c, await cachedBoard(c.var, c.req.valid('query'), 'board', readBoard)),
  )
  .openapi(readBoardRowsRoute, async (c) =>
    sendEncodedAnswer(c, await cachedBoard(c.var, c.req.valid('query'), 'board rows', readBoardRows)),
  )
  .openapi(unscheduledRoute, async (c) => {
    const { database, clock } = c.var.deps;
    const { orgId } = c.var.caller;
    const query = c.req.valid('query');
    const now = clock.now();
    const page = await c.var.readCache.read(database.db, orgId, now, `queue ${JSON.stringify(query)}`, () =>
      pageUnscheduled(database.db, orgId, query, now),
    );
    return c.json(ok(page), 200);
  })
  .openapi(workProgressRoute, async (c) => {
    const { orgId, crew } = c.var.caller;
    return c.json(ok(await readWorkProgress(c.var.deps.database.db, orgId, crew, c.req.valid('query'))), 200);
  })
  .openapi(placeWorkRoute, async (c) => {
    const body = c.req.valid('json');
    const key = c.req.header(idempotencyKeyHeader);
    const now = c.var.deps.clock.now();
    const result = await runAction(c, 'place', (tx) => placeWork(tx, c.var.caller.orgId, body, key, now));
    return c.json(ok(result), 200);
  })
  .openapi(movePlacementRoute, async (c) => {
    const ids = c.req.valid('param');
    const body = c.req.valid('json');
    const now = c.var.deps.clock.now();
    // Hours (or a note) alone, on the day it is on, is a change of planned hours; anything else a move.
    const kind = body.crewId === undefined && body.scheduledDate === undefined ? 'planned_hours' : 'move';
    const record = await runAction(c, kind, (tx) => movePlacement(tx, c.var.caller.orgId, ids, body, now));
    return c.json(ok(record), 200);
  })
  .openapi(removePlacementRoute, async (c) => {
    const ids = c.req.valid('param');
    const now = c.var.deps.clock.now();
    const result = await runAction(c, 'remove', (tx) => removePlacement(tx, c.var.caller.orgId, ids, now));
    return c.json(ok(result), 200);
  });
