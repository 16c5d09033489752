import { createRoute, OpenAPIHono, type RouteConfig } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import { z } from 'zod';
import { errorEnvelopeSchema, idempotencyKeyHeader, uuidSchema } from '../../shared/contract/common';
import type { Scope } from '../../shared/contract/scopes';
import type { AppEnv } from './app-env';
import { requireCrewReach, requireScope, type CrewAccess } from './auth';
import { idempotency } from './idempotency';
import { countedRequest } from './rate-limit';
import { validationHook } from './validation';

/** A feature router: validation problems become the 422 envelope. */
export function createRouter() {
  return new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
}

const errorContent = { 'application/json': { schema: errorEnvelopeSchema } };
const commonErrors = {
  401: { description: 'Missing, malformed, revoked or expired API key', content: errorContent },
  403: { description: 'The key lacks the required scope', content: errorContent },
  404: { description: 'No such record in the caller organization', content: errorContent },
  422: { description: 'Validation failed; every problem listed', content: errorContent },
  429: { description: 'Hourly quota exceeded', content: errorContent },
  500: { description: 'Service fault; retry with the same Idempotency-Key', content: errorContent },
} as const;
const writeErrors = {
  ...commonErrors,
  409: { description: 'Idempotency conflict or state conflict', content: errorContent },
} as const;

const idempotencyHeaders = z.object({
  [idempotencyKeyHeader]: uuidSchema.optional().meta({ description: 'One key per write; a retry sends the same key' }),
});

type RouteInput = Omit<RouteConfig, 'middleware' | 'security'>;

/**
 * What an operation requires: a scope, or a scope and how it treats a crew key (http/crew-access.ts).
 * An operation given as a bare scope refuses crew keys (403).
 */
export type RouteAccess = Scope | { scope: Scope; crew: CrewAccess };

/** Scope check (403, uncounted), then counted against the rate limit, then for a crew key the record's reach (404). */
function guard(access: RouteAccess, kind: 'read' | 'write'): MiddlewareHandler<AppEnv>[] {
  const { scope, crew } = typeof access === 'string' ? { scope: access, crew: undefined } : access;
  return [requireScope(scope, crew, kind), countedRequest, ...(crew ? [requireCrewReach(crew)] : [])];
}

/** A read: scope check (403, uncounted), then counted against the rate limit. */
export function readRoute<const R extends RouteInput>(access: RouteAccess, route: R) {
  return createRoute({
    ...route,
    middleware: guard(access, 'read'),
    security: [{ ApiKey: [] }],
    responses: { ...commonErrors, ...route.responses },
  });
}

/** A write: as a read, plus Idempotency-Key handling and `c.var.runWrite` for its one transaction. A crew key's write takes field:write. */
export function writeRoute<const R extends RouteInput>(access: RouteAccess, route: R) {
  return createRoute({
    ...route,
    request: { ...route.request, headers: idempotencyHeaders } as NonNullable<R['request']> & {
      headers: typeof idempotencyHeaders;
    },
    middleware: [...guard(access, 'write'), idempotency],
    security: [{ ApiKey: [] }],
    responses: { ...writeErrors, ...route.responses },
  });
}
