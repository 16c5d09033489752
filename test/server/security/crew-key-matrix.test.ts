import { beforeAll, describe, expect, it } from 'vitest';
import { recordEvent } from '../../../src/server/events/events.service';
import type { ChangeEvent } from '../../../src/shared/contract/events';
import { pngBytes } from '../../support/inventory-fixtures';
import { startTestApp, type TestApp } from '../../support/test-app';
import { openFeed } from '../events/sse-client';
import { expectFailure } from '../http/http-expectations';
import {
  CREW_DAY,
  fingerprint,
  LATER_DAY,
  seedCrewWorld,
  sides,
  type CrewWorld,
  type Side,
  type SideRecords,
} from './crew-world';
import { fetchDocument, operationsOf, type Operation } from './openapi-document';

/*
 * Issue 41's matrix: every operation of the OpenAPI document, called with a crew key of crew A on
 * A's own work, on crew B's, on work placed on nobody's day, and on A's work beyond the reach's
 * window (docs/decisions/crews.md "Crew keys"). Reads of anything but A's own answer 404 and lists
 * leave it out; writes are refused and change nothing; operations for office keys are refused (403)
 * whatever they address. An operation added later fails the first test until it is classified here.
 */

type Pick = (data: any) => string[];

type CrewCase =
  /** For office keys: 403 whatever is addressed, nothing changed. */
  | { closed: string }
  /** Addresses one record by its path: A's own answers 200, the rest 404. */
  | { record: true }
  /** Writes at one record by its path (field:write): A's own succeeds, the rest 404 and change nothing. */
  | { write: (side: SideRecords) => unknown; status: 200 | 201 }
  /** A list: A's own is in it, the rest are not (`alsoOwn`: sides whose entry is A's own too). */
  | { list: string; ids: Pick; of: (side: SideRecords) => string; alsoOwn?: Side[] }
  /** Settings of the organization a crew's phone needs, or the calling key itself: nothing of anyone's work. */
  | { open: true }
  /** The change feed: narrowed to A's reach. */
  | { feed: true };

const office = (why = 'a scope a crew key cannot hold') => ({ closed: why });
const officeOnly = { closed: "the office's, not a crew's days" };
const items: Pick = (data) => data.items.map((item: { id: string }) => item.id);
const estimateIdsOf: Pick = (data) => data.items.map((item: { estimateId: string }) => item.estimateId);
const boardIds: Pick = (data) => [...data.upcoming, ...data.needsAttention].map((row: any) => row.estimateId);
const boardRowIds: Pick = (data) => [...data.upcoming, ...data.needsAttention].map((row: any[]) => row[1] as string);
const SPAN = 'from=2026-02-01&to=2026-04-30';

const cases: Record<string, CrewCase> = {
  'GET /customers': office(),
  'GET /customers/{customerId}': office(),
  'POST /customers': office(),
  'GET /sites': { list: '/sites?limit=200', ids: items, of: (side) => side.siteId },
  'GET /sites/{siteId}': { record: true },
  'POST /sites': office(),
  'PATCH /sites/{siteId}': office(),
  'GET /catalog/items': office(),
  'GET /sites/{siteId}/trees': { record: true },
  'GET /trees/{treeId}': { record: true },
  'GET /trees/{treeId}/photos': { record: true },
  'GET /sites/{siteId}/notes': { record: true },
  'POST /sites/{siteId}/trees': { write: () => ({ commonName: 'Found on the job' }), status: 201 },
  'PATCH /trees/{treeId}': office(),
  'DELETE /trees/{treeId}': office(),
  'POST /sites/{siteId}/notes': {
    write: (side) => ({ transcript: 'Gate code 1234', treeId: side.treeId }),
    status: 201,
  },
  'POST /trees/{treeId}/photos': { write: () => ({ data: pngBytes().toString('base64') }), status: 201 },
  'GET /sites/{siteId}/report': { record: true },
  'GET /estimates': { list: '/estimates?limit=200', ids: items, of: (side) => side.estimateId },
  'GET /estimates/{estimateId}': { record: true },
  'POST /estimates': office(),
  'POST /estimates/{estimateId}/accept': office(),
  'POST /estimates/{estimateId}/cancel': office(),
  'POST /estimates/{estimateId}/duplicate': office(),
  'PATCH /estimates/{estimateId}/lines/{lineId}': { write: () => ({ status: 'done' }), status: 200 },
  'POST /estimates/{estimateId}/lines/done': { write: () => ({}), status: 200 },
  'GET /invoices': office(),
  'GET /invoices/{invoiceId}': office(),
  'POST /invoices': office(),
  'POST /invoices/{invoiceId}/post': office(),
  'POST /invoices/{invoiceId}/void': office(),
  'POST /invoices/{invoiceId}/payments': office(),
  'POST /invoices/{invoiceId}/payments/{paymentId}/reversal': office(),
  // Work beyond the window is still crew A's: A itself is listed, its later day is not (GET /routes).
  'GET /crews': { list: '/crews', ids: items, of: (side) => side.crewId, alsoOwn: ['later'] },
  'PATCH /crews/{crewId}': office(),
  'GET /districts': officeOnly,
  'POST /districts': office(),
  'PATCH /districts/{districtId}': office(),
  'DELETE /districts/{districtId}': office(),
  'GET /appointments': officeOnly,
  'POST /appointments': office(),
  'GET /users': officeOnly,
  'GET /events': { feed: true },
  'GET /schedule': { list: `/schedule?${SPAN}`, ids: boardIds, of: (side) => side.estimateId },
  'GET /schedule/board': { list: `/schedule/board?${SPAN}`, ids: boardRowIds, of: (side) => side.estimateId },
  'GET /schedule/unscheduled': officeOnly,
  'GET /schedule/fit': officeOnly,
  'GET /schedule/progress': { list: `/schedule/progress?${SPAN}`, ids: estimateIdsOf, of: (side) => side.estimateId },
  'POST /schedule': office(),
  'POST /schedule/bump': office(),
  'POST /schedule/reassign': office(),
  'POST /schedule/emergency': office(),
  'PATCH /estimates/{estimateId}/schedule/{scheduleId}': office(),
  'DELETE /estimates/{estimateId}/schedule/{scheduleId}': office(),
  'POST /schedule/actions/{actionId}/undo': office(),
  'POST /schedule/plans': office(),
  'POST /schedule/plans/{planId}/accept': office(),
  'POST /schedule/plans/{planId}/undo': office(),
  'GET /routes': {
    list: '/routes?from=2026-03-01&to=2026-03-31',
    ids: (data) => data.items.map((item: { crewId: string; date: string }) => `${item.crewId} ${item.date}`),
    of: (side) => `${side.crewId} ${side.date}`,
  },
  'GET /routes/{crewId}/{date}': { record: true },
  'POST /routes/{crewId}/{date}/optimize': office(),
  'POST /routes/{crewId}/{date}/order': office(),
  'POST /routes/{crewId}/{date}/automatic': office(),
  'GET /org': { open: true },
  'PATCH /org': office(),
  'GET /org/logo': officeOnly,
  'GET /estimates/{estimateId}/document.pdf': officeOnly,
  'GET /invoices/{invoiceId}/document.pdf': office(),
  'POST /estimates/{estimateId}/send': office(),
  'POST /estimates/{estimateId}/handed': office(),
  'POST /estimates/{estimateId}/decline': office(),
  'POST /invoices/{invoiceId}/send': office(),
  'GET /messages': officeOnly,
  'POST /schedule/notices': office(),
  'GET /schedule/notices': officeOnly,
  'GET /org/message-templates': office(),
  'PATCH /org/message-templates': office(),
  'GET /session': { open: true },
  'GET /keys': office(),
  'POST /keys': office(),
  'DELETE /keys/{keyId}': office(),
};

let api: TestApp;
let operations: Operation[];
let world: CrewWorld;

beforeAll(async () => {
  api = await startTestApp({ config: { rateLimitPerHour: 100_000 } });
  operations = operationsOf(await fetchDocument(api));
  world = await seedCrewWorld(api);
});

const pathOf = (operation: Operation, side: SideRecords) =>
  operation.path.replace(
    /\{(\w+)\}/g,
    (_, name: string) => (side as unknown as Record<string, string>)[name] ?? crypto.randomUUID(),
  );

const send = (operation: Operation, side: SideRecords, body?: unknown) =>
  api.request(operation.method, pathOf(operation, side), operation.method === 'GET' ? undefined : (body ?? {}), {
    key: world.crewKey.key,
  });

const unchanged = async (work: () => Promise<void>) => {
  const before = await fingerprint(api, world.org.id);
  await work();
  expect(await fingerprint(api, world.org.id)).toEqual(before);
};

const outOfReach = sides.filter((side) => side !== 'own');

describe("a crew key on every operation, on its own crew's work and everyone else's", () => {
  it('classifies every operation of the OpenAPI document', () => {
    const keys = operations.map((operation) => operation.key);
    expect(keys.filter((key) => !cases[key])).toEqual([]);
    expect(Object.keys(cases).filter((key) => !keys.includes(key))).toEqual([]);
  });

  it("refuses the office's operations (403), whatever they address, changing nothing", async () => {
    await unchanged(async () => {
      for (const operation of operations) {
        if (!('closed' in cases[operation.key]!)) continue;
        for (const side of sides) {
          const res = await send(operation, world.side[side]);
          expect({ operation: operation.key, side, status: res.status }).toMatchObject({ status: 403 });
          expectFailure(res, 403, 'forbidden');
        }
      }
    });
  }, 120_000);

  it('reads its own records and answers every other as missing (404)', async () => {
    for (const operation of operations) {
      if (!('record' in cases[operation.key]!)) continue;
      const own = await send(operation, world.side.own);
      expect({ operation: operation.key, status: own.status, text: own.text }).toMatchObject({ status: 200 });
      for (const side of outOfReach) {
        const res = await send(operation, world.side[side]);
        expect({ operation: operation.key, side, status: res.status }).toMatchObject({ status: 404 });
        expectFailure(res, 404, 'not_found');
      }
    }
  }, 60_000);

  it('lists its own records only', async () => {
    for (const operation of operations) {
      const crewCase = cases[operation.key]!;
      if (!('list' in crewCase)) continue;
      const res = await api.get(crewCase.list, { key: world.crewKey.key });
      expect(res.status, `${operation.key}: ${res.text}`).toBe(200);
      const seen = crewCase.ids(res.body.data);
      expect(seen, operation.key).toContain(crewCase.of(world.side.own));
      for (const side of outOfReach.filter((other) => !crewCase.alsoOwn?.includes(other)))
        expect(seen, `${operation.key} ${side}`).not.toContain(crewCase.of(world.side[side]));
    }
  }, 60_000);

  it("writes at its own crew's work only: elsewhere 404 and nothing changed", async () => {
    for (const operation of operations) {
      const crewCase = cases[operation.key]!;
      if (!('write' in crewCase)) continue;
      await unchanged(async () => {
        for (const side of outOfReach) {
          const res = await send(operation, world.side[side], crewCase.write(world.side[side]));
          expect({ operation: operation.key, side, status: res.status }).toMatchObject({ status: 404 });
          expectFailure(res, 404, 'not_found');
        }
      });
      const own = await send(operation, world.side.own, crewCase.write(world.side.own));
      expect({ operation: operation.key, status: own.status, text: own.text }).toMatchObject({
        status: crewCase.status,
      });
    }
  }, 60_000);

  it("reads the organization's settings", async () => {
    for (const operation of operations) {
      if (!('open' in cases[operation.key]!)) continue;
      expect((await send(operation, world.side.own)).status, operation.key).toBe(200);
    }
  });

  it('hears only of its own crew-days, their routes and their estimates on the change feed', async () => {
    const feed = await openFeed(`${api.baseUrl}/api/v1/events`, { Authorization: `ApiKey ${world.crewKey.key}` });
    try {
      expect(feed.status).toBe(200);
      const { own, other, none, later } = world.side;
      const crewDay = (side: SideRecords) => ({ crewId: side.crewId, day: side.date });
      const happened: ChangeEvent[] = [
        { type: 'placement.changed', payload: { crewDays: [crewDay(other)], estimateIds: [other.estimateId] } },
        {
          type: 'placement.changed',
          payload: { crewDays: [crewDay(own), crewDay(other)], estimateIds: [own.estimateId, other.estimateId] },
        },
        {
          type: 'placement.changed',
          payload: { crewDays: [{ crewId: world.crewA, day: LATER_DAY }], estimateIds: [later.estimateId] },
        },
        { type: 'route.changed', payload: { crewId: world.crewB, day: CREW_DAY } },
        { type: 'route.changed', payload: { crewId: world.crewA, day: CREW_DAY } },
        ...[other, none, later, own].map((side): ChangeEvent => ({
          type: 'estimate.changed',
          payload: { estimateId: side.estimateId, status: 'scheduled' },
        })),
        { type: 'site.moved', payload: { siteId: own.siteId } },
        { type: 'appointment.created', payload: { appointmentId: crypto.randomUUID(), day: CREW_DAY } },
      ];
      for (const event of happened)
        await api.deps.database.db.transaction((tx) => recordEvent(tx, world.org.id, event, api.clock.now()));
      const heard = (await feed.drain(2_000)).map((message) => ({ type: message.event, payload: message.data }));
      expect(heard).toEqual([
        {
          type: 'placement.changed',
          payload: { crewDays: [crewDay(own)], estimateIds: [own.estimateId, other.estimateId] },
        },
        { type: 'route.changed', payload: { crewId: world.crewA, day: CREW_DAY } },
        { type: 'estimate.changed', payload: { estimateId: own.estimateId, status: 'scheduled' } },
      ]);
    } finally {
      feed.close();
    }
  });
});
