import type { Context } from 'hono';
import type { AppEnv } from './app-env';
import { failure } from './envelope';
import { countRequest } from './rate-limit';

interface RegisteredRoute {
  method: string;
  path: string;
}

function pathPattern(path: string): RegExp {
  const escaped = path
    .split('/')
    .map((segment) =>
      segment.startsWith(':') ? '[^/]+' : segment === '*' ? '.*' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    )
    .join('/');
  // Exactly: a trailing slash names no route (404), rather than one whose method is wrong (405).
  return new RegExp(`^${escaped}$`);
}

/**
 * Answers a request no handler took: 405 with `Allow` when the path exists under other methods,
 * otherwise 404; both in the envelope, and counted when the caller is known.
 */
export async function unmatchedRoute(c: Context<AppEnv>, routes: readonly RegisteredRoute[]): Promise<Response> {
  if (c.get('caller') as AppEnv['Variables']['caller'] | undefined) await countRequest(c);
  const allowed = new Set(
    routes
      .filter((route) => route.method !== 'ALL' && pathPattern(route.path).test(c.req.path))
      .map((route) => route.method),
  );
  if (allowed.size > 0) {
    return c.json(failure('method_not_allowed', `${c.req.method} is not allowed on ${c.req.path}`), 405, {
      Allow: [...allowed].join(', '),
    });
  }
  const hint = c.req.path.length > 1 && c.req.path.endsWith('/') ? ' (paths have no trailing slash)' : '';
  return c.json(failure('not_found', `No route for ${c.req.method} ${c.req.path}${hint}`), 404);
}
