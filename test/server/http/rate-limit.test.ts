import { randomUUID } from 'node:crypto';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestApp, type ApiResponse, type TestApp, type TestOrg } from '../../support/test-app';
import { customerNames, expectFailure, rateLimitOf, uniqueName } from './http-expectations';

const LIMIT = 3;
let api: TestApp;
let org: TestOrg;

beforeAll(async () => {
  api = await startTestApp({ config: { rateLimitPerHour: LIMIT } });
  org = await api.newOrg();
});

beforeEach(() => {
  // 15 minutes before a full hour: the window resets in 900 s.
  api.clock.set('2026-03-02T16:45:00.000Z');
});

/** A fresh key per case: the quota is per key. */
const freshKey = () => org.newKey();

function expectCounted(res: ApiResponse, remaining: number) {
  expect(rateLimitOf(res)).toEqual({ limit: LIMIT, remaining, reset: 900 });
}

describe('rate limit (api.md 8)', () => {
  it('counts successes and reports the reset as a delta in seconds', async () => {
    const key = await freshKey();
    expectCounted(await api.get('/customers', { key }), 2);
    api.clock.advance(299_500);
    const later = await api.post('/customers', { name: 'Counted' }, { key });
    expect(later.status).toBe(201);
    // 600.5 s before the hour: rounded up, never 0.
    expect(rateLimitOf(later)).toEqual({ limit: LIMIT, remaining: 1, reset: 601 });
  });

  it.each<[string, (key: string) => Promise<ApiResponse>, number]>([
    ['a missing record (404)', (key) => api.get(`/customers/${randomUUID()}`, { key }), 404],
    ['an unknown route (404)', (key) => api.get('/no-such-resource', { key }), 404],
    ['a wrong method (405)', (key) => api.request('DELETE', '/customers', undefined, { key }), 405],
    ['invalid input (422)', (key) => api.post('/customers', { name: '' }, { key }), 422],
  ])('counts %s and says so in the headers', async (_label, send, status) => {
    const key = await freshKey();
    const res = await send(key);
    expect(res.status).toBe(status);
    expectCounted(res, 2);
  });

  it('counts an idempotency conflict (409)', async () => {
    const key = await freshKey();
    const idempotencyKey = randomUUID();
    expectCounted(await api.post('/customers', { name: 'First' }, { key, idempotencyKey }), 2);
    const conflict = await api.post('/customers', { name: 'Second' }, { key, idempotencyKey });
    expectFailure(conflict, 409, 'idempotency_key_reused');
    expectCounted(conflict, 1);
  });

  it('answers the request over the quota with 429, Retry-After equal to the reset, and does nothing', async () => {
    const key = await freshKey();
    for (let used = 1; used <= LIMIT; used += 1) expectCounted(await api.get('/customers', { key }), LIMIT - used);
    const name = uniqueName('Over quota');
    const refused = await api.post('/customers', { name }, { key });
    expectFailure(refused, 429, 'rate_limited');
    expectCounted(refused, 0);
    expect(refused.headers.get('Retry-After')).toBe(refused.headers.get('RateLimit-Reset'));
    expect(await customerNames(api, org.key, name)).toEqual([]);
  });

  it('opens a new window once the hour has passed', async () => {
    const key = await freshKey();
    for (let used = 0; used < LIMIT; used += 1) await api.get('/customers', { key });
    expectFailure(await api.get('/customers', { key }), 429, 'rate_limited');
    api.clock.advance(899_999);
    expect(rateLimitOf(await api.get('/customers', { key })).reset).toBe(1);
    api.clock.advance(1);
    const renewed = await api.get('/customers', { key });
    expect(renewed.status).toBe(200);
    expect(rateLimitOf(renewed)).toEqual({ limit: LIMIT, remaining: 2, reset: 3600 });
  });

  it('keeps one quota per key, even within one organization', async () => {
    const exhausted = await freshKey();
    for (let used = 0; used <= LIMIT; used += 1) await api.get('/customers', { key: exhausted });
    expectFailure(await api.get('/customers', { key: exhausted }), 429, 'rate_limited');
    const sibling = await freshKey();
    const res = await api.get('/customers', { key: sibling });
    expect(res.status).toBe(200);
    expectCounted(res, 2);
  });
});
