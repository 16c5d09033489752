import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type ApiResponse, type TestApp, type TestOrg } from '../../support/test-app';
import { customerNames, expectValidationFailure, uniqueName } from './http-expectations';

let api: TestApp;
let org: TestOrg;

beforeAll(async () => {
  api = await startTestApp();
  org = await api.newOrg();
});

/** Sends bytes exactly as given: fetch adds no Content-Type to a Uint8Array body. */
async function postBytes(body: string, headers: Record<string, string> = {}): Promise<ApiResponse> {
  const response = await fetch(`${api.baseUrl}/api/v1/customers`, {
    method: 'POST',
    headers: { Authorization: `ApiKey ${org.key}`, ...headers },
    body: new TextEncoder().encode(body),
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: JSON.parse(text), text };
}

describe('request bodies (api.md 7)', () => {
  it('lists every problem at once under the fixed message', async () => {
    const problems = expectValidationFailure(
      await api.post('/customers', { name: 42, email: 'not-an-email', phone: 'x'.repeat(41) }, { key: org.key }),
      ['name', 'email', 'phone'],
    );
    expect(problems.find((problem) => problem.field === 'phone')?.problem).toMatch(/40/);
  });

  it('locates problems inside nested bodies with dotted paths', async () => {
    const lines = [
      { catalogItemId: randomUUID(), quantity: 1.5, unitPriceCents: -1 },
      { catalogItemId: 'not-a-uuid', quantity: 2, unitPriceCents: 100 },
    ];
    expectValidationFailure(await api.post('/estimates', { siteId: 'nowhere', lines }, { key: org.key }), [
      'siteId',
      'lines.0.quantity',
      'lines.0.unitPriceCents',
      'lines.1.catalogItemId',
    ]);
  });

  it("words every problem as the contract does, never in the schema library's own terms", async () => {
    const customer = expectValidationFailure(
      await api.post('/customers', { name: '', email: 'not-an-email', phone: 'x'.repeat(41) }, { key: org.key }),
      ['name', 'email', 'phone'],
    );
    expect(customer).toEqual([
      { field: 'name', problem: 'must not be empty' },
      { field: 'email', problem: 'must be an email address' },
      { field: 'phone', problem: 'must be at most 40 characters' },
    ]);
    const line = { catalogItemId: randomUUID(), quantity: 0, unitPriceCents: 100 };
    const estimate = expectValidationFailure(await api.post('/estimates', { lines: [line] }, { key: org.key }), [
      'siteId',
      'lines.0.quantity',
    ]);
    expect(estimate).toEqual([
      { field: 'siteId', problem: 'is required' },
      { field: 'lines.0.quantity', problem: 'must be at least 1' },
    ]);
  });

  it('names a missing required field', async () => {
    expectValidationFailure(await api.post('/customers', { email: null }, { key: org.key }), ['name']);
  });

  it('refuses unknown fields, naming each of them', async () => {
    const name = uniqueName('Strict');
    expectValidationFailure(
      await api.post('/customers', { name, nickname: 'Oaky', orgId: randomUUID() }, { key: org.key }),
      ['nickname', 'orgId'],
    );
    expect(await customerNames(api, org.key, name)).toEqual([]);
  });

  it.each([
    ['a truncated document', '{"name": "Half'],
    ['an empty body', ''],
    ['trailing garbage', '{"name": "A"} x'],
  ])('answers %s with 422 on (body)', async (_label, rawBody) => {
    expectValidationFailure(await api.post('/customers', undefined, { key: org.key, rawBody }), ['(body)']);
  });

  it.each([
    ['a JSON array', '[{"name": "A"}]'],
    ['a bare string', '"A"'],
    ['null', 'null'],
  ])('answers %s instead of an object with 422 on (body)', async (_label, rawBody) => {
    expectValidationFailure(await api.post('/customers', undefined, { key: org.key, rawBody }), ['(body)']);
  });

  it.each([
    ['text/plain', 'text/plain'],
    ['a form', 'application/x-www-form-urlencoded'],
  ])('answers a JSON body sent as %s with 422 on Content-Type', async (_label, contentType) => {
    const name = uniqueName('Typed');
    expectValidationFailure(await postBytes(JSON.stringify({ name }), { 'Content-Type': contentType }), [
      'Content-Type',
    ]);
    expect(await customerNames(api, org.key, name)).toEqual([]);
  });

  it('answers a body without any Content-Type with 422 on Content-Type', async () => {
    expectValidationFailure(await postBytes(JSON.stringify({ name: uniqueName('Untyped') })), ['Content-Type']);
  });

  it('accepts application/json with a charset', async () => {
    const res = await postBytes(JSON.stringify({ name: uniqueName('Charset') }), {
      'Content-Type': 'application/json; charset=utf-8',
    });
    expect(res.status).toBe(201);
  });
});

describe('query and path parameters', () => {
  it.each([
    ['limit=abc', ['limit']],
    ['limit=2.5', ['limit']],
    ['limit=0&search=', ['limit', 'search']],
    [`search=${'x'.repeat(201)}`, ['search']],
    ['cursor=garbage', ['cursor']],
    [`cursor=${Buffer.from('s:12; DROP TABLE customers').toString('base64url')}`, ['cursor']],
  ])('names the query field of %s', async (query, fields) => {
    expectValidationFailure(await api.get(`/customers?${query}`, { key: org.key }), fields);
  });

  it('names a path parameter that is not a UUID', async () => {
    expectValidationFailure(await api.get('/customers/not-a-uuid', { key: org.key }), ['customerId']);
  });
});
