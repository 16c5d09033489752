import { beforeAll, describe, expect, it } from 'vitest';
import { customers } from '../../../src/server/db/schema';
import { startTestApp, type TestApp } from '../../support/test-app';
import { customerNames, expectFailure, expectValidationFailure, uniqueName } from '../http/http-expectations';
import { seedWorld, WORLD_DAY, type World } from './security-world';

const MAX_BODY_BYTES = 64 * 1024;
const PAGE_CAP = 200;

let api: TestApp;
let world: World;

beforeAll(async () => {
  api = await startTestApp({ config: { rateLimitPerHour: 100_000, maxBodyBytes: MAX_BODY_BYTES } });
  world = await seedWorld(api);
});

const ids = (count: number) => Array.from({ length: count }, () => crypto.randomUUID());
const text = (length: number) => 'a'.repeat(length);
const post = (path: string, body: unknown) => api.post(path, body, { key: world.org.key });
const get = (path: string) => api.get(path, { key: world.org.key });

describe('OWASP API4:2023 unrestricted resource consumption', () => {
  it('refuses a body over the limit with 413 in the envelope, declared or streamed, and creates nothing', async () => {
    const name = uniqueName('Oversized');
    const declared = JSON.stringify({ name, phone: text(MAX_BODY_BYTES) });
    const refused = await api.post('/customers', undefined, { key: world.org.key, rawBody: declared });
    expectFailure(refused, 413, 'payload_too_large');
    // The unread rest of the upload makes the connection unusable: the client is told not to reuse it.
    expect(refused.headers.get('connection')).toBe('close');

    const chunks = [declared.slice(0, MAX_BODY_BYTES / 2), declared.slice(MAX_BODY_BYTES / 2)];
    const streamed = new ReadableStream<Uint8Array>({
      pull(controller) {
        const chunk = chunks.shift();
        if (chunk === undefined) controller.close();
        else controller.enqueue(new TextEncoder().encode(chunk));
      },
    });
    const res = await fetch(`${api.baseUrl}/api/v1/customers`, {
      method: 'POST',
      headers: { Authorization: `ApiKey ${world.org.key}`, 'Content-Type': 'application/json' },
      body: streamed,
      duplex: 'half',
    } as RequestInit);
    expect({ status: res.status, body: await res.json() }).toMatchObject({
      status: 413,
      body: { success: false, data: { code: 'payload_too_large' } },
    });
    expect(await customerNames(api, world.org.key, name)).toEqual([]);
  });

  it('clamps cursor page sizes to 200 and refuses sizes below 1', async () => {
    const org = await api.newOrg();
    const now = api.clock.now();
    const rows = Array.from({ length: PAGE_CAP + 5 }, (_, index) => ({
      orgId: org.id,
      id: crypto.randomUUID(),
      name: `Bulk ${index}`,
      createdAt: now,
      updatedAt: now,
    }));
    await api.deps.database.db.insert(customers).values(rows);
    const page = await api.get('/customers?limit=1000000000', { key: org.key });
    expect(page.status).toBe(200);
    expect(page.body.data.items).toHaveLength(PAGE_CAP);
    expect(page.body.data.nextCursor).toEqual(expect.any(String));
    for (const path of ['/sites', '/catalog/items', '/estimates', '/invoices'])
      expect((await get(`${path}?limit=99999999999`)).status, path).toBe(200);
    for (const limit of ['0', '-5', 'abc', '1e400'])
      expectValidationFailure(await get(`/customers?limit=${limit}`), ['limit']);
  });

  it('bounds the unscheduled page: limit 1-200 and a non-negative offset', async () => {
    expect((await get('/schedule/unscheduled?limit=200')).status).toBe(200);
    expectValidationFailure(await get('/schedule/unscheduled?limit=201'), ['limit']);
    expectValidationFailure(await get('/schedule/unscheduled?limit=0'), ['limit']);
    expectValidationFailure(await get('/schedule/unscheduled?offset=-1'), ['offset']);
  });

  it('refuses arrays past their bounds: estimateIds, lines, boundary, orderedScheduleIds, id lists in queries', async () => {
    const line = { catalogItemId: world.catalogItemId, quantity: 1, unitPriceCents: 100 };
    const square = (count: number) =>
      Array.from({ length: count }, (_, index) => [-122 + Math.cos(index) / 100, 45 + Math.sin(index) / 100]);
    expectValidationFailure(
      await post('/schedule', { estimateIds: ids(201), crewId: world.crewId, scheduledDate: WORLD_DAY }),
      ['estimateIds'],
    );
    expectValidationFailure(
      await post('/estimates', { siteId: world.siteId, lines: Array.from({ length: 201 }, () => line) }),
      ['lines'],
    );
    expectValidationFailure(await post('/districts', { name: uniqueName('Huge'), boundary: square(1002) }), [
      'boundary',
    ]);
    expectValidationFailure(
      await post(`/routes/${world.crewId}/${WORLD_DAY}/order`, { expectedVersion: 1, orderedScheduleIds: ids(201) }),
      ['orderedScheduleIds'],
    );
    for (const path of ['/schedule/fit', '/schedule', '/schedule/unscheduled']) {
      expectValidationFailure(await get(`${path}?estimateIds=${ids(201).join(',')}`), ['estimateIds']);
    }
  });

  it('refuses strings past their documented lengths', async () => {
    const site = { customerId: world.customerId, street: '1 Elm St', city: 'Portland', state: 'OR', zip: '97201' };
    const cases: [Promise<any>, string][] = [
      [post('/customers', { name: text(201) }), 'name'],
      [post('/customers', { name: 'Long phone', phone: text(41) }), 'phone'],
      [get(`/customers?search=${text(201)}`), 'search'],
      [post('/sites', { ...site, street: text(301) }), 'street'],
      [post('/sites', { ...site, city: text(201) }), 'city'],
      [post('/sites', { ...site, zip: text(21) }), 'zip'],
      [post('/sites', { ...site, label: text(201) }), 'label'],
      [
        post('/districts', {
          name: text(201),
          boundary: [
            [-122.7, 45.4],
            [-122.5, 45.4],
            [-122.5, 45.6],
          ],
        }),
        'name',
      ],
      [post(`/invoices/${world.invoiceId}/void`, { reason: text(501) }), 'reason'],
      [
        post('/appointments', { siteId: world.siteId, assigneeId: world.userId, date: WORLD_DAY, title: text(201) }),
        'title',
      ],
      [
        post('/schedule', {
          estimateIds: [world.acceptedEstimateId],
          crewId: world.crewId,
          scheduledDate: WORLD_DAY,
          note: text(2001),
        }),
        'note',
      ],
      [get(`/schedule/unscheduled?q=${text(201)}`), 'q'],
    ];
    for (const [answer, field] of cases) expectValidationFailure(await answer, [field]);
  });
});
