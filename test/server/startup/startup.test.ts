import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { createOwnDatabase, type OwnDatabase } from '../../support/own-database';
import { startServerProcess, type ServerProcess } from '../../support/server-process';
import { childEnv } from '../cli/child-process';

const running = new Set<ServerProcess>();

/** `npm start`'s announcement: the address it prints, its demo key and sign-in link. */
async function startServer(env: NodeJS.ProcessEnv) {
  const server = await startServerProcess(env, /Sign in: \S+\n/);
  running.add(server);
  const printed = (pattern: RegExp) => pattern.exec(server.output())?.[1] as string;
  return {
    server,
    apiUrl: printed(/Canopy API: (\S+)/),
    key: printed(/Demo API key \(all scopes\): (\S+)/),
    signInUrl: printed(/Sign in: (\S+)/),
  };
}

async function stopServer(server: ServerProcess) {
  running.delete(server);
  return server.stop();
}

afterEach(async () => {
  await Promise.all([...running].map(stopServer));
});

async function get(url: string, key?: string) {
  const response = await fetch(url, { headers: key ? { Authorization: `ApiKey ${key}` } : {} });
  return {
    status: response.status,
    body: response.headers.get('content-type')?.includes('json') ? await response.json() : null,
    response,
  };
}

/** The first photo with a signed link, found by walking the seeded sites. */
async function findPhotoUrl(apiUrl: string, key: string): Promise<string> {
  const sites = await get(`${apiUrl}/sites?limit=50`, key);
  for (const site of sites.body.data.items) {
    const trees = await get(`${apiUrl}/sites/${site.id}/trees`, key);
    for (const tree of trees.body.data.items) {
      const photos = await get(`${apiUrl}/trees/${tree.id}/photos`, key);
      const url = photos.body.data.items.find((photo: any) => photo.url)?.url;
      if (url) return url;
    }
  }
  throw new Error('no seeded photo found in the first 50 sites');
}

describe('npm start (src/server/main.ts)', () => {
  let dataDir: string;
  let env: NodeJS.ProcessEnv;
  let ownDatabase: OwnDatabase | undefined;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'canopy-start-'));
    env = childEnv(dataDir, { DEMO_SEED: 'true', FILE_SIGNING_SECRET: '' });
    // The server's route worker takes every organization's due jobs: on PostgreSQL it must not see the run's shared database.
    const serverUrl = inject('testDatabaseUrl');
    if (serverUrl) {
      ownDatabase = await createOwnDatabase(serverUrl, 'canopy_startup');
      env.DATABASE_URL = ownDatabase.url;
    }
  });

  afterAll(async () => {
    rmSync(dataDir, { recursive: true, force: true });
    await ownDatabase?.drop();
  });

  it('seeds a demo organization on first start, prints a working key, and prints the same key on the next start', async () => {
    const first = await startServer(env);
    expect(first.apiUrl).toMatch(/^http:\/\/localhost:\d+\/api\/v1$/);
    expect(first.signInUrl).toBe(`${first.apiUrl.replace(/\/api\/v1$/, '')}/#key=${first.key}`);
    const customers = await get(`${first.apiUrl}/customers?limit=200`, first.key);
    expect(customers.status).toBe(200);
    expect(customers.body.data.items.length).toBe(200);
    const photoUrl = await findPhotoUrl(first.apiUrl, first.key);
    expect(await stopServer(first.server)).toBe(0);

    const keyFile = path.join(dataDir, 'demo-key.json');
    expect(statSync(keyFile).mode & 0o777).toBe(0o600);
    expect(JSON.parse(readFileSync(keyFile, 'utf8')).key).toBe(first.key);

    const second = await startServer(env);
    expect(second.key).toBe(first.key);
    expect(second.server.output()).toContain('ready');
    const again = await get(`${second.apiUrl}/customers?limit=200`, second.key);
    expect(again.status).toBe(200);
    expect(again.body.data.items.map((customer: any) => customer.id)).toEqual(
      customers.body.data.items.map((customer: any) => customer.id),
    );

    // The signing secret lives in the database, so a link signed before the restart still opens.
    const moved = new URL(photoUrl);
    moved.port = new URL(second.apiUrl).port;
    const photo = await fetch(moved);
    expect(photo.status).toBe(200);
    expect(photo.headers.get('content-type')).toBe('image/png');
    expect(await stopServer(second.server)).toBe(0);
  }, 300_000);
});
