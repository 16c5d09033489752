import { OpenAPIHono } from '@hono/zod-openapi';
import { compress } from 'hono/compress';
import { appointmentsRouter } from './appointments/appointments.routes';
import { usersRouter } from './appointments/users.routes';
import { catalogRouter } from './catalog/catalog.routes';
import { crewsRouter } from './crews/crews.routes';
import { customersRouter } from './customers/customers.routes';
import { districtsRouter } from './districts/districts.routes';
import { documentsRouter } from './documents/documents.routes';
import { estimatesRouter } from './estimates/estimates.routes';
import { eventsRouter } from './events/events.routes';
import { filesRouter } from './files/files.routes';
import type { AppDeps, AppEnv } from './http/app-env';
import { brotli } from './http/brotli';
import { authenticate } from './http/auth';
import { limitBody } from './http/body-limit';
import { errorResponse } from './http/error-response';
import { serveOpenApi } from './http/openapi';
import { unmatchedRoute } from './http/unmatched-route';
import { rateLimitHeaders } from './http/rate-limit';
import { refuseNul } from './http/refuse-nul';
import { customerPageHeaders, noStore, securityHeaders } from './http/security-headers';
import { validationHook } from './http/validation';
import { inventoryRouter } from './inventory/inventory.routes';
import { publicEstimateRouter } from './estimate-links/public-estimate.routes';
import { messagesRouter } from './messages/messages.routes';
import { messageTemplatesRouter } from './messages/message-templates.routes';
import { noticeScheduleChange } from './messages/visit-notices.service';
import { visitNoticesRouter } from './messages/visit-notices.routes';
import { KeyUse } from './keys/key-use';
import { keysRouter } from './keys/keys.routes';
import { sessionRouter } from './keys/session.routes';
import { invoicesRouter } from './invoices/invoices.routes';
import { orgRouter } from './orgs/orgs.routes';
import { ReadCache } from './read-cache/read-cache';
import { routesRouter } from './routes/routes.routes';
import { scheduleRouter } from './schedule/schedule.routes';
import { siteReportRouter } from './site-report/site-report.routes';
import { scheduleOpsRouter } from './schedule/schedule-ops.routes';
import { scheduleUndoRouter } from './schedule/schedule-undo.routes';
import { plansRouter } from './plans/plans.routes';
import { sitesRouter } from './sites/sites.routes';
import { serveSpa } from './static/serve-spa';

export const API_BASE = '/api/v1';
const DEFAULT_READ_CACHE_BYTES = 64 * 1024 * 1024;

/** The whole service as a fetch handler; everything it touches comes in through `deps`. */
export function createApp(deps: AppDeps) {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  const readCache = new ReadCache(deps.config.readCacheBytes ?? DEFAULT_READ_CACHE_BYTES);
  const keyUse = new KeyUse();

  app.use('*', async (c, next) => {
    c.set('deps', deps);
    c.set('readCache', readCache.arrive());
    c.set('keyUse', keyUse);
    c.set('afterScheduleChange', noticeScheduleChange);
    await next();
  });
  // Outermost after deps: idempotency stores, and the read cache keeps, the plain answer. Hono's
  // middleware offers gzip and deflate (Node's CompressionStream has no brotli); brotli, inside it,
  // encodes for clients that accept br (browsers do), and compress then leaves the answer alone.
  // Neither touches the change feed (text/event-stream) or images.
  app.use('*', compress());
  app.use('*', brotli());
  app.use('*', limitBody(deps.config.maxBodyBytes));
  app.use('*', customerPageHeaders(`${API_BASE}/public`));
  app.use('*', securityHeaders(deps.config.publicUrl, deps.config.basemap?.origins));
  app.use(`${API_BASE}/*`, noStore);

  serveOpenApi(app, API_BASE);
  app.route('/files', filesRouter);

  // The customer's side of an estimate's link needs no key: mounted before the keyed API's guard,
  // it answers before that guard would run (docs/decisions/security.md "Estimate links").
  app.route(`${API_BASE}/public`, publicEstimateRouter);
  app.use(`${API_BASE}/*`, rateLimitHeaders, authenticate, refuseNul);
  app.route(API_BASE, customersRouter);
  app.route(API_BASE, sitesRouter);
  app.route(API_BASE, catalogRouter);
  app.route(API_BASE, inventoryRouter);
  app.route(API_BASE, estimatesRouter);
  app.route(API_BASE, crewsRouter);
  app.route(API_BASE, invoicesRouter);
  app.route(API_BASE, documentsRouter);
  app.route(API_BASE, messagesRouter);
  app.route(API_BASE, visitNoticesRouter);
  app.route(API_BASE, siteReportRouter);
  app.route(API_BASE, districtsRouter);
  app.route(API_BASE, appointmentsRouter);
  app.route(API_BASE, usersRouter);
  app.route(API_BASE, eventsRouter);
  app.route(API_BASE, scheduleOpsRouter);
  app.route(API_BASE, scheduleUndoRouter);
  app.route(API_BASE, plansRouter);
  app.route(API_BASE, scheduleRouter);
  app.route(API_BASE, routesRouter);
  app.route(API_BASE, messageTemplatesRouter);
  app.route(API_BASE, orgRouter);
  app.route(API_BASE, keysRouter);
  app.route(API_BASE, sessionRouter);
  serveSpa(app, deps.config.basemap?.styleUrl);

  app.notFound((c) => unmatchedRoute(c, app.routes));
  app.onError(errorResponse);
  return app;
}

export type App = ReturnType<typeof createApp>;
