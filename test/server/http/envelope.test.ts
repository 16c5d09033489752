import { randomUUID } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type ApiResponse, type TestApp, type TestOrg } from '../../support/test-app';
import { customerNames, expectFailure, rateLimitOf, uniqueName } from './http-expectations';

const MAX_BODY_BYTES = 2048;
let api: TestApp;
let org: TestOrg;

beforeAll(async () => {
  api = await startTestApp({ config: { maxBodyBytes: MAX_BODY_BYTES } });
  org = await api.newOrg();
});

/** Streams the body in chunks without Content-Length (Transfer-Encoding: chunked). */
function postChunked(path: string, chunks: string[]): Promise<ApiResponse> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      `${api.baseUrl}${path}`,
      { method: 'POST', headers: { Authorization: `ApiKey ${org.key}`, 'Content-Type': 'application/json' } },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => {
          const headers = new Headers();
          for (const [name, value] of Object.entries(res.headers))
            if (typeof value === 'string') headers.set(name, value);
          resolve({ status: res.statusCode ?? 0, headers, body: JSON.parse(text), text });
        });
      },
    );
    req.on('error', reject);
    for (const chunk of chunks) req.write(chunk);
    req.end();
  });
}

describe('the envelope on every failure (api.md 1.1, 7)', () => {
  it('answers an unknown route with 404 not_found, counted', async () => {
    const res = await api.get('/no-such-resource', { key: org.key });
    expectFailure(res, 404, 'not_found');
    rateLimitOf(res);
  });

  it('answers an unknown path outside the API with 404 not_found', async () => {
    expectFailure(await api.get('/api/v2/customers', { key: org.key }), 404, 'not_found');
  });

  it('answers a wrong method with 405 and the allowed ones', async () => {
    const onList = await api.request('DELETE', '/customers', undefined, { key: org.key });
    expectFailure(onList, 405, 'method_not_allowed');
    expect(onList.headers.get('Allow')?.split(/,\s*/).sort()).toEqual(['GET', 'POST']);

    const onRecord = await api.request('PUT', `/customers/${randomUUID()}`, { name: 'X' }, { key: org.key });
    expectFailure(onRecord, 405, 'method_not_allowed');
    expect(onRecord.headers.get('Allow')).toBe('GET');
  });

  it('answers a body over the limit with 413 and creates nothing', async () => {
    const name = uniqueName('Large');
    const res = await api.post(
      '/customers',
      { name, phone: '1', padding: 'x'.repeat(MAX_BODY_BYTES) },
      { key: org.key },
    );
    expectFailure(res, 413, 'payload_too_large');
    expect(await customerNames(api, org.key, name)).toEqual([]);
  });

  it('answers a streamed body that grows over the limit with 413', async () => {
    const res = await postChunked('/api/v1/customers', [
      '{"name": "Streamed", "padding": "',
      'x'.repeat(MAX_BODY_BYTES),
      '"}',
    ]);
    expectFailure(res, 413, 'payload_too_large');
  });

  it('accepts a streamed body within the limit', async () => {
    const name = uniqueName('Streamed small');
    const res = await postChunked('/api/v1/customers', ['{"name": ', JSON.stringify(name), '}']);
    expect(res.status).toBe(201);
  });

  it('answers an unexpected fault with 500 internal_error, counted, without internals', async () => {
    const faulty = await startTestApp({
      geocoder: {
        geocode: async () => {
          throw new Error('geocoder exploded: SELECT secret FROM x');
        },
      },
    });
    const faultyOrg = await faulty.newOrg();
    const customer = await faulty.post('/customers', { name: 'Faulted' }, { key: faultyOrg.key });
    expect(customer.status).toBe(201);
    const site = {
      customerId: customer.body.data.id,
      street: '1 Main St',
      city: 'Portland',
      state: 'OR',
      zip: '97201',
    };
    const idempotencyKey = randomUUID();
    const res = await faulty.post('/sites', site, { key: faultyOrg.key, idempotencyKey });
    const envelope = expectFailure(res, 500, 'internal_error');
    expect(envelope.data).toEqual({ code: 'internal_error' });
    expect(res.text).not.toMatch(/exploded|SELECT|secret|at .*\.ts|stack/i);
    rateLimitOf(res);
    // A fault releases the key: the retry the message asks for runs again instead of replaying the fault.
    const retried = await faulty.post('/sites', site, { key: faultyOrg.key, idempotencyKey });
    expectFailure(retried, 500, 'internal_error');
    expect(retried.headers.get('Idempotent-Replay')).toBeNull();
    const sites = await faulty.get(`/sites?customerId=${customer.body.data.id}`, { key: faultyOrg.key });
    expect(sites.body.data.items).toEqual([]);
  });
});
