import { OpenAPIHono } from '@hono/zod-openapi';
import { bodyLimit } from 'hono/body-limit';
import { catalogRouter } from './catalog/catalog.routes';
import { customersRouter } from './customers/customers.routes';
import { filesRouter } from './files/files.routes';
import type { AppDeps, AppEnv } from './http/app-env';
import { authenticate } from './http/auth';
import { failure } from './http/envelope';
import { errorResponse } from './http/error-response';
import { unmatchedRoute } from './http/unmatched-route';
import { rateLimitHeaders } from './http/rate-limit';
import { validationHook } from './http/validation';
import { inventoryRouter } from './inventory/inventory.routes';
import { sitesRouter } from './sites/sites.routes';

export const API_BASE = '/api/v1';

/** The whole service as a fetch handler; everything it touches comes in through `deps`. */
export function createApp(deps: AppDeps) {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });

  app.use('*', async (c, next) => {
    c.set('deps', deps);
    await next();
  });
  app.use(
    '*',
    bodyLimit({
      maxSize: deps.config.maxBodyBytes,
      onError: (c) => c.json(failure('payload_too_large', `The request body exceeds ${deps.config.maxBodyBytes} bytes`), 413),
    }),
  );

  app.openAPIRegistry.registerComponent('securitySchemes', 'ApiKey', {
    type: 'apiKey',
    in: 'header',
    name: 'Authorization',
    description: 'Send `Authorization: ApiKey <key>`',
  });
  app.doc31(`${API_BASE}/openapi.json`, {
    openapi: '3.1.0',
    info: { title: 'Canopy tree-care estimating and scheduling API', version: '1.0.0' },
    servers: [{ url: API_BASE }],
  });
  app.route('/files', filesRouter);

  app.use(`${API_BASE}/*`, rateLimitHeaders, authenticate);
  app.route(API_BASE, customersRouter);
  app.route(API_BASE, sitesRouter);
  app.route(API_BASE, catalogRouter);
  app.route(API_BASE, inventoryRouter);

  app.notFound((c) => unmatchedRoute(c, app.routes));
  app.onError(errorResponse);
  return app;
}

export type App = ReturnType<typeof createApp>;
