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
const accept = (estimateId: string, options: { key?: string; idempotencyKey?: string } = {}) =>
  api.contract.post('/estimates/{estimateId}/accept', { path: { estimateId }, key: org.key, ...options });

describe('GET /estimates/{id}', () => {
  it('reads unpriced lines as null, never zero, and totals only the priced ones', async () => {
    const id = await seeded({
      lines: [
        { quantity: 2, unitPriceCents: 15_000 },
        { quantity: 3, unitPriceCents: null },
        { quantity: 1.5, unitPriceCents: 1_001 },
      ],
    });
    const res = await read(id);
    expect(res.status).toBe(200);
    const estimate = estimateSchema.parse(res.body.data);
    expect(estimate.lines.map((line) => line.amountCents)).toEqual([30_000, null, 1_502]);
    expect(estimate.lines[1]?.unitPriceCents).toBeNull();
    expect(estimate.totalCents).toBe(31_502);
    expect(estimate.unpricedCount).toBe(1);
    expect(estimate.flags).toEqual(['unpriced_lines']);
  });

  it('flags an app-made estimate without a customer', async () => {
    const res = await read(await seeded({ estimate: { customerId: null } }));
    expect(res.body.data.customerId).toBeNull();
    expect(res.body.data.flags).toEqual(['no_customer']);
  });

  it('flags a draft or sent estimate past expiresAt as expired, but not an accepted one', async () => {
    const expiresAt = new Date(api.clock.now().getTime() - 1);
    const draft = await read(await seeded({ estimate: { expiresAt } }));
    const sent = await read(await seeded({ estimate: { status: 'sent', expiresAt, sentAt: expiresAt } }));
    const accepted = await read(await seeded({ estimate: { status: 'accepted', expiresAt, acceptedAt: expiresAt } }));
    const current = await read(await seeded({ estimate: { expiresAt: new Date(api.clock.now().getTime() + 1000) } }));
    expect([draft, sent, accepted, current].map((res) => res.body.data.flags)).toEqual([
      ['expired'],
      ['expired'],
      [],
      [],
    ]);
  });

  it("sums the lines' estimated hours, null when nobody estimated", async () => {
    const sized = await read(
      await seeded({ lines: [{ estimatedHours: 1.1 }, { estimatedHours: null }, { estimatedHours: 2.2 }] }),
    );
    const unsized = await read(await seeded());
    expect(sized.body.data.estimatedHours).toBe(3.3);
    expect(unsized.body.data.estimatedHours).toBeNull();
  });

  it("answers 404 for another organization's estimate exactly like a missing one", async () => {
    const other = await api.newOrg();
    const otherWorld = await insertEstimateWorld(api.deps, other.id);
    const foreignId = (await insertEstimate(api.deps, other.id, otherWorld.site)).estimate.id;
    const foreign = await read(foreignId);
    const missing = await read(randomUUID());
    expectFailure(foreign, 404, 'not_found');
    expect(missing.body).toEqual(foreign.body);
  });

  it('needs estimates:read', async () => {
    const key = await org.newKey(['estimates:write']);
    const envelope = expectFailure(await read(await seeded(), key), 403, 'forbidden');
    expect(envelope.message).toContain('estimates:read');
  });
});

describe('the status a client reads', () => {
  it.each([
    ['every line done', ['done', 'done'], 'accepted', 'completed'],
    ['some lines still pending', ['done', 'pending'], 'accepted', 'accepted'],
    ['a declined estimate with lines done', ['done'], 'declined', 'declined'],
    ['a canceled estimate with lines done', ['done'], 'canceled', 'canceled'],
  ] as const)('%s', async (_label, lineStatuses, stored, expected) => {
    const id = await seeded({ estimate: { status: stored }, lines: lineStatuses.map((status) => ({ status })) });
    const res = await read(id);
    expect(res.body.data.status).toBe(expected);
    expect(res.body.data.lines.map((line) => line.status)).toEqual(lineStatuses);
  });
});

const acceptedAtBefore = new Date('2026-02-25T18:30:00.000Z');

/** api.md 3 "Estimate status", one row per state a client can read. */
const acceptTable: {
  state: string;
  fixture: () => EstimateFixture;
  status: number;
  after: string;
  acceptedAt: 'now' | 'unchanged';
}[] = [
  { state: 'draft', fixture: () => ({}), status: 200, after: 'accepted', acceptedAt: 'now' },
  {
    state: 'sent',
    fixture: () => ({ estimate: { status: 'sent', sentAt: acceptedAtBefore } }),
    status: 200,
    after: 'accepted',
    acceptedAt: 'now',
  },
  {
    state: 'accepted',
    fixture: () => ({ estimate: { status: 'accepted', acceptedAt: acceptedAtBefore } }),
    status: 200,
    after: 'accepted',
    acceptedAt: 'unchanged',
  },
  {
    state: 'declined',
    fixture: () => ({ estimate: { status: 'declined' } }),
    status: 422,
    after: 'declined',
    acceptedAt: 'unchanged',
  },
  {
    state: 'canceled',
    fixture: () => ({ estimate: { status: 'canceled' } }),
    status: 422,
    after: 'canceled',
    acceptedAt: 'unchanged',
  },
  { state: 'completed', fixture: () => completedEstimate(), status: 422, after: 'completed', acceptedAt: 'unchanged' },
];

describe('POST /estimates/{id}/accept', () => {
  it.each(acceptTable)(
    'from $state: $status, reads $after afterwards',
    async ({ fixture, status, after, acceptedAt }) => {
      const id = await seeded(fixture());
      const before = (await read(id)).body.data;
      api.clock.advance(60_000);
      const res = await accept(id);
      expect(res.status).toBe(status);
      const now = (await read(id)).body.data;
      expect(now.status).toBe(after);
      if (status === 200) {
        expect(estimateSchema.parse(res.body.data)).toEqual(now);
      } else {
        const [problem] = expectValidationFailure(res, ['status']);
        expect(problem?.problem).toContain(after);
      }
      if (acceptedAt === 'now') {
        expect(now.acceptedAt).toBe(api.clock.now().toISOString());
        expect(now.updatedAt).toBe(api.clock.now().toISOString());
      } else {
        expect(now).toEqual(before);
      }
    },
  );

  it('replays with the same Idempotency-Key', async () => {
    const id = await seeded();
    const idempotencyKey = randomUUID();
    const first = await accept(id, { idempotencyKey });
    const again = await accept(id, { idempotencyKey });
    expect(first.status).toBe(200);
    expect(again.status).toBe(200);
    expect(again.headers.get('Idempotent-Replay')).toBe('true');
    expect(again.body).toEqual(first.body);
  });

  it("answers 404 for another organization's estimate and leaves it alone", async () => {
    const other = await api.newOrg();
    const otherWorld = await insertEstimateWorld(api.deps, other.id);
    const foreignId = (await insertEstimate(api.deps, other.id, otherWorld.site)).estimate.id;
    expectFailure(await accept(foreignId), 404, 'not_found');
    expectFailure(await accept(randomUUID()), 404, 'not_found');
    expect(
      (await api.contract.get('/estimates/{estimateId}', { path: { estimateId: foreignId }, key: other.key })).body.data
        .status,
    ).toBe('draft');
  });

  it('needs estimates:write', async () => {
    const id = await seeded();
    const key = await org.newKey(['estimates:read']);
    expectFailure(await accept(id, { key }), 403, 'forbidden');
    expect((await read(id)).body.data.status).toBe('draft');
  });
});

describe('accepting placed work', () => {
  it('answers 200 with the estimate unchanged: placed work is accepted work that reads scheduled', async () => {
    const acceptedAt = new Date(api.clock.now().getTime() - 86_400_000);
    const id = await seeded({ estimate: { status: 'accepted', acceptedAt } });
    await insertPlacement(api.deps, org.id, { estimateId: id, scheduledDate: '2026-03-04' });
    const before = await read(id);
    const again = await accept(id);
    expect(again.status).toBe(200);
    expect(again.body.data.status).toBe('scheduled');
    expect(again.body.data.acceptedAt).toBe(acceptedAt.toISOString());
    expect(again.body.data).toEqual(before.body.data);
  });
});
