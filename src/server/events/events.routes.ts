import { z } from 'zod';
import { eventsHeadersSchema, eventsQuerySchema } from '../../shared/contract/events';
import { createRouter, readRoute } from '../http/router';
import { streamChangeFeed } from './change-feed-stream';
import { feedStart } from './events.service';
import { positionCodec } from '../http/cursor';

const changeFeedRoute = readRoute('schedule:read', {
  method: 'get',
  path: '/events',
  summary: 'Change feed (Server-Sent Events) of placements, routes, estimates, districts and appointments',
  description:
    'Each event carries `id:` (resume after it with the Last-Event-ID header or `lastEventId`), `event:` (its type) and `data:` (JSON payload). Without an id the feed starts from now. A comment line arrives every 15 s when nothing else does.',
  request: { query: eventsQuerySchema, headers: eventsHeadersSchema },
  responses: {
    200: { description: 'An endless event stream', content: { 'text/event-stream': { schema: z.string() } } },
  },
});

export const eventsRouter = createRouter().openapi(changeFeedRoute, async (c) => {
  const orgId = c.var.caller.orgId;
  const events = positionCodec(c.var.deps.config.fileSigningSecret, orgId, 'event');
  const lastEventId = c.req.valid('header')['last-event-id'] ?? c.req.valid('query').lastEventId;
  const afterSeq = await feedStart(c.var.deps.database.db, orgId, lastEventId, events);
  return streamChangeFeed(c, orgId, afterSeq, events);
});
