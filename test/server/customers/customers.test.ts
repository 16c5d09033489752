import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { customerSchema } from '../../../src/shared/contract/customers';
import { startTestApp, type TestApp, type TestOrg } from '../../support/test-app';

let api: TestApp;
let org: TestOrg;

beforeAll(async () => {
  api = await startTestApp();
  org = await api.newOrg();
});

describe('POST /customers', () => {
  it('creates a customer and returns it in the envelope with 201', async () => {
    const res = await api.contract.post('/customers', {
      body: { name: 'Ada Oakley', email: 'ada@example.com', phone: '503-555-0101' },
      key: org.key,
    });
    expect(res.status).toBe(201);
    expect(res.body.success).toBe(true);
    expect(customerSchema.parse(res.body.data)).toMatchObject({ name: 'Ada Oakley', email: 'ada@example.com' });
    expect(res.body.data.createdAt).toBe(api.clock.now().toISOString());
  });

  it('lists every validation problem at once', async () => {
    const res = await api.post(
      '/customers',
      { name: '', email: 'not-an-email', phone: 'x'.repeat(41) },
      { key: org.key },
    );
    expect(res.status).toBe(422);
    expect(res.body.message).toBe('Validation failed');
    const fields = res.body.data.errors.map((error: { field: string }) => error.field).sort();
    expect(fields).toEqual(['email', 'name', 'phone']);
  });

  it('takes any phone up to 40 characters as sent, and refuses a longer one without storing it', async () => {
    // api.md: "phone string up to 40 chars or null". The form's advice on what a phone looks like is the SPA's.
    const written = ['(503) 555-0142', '+44 20 7946 0958', ' 503-555-0142 ', 'ask for Bob at the front desk'];
    for (const phone of written) {
      const res = await api.contract.post('/customers', { body: { name: `Phone ${phone}`, phone }, key: org.key });
      expect(res.status, phone).toBe(201);
      expect(res.body.data.phone).toBe(phone);
    }
    const long = await api.post('/customers', { name: 'Long phone', phone: '5'.repeat(41) }, { key: org.key });
    expect(long.body.data.errors).toEqual([{ field: 'phone', problem: 'must be at most 40 characters' }]);
    const listed = await api.get('/customers?search=Long%20phone', { key: org.key });
    expect(listed.body.data.items).toEqual([]);
  });

  it('replays the original answer for the same key and body', async () => {
    const idempotencyKey = randomUUID();
    const first = await api.contract.post('/customers', { body: { name: 'Replay Me' }, key: org.key, idempotencyKey });
    const again = await api.contract.post('/customers', { body: { name: 'Replay Me' }, key: org.key, idempotencyKey });
    expect(first.status).toBe(201);
    expect(again.status).toBe(200);
    expect(again.headers.get('Idempotent-Replay')).toBe('true');
    expect(again.body.data).toEqual(first.body.data);
  });
});

describe('GET /customers/{id}', () => {
  it("answers 404 for another organization's customer exactly like a missing one", async () => {
    const other = await api.newOrg();
    const created = await api.contract.post('/customers', { body: { name: 'Private' }, key: other.key });
    const foreign = await api.contract.get('/customers/{customerId}', {
      path: { customerId: created.body.data.id },
      key: org.key,
    });
    const missing = await api.contract.get('/customers/{customerId}', {
      path: { customerId: randomUUID() },
      key: org.key,
    });
    expect(foreign.status).toBe(404);
    expect(foreign.body.data).toEqual({ code: 'not_found' });
    expect(missing.body).toEqual(foreign.body);
  });
});
