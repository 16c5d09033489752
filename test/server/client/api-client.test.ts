import { beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../../../src/client/api-error';
import { createApiClient, type ApiClientOptions } from '../../../src/client/api-client';
import { startTestApp, type TestApp, type TestOrg } from '../../support/test-app';

let api: TestApp;
let org: TestOrg;

beforeAll(async () => {
  api = await startTestApp({ config: { rateLimitPerHour: 1000 } });
  org = await api.newOrg();
});

function client(overrides: Partial<ApiClientOptions> = {}) {
  const waits: number[] = [];
  const instance = createApiClient({
    baseUrl: `${api.baseUrl}/api/v1`,
    apiKey: () => org.key,
    sleep: async (ms) => {
      waits.push(ms);
    },
    ...overrides,
  });
  return { instance, waits };
}

describe('API client', () => {
  it('unwraps the envelope of a read and sends the query', async () => {
    const { instance } = client();
    await instance.post('/customers', { body: { name: 'Query Needle' } });
    const page = await instance.get('/customers', { query: { search: 'needle', limit: 5 } });
    expect(page.items.map((customer) => customer.name)).toEqual(['Query Needle']);
  });

  it('retries a write whose answer was lost with the same Idempotency-Key, so it lands once', async () => {
    const sentKeys: string[] = [];
    let dropNext = true;
    const { instance } = client({
      fetch: async (input, init) => {
        sentKeys.push(new Headers(init?.headers).get('Idempotency-Key') ?? '');
        const response = await fetch(input, init);
        if (dropNext) {
          dropNext = false;
          throw new TypeError('connection reset after the request was sent');
        }
        return response;
      },
    });
    const created = await instance.post('/customers', { body: { name: 'Exactly Once Ltd' } });
    expect(sentKeys).toHaveLength(2);
    expect(sentKeys[0]).toBe(sentKeys[1]);
    const page = await instance.get('/customers', { query: { search: 'Exactly Once' } });
    expect(page.items.map((customer) => customer.id)).toEqual([created.id]);
  });

  it('turns a 422 into an ApiError with every field problem, without retrying', async () => {
    let calls = 0;
    const { instance } = client({ fetch: (input, init) => ((calls += 1), fetch(input, init)) });
    const error = await instance
      .post('/customers', { body: { name: '', email: 'nope' } })
      .catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(ApiError);
    const apiError = error as ApiError;
    expect([apiError.status, apiError.code, apiError.retryable]).toEqual([422, 'validation_failed', false]);
    expect(apiError.problemFor('name')).toBeTruthy();
    expect(apiError.problemFor('email')).toBeTruthy();
    expect(calls).toBe(1);
  });

  it('reports not_found by code and a missing key as unauthorized', async () => {
    const { instance } = client();
    await expect(
      instance.get('/customers/{customerId}', { path: { customerId: '00000000-0000-4000-8000-000000000000' } }),
    ).rejects.toMatchObject({ code: 'not_found', status: 404 });
    const { instance: anonymous } = client({ apiKey: () => null });
    await expect(anonymous.get('/customers')).rejects.toMatchObject({ code: 'unauthorized', status: 401 });
  });

  it('waits Retry-After seconds on 429 and gives up after its retries', async () => {
    const limitedApi = await startTestApp({ config: { rateLimitPerHour: 1 } });
    const limitedOrg = await limitedApi.newOrg();
    const waits: number[] = [];
    const limited = createApiClient({
      baseUrl: `${limitedApi.baseUrl}/api/v1`,
      apiKey: () => limitedOrg.key,
      maxRetries: 2,
      sleep: async (ms) => {
        waits.push(ms);
      },
    });
    await limited.get('/customers');
    const error = (await limited.get('/customers').catch((thrown: unknown) => thrown)) as ApiError;
    expect(error.code).toBe('rate_limited');
    expect(waits).toHaveLength(2);
    expect(waits[0]).toBe((error.retryAfterSeconds ?? 0) * 1000);
    expect(waits[0]).toBeGreaterThan(0);
  });
});
