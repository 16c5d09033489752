import { serve, type ServerType } from '@hono/node-server';

/**
 * Serves `fetch` on `hostname`:`port` (0 for any free port) once it listens. Idle connections are
 * kept longer than a load balancer's usual 60 s idle timeout, so the client, not Node, closes one:
 * with Node's 5 s default, a request sent just as the server closes its idle connection is dropped
 * unanswered (a client reusing it reads ECONNRESET; a test that seeds for over 5 s between two
 * requests did).
 */
export async function listen(
  fetch: (request: Request) => Response | Promise<Response>,
  hostname: string,
  port: number,
) {
  const server: ServerType = await new Promise((resolve) => {
    const started = serve({ fetch, hostname, port }, () => resolve(started));
  });
  if ('keepAliveTimeout' in server) {
    server.keepAliveTimeout = 65_000;
    server.headersTimeout = 66_000;
  }
  return server;
}
