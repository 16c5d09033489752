import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { estimateSchema } from '../../../src/shared/contract/estimates';
import {
  completedEstimate,
  insertEstimate,
  insertEstimateWorld,
  type EstimateWorld,
} from '../../support/estimate-fixtures';
import { insertTree } from '../../support/inventory-fixtures';
import { startTestApp, type TestApp, type TestOrg } from '../../support/test-app';
import { expectFailure, expectValidationFailure } from '../http/http-expectations';

let api: TestApp;
let org: TestOrg;
let world: EstimateWorld;

beforeAll(async () => {
  api = await startTestApp();
  org = await api.newOrg();
  world = await insertEstimateWorld(api.deps, org.id);
});

const duplicate = (estimateId: string, options: { key?: string; idempotencyKey?: string } = {}) =>
  api.contract.post('/estimates/{estimateId}/duplicate', { path: { estimateId }, key: org.key, ...options });
const setHours = (estimateId: string, lineId: string, estimatedHours: number | null, key = org.key) =>
  api.contract.patch('/estimates/{estimateId}/lines/{lineId}', {
    path: { estimateId, lineId },
    body: { estimatedHours },
    key,
  });
const setPrice = (estimateId: string, lineId: string, unitPriceCents: number) =>
  api.contract.patch('/estimates/{estimateId}/lines/{lineId}', {
    path: { estimateId, lineId },
    body: { unitPriceCents },
    key: org.key,
  });
const jobNumber = (number: string) => Number(number.replace(/^JOB-/, ''));

describe('POST /estimates/{id}/duplicate (extension)', () => {
  it("copies last month's accepted estimate as a new draft: same site and lines, new number, fresh expiry", async () => {
    const tree = await insertTree(api.deps, org.id, world.site.id, { commonName: 'Douglas-fir' });
    const { estimate: original } = await insertEstimate(api.deps, org.id, world.site, {
      estimate: { status: 'accepted', acceptedAt: new Date('2026-10-20T16:00:00Z'), narrative: 'Back yard work' },
      lines: [
        {
          description: 'Crown raise the fir',
          quantity: 1,
          unitPriceCents: 57_500,
          catalogItemId: world.service.id,
          treeIds: [tree.id],
          estimatedHours: 3,
        },
        { description: 'Haul the brush', quantity: 2, unitPriceCents: null, estimatedHours: 1.5 },
      ],
    });

    const res = await duplicate(original.id);
    expect(res.status).toBe(201);
    const copy = estimateSchema.parse(res.body.data);
    expect(copy.id).not.toBe(original.id);
    expect(jobNumber(copy.number)).toBeGreaterThan(original.number);
    expect(copy).toMatchObject({
      status: 'draft',
      siteId: world.site.id,
      customerId: world.site.customerId,
      origin: 'manual',
      narrative: 'Back yard work',
      totalCents: 57_500,
      unpricedCount: 1,
      estimatedHours: 4.5,
      acceptedAt: null,
      sentAt: null,
      createdAt: api.clock.now().toISOString(),
    });
    expect(copy.expiresAt).toBe(new Date(api.clock.now().getTime() + 30 * 24 * 60 * 60 * 1000).toISOString());
    expect(
      copy.lines.map((line) => [line.lineNumber, line.description, line.quantity, line.unitPriceCents, line.status]),
    ).toEqual([
      [1, 'Crown raise the fir', 1, 57_500, 'pending'],
      [2, 'Haul the brush', 2, null, 'pending'],
    ]);
    expect(copy.lines[0]).toMatchObject({ catalogItemId: world.service.id, treeIds: [tree.id], estimatedHours: 3 });

    const read = await api.contract.get('/estimates/{estimateId}', { path: { estimateId: copy.id }, key: org.key });
    expect(read.body.data).toEqual(copy);
    const untouched = await api.contract.get('/estimates/{estimateId}', {
      path: { estimateId: original.id },
      key: org.key,
    });
    expect(untouched.body.data?.status).toBe('accepted');
  });

  it('replays with the same key as 200 and makes one copy', async () => {
    const { estimate } = await insertEstimate(api.deps, org.id, world.site);
    const idempotencyKey = randomUUID();
    const first = await duplicate(estimate.id, { idempotencyKey });
    const again = await duplicate(estimate.id, { idempotencyKey });
    expect([first.status, again.status]).toEqual([201, 200]);
    expect(again.headers.get('Idempotent-Replay')).toBe('true');
    expect(again.body.data).toEqual(first.body.data);
    const listed = await api.contract.get('/estimates', { query: { siteId: world.site.id }, key: org.key });
    expect(listed.body.data?.items.filter((item) => item.id === first.body.data?.id)).toHaveLength(1);
  });

  it("answers 404 for an unknown estimate or another organization's, and needs estimates:write", async () => {
    const other = await api.newOrg();
    const foreignWorld = await insertEstimateWorld(api.deps, other.id);
    const { estimate: foreign } = await insertEstimate(api.deps, other.id, foreignWorld.site);
    for (const id of [randomUUID(), foreign.id]) expectFailure(await duplicate(id), 404, 'not_found');

    const { estimate } = await insertEstimate(api.deps, org.id, world.site);
    const readOnly = await org.newKey(['estimates:read']);
    expectFailure(await duplicate(estimate.id, { key: readOnly }), 403, 'forbidden');
  });
});

describe('PATCH /estimates/{id}/lines/{lineId} (extension)', () => {
  it("sets and clears a draft line's hours; the estimate's hours follow", async () => {
    const { estimate, lines } = await insertEstimate(api.deps, org.id, world.site, {
      lines: [{ estimatedHours: 2 }, { estimatedHours: null }],
    });
    const [first, second] = lines;

    const set = await setHours(estimate.id, second!.id, 3.25);
    expect(set.status).toBe(200);
    expect(set.body.data?.estimatedHours).toBe(5.25);
    expect(set.body.data?.lines.map((line) => line.estimatedHours)).toEqual([2, 3.25]);

    const cleared = await setHours(estimate.id, first!.id, null);
    expect(cleared.body.data?.estimatedHours).toBe(3.25);
    expect(cleared.body.data?.lines.map((line) => line.estimatedHours)).toEqual([null, 3.25]);
    const read = await api.contract.get('/estimates/{estimateId}', { path: { estimateId: estimate.id }, key: org.key });
    expect(read.body.data).toEqual(cleared.body.data);
  });

  it('refuses once the estimate is past draft, and changes nothing', async () => {
    const { estimate, lines } = await insertEstimate(api.deps, org.id, world.site, {
      estimate: { status: 'accepted', acceptedAt: api.clock.now() },
      lines: [{ estimatedHours: 2 }],
    });
    const [problem] = expectValidationFailure(await setHours(estimate.id, lines[0]!.id, 6), ['status']);
    expect(problem?.problem).toBe("the estimate is accepted; only a draft's lines can be changed");
    const read = await api.contract.get('/estimates/{estimateId}', { path: { estimateId: estimate.id }, key: org.key });
    expect(read.body.data?.estimatedHours).toBe(2);
  });

  it('checks the hours (positive, at most 10,000) and refuses other fields, every problem at once', async () => {
    const { estimate, lines } = await insertEstimate(api.deps, org.id, world.site);
    const patch = (body: unknown) =>
      api.request('PATCH', `/estimates/${estimate.id}/lines/${lines[0]!.id}`, body, { key: org.key });
    expectValidationFailure(await patch({ estimatedHours: 0, quantity: 4 }), ['estimatedHours', 'quantity']);
    expectValidationFailure(await patch({ estimatedHours: 10_001 }), ['estimatedHours']);
    expectValidationFailure(await patch({}), ['(body)']);
    expectValidationFailure(await patch({ unitPriceCents: -1, estimatedHours: 2.5 }), ['unitPriceCents']);
    expectValidationFailure(await patch({ unitPriceCents: 12.5 }), ['unitPriceCents']);
  });

  it("reprices a draft's line; the total follows", async () => {
    const { estimate, lines } = await insertEstimate(api.deps, org.id, world.site, {
      lines: [
        { quantity: 2, unitPriceCents: 15_000 },
        { quantity: 1, unitPriceCents: 4_550 },
      ],
    });
    const res = await setPrice(estimate.id, lines[0]!.id, 12_500);
    expect(res.status).toBe(200);
    expect(res.body.data?.totalCents).toBe(29_550);
    expect(res.body.data?.lines[0]).toMatchObject({ unitPriceCents: 12_500, amountCents: 25_000 });
  });

  it('prices the unpriced line of completed work, which can then be billed for it', async () => {
    const { estimate, lines } = await insertEstimate(
      api.deps,
      org.id,
      world.site,
      completedEstimate([
        { quantity: 2, unitPriceCents: 15_000 },
        { quantity: 3, unitPriceCents: null },
      ]),
    );
    const bill = () => api.contract.post('/invoices', { body: { estimateId: estimate.id, post: false }, key: org.key });
    expect((await bill()).status).toBe(422);

    const priced = await setPrice(estimate.id, lines[1]!.id, 2_000);
    expect(priced.status).toBe(200);
    expect(priced.body.data).toMatchObject({ status: 'completed', totalCents: 36_000, unpricedCount: 0 });
    expect(priced.body.data?.flags).not.toContain('unpriced_lines');

    const invoice = await bill();
    expect(invoice.status).toBe(201);
    expect(invoice.body.data?.totalCents).toBe(36_000);
  });

  it('refuses to reprice a quoted line once sent, or to price a canceled estimate, and changes nothing', async () => {
    const { estimate, lines } = await insertEstimate(api.deps, org.id, world.site, {
      estimate: { status: 'accepted', acceptedAt: api.clock.now() },
      lines: [
        { quantity: 1, unitPriceCents: 15_000 },
        { quantity: 1, unitPriceCents: null, estimatedHours: 2 },
      ],
    });
    const [quoted] = expectValidationFailure(await setPrice(estimate.id, lines[0]!.id, 9_000), ['unitPriceCents']);
    expect(quoted?.problem).toBe(
      "the estimate is accepted and the customer was quoted this line's price; only an unpriced line can be priced now",
    );
    // Hours stay a draft's: the whole change is refused, so the unpriced line keeps no price either.
    expectValidationFailure(
      await api.contract.patch('/estimates/{estimateId}/lines/{lineId}', {
        path: { estimateId: estimate.id, lineId: lines[1]!.id },
        body: { unitPriceCents: 5_000, estimatedHours: 3 },
        key: org.key,
      }),
      ['status'],
    );
    const read = await api.contract.get('/estimates/{estimateId}', { path: { estimateId: estimate.id }, key: org.key });
    expect(read.body.data).toMatchObject({ totalCents: 15_000, unpricedCount: 1, estimatedHours: 2 });

    const { estimate: canceled, lines: canceledLines } = await insertEstimate(api.deps, org.id, world.site, {
      estimate: { status: 'canceled' },
      lines: [{ unitPriceCents: null }],
    });
    const [closed] = expectValidationFailure(await setPrice(canceled.id, canceledLines[0]!.id, 9_000), [
      'unitPriceCents',
    ]);
    expect(closed?.problem).toBe('the estimate is canceled; its lines are not priced');
  });

  it("answers 404 for a line of another estimate or another organization's estimate", async () => {
    const { estimate } = await insertEstimate(api.deps, org.id, world.site);
    const { lines: otherLines } = await insertEstimate(api.deps, org.id, world.site);
    expectFailure(await setHours(estimate.id, otherLines[0]!.id, 2), 404, 'not_found');

    const other = await api.newOrg();
    const foreignWorld = await insertEstimateWorld(api.deps, other.id);
    const foreign = await insertEstimate(api.deps, other.id, foreignWorld.site);
    expectFailure(await setHours(foreign.estimate.id, foreign.lines[0]!.id, 2), 404, 'not_found');
  });
});
