import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../src/server/db/client';
import { createApiKey, revokeApiKey } from '../../../src/server/keys/api-keys';
import { startTestApp, type ApiResponse, type TestApp, type TestOrg } from '../../support/test-app';
import { expectFailure } from '../http/http-expectations';

let api: TestApp;
let org: TestOrg;

beforeAll(async () => {
  api = await startTestApp();
  org = await api.newOrg();
});

const withAuthorization = (value: string) => api.get('/customers', { key: null, headers: { Authorization: value } });

/** A 401 in the envelope with the ApiKey challenge, that does not repeat the credential sent. */
function expectRefused(res: ApiResponse, credential: string) {
  expectFailure(res, 401, 'unauthorized');
  expect(res.headers.get('WWW-Authenticate')).toMatch(/^ApiKey realm="[^"]+"$/);
  if (credential.length >= 8) {
    expect(res.text).not.toContain(credential);
    for (const [, value] of res.headers) expect(value).not.toContain(credential);
  }
}

async function revokedKey(): Promise<string> {
  const { id, key } = await createApiKey(
    api.deps.database.db,
    { orgId: org.id, scopes: ['customers:read'] },
    api.clock.now(),
  );
  await revokeApiKey(api.deps.database.db, id, api.clock.now());
  return key;
}

const unknownKey = () => `ck_live_${'Q'.repeat(43)}`;

describe('OWASP API2:2023 broken authentication', () => {
  it('refuses a valid key sent as a Bearer token', async () => {
    expectRefused(await withAuthorization(`Bearer ${org.key}`), org.key);
  });

  it('refuses malformed credentials in the envelope without echoing them', async () => {
    const malformed = [
      'ApiKey',
      'ApiKey ',
      `ApiKey ${org.key}x!`,
      `ApiKey ${org.key} ${org.key}`,
      `ApiKey ck_live_short`,
      `Basic ${Buffer.from(`user:${org.key}`).toString('base64')}`,
      `ApiKey ${'A'.repeat(8000)}`,
      `ApiKey ' OR '1'='1`,
      `${org.key}`,
    ];
    for (const value of malformed) expectRefused(await withAuthorization(value), value.replace(/^ApiKey\s*/, ''));
  });

  it('refuses revoked and expired keys exactly as a key nobody issued: no oracle', async () => {
    const expired = await org.newKey(['customers:read'], { expiresAt: new Date(api.clock.now().getTime() - 1000) });
    const answers = await Promise.all(
      [unknownKey(), await revokedKey(), expired].map((key) => api.get('/customers', { key })),
    );
    for (const res of answers) expectFailure(res, 401, 'unauthorized');
    const [unknown, ...others] = answers.map((res) => ({
      body: res.body,
      challenge: res.headers.get('WWW-Authenticate'),
    }));
    for (const other of others) expect(other).toEqual(unknown);
  });

  it('never echoes a valid key, on success or failure', async () => {
    const answers = [
      await api.get('/customers', { key: org.key }),
      await api.post('/customers', { name: org.key.slice(0, 3), unexpected: 1 }, { key: org.key }),
      await api.get(`/customers/${crypto.randomUUID()}`, { key: org.key }),
      await api.post('/customers', { name: 'x' }, { key: await org.newKey(['customers:read']) }),
    ];
    for (const res of answers) {
      expect(res.text).not.toContain('ck_live_');
      for (const [, value] of res.headers) expect(value).not.toContain('ck_live_');
    }
  });

  it('stores only a hash of each key: the api_keys table holds no clear key', async () => {
    const key = await org.newKey(['customers:read']);
    const rows = await queryRows<Record<string, unknown>>(
      api.deps.database.db,
      sql`select * from api_keys where org_id = ${org.id}`,
    );
    expect(rows.length).toBeGreaterThanOrEqual(2);
    const stored = JSON.stringify(rows);
    for (const clear of [key, org.key]) {
      expect(stored).not.toContain(clear);
      expect(stored).not.toContain(clear.slice('ck_live_'.length));
    }
    expect(stored).not.toContain('ck_live_');
  });
});
