import { expect } from 'vitest';
import { recordEvent } from '../../../src/server/events/events.service';
import type { TestApp } from '../../support/test-app';
import { openFeed } from '../events/sse-client';
import { expectFailure, expectValidationFailure } from '../http/http-expectations';
import { WORLD_DAY, type World } from './security-world';

/*
 * For every operation: with organization A's key, address organization B's records through path
 * parameters, body references and query filters. B's records must answer as missing ones do.
 */

export interface Probe {
  api: TestApp;
  a: World;
  b: World;
}

type ProbeFn = (probe: Probe) => Promise<void>;

const idsOf = (items: { id: string }[]) => items.map((item) => item.id);

/** A list read with A's key holds none of these ids of B (and answered 200). */
async function listsNoneOf(
  api: TestApp,
  a: World,
  path: string,
  bIds: string[],
  pick = (data: any) => idsOf(data.items),
) {
  const res = await api.get(path, { key: a.org.key });
  expect(res.status, `${path}: ${res.text}`).toBe(200);
  const seen = pick(res.body.data);
  for (const id of bIds) expect(seen, path).not.toContain(id);
}

async function emptyList(api: TestApp, a: World, path: string, pick = (data: any) => data.items) {
  const res = await api.get(path, { key: a.org.key });
  expect(res.status, `${path}: ${res.text}`).toBe(200);
  expect(pick(res.body.data), path).toEqual([]);
}

async function missing(api: TestApp, a: World, method: string, path: string, body?: unknown) {
  const res = await api.request(method, path, body, { key: a.org.key });
  expect({ path, body, status: res.status, text: res.text }).toMatchObject({ status: 404 });
  expectFailure(res, 404, 'not_found');
}

const line = (catalogItemId: string) => ({ catalogItemId, quantity: 1, unitPriceCents: 100 });
const boardIds = (data: any) =>
  [...data.upcoming, ...data.needsAttention].flatMap((row: any) => [row.estimateId, row.crew?.id]);
/** GET /schedule/board's rows: the estimate is a row's second value, its crew its last. */
const boardRowIds = (data: any) =>
  [...data.upcoming, ...data.needsAttention].flatMap((row: any[]) => [row[1], row[row.length - 1]]);

/** A's board, narrowed by each of B's ids, names none of B's work or crews. */
async function boardListsNoneOf(api: TestApp, a: World, b: World, path: string, pick: (data: any) => string[]) {
  for (const filter of [
    `estimateIds=${b.placedEstimateId}`,
    `crewIds=${b.crewId}`,
    `districtIds=${b.districtId}`,
    `crewId=${b.crewId}`,
  ]) {
    await listsNoneOf(
      api,
      a,
      `${path}?from=2026-03-01&${filter}`,
      [b.placedEstimateId, b.acceptedEstimateId, b.crewId],
      pick,
    );
  }
}

export const tenancyProbes: Record<string, ProbeFn> = {
  'GET /customers': ({ api, a, b }) => listsNoneOf(api, a, '/customers?limit=200', [b.customerId]),
  'GET /customers/{customerId}': ({ api, a, b }) => missing(api, a, 'GET', `/customers/${b.customerId}`),
  'GET /sites': async ({ api, a, b }) => {
    await emptyList(api, a, `/sites?customerId=${b.customerId}`);
    await listsNoneOf(api, a, '/sites?limit=200', [b.siteId]);
  },
  'POST /sites': ({ api, a, b }) =>
    missing(api, a, 'POST', '/sites', {
      customerId: b.customerId,
      street: '1 Elm St',
      city: 'Portland',
      state: 'OR',
      zip: '97201',
    }),
  'GET /sites/{siteId}': ({ api, a, b }) => missing(api, a, 'GET', `/sites/${b.siteId}`),
  'PATCH /sites/{siteId}': ({ api, a, b }) =>
    missing(api, a, 'PATCH', `/sites/${b.siteId}`, { latitude: 45.52, longitude: -122.68 }),
  'GET /catalog/items': ({ api, a, b }) =>
    listsNoneOf(api, a, '/catalog/items?limit=200&activeOnly=false', [b.catalogItemId]),
  'GET /sites/{siteId}/trees': ({ api, a, b }) => missing(api, a, 'GET', `/sites/${b.siteId}/trees`),
  'GET /trees/{treeId}': ({ api, a, b }) => missing(api, a, 'GET', `/trees/${b.treeId}`),
  'GET /trees/{treeId}/photos': ({ api, a, b }) => missing(api, a, 'GET', `/trees/${b.treeId}/photos`),
  'GET /sites/{siteId}/notes': ({ api, a, b }) => missing(api, a, 'GET', `/sites/${b.siteId}/notes`),
  'POST /sites/{siteId}/trees': ({ api, a, b }) =>
    missing(api, a, 'POST', `/sites/${b.siteId}/trees`, { commonName: 'Planted over there' }),
  'PATCH /trees/{treeId}': ({ api, a, b }) =>
    missing(api, a, 'PATCH', `/trees/${b.treeId}`, { commonName: 'Taken over' }),
  'DELETE /trees/{treeId}': ({ api, a, b }) => missing(api, a, 'DELETE', `/trees/${b.treeId}`),
  'POST /sites/{siteId}/notes': async ({ api, a, b }) => {
    await missing(api, a, 'POST', `/sites/${b.siteId}/notes`, { transcript: 'Left over there' });
    await missing(api, a, 'POST', `/sites/${a.siteId}/notes`, { treeId: b.treeId, transcript: 'Their tree' });
  },
  'POST /trees/{treeId}/photos': ({ api, a, b }) =>
    missing(api, a, 'POST', `/trees/${b.treeId}/photos`, { data: 'iVBORw0KGgo=' }),
  'GET /sites/{siteId}/report': ({ api, a, b }) => missing(api, a, 'GET', `/sites/${b.siteId}/report`),
  'GET /estimates': async ({ api, a, b }) => {
    await emptyList(api, a, `/estimates?siteId=${b.siteId}`);
    await emptyList(api, a, `/estimates?customerId=${b.customerId}`);
    await listsNoneOf(api, a, '/estimates?limit=200', [b.draftEstimateId, b.acceptedEstimateId]);
    await emptyList(api, a, `/estimates?crewId=${b.crewId}`);
    await listsNoneOf(api, a, '/estimates?limit=200&minTotalCents=0&billed=true', [b.completedEstimateId]);
  },
  'POST /estimates': async ({ api, a, b }) => {
    await missing(api, a, 'POST', '/estimates', { siteId: b.siteId, lines: [line(a.catalogItemId)] });
    await missing(api, a, 'POST', '/estimates', { siteId: a.siteId, lines: [line(b.catalogItemId)] });
  },
  'GET /estimates/{estimateId}': ({ api, a, b }) => missing(api, a, 'GET', `/estimates/${b.draftEstimateId}`),
  'GET /estimates/{estimateId}/document.pdf': ({ api, a, b }) =>
    missing(api, a, 'GET', `/estimates/${b.draftEstimateId}/document.pdf`),
  'POST /estimates/{estimateId}/accept': ({ api, a, b }) =>
    missing(api, a, 'POST', `/estimates/${b.draftEstimateId}/accept`),
  'POST /estimates/{estimateId}/cancel': ({ api, a, b }) =>
    missing(api, a, 'POST', `/estimates/${b.draftEstimateId}/cancel`),
  'POST /estimates/{estimateId}/duplicate': ({ api, a, b }) =>
    missing(api, a, 'POST', `/estimates/${b.draftEstimateId}/duplicate`),
  'PATCH /estimates/{estimateId}/lines/{lineId}': async ({ api, a, b }) => {
    await missing(api, a, 'PATCH', `/estimates/${b.draftEstimateId}/lines/${b.draftLineId}`, { estimatedHours: 2 });
    await missing(api, a, 'PATCH', `/estimates/${a.draftEstimateId}/lines/${b.draftLineId}`, { estimatedHours: 2 });
  },
  'POST /estimates/{estimateId}/lines/done': async ({ api, a, b }) => {
    await missing(api, a, 'POST', `/estimates/${b.placedEstimateId}/lines/done`, {});
    // A line named in the body is checked against the estimate's own lines: B's is not one of A's.
    const res = await api.post(
      `/estimates/${a.placedEstimateId}/lines/done`,
      { lineIds: [b.draftLineId] },
      { key: a.org.key },
    );
    expectValidationFailure(res, ['lineIds.0']);
  },
  'GET /crews': ({ api, a, b }) => listsNoneOf(api, a, '/crews', [b.crewId]),
  'GET /invoices': async ({ api, a, b }) => {
    await emptyList(api, a, `/invoices?customerId=${b.customerId}`);
    await emptyList(api, a, `/invoices?estimateId=${b.completedEstimateId}`);
    await listsNoneOf(api, a, '/invoices?limit=200', [b.invoiceId]);
    // A's own numbers may be the same: a search by B's numbers finds none of B's invoices.
    await listsNoneOf(api, a, `/invoices?search=${b.paidInvoiceNumber}`, [b.paidInvoiceId]);
    await listsNoneOf(api, a, `/invoices?search=${b.paidEstimateNumber}`, [b.paidInvoiceId]);
  },
  'POST /invoices': ({ api, a, b }) => missing(api, a, 'POST', '/invoices', { estimateId: b.completedEstimateId }),
  'GET /invoices/{invoiceId}': ({ api, a, b }) => missing(api, a, 'GET', `/invoices/${b.invoiceId}`),
  'GET /invoices/{invoiceId}/document.pdf': ({ api, a, b }) =>
    missing(api, a, 'GET', `/invoices/${b.invoiceId}/document.pdf`),
  'POST /invoices/{invoiceId}/post': ({ api, a, b }) => missing(api, a, 'POST', `/invoices/${b.invoiceId}/post`),
  'POST /invoices/{invoiceId}/void': ({ api, a, b }) =>
    missing(api, a, 'POST', `/invoices/${b.invoiceId}/void`, { reason: 'probe' }),
  'POST /invoices/{invoiceId}/payments': ({ api, a, b }) =>
    missing(api, a, 'POST', `/invoices/${b.invoiceId}/payments`, { amountCents: 100, receivedOn: '2026-03-02' }),
  'POST /invoices/{invoiceId}/payments/{paymentId}/reversal': async ({ api, a, b }) => {
    const reversal = { reason: 'probe' };
    await missing(api, a, 'POST', `/invoices/${b.paidInvoiceId}/payments/${b.paymentId}/reversal`, reversal);
    await missing(api, a, 'POST', `/invoices/${a.paidInvoiceId}/payments/${b.paymentId}/reversal`, reversal);
  },
  'GET /districts': ({ api, a, b }) => listsNoneOf(api, a, '/districts', [b.districtId]),
  'POST /districts': async ({ api, a, b }) => {
    // Names are unique per organization: B's name is free in A, and taking it changes nothing of B's.
    const theirs = (await api.get('/districts', { key: b.org.key })).body.data.items[0];
    const boundary = [
      [-122.7, 45.4],
      [-122.5, 45.4],
      [-122.5, 45.6],
    ];
    const res = await api.post('/districts', { name: theirs.name, boundary }, { key: a.org.key });
    expect(res.status, res.text).toBe(201);
  },
  'PATCH /districts/{districtId}': ({ api, a, b }) =>
    missing(api, a, 'PATCH', `/districts/${b.districtId}`, { name: 'Taken over' }),
  'DELETE /districts/{districtId}': ({ api, a, b }) => missing(api, a, 'DELETE', `/districts/${b.districtId}`),
  'GET /appointments': async ({ api, a, b }) => {
    await emptyList(api, a, `/appointments?from=2026-03-01&to=2026-03-31&assigneeIds=${b.userId}`);
    await listsNoneOf(api, a, '/appointments?from=2026-03-01&to=2026-03-31', [b.appointmentId]);
  },
  'POST /appointments': async ({ api, a, b }) => {
    const appointment = { siteId: a.siteId, assigneeId: a.userId, date: WORLD_DAY, title: 'Probe' };
    await missing(api, a, 'POST', '/appointments', { ...appointment, siteId: b.siteId });
    await missing(api, a, 'POST', '/appointments', { ...appointment, assigneeId: b.userId });
    await missing(api, a, 'POST', '/appointments', { ...appointment, estimateId: b.draftEstimateId });
  },
  'GET /users': ({ api, a, b }) => listsNoneOf(api, a, '/users', [b.userId]),
  'GET /events': async ({ api, a, b }) => {
    const feed = await openFeed(`${api.baseUrl}/api/v1/events`, { Authorization: `ApiKey ${a.org.key}` });
    expect(feed.status).toBe(200);
    // An event of the other organization (recorded directly, so that none of its records change).
    await api.deps.database.db.transaction((tx) =>
      recordEvent(tx, b.org.id, { type: 'district.created', payload: { districtId: b.districtId } }, api.clock.now()),
    );
    const seen = JSON.stringify(await feed.drain(1_200));
    feed.close();
    for (const id of [b.placedEstimateId, b.scheduleId, b.crewId, b.invoiceId, b.districtId])
      expect(seen).not.toContain(id);
  },
  'POST /schedule/bump': ({ api, a, b }) =>
    missing(api, a, 'POST', '/schedule/bump', { crewId: b.crewId, fromDate: WORLD_DAY, days: 1 }),
  'POST /schedule/reassign': async ({ api, a, b }) => {
    await missing(api, a, 'POST', '/schedule/reassign', { fromCrewId: b.crewId, toCrewId: a.crewId, date: WORLD_DAY });
    await missing(api, a, 'POST', '/schedule/reassign', { fromCrewId: a.crewId, toCrewId: b.crewId, date: WORLD_DAY });
  },
  'POST /schedule/emergency': async ({ api, a, b }) => {
    await missing(api, a, 'POST', '/schedule/emergency', {
      estimateId: b.acceptedEstimateId,
      crewId: a.crewId,
      date: WORLD_DAY,
    });
    await missing(api, a, 'POST', '/schedule/emergency', {
      estimateId: a.acceptedEstimateId,
      crewId: b.crewId,
      date: WORLD_DAY,
    });
  },
  'GET /schedule/fit': async ({ api, a, b }) => {
    await missing(api, a, 'GET', `/schedule/fit?from=${WORLD_DAY}&estimateIds=${b.acceptedEstimateId}`);
    await listsNoneOf(
      api,
      a,
      `/schedule/fit?from=${WORLD_DAY}&hours=2&crewIds=${b.crewId},${a.crewId}`,
      [b.crewId],
      (data) => data.fits.map((fit: any) => fit.crewId),
    );
  },
  'GET /schedule': ({ api, a, b }) => boardListsNoneOf(api, a, b, '/schedule', boardIds),
  'GET /schedule/board': ({ api, a, b }) =>
    boardListsNoneOf(api, a, b, '/schedule/board', (data) => [
      ...boardRowIds(data),
      ...data.crews.map((crew: any) => crew.id),
    ]),
  'POST /schedule': async ({ api, a, b }) => {
    // api.md: always 200, one row per estimate; B's estimate is a failed row, as a missing one is.
    const res = await api.post(
      '/schedule',
      { estimateIds: [b.acceptedEstimateId], crewId: a.crewId, scheduledDate: WORLD_DAY },
      { key: a.org.key },
    );
    expect(res.status, res.text).toBe(200);
    expect(res.body.data).toMatchObject({
      placedCount: 0,
      failedCount: 1,
      items: [{ estimateId: b.acceptedEstimateId, status: 'failed' }],
    });
    await missing(api, a, 'POST', '/schedule', {
      estimateIds: [a.acceptedEstimateId],
      crewId: b.crewId,
      scheduledDate: WORLD_DAY,
    });
  },
  'GET /schedule/unscheduled': async ({ api, a, b }) => {
    await emptyList(api, a, `/schedule/unscheduled?estimateIds=${b.acceptedEstimateId}`);
    await listsNoneOf(api, a, '/schedule/unscheduled?limit=200', [b.acceptedEstimateId], (data) =>
      data.items.map((row: any) => row.estimateId),
    );
  },
  'PATCH /estimates/{estimateId}/schedule/{scheduleId}': async ({ api, a, b }) => {
    await missing(api, a, 'PATCH', `/estimates/${b.placedEstimateId}/schedule/${b.scheduleId}`, { note: 'probe' });
    await missing(api, a, 'PATCH', `/estimates/${a.placedEstimateId}/schedule/${b.scheduleId}`, { note: 'probe' });
    await missing(api, a, 'PATCH', `/estimates/${a.placedEstimateId}/schedule/${a.scheduleId}`, { crewId: b.crewId });
  },
  'DELETE /estimates/{estimateId}/schedule/{scheduleId}': ({ api, a, b }) =>
    missing(api, a, 'DELETE', `/estimates/${b.placedEstimateId}/schedule/${b.scheduleId}`),
  'GET /routes': async ({ api, a, b }) => {
    await emptyList(api, a, `/routes?from=${WORLD_DAY}&to=${WORLD_DAY}&crewIds=${b.crewId}`);
    await listsNoneOf(api, a, `/routes?from=${WORLD_DAY}&to=${WORLD_DAY}`, [b.crewId], (data) =>
      data.items.map((item: any) => item.crewId),
    );
  },
  'GET /schedule/progress': async ({ api, a, b }) => {
    const ids = (data: any) => data.items.map((item: any) => item.estimateId);
    await emptyList(api, a, `/schedule/progress?from=${WORLD_DAY}&to=${WORLD_DAY}&crewId=${b.crewId}`);
    await listsNoneOf(api, a, `/schedule/progress?from=${WORLD_DAY}&to=${WORLD_DAY}`, [b.placedEstimateId], ids);
  },
  'PATCH /crews/{crewId}': ({ api, a, b }) =>
    missing(api, a, 'PATCH', `/crews/${b.crewId}`, { serviceCategories: null }),
  'POST /estimates/{estimateId}/send': ({ api, a, b }) =>
    missing(api, a, 'POST', `/estimates/${b.draftEstimateId}/send`, { to: 'probe@example.com' }),
  'POST /estimates/{estimateId}/handed': ({ api, a, b }) =>
    missing(api, a, 'POST', `/estimates/${b.draftEstimateId}/handed`),
  'POST /estimates/{estimateId}/decline': ({ api, a, b }) =>
    missing(api, a, 'POST', `/estimates/${b.draftEstimateId}/decline`, { reason: 'probe' }),
  'POST /invoices/{invoiceId}/send': ({ api, a, b }) =>
    missing(api, a, 'POST', `/invoices/${b.invoiceId}/send`, { to: 'probe@example.com' }),
  'GET /messages': ({ api, a, b }) => emptyList(api, a, `/messages?estimateId=${b.draftEstimateId}`),
  'POST /schedule/notices': ({ api, a, b }) =>
    missing(api, a, 'POST', '/schedule/notices', { estimateIds: [b.placedEstimateId] }),
  'GET /schedule/notices': ({ api, a, b }) =>
    listsNoneOf(api, a, `/schedule/notices?from=${WORLD_DAY}&to=${WORLD_DAY}`, [b.placedEstimateId], (data) =>
      data.items.map((item: any) => item.estimateId),
    ),
  'POST /schedule/plans': async ({ api, a, b }) => {
    const span = { from: WORLD_DAY, to: WORLD_DAY };
    await missing(api, a, 'POST', '/schedule/plans', { ...span, crewIds: [b.crewId] });
    await missing(api, a, 'POST', '/schedule/plans', { ...span, estimateIds: [b.acceptedEstimateId] });
  },
  'GET /keys': ({ api, a, b }) => listsNoneOf(api, a, '/keys?limit=200', [b.keyId]),
  'POST /keys': ({ api, a, b }) =>
    missing(api, a, 'POST', '/keys', { name: 'Their crew', crewId: b.crewId, scopes: ['schedule:read'] }),
  'DELETE /keys/{keyId}': ({ api, a, b }) => missing(api, a, 'DELETE', `/keys/${b.keyId}`),
  'GET /routes/{crewId}/{date}': ({ api, a, b }) => missing(api, a, 'GET', `/routes/${b.crewId}/${WORLD_DAY}`),
  'POST /routes/{crewId}/{date}/optimize': ({ api, a, b }) =>
    missing(api, a, 'POST', `/routes/${b.crewId}/${WORLD_DAY}/optimize`),
  'POST /routes/{crewId}/{date}/order': ({ api, a, b }) =>
    missing(api, a, 'POST', `/routes/${b.crewId}/${WORLD_DAY}/order`, {
      expectedVersion: 1,
      orderedScheduleIds: [b.scheduleId],
    }),
  'POST /routes/{crewId}/{date}/automatic': ({ api, a, b }) =>
    missing(api, a, 'POST', `/routes/${b.crewId}/${WORLD_DAY}/automatic`, { expectedVersion: 1 }),
};

/** Operations that take no reference to a record; B's data unchanged is still checked around them. */
export const unaddressable: Record<string, string> = {
  'POST /customers': 'its body names no other record: nothing of another organization can be addressed',
  'GET /org': "it takes no parameter and answers the caller's own organization (test/server/orgs)",
  'PATCH /org': "it takes no parameter and changes the caller's own organization (test/server/orgs)",
  'GET /org/message-templates':
    "it takes no parameter and answers the caller's own organization's words (test/server/messages)",
  'PATCH /org/message-templates':
    "it takes no parameter and changes the caller's own organization's words (test/server/messages)",
  'GET /org/logo': "it takes no parameter and answers the caller's own organization's logo (test/server/orgs)",
  'GET /session': 'it takes no parameter and answers the calling key itself (test/server/keys/session.test.ts)',
  'POST /schedule/actions/{actionId}/undo':
    "an action id is made by a write: another organization's answers 404 (test/server/schedule/undo-actions.test.ts)",
  'POST /schedule/plans/{planId}/accept':
    "a plan id is made by POST /schedule/plans: another organization's answers 404 (test/server/plans/plans.test.ts)",
  'POST /schedule/plans/{planId}/undo':
    "a plan id is made by POST /schedule/plans: another organization's answers 404 (test/server/plans/plans.test.ts)",
};
