import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { estimateSchema } from '../../../src/shared/contract/estimates';
import {
  completedEstimate,
  insertEstimate,
  insertEstimateWorld,
  type EstimateFixture,
  type EstimateWorld,
} from '../../support/estimate-fixtures';
import { insertPlacement } from '../../support/schedule-fixtures';
import { startTestApp, type TestApp, type TestOrg } from '../../support/test-app';
import { expectFailure, expectValidationFailure } from '../http/http-expectations';

/* Extension POST /estimates/{id}/cancel: a draft or sent estimate nobody will accept is canceled and kept on file. */

let api: TestApp;
let org: TestOrg;
let world: EstimateWorld;

beforeAll(async () => {
  api = await startTestApp();
  org = await api.newOrg();
  world = await insertEstimateWorld(api.deps, org.id);
});

const seeded = async (fixture: EstimateFixture = {}) =>
  (await insertEstimate(api.deps, org.id, world.site, fixture)).estimate.id;
const read = (estimateId: string, key = org.key) =>
  api.contract.get('/estimates/{estimateId}', { path: { estimateId }, key });
const cancel = (estimateId: string, options: { key?: string; idempotencyKey?: string } = {}) =>
  api.contract.post('/estimates/{estimateId}/cancel', { path: { estimateId }, key: org.key, ...options });
const accept = (estimateId: string) =>
  api.contract.post('/estimates/{estimateId}/accept', { path: { estimateId }, key: org.key });

const acceptedAt = new Date('2026-02-20T17:00:00Z');

describe('POST /estimates/{id}/cancel', () => {
  it.each([
    { state: 'draft', fixture: (): EstimateFixture => ({}) },
    { state: 'sent', fixture: (): EstimateFixture => ({ estimate: { status: 'sent', sentAt: acceptedAt } }) },
  ])(
    'cancels a $state estimate, which keeps its number, stays listed and can no longer be accepted',
    async ({ fixture }) => {
      const id = await seeded(fixture());
      const before = (await read(id)).body.data;
      api.clock.advance(60_000);
      const res = await cancel(id);
      expect(res.status).toBe(200);
      const after = (await read(id)).body.data;
      expect(estimateSchema.parse(res.body.data)).toEqual(after);
      expect(after).toEqual({ ...before, status: 'canceled', updatedAt: api.clock.now().toISOString() });

      const listed = await api.contract.get('/estimates', { query: { status: 'canceled', limit: 200 }, key: org.key });
      expect(listed.body.data.items.map((item) => item.id)).toContain(id);
      const [problem] = expectValidationFailure(await accept(id), ['status']);
      expect(problem?.problem).toContain('canceled');
    },
  );

  it('answers a canceled estimate unchanged when canceled again', async () => {
    const id = await seeded();
    await cancel(id);
    const before = (await read(id)).body.data;
    api.clock.advance(60_000);
    const again = await cancel(id);
    expect(again.status).toBe(200);
    expect(again.body.data).toEqual(before);
  });

  it.each([
    { state: 'accepted', fixture: (): EstimateFixture => ({ estimate: { status: 'accepted', acceptedAt } }) },
    { state: 'declined', fixture: (): EstimateFixture => ({ estimate: { status: 'declined' } }) },
    { state: 'completed', fixture: () => completedEstimate() },
  ])('refuses $state work on `status` and leaves it as it was', async ({ state, fixture }) => {
    const id = await seeded(fixture());
    const before = (await read(id)).body.data;
    const [problem] = expectValidationFailure(await cancel(id), ['status']);
    expect(problem?.problem).toBe(`the estimate is ${state}; only a draft or sent estimate can be canceled`);
    expect((await read(id)).body.data).toEqual(before);
  });

  it('refuses placed work, which is the board’s', async () => {
    const id = await seeded({ estimate: { status: 'accepted', acceptedAt } });
    await insertPlacement(api.deps, org.id, { estimateId: id, scheduledDate: '2026-03-04' });
    const [problem] = expectValidationFailure(await cancel(id), ['status']);
    expect(problem?.problem).toContain('scheduled');
    expect((await read(id)).body.data.status).toBe('scheduled');
  });

  it('replays with the same Idempotency-Key', async () => {
    const id = await seeded();
    const idempotencyKey = randomUUID();
    const first = await cancel(id, { idempotencyKey });
    const again = await cancel(id, { idempotencyKey });
    expect(again.status).toBe(200);
    expect(again.headers.get('Idempotent-Replay')).toBe('true');
    expect(again.body).toEqual(first.body);
  });

  it("answers 404 for another organization's estimate and leaves it alone", async () => {
    const other = await api.newOrg();
    const otherWorld = await insertEstimateWorld(api.deps, other.id);
    const foreignId = (await insertEstimate(api.deps, other.id, otherWorld.site)).estimate.id;
    expectFailure(await cancel(foreignId), 404, 'not_found');
    expect((await read(foreignId, other.key)).body.data.status).toBe('draft');
  });

  it('needs estimates:write', async () => {
    const id = await seeded();
    const key = await org.newKey(['estimates:read']);
    expectFailure(await cancel(id, { key }), 403, 'forbidden');
    expect((await read(id)).body.data.status).toBe('draft');
  });
});
