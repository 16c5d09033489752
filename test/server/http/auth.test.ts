import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApiKey, revokeApiKey } from '../../../src/server/keys/api-keys';
import { startTestApp, type ApiResponse, type TestApp, type TestOrg } from '../../support/test-app';
import { expectFailure, expectNoRateLimitHeaders } from './http-expectations';

let api: TestApp;
let org: TestOrg;

beforeAll(async () => {
  api = await startTestApp();
  org = await api.newOrg();
});

/** api.md 5.3: 401 `unauthorized`, a challenge naming ApiKey with a realm, and no rate-limit headers. */
function expectUnauthorized(res: ApiResponse) {
  const envelope = expectFailure(res, 401, 'unauthorized');
  expect(envelope.data).toEqual({ code: 'unauthorized' });
  expect(res.headers.get('WWW-Authenticate')).toMatch(/^ApiKey realm="[^"]+"$/);
  expectNoRateLimitHeaders(res);
}

const listWith = (authorization: string | undefined) =>
  api.get('/customers', { key: null, headers: authorization === undefined ? {} : { Authorization: authorization } });

describe('authentication (api.md 5)', () => {
  it('accepts `ApiKey <key>`', async () => {
    const res = await listWith(`ApiKey ${org.key}`);
    expect(res.status).toBe(200);
  });

  it('refuses a request without Authorization', async () => {
    expectUnauthorized(await listWith(undefined));
  });

  it.each([
    ['a bearer token carrying a valid key', () => `Bearer ${org.key}`],
    ['the bare key without a scheme', () => org.key],
    ['the scheme without a key', () => 'ApiKey'],
    ['two credentials', () => `ApiKey ${org.key} ${org.key}`],
    ['Basic credentials', () => `Basic ${Buffer.from('user:pass').toString('base64')}`],
    ['a value that is not a key of this service', () => 'ApiKey not-a-canopy-key'],
  ])('refuses %s', async (_label, authorization) => {
    expectUnauthorized(await listWith(authorization()));
  });

  it("says what to send in the contract's words: the ApiKey scheme, never bearer tokens", async () => {
    const messages = await Promise.all(
      ['ApiKey', 'ApiKey   ', `Bearer ${org.key}`, ''].map(
        async (value) => (await listWith(value)).body.message as string,
      ),
    );
    expect(messages).toEqual([
      'No key after ApiKey: send Authorization: ApiKey <key>',
      'No key after ApiKey: send Authorization: ApiKey <key>',
      'The Authorization scheme must be ApiKey: send Authorization: ApiKey <key>',
      'Send Authorization: ApiKey <key>',
    ]);
    expect(messages.join(' ')).not.toMatch(/bearer/i);
  });

  it('refuses a well-formed key nobody issued', async () => {
    expectUnauthorized(await listWith(`ApiKey ck_live_${randomBytes(32).toString('base64url')}`));
  });

  it('refuses a key once it is revoked', async () => {
    const { id, key } = await createApiKey(
      api.deps.database.db,
      { orgId: org.id, scopes: ['customers:read'] },
      api.clock.now(),
    );
    expect((await api.get('/customers', { key })).status).toBe(200);
    await revokeApiKey(api.deps.database.db, id, api.clock.now());
    expectUnauthorized(await api.get('/customers', { key }));
  });

  it('refuses a key from the moment it expires', async () => {
    const expiresAt = new Date(api.clock.now().getTime() + 60_000);
    const key = await org.newKey(['customers:read'], { expiresAt });
    expect((await api.get('/customers', { key })).status).toBe(200);
    api.clock.advance(59_999);
    expect((await api.get('/customers', { key })).status).toBe(200);
    api.clock.advance(1);
    expectUnauthorized(await api.get('/customers', { key }));
  });

  it('refuses writes without a credential and creates nothing', async () => {
    const res = await api.post('/customers', { name: 'Anonymous' }, { key: null });
    expectUnauthorized(res);
    const list = await api.get('/customers?search=Anonymous', { key: org.key });
    expect(list.body.data.items).toEqual([]);
  });

  it('answers 401 before routing, so unknown paths reveal nothing without a key', async () => {
    expectUnauthorized(await api.get('/no-such-resource', { key: null }));
  });
});
