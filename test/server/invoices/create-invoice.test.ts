import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../../src/client/api-types';
import { estimateLines } from '../../../src/server/db/schema';
import { invoiceSchema } from '../../../src/shared/contract/invoices';
import { completedEstimate, insertEstimate } from '../../support/estimate-fixtures';
import { startTestApp, type TestApp } from '../../support/test-app';
import { onPostgres } from '../../support/test-database';
import { expectFailure, expectValidationFailure } from '../http/http-expectations';
import { billingFor, COMPLETED_TOTAL_CENTS, type Billing } from './invoice-helpers';

let api: TestApp;
let billing: Billing;

beforeAll(async () => {
  api = await startTestApp();
  billing = await billingFor(api);
});

const create = (
  body: components['schemas']['CreateInvoice'],
  options: { key?: string; idempotencyKey?: string } = {},
) => api.contract.post('/invoices', { body, key: billing.org.key, ...options });

describe('POST /invoices', () => {
  it('bills a completed estimate as a draft: lines copied, no number, nothing owed yet', async () => {
    const estimateId = await billing.completedEstimateId();
    const estimate = (await api.contract.get('/estimates/{estimateId}', { path: { estimateId }, key: billing.org.key }))
      .body.data;
    const res = await create({ estimateId });
    expect(res.status).toBe(201);
    expect(invoiceSchema.parse(res.body.data)).toEqual({
      id: expect.any(String),
      number: null,
      state: 'draft',
      financialStatus: 'draft',
      customerId: billing.world.site.customerId,
      customerName: estimate.customerName,
      estimateId,
      estimateNumber: estimate.number,
      currencyCode: 'USD',
      subtotalCents: COMPLETED_TOTAL_CENTS,
      discountCents: 0,
      taxCents: 0,
      totalCents: COMPLETED_TOTAL_CENTS,
      paidCents: 0,
      balanceCents: 0,
      lineCount: 2,
      // The test clock reads 2026-03-02T16:00Z: 08:00 that day in the default America/Los_Angeles.
      transactionDate: '2026-03-02',
      dueDate: '2026-04-01',
      postedAt: null,
      voidedAt: null,
      voidedReason: null,
      firstSentAt: null,
      createdAt: api.clock.now().toISOString(),
      updatedAt: api.clock.now().toISOString(),
    });
    expect(
      (await api.contract.get('/invoices/{invoiceId}', { path: { invoiceId: res.body.data.id }, key: billing.org.key }))
        .body.data,
    ).toEqual(res.body.data);
  });

  it('answers the lines it billed, copied from the estimate with their amounts, and no payments yet', async () => {
    const estimateId = await billing.completedEstimateId();
    const estimate = (await api.contract.get('/estimates/{estimateId}', { path: { estimateId }, key: billing.org.key }))
      .body.data;
    const res = await create({ estimateId });
    const expected = {
      lines: estimate.lines.map((line) => ({
        id: expect.any(String),
        lineNumber: line.lineNumber,
        description: line.description,
        quantity: line.quantity,
        unitPriceCents: line.unitPriceCents,
        amountCents: line.amountCents,
        catalogItemId: line.catalogItemId,
        estimateLineId: line.id,
      })),
      payments: [],
    };
    expect(res.body.data).toMatchObject(expected);
    expect(expected.lines.map((line) => line.amountCents)).toEqual([30_000, 4_550]);
    const read = await api.contract.get('/invoices/{invoiceId}', {
      path: { invoiceId: res.body.data.id },
      key: billing.org.key,
    });
    expect(read.body.data).toMatchObject(expected);
  });

  it('posts at once with post: true, numbering it and making it owed', async () => {
    const res = await create({
      estimateId: await billing.completedEstimateId(),
      post: true,
      transactionDate: '2026-02-27',
      dueDate: '2026-03-13',
    });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      state: 'posted',
      financialStatus: 'open',
      number: expect.stringMatching(/^INV-\d+$/),
      postedAt: api.clock.now().toISOString(),
      balanceCents: COMPLETED_TOTAL_CENTS,
      transactionDate: '2026-02-27',
      dueDate: '2026-03-13',
    });
  });

  it.each([
    ['a draft estimate', { estimate: { status: 'draft' }, lines: [{}] }, 1],
    [
      'accepted work with lines still pending',
      { estimate: { status: 'accepted' }, lines: [{ status: 'done' }, { status: 'pending' }] },
      1,
    ],
    ['a canceled estimate with every line done', { estimate: { status: 'canceled' }, lines: [{ status: 'done' }] }, 1],
    [
      'completed work without a customer',
      { ...completedEstimate(), estimate: { status: 'accepted', customerId: null } },
      1,
    ],
    ['completed work with an unpriced line', completedEstimate([{}, { unitPriceCents: null }]), 1],
    ['a draft without customer or prices', { estimate: { customerId: null }, lines: [{ unitPriceCents: null }] }, 3],
  ] as const)('refuses to bill %s, naming every reason, and creates nothing', async (_label, fixture, reasons) => {
    const estimateId = await billing.completedEstimateId(fixture);
    const problems = expectValidationFailure(await create({ estimateId }), Array(reasons).fill('estimateId'));
    expect(problems.every((problem) => problem.problem.startsWith('the estimate'))).toBe(true);
    const list = await api.contract.get('/invoices', { query: { estimateId }, key: billing.org.key });
    expect(list.body.data.items).toEqual([]);
  });

  it('refuses a due date before the invoice date, and bad dates', async () => {
    const estimateId = await billing.completedEstimateId();
    expectValidationFailure(await create({ estimateId, transactionDate: '2026-03-10', dueDate: '2026-03-09' }), [
      'dueDate',
    ]);
    expectValidationFailure(await create({ estimateId, dueDate: '2026-03-01' }), ['dueDate']);
    const badDates = await api.post(
      '/invoices',
      { estimateId, transactionDate: '2026-02-30', post: 'yes', extra: 1 },
      { key: billing.org.key },
    );
    expectValidationFailure(badDates, ['transactionDate', 'post', 'extra']);
  });

  it('answers 409 conflict for a second live invoice of the same estimate, and allows one after a void', async () => {
    const estimateId = await billing.completedEstimateId();
    const first = await create({ estimateId });
    const second = await create({ estimateId, post: true });
    const envelope = expectFailure(second, 409, 'conflict');
    expect(envelope.data).toMatchObject({ invoiceId: first.body.data.id });
    await api.contract.post('/invoices/{invoiceId}/void', {
      path: { invoiceId: first.body.data.id },
      body: { reason: 'Wrong customer contact' },
      key: billing.org.key,
    });
    const again = await create({ estimateId });
    expect(again.status).toBe(201);
    const list = await api.contract.get('/invoices', { query: { estimateId }, key: billing.org.key });
    expect(list.body.data.items.map((invoice) => invoice.state)).toEqual(['voided', 'draft']);
  });

  it(`bills an estimate once under parallel creates (${onPostgres() ? 'PostgreSQL: truly parallel' : 'PGlite: serialized'})`, async () => {
    const estimateId = await billing.completedEstimateId();
    const responses = await Promise.all(Array.from({ length: 5 }, () => create({ estimateId, post: true })));
    expect(responses.map((res) => res.status).sort()).toEqual([201, 409, 409, 409, 409]);
  });

  it('replays a create with the same key as 200', async () => {
    const body = { estimateId: await billing.completedEstimateId(), post: true };
    const idempotencyKey = randomUUID();
    const first = await create(body, { idempotencyKey });
    const again = await create(body, { idempotencyKey });
    expect([first.status, again.status]).toEqual([201, 200]);
    expect(again.headers.get('Idempotent-Replay')).toBe('true');
    expect(again.body.data).toEqual(first.body.data);
  });

  it("answers 404 for an unknown estimate or another organization's", async () => {
    const other = await billingFor(api);
    const foreignId = await other.completedEstimateId();
    for (const estimateId of [randomUUID(), foreignId]) expectFailure(await create({ estimateId }), 404, 'not_found');
    expect(
      (await api.contract.get('/invoices', { query: { estimateId: foreignId }, key: other.org.key })).body.data.items,
    ).toEqual([]);
  });

  it('needs invoices:write', async () => {
    const key = await billing.org.newKey(['invoices:read', 'estimates:write']);
    const envelope = expectFailure(
      await create({ estimateId: await billing.completedEstimateId() }, { key }),
      403,
      'forbidden',
    );
    expect(envelope.message).toContain('invoices:write');
  });
});

describe('GET /invoices/{id}', () => {
  it("answers 404 for another organization's invoice exactly like a missing one", async () => {
    const invoice = await billing.invoice();
    const other = await api.newOrg();
    const foreign = await api.contract.get('/invoices/{invoiceId}', {
      path: { invoiceId: invoice.id },
      key: other.key,
    });
    const missing = await api.contract.get('/invoices/{invoiceId}', {
      path: { invoiceId: randomUUID() },
      key: other.key,
    });
    expectFailure(foreign, 404, 'not_found');
    expect(missing.body).toEqual(foreign.body);
  });

  it('needs invoices:read', async () => {
    const invoice = await billing.invoice();
    const key = await billing.org.newKey(['invoices:write']);
    const envelope = expectFailure(
      await api.contract.get('/invoices/{invoiceId}', { path: { invoiceId: invoice.id }, key }),
      403,
      'forbidden',
    );
    expect(envelope.message).toContain('invoices:read');
  });

  it('keeps what was billed when the estimate changes later', async () => {
    const { estimate } = await insertEstimate(api.deps, billing.org.id, billing.world.site, completedEstimate());
    const res = await create({ estimateId: estimate.id });
    await api.deps.database.db
      .update(estimateLines)
      .set({ unitPriceCents: 1 })
      .where(and(eq(estimateLines.orgId, billing.org.id), eq(estimateLines.estimateId, estimate.id)));
    expect(
      (await api.contract.get('/estimates/{estimateId}', { path: { estimateId: estimate.id }, key: billing.org.key }))
        .body.data.totalCents,
    ).toBe(3);
    const read = await api.contract.get('/invoices/{invoiceId}', {
      path: { invoiceId: res.body.data.id },
      key: billing.org.key,
    });
    expect(read.body.data).toMatchObject({ totalCents: COMPLETED_TOTAL_CENTS, lineCount: 2 });
    expect(read.body.data.lines.map((line) => line.unitPriceCents)).toEqual([15_000, 4_550]);
  });
});
