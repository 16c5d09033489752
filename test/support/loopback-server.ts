import { createServer, type RequestListener } from 'node:http';
import { afterAll } from 'vitest';

/**
 * An HTTP server on 127.0.0.1, port 0, standing in for a service outside the machine (a geocoder,
 * OSRM). Closed, open connections included, after the test file. Returns its origin.
 */
export async function startLoopbackServer(handler: RequestListener): Promise<string> {
  const server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  afterAll(
    () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  );
  return `http://127.0.0.1:${port}`;
}
