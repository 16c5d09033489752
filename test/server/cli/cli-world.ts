import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { listen } from '../../../src/server/http/listen';
import { inject } from 'vitest';
import { zipCentroidGeocoder } from '../../../src/server/adapters/geocoder/zip-centroid-geocoder';
import { diskStorage } from '../../../src/server/adapters/storage/disk-storage';
import { createApp } from '../../../src/server/app';
import { systemClock } from '../../../src/server/clock';
import { openPglite } from '../../../src/server/db/client';
import { startTestApp } from '../../support/test-app';

export interface SimpleResponse {
  status: number;
  body: any;
}

export type KeyedRequest = (key: string, method: string, pathname: string, body?: unknown) => Promise<SimpleResponse>;

async function requestAt(
  baseUrl: string,
  key: string,
  method: string,
  pathname: string,
  body?: unknown,
): Promise<SimpleResponse> {
  const response = await fetch(`${baseUrl}/api/v1${pathname}`, {
    method,
    headers: { Authorization: `ApiKey ${key}`, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: await response.json() };
}

/**
 * The real app over the database the CLI wrote to. With PostgreSQL that is the test run's
 * database (startTestApp); with PGlite it is the CLI's data folder, opened only while no CLI
 * process holds it.
 */
export async function cliWorld(
  dataDir: string,
): Promise<{ withApp<T>(work: (request: KeyedRequest) => Promise<T>): Promise<T> }> {
  if (inject('testDatabaseUrl')) {
    const api = await startTestApp();
    return {
      withApp: (work) => work((key, method, pathname, body) => requestAt(api.baseUrl, key, method, pathname, body)),
    };
  }
  return {
    async withApp(work) {
      const database = await openPglite(path.join(dataDir, 'pglite'));
      const app = createApp({
        database,
        clock: systemClock,
        geocoder: zipCentroidGeocoder,
        storage: diskStorage(mkdtempSync(path.join(tmpdir(), 'canopy-cli-files-'))),
        config: {
          rateLimitPerHour: 1000,
          fileSigningSecret: 'cli-test-signing-secret-long-enough-0123456789',
          maxBodyBytes: 65_536,
        },
      });
      const server = await listen(app.fetch, '127.0.0.1', 0);
      try {
        const address = server.address();
        const port = typeof address === 'object' && address ? address.port : 0;
        return await work((key, method, pathname, body) =>
          requestAt(`http://127.0.0.1:${port}`, key, method, pathname, body),
        );
      } finally {
        await new Promise<void>((resolve) => server.close(() => resolve()));
        await database.close();
      }
    },
  };
}
