import { z } from 'zod';
import { eventsHeadersSchema, eventsQuerySchema } from '../../shared/contract/events';
import { createRouter, readRoute } from '../http/router';
import { streamChangeFeed } from './change-feed-stream';
import { crewFeedNarrowing } from './crew-feed';
import { feedStart } from './events.service';
import { positionCodec } from '../http/cursor';
import { crewAccess } from '../http/crew-access';

const changeFeedRoute = readRoute(crewAccess.narrowed('schedule:read'), {
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
  const { database, clock } = c.var.deps;
  const afterSeq = await feedStart(database.db, orgId, lastEventId, events);
  const { crew } = c.var.caller;
  const narrowing = crew ? crewFeedNarrowing(database.db, crew, () => clock.now()) : undefined;
  return streamChangeFeed(c, orgId, afterSeq, events, narrowing);
});
