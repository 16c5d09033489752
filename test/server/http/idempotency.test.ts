import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { startTestApp, type ApiResponse, type TestApp, type TestOrg } from '../../support/test-app';
import { waitUntil } from '../../support/wait-until';
import { onPostgres } from '../../support/test-database';
import { customerNames, expectFailure, expectValidationFailure, uniqueName } from './http-expectations';

const DAY_MS = 24 * 60 * 60 * 1000;
let api: TestApp;
let org: TestOrg;
let startIso: string;

beforeAll(async () => {
  api = await startTestApp();
  org = await api.newOrg();
  startIso = api.clock.now().toISOString();
});

afterEach(() => api.clock.set(startIso));

const create = (body: unknown, idempotencyKey?: string, key = org.key) =>
  api.post('/customers', body, { key, ...(idempotencyKey ? { idempotencyKey } : {}) });

function expectReplayOf(replay: ApiResponse, original: ApiResponse) {
  expect(replay.status).toBe(200);
  expect(replay.headers.get('Idempotent-Replay')).toBe('true');
  expect(replay.body.success).toBe(true);
  expect(replay.body.data).toEqual(original.body.data);
}

describe('Idempotency-Key (api.md 1.5)', () => {
  it('replays the original answer for the same key and body, with 200 and nothing new created', async () => {
    const name = uniqueName('Replayed');
    const idempotencyKey = randomUUID();
    const first = await create({ name, email: 'r@example.com' }, idempotencyKey);
    expect(first.status).toBe(201);
    expect(first.headers.get('Idempotent-Replay')).toBeNull();
    expectReplayOf(await create({ name, email: 'r@example.com' }, idempotencyKey), first);
    expectReplayOf(await create({ name, email: 'r@example.com' }, idempotencyKey.toUpperCase()), first);
    expect(await customerNames(api, org.key, name)).toEqual([name]);
  });

  it('treats the same body with its keys reordered or spaced differently as the same request', async () => {
    const name = uniqueName('Reordered');
    const idempotencyKey = randomUUID();
    const first = await api.post('/customers', undefined, {
      key: org.key,
      idempotencyKey,
      rawBody: JSON.stringify({ name, email: null, phone: '503-555-0142' }),
    });
    expect(first.status).toBe(201);
    const reordered = `{ "phone": "503-555-0142",\n  "email": null, "name": ${JSON.stringify(name)} }`;
    expectReplayOf(
      await api.post('/customers', undefined, { key: org.key, idempotencyKey, rawBody: reordered }),
      first,
    );
    expect(await customerNames(api, org.key, name)).toEqual([name]);
  });

  it('refuses the same key with another body (409 idempotency_key_reused) and changes nothing', async () => {
    const name = uniqueName('Original');
    const idempotencyKey = randomUUID();
    expect((await create({ name }, idempotencyKey)).status).toBe(201);
    expectFailure(await create({ name: `${name} changed` }, idempotencyKey), 409, 'idempotency_key_reused');
    expectFailure(await create({ name, phone: '1' }, idempotencyKey), 409, 'idempotency_key_reused');
    expect(await customerNames(api, org.key, name)).toEqual([name]);
  });

  it('binds a key to its first request: the same key on another operation is refused', async () => {
    const idempotencyKey = randomUUID();
    const customer = await create({ name: uniqueName('Bound') }, idempotencyKey);
    expect(customer.status).toBe(201);
    const site = {
      customerId: customer.body.data.id,
      street: '1 Main St',
      city: 'Portland',
      state: 'OR',
      zip: '97201',
    };
    expectFailure(await api.post('/sites', site, { key: org.key, idempotencyKey }), 409, 'idempotency_key_reused');
    const sites = await api.get(`/sites?customerId=${customer.body.data.id}`, { key: org.key });
    expect(sites.body.data.items).toEqual([]);
  });

  it('releases the key of a request that failed, so a corrected retry succeeds', async () => {
    const name = uniqueName('Corrected');
    const idempotencyKey = randomUUID();
    expectValidationFailure(await create({ name: '' }, idempotencyKey), ['name']);
    expectValidationFailure(await create({ name: '' }, idempotencyKey), ['name']);
    const corrected = await create({ name }, idempotencyKey);
    expect(corrected.status).toBe(201);
    expectReplayOf(await create({ name }, idempotencyKey), corrected);
  });

  it('releases the key of a request refused for its scope', async () => {
    const name = uniqueName('Scoped');
    const idempotencyKey = randomUUID();
    const readOnly = await org.newKey(['customers:read']);
    expectFailure(await create({ name }, idempotencyKey, readOnly), 403, 'forbidden');
    expect((await create({ name }, idempotencyKey)).status).toBe(201);
  });

  it('refuses a key that is not a UUID (422 on Idempotency-Key) and creates nothing', async () => {
    const name = uniqueName('Bad key');
    expectValidationFailure(await create({ name }, 'order-42'), ['Idempotency-Key']);
    expect(await customerNames(api, org.key, name)).toEqual([]);
  });

  it('creates a second record when a retry carries no key', async () => {
    const name = uniqueName('Unkeyed');
    expect((await create({ name })).status).toBe(201);
    expect((await create({ name })).status).toBe(201);
    expect(await customerNames(api, org.key, name)).toEqual([name, name]);
  });

  it('keeps keys apart per organization', async () => {
    const other = await api.newOrg();
    const name = uniqueName('Twin');
    const idempotencyKey = randomUUID();
    const mine = await create({ name }, idempotencyKey);
    const theirs = await create({ name }, idempotencyKey, other.key);
    expect([mine.status, theirs.status]).toEqual([201, 201]);
    expect(theirs.body.data.id).not.toBe(mine.body.data.id);
    expect(await customerNames(api, other.key, name)).toEqual([name]);
  });

  it('forgets a key after 24 hours', async () => {
    const name = uniqueName('Expiring');
    const idempotencyKey = randomUUID();
    const first = await create({ name }, idempotencyKey);
    api.clock.advance(DAY_MS - 1);
    expectReplayOf(await create({ name }, idempotencyKey), first);
    api.clock.advance(1);
    const anew = await create({ name }, idempotencyKey);
    expect(anew.status).toBe(201);
    expect(anew.body.data.id).not.toBe(first.body.data.id);
    expect(await customerNames(api, org.key, name)).toEqual([name, name]);
    expectReplayOf(await create({ name }, idempotencyKey), anew);
  });

  it('lets exactly one of two simultaneous identical requests create', async () => {
    const name = uniqueName('Simultaneous');
    const idempotencyKey = randomUUID();
    const answers = await Promise.all([create({ name }, idempotencyKey), create({ name }, idempotencyKey)]);
    const created = answers.filter((res) => res.status === 201);
    expect(created).toHaveLength(1);
    const [other] = answers.filter((res) => res.status !== 201);
    if (other?.status === 409) {
      expectFailure(other, 409, 'command_in_progress');
      expect(other.headers.get('Retry-After')).toMatch(/^[1-9]\d*$/);
    } else {
      expectReplayOf(other as ApiResponse, created[0] as ApiResponse);
    }
    expect(await customerNames(api, org.key, name)).toEqual([name]);
  });

  // PGlite runs one statement at a time, so a request can never be caught mid-transaction there;
  // the in-flight answer is only observable on PostgreSQL (CI sets DATABASE_URL).
  it.runIf(onPostgres())(
    'answers a twin of a request still in flight with 409 command_in_progress and Retry-After',
    async () => {
      const locker = new pg.Client({ connectionString: inject('testDatabaseUrl') ?? undefined });
      await locker.connect();
      try {
        const name = uniqueName('In flight');
        const idempotencyKey = randomUUID();
        await locker.query('BEGIN; LOCK TABLE customers IN EXCLUSIVE MODE');
        const blocked = create({ name }, idempotencyKey);
        await waitUntil(async () => {
          const { rows } = await locker.query('SELECT state FROM idempotency_records WHERE org_id = $1 AND key = $2', [
            org.id,
            idempotencyKey,
          ]);
          return rows[0]?.state === 'in_flight';
        });
        const twin = await create({ name }, idempotencyKey);
        expectFailure(twin, 409, 'command_in_progress');
        expect(twin.headers.get('Retry-After')).toMatch(/^[1-9]\d*$/);
        await locker.query('COMMIT');
        const first = await blocked;
        expect(first.status).toBe(201);
        expectReplayOf(await create({ name }, idempotencyKey), first);
        expect(await customerNames(api, org.key, name)).toEqual([name]);
      } finally {
        await locker.query('ROLLBACK').catch(() => undefined);
        await locker.end();
      }
    },
  );
});
