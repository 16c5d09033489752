import { beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, type TestOrg } from '../../support/test-app';
import { customerNames, expectFailure, expectNoRateLimitHeaders, rateLimitOf, uniqueName } from './http-expectations';

let api: TestApp;
let org: TestOrg;

beforeAll(async () => {
  api = await startTestApp();
  org = await api.newOrg();
});

describe('scopes (api.md 5.4, 5.5)', () => {
  it("answers 403 naming the missing scope and listing the key's scopes, and creates nothing", async () => {
    const key = await org.newKey(['customers:read', 'sites:read']);
    const name = uniqueName('Unscoped');
    const res = await api.post('/customers', { name }, { key });
    const envelope = expectFailure(res, 403, 'forbidden');
    expect(envelope.message).toContain('customers:write');
    expect(envelope.message).toContain('customers:read');
    expect(envelope.message).toContain('sites:read');
    expectNoRateLimitHeaders(res);
    expect(await customerNames(api, org.key, name)).toEqual([]);
  });

  it('guards reads with their own scope', async () => {
    const key = await org.newKey(['customers:write']);
    const res = await api.get('/customers', { key });
    const envelope = expectFailure(res, 403, 'forbidden');
    expect(envelope.message).toContain('customers:read');
    expect(envelope.message).toContain('customers:write');
  });

  it('says so when the key has no scopes at all', async () => {
    const key = await org.newKey([]);
    const envelope = expectFailure(await api.get('/customers', { key }), 403, 'forbidden');
    expect(envelope.message).toContain('customers:read');
  });

  it('decides 403 before validating the request', async () => {
    const key = await org.newKey(['customers:read']);
    expectFailure(await api.post('/customers', { name: '' }, { key, idempotencyKey: 'not-a-uuid' }), 403, 'forbidden');
  });

  it('does not consume quota', async () => {
    const key = await org.newKey(['customers:read']);
    const before = rateLimitOf(await api.get('/customers', { key }));
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expectFailure(await api.post('/customers', { name: 'Nope' }, { key }), 403, 'forbidden');
    }
    const after = rateLimitOf(await api.get('/customers', { key }));
    expect(after.remaining).toBe(before.remaining - 1);
  });
});
