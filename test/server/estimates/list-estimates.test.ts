import { beforeAll, describe, expect, it } from 'vitest';
import { cursorPageOf } from '../../../src/shared/contract/common';
import { estimateSchema, type EstimateStatus } from '../../../src/shared/contract/estimates';
import {
  completedEstimate,
  insertEstimate,
  insertEstimateWorld,
  type EstimateFixture,
  type EstimateWorld,
} from '../../support/estimate-fixtures';
import { insertCustomer, insertSite } from '../../support/inventory-fixtures';
import { insertCrew, insertPlacement } from '../../support/schedule-fixtures';
import { startTestApp, type TestApp, type TestOrg } from '../../support/test-app';
import { expectValidationFailure } from '../http/http-expectations';

const pageSchema = cursorPageOf(estimateSchema);

let api: TestApp;
let org: TestOrg;
let world: EstimateWorld;
/** One estimate per status this org can read, on world.site, in creation order. */
const byStatus = new Map<EstimateStatus, string>();

beforeAll(async () => {
  api = await startTestApp();
  org = await api.newOrg();
  world = await insertEstimateWorld(api.deps, org.id);
  const seed = async (status: EstimateStatus, fixture: Parameters<typeof insertEstimate>[3]) =>
    byStatus.set(status, (await insertEstimate(api.deps, org.id, world.site, fixture)).estimate.id);
  await seed('draft', {});
  await seed('sent', { estimate: { status: 'sent' } });
  await seed('accepted', { estimate: { status: 'accepted' } });
  await seed('scheduled', { estimate: { status: 'accepted' } });
  await insertPlacement(api.deps, org.id, { estimateId: byStatus.get('scheduled')!, scheduledDate: '2026-03-10' });
  // Every line done wins over the placement; a declined estimate stays declined even when done.
  await seed('completed', completedEstimate());
  await insertPlacement(api.deps, org.id, { estimateId: byStatus.get('completed')!, scheduledDate: '2026-03-09' });
  await seed('declined', { estimate: { status: 'declined' }, lines: [{ status: 'done' }] });
  await seed('canceled', { estimate: { status: 'canceled' } });
});

interface EstimateQuery {
  siteId?: string;
  customerId?: string;
  status?: EstimateStatus;
  billed?: 'true' | 'false';
  search?: string;
  createdFrom?: string;
  createdTo?: string;
  crewId?: string;
  minTotalCents?: string;
  maxTotalCents?: string;
  order?: 'oldest' | 'newest';
  limit?: number;
  cursor?: string | null;
}

const list = async (query: EstimateQuery, key = org.key) => {
  const res = await api.contract.get('/estimates', { query, key });
  expect(res.status, res.text).toBe(200);
  return pageSchema.parse(res.body.data);
};

describe('GET /estimates', () => {
  it("lists a site's estimates oldest first, each as GET /estimates/{id} reads it", async () => {
    const page = await list({ siteId: world.site.id });
    expect(page.items.map((estimate) => estimate.id)).toEqual([...byStatus.values()]);
    const single = await api.contract.get('/estimates/{estimateId}', {
      path: { estimateId: byStatus.get('completed')! },
      key: org.key,
    });
    expect(page.items.find((estimate) => estimate.id === byStatus.get('completed'))).toEqual(single.body.data);
    expect(page.nextCursor).toBeNull();
  });

  it('filters by the status clients read, the same rule as the single read', async () => {
    for (const [status, id] of byStatus) {
      const page = await list({ status, siteId: world.site.id });
      expect(
        page.items.map((estimate) => [estimate.id, estimate.status]),
        status,
      ).toEqual([[id, status]]);
    }
  });

  it('filters by payer and pages with a cursor', async () => {
    const other = await insertSite(api.deps, org.id, { label: 'Elsewhere' });
    const mine = [
      (await insertEstimate(api.deps, org.id, other)).estimate.id,
      (await insertEstimate(api.deps, org.id, other)).estimate.id,
      (await insertEstimate(api.deps, org.id, other)).estimate.id,
    ];
    const first = await list({ customerId: other.customerId, limit: 2 });
    expect(first.items.map((estimate) => estimate.id)).toEqual(mine.slice(0, 2));
    const second = await list({ customerId: other.customerId, limit: 2, cursor: first.nextCursor });
    expect(second.items.map((estimate) => estimate.id)).toEqual(mine.slice(2));
    expect(second.nextCursor).toBeNull();
  });

  it('tells work still to bill (billed=false) from billed work: a voided invoice frees the estimate again', async () => {
    const site = await insertSite(api.deps, org.id, { label: 'Billing yard' });
    const completed = async () => (await insertEstimate(api.deps, org.id, site, completedEstimate())).estimate.id;
    const bill = async (estimateId: string) =>
      (await api.contract.post('/invoices', { body: { estimateId }, key: org.key })).body.data.id;
    const billed = await completed();
    await bill(billed);
    const billedThenVoided = await completed();
    await api.contract.post('/invoices/{invoiceId}/void', {
      path: { invoiceId: await bill(billedThenVoided) },
      body: { reason: 'Wrong customer' },
      key: org.key,
    });
    const neverBilled = await completed();
    const ids = async (billedFilter: 'true' | 'false') =>
      (await list({ siteId: site.id, status: 'completed', billed: billedFilter })).items.map((estimate) => estimate.id);
    expect(await ids('false')).toEqual([billedThenVoided, neverBilled]);
    expect(await ids('true')).toEqual([billed]);
    expectValidationFailure(await api.get('/estimates?billed=no', { key: org.key }), ['billed']);
  });

  it('names the live invoice billing each estimate (draft, then posted with its number); a voided one is not named', async () => {
    const site = await insertSite(api.deps, org.id, { label: 'Invoice yard' });
    const completed = async () => (await insertEstimate(api.deps, org.id, site, completedEstimate())).estimate.id;
    const bill = async (estimateId: string) =>
      (await api.contract.post('/invoices', { body: { estimateId }, key: org.key })).body.data.id;
    const billed = await completed();
    const invoiceId = await bill(billed);
    const voided = await completed();
    await api.contract.post('/invoices/{invoiceId}/void', {
      path: { invoiceId: await bill(voided) },
      body: { reason: 'Wrong customer' },
      key: org.key,
    });
    const rebilled = await completed();
    await api.contract.post('/invoices/{invoiceId}/void', {
      path: { invoiceId: await bill(rebilled) },
      body: { reason: 'Wrong date' },
      key: org.key,
    });
    const secondId = await bill(rebilled);
    const invoices = async () =>
      Object.fromEntries((await list({ siteId: site.id })).items.map((item) => [item.id, item.invoice]));

    expect(await invoices()).toEqual({
      [billed]: { id: invoiceId, number: null, state: 'draft' },
      [voided]: null,
      [rebilled]: { id: secondId, number: null, state: 'draft' },
    });
    const posted = await api.contract.post('/invoices/{invoiceId}/post', { path: { invoiceId }, key: org.key });
    expect(posted.body.data.number).toMatch(/^INV-\d+$/);
    expect((await invoices())[billed]).toEqual({ id: invoiceId, number: posted.body.data.number, state: 'posted' });
    const single = await api.contract.get('/estimates/{estimateId}', { path: { estimateId: billed }, key: org.key });
    expect(single.body.data.invoice).toEqual({ id: invoiceId, number: posted.body.data.number, state: 'posted' });
    // A new draft has no invoice.
    expect((await list({ siteId: world.site.id })).items.every((item) => item.invoice === null)).toBe(true);
  });

  it("answers another organization's site with an empty page, and refuses a bad status", async () => {
    const stranger = await api.newOrg();
    expect((await list({ siteId: world.site.id }, stranger.key)).items).toEqual([]);
    expectValidationFailure(await api.get('/estimates?status=finished', { key: org.key }), ['status']);
  });

  it('pages newest first on request, the cursor continuing that order', async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: Awaited<ReturnType<typeof list>> = await list({
        siteId: world.site.id,
        order: 'newest',
        limit: 3,
        cursor,
      });
      seen.push(...page.items.map((estimate) => estimate.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual([...byStatus.values()].reverse());
  });

  it("names each estimate's site and customer, and finds estimates by job number, customer or street", async () => {
    const customer = await insertCustomer(api.deps, org.id, { name: 'Marguerite Hollis' });
    const site = await insertSite(api.deps, org.id, {
      customerId: customer.id,
      label: null,
      street: '4410 SE Belmont St',
    });
    const { estimate } = await insertEstimate(api.deps, org.id, site);
    const read = await api.contract.get('/estimates/{estimateId}', { path: { estimateId: estimate.id }, key: org.key });
    expect(read.body.data).toMatchObject({ siteLabel: '4410 SE Belmont St', customerName: 'Marguerite Hollis' });

    const found = async (search: string) => (await list({ search })).items.map((item) => item.id);
    expect(await found(read.body.data.number)).toEqual([estimate.id]);
    expect(await found(read.body.data.number.replace('JOB-', ''))).toEqual([estimate.id]);
    expect(await found('hollis')).toEqual([estimate.id]);
    expect(await found('se belmont')).toEqual([estimate.id]);
    expect(await found('Oak Street')).toEqual([...byStatus.values()]);
    // % and _ are matched as themselves, not as patterns.
    expect(await found('%')).toEqual([]);
    const stranger = await api.newOrg();
    expect((await list({ search: 'hollis' }, stranger.key)).items).toEqual([]);
  });

  it("narrows by the day it was made (the organization's days) and by a crew it is placed with", async () => {
    const pacific = await api.newOrg({ timeZone: 'America/Los_Angeles' });
    const place = await insertEstimateWorld(api.deps, pacific.id);
    const madeAt = async (createdAt: string) =>
      (await insertEstimate(api.deps, pacific.id, place.site, { estimate: { createdAt: new Date(createdAt) } }))
        .estimate.id;
    // 23:30 on Feb 26 in Portland, 01:00 on Feb 27 there, and Mar 2.
    const lateEvening = await madeAt('2026-02-27T07:30:00Z');
    const earlyMorning = await madeAt('2026-02-27T09:00:00Z');
    const march = await madeAt('2026-03-02T18:00:00Z');
    const ids = async (query: EstimateQuery) => (await list(query, pacific.key)).items.map((item) => item.id);
    expect(await ids({ createdFrom: '2026-02-27', createdTo: '2026-02-27' })).toEqual([earlyMorning]);
    expect(await ids({ createdTo: '2026-02-26' })).toEqual([lateEvening]);
    expect(await ids({ createdFrom: '2026-02-28' })).toEqual([march]);

    const crew = await insertCrew(api.deps, pacific.id, { name: 'Birch crew' });
    await insertPlacement(api.deps, pacific.id, { estimateId: march, crewId: crew.id, scheduledDate: '2026-03-10' });
    await insertPlacement(api.deps, pacific.id, { estimateId: lateEvening, scheduledDate: '2026-03-11' });
    expect(await ids({ crewId: crew.id })).toEqual([march]);
    const stranger = await api.newOrg();
    expect((await list({ crewId: crew.id }, stranger.key)).items).toEqual([]);
    // Every problem at once.
    const refused = await api.get('/estimates?createdFrom=yesterday&crewId=birch', { key: pacific.key });
    expect(refused.status).toBe(422);
    expect(new Set(refused.body.data.errors.map((problem: { field: string }) => problem.field))).toEqual(
      new Set(['createdFrom', 'crewId']),
    );
  });

  it('narrows by the total in whole cents, both bounds inclusive, reading the total the estimate shows', async () => {
    const site = await insertSite(api.deps, org.id, { label: 'Amounts yard' });
    const priced = async (lines: EstimateFixture['lines']) =>
      (await insertEstimate(api.deps, org.id, site, { lines })).estimate.id;
    // $49.99; $500.00; $1,234.58 (3 x $411.52, and 0.5 x 3¢ rounded up to 2¢) beside an unpriced line; nothing priced.
    const small = await priced([{ quantity: 1, unitPriceCents: 4_999 }]);
    const fiveHundred = await priced([{ quantity: 2, unitPriceCents: 25_000 }]);
    const large = await priced([
      { quantity: 3, unitPriceCents: 41_152 },
      { unitPriceCents: null },
      { quantity: 0.5, unitPriceCents: 3 },
    ]);
    const unpriced = await priced([{ unitPriceCents: null }]);
    const read = async (query: EstimateQuery) => (await list({ siteId: site.id, ...query })).items;
    const ids = async (query: EstimateQuery) => (await read(query)).map((item) => item.id);

    expect((await read({})).map((item) => item.totalCents)).toEqual([4_999, 50_000, 123_458, 0]);
    expect(await ids({ minTotalCents: '50000' })).toEqual([fiveHundred, large]);
    expect(await ids({ maxTotalCents: '50000' })).toEqual([small, fiveHundred, unpriced]);
    expect(await ids({ minTotalCents: '50000', maxTotalCents: '50000' })).toEqual([fiveHundred]);
    expect(await ids({ minTotalCents: '4999', maxTotalCents: '123458' })).toEqual([small, fiveHundred, large]);
    expect(await ids({ minTotalCents: '123459' })).toEqual([]);
    expect(await ids({ minTotalCents: '1', maxTotalCents: '60000', order: 'newest' })).toEqual([fiveHundred, small]);
    const stranger = await api.newOrg();
    expect((await list({ minTotalCents: '0' }, stranger.key)).items).toEqual([]);
  });

  it('refuses a bad amount range with every problem at once (422)', async () => {
    const refused = async (query: string) => await api.get(`/estimates?${query}`, { key: org.key });
    expectValidationFailure(await refused('minTotalCents=50000&maxTotalCents=100'), ['maxTotalCents']);
    expectValidationFailure(await refused('minTotalCents=-1&maxTotalCents=-5'), ['minTotalCents', 'maxTotalCents']);
    const problems = expectValidationFailure(
      await refused('minTotalCents=500.5&maxTotalCents=&status=finished&crewId=birch'),
      ['minTotalCents', 'maxTotalCents', 'status', 'crewId'],
    );
    expect(problems.find((problem) => problem.field === 'minTotalCents')?.problem).toBe(
      'must be whole cents, e.g. 50000 for $500.00',
    );
    // A backwards range is named alongside another field's problem.
    expectValidationFailure(await refused('minTotalCents=900&maxTotalCents=100&billed=maybe'), [
      'maxTotalCents',
      'billed',
    ]);
    expect(
      expectValidationFailure(await refused('minTotalCents=1e3&maxTotalCents=99999999999999999'), [
        'minTotalCents',
        'maxTotalCents',
      ]).map((problem) => problem.problem),
    ).toEqual(['must be whole cents, e.g. 50000 for $500.00', expect.stringMatching(/^must be/)]);
  });

  it('refuses a date range running backwards, named on createdTo with every other problem (422)', async () => {
    const refused = async (query: string) => await api.get(`/estimates?${query}`, { key: org.key });
    const backwards = await refused('createdFrom=2026-03-02&createdTo=2026-03-01');
    expect(backwards.body.data.errors).toEqual([{ field: 'createdTo', problem: 'must not be before createdFrom' }]);
    expectValidationFailure(backwards, ['createdTo']);
    // Beside other fields' problems, the amount range's among them.
    expectValidationFailure(
      await refused('createdFrom=2026-03-02&createdTo=2026-02-27&minTotalCents=900&maxTotalCents=100&crewId=birch'),
      ['createdTo', 'maxTotalCents', 'crewId'],
    );
    // A day that is wrong on its own is named once, not compared.
    expectValidationFailure(await refused('createdFrom=2026-02-30&createdTo=2026-02-01'), ['createdFrom']);
    // One day is a range, both ends inclusive (list expects 200).
    await list({ createdFrom: '2026-03-01', createdTo: '2026-03-01' });
  });
});
