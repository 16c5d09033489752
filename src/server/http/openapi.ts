import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from './app-env';

type OpenApiDocument = ReturnType<OpenAPIHono<AppEnv>['getOpenAPI31Document']>;

/** Paths are relative to `servers` (api.md: every path is relative to a base ending in /api/v1). */
function relativeTo(base: string, document: OpenApiDocument): OpenApiDocument {
  const paths = Object.entries(document.paths ?? {}).map(([path, item]) => [
    path.startsWith(base) ? path.slice(base.length) : path,
    item,
  ]);
  return { ...document, paths: Object.fromEntries(paths) };
}

/**
 * Serves the OpenAPI 3.1 description of every route registered on `app` under `base`, without a
 * key. Register it before the authentication middleware; the document is built on first request,
 * once every router is mounted.
 */
export function serveOpenApi(app: OpenAPIHono<AppEnv>, base: string): void {
  app.openAPIRegistry.registerComponent('securitySchemes', 'ApiKey', {
    type: 'apiKey',
    in: 'header',
    name: 'Authorization',
    description: 'Send `Authorization: ApiKey <key>`',
  });
  let document: OpenApiDocument | undefined;
  app.get(`${base}/openapi.json`, (c) => {
    document ??= relativeTo(
      base,
      app.getOpenAPI31Document({
        openapi: '3.1.0',
        info: { title: 'Canopy tree-care estimating and scheduling API', version: '1.0.0' },
        servers: [{ url: base }],
      }),
    );
    return c.json(document);
  });
}
