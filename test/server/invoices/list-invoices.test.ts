import { beforeAll, describe, expect, it } from 'vitest';
import {
  financialStatuses,
  invoiceSchema,
  type FinancialStatus,
  type Invoice,
} from '../../../src/shared/contract/invoices';
import { startTestApp, type TestApp } from '../../support/test-app';
import { expectFailure, expectValidationFailure } from '../http/http-expectations';
import { billingFor, COMPLETED_TOTAL_CENTS, type Billing } from './invoice-helpers';

let api: TestApp;
let billing: Billing;
/** One invoice in each money state, all due 2026-03-10 (the default clock reads 2026-03-02). */
let ledger: Record<'draft' | 'unpaid' | 'part' | 'settled' | 'voided', Invoice>;

const DUE = { transactionDate: '2026-02-24', dueDate: '2026-03-10' };

beforeAll(async () => {
  api = await startTestApp();
  billing = await billingFor(api);
  const pay = (invoiceId: string, amountCents: number) =>
    api.contract.post('/invoices/{invoiceId}/payments', {
      path: { invoiceId },
      body: { amountCents, receivedOn: '2026-03-01' },
      key: billing.org.key,
    });
  const draft = await billing.invoice(DUE);
  const unpaid = await billing.invoice({ ...DUE, post: true });
  const part = await billing.invoice({ ...DUE, post: true });
  await pay(part.id, 4_550);
  const settled = await billing.invoice({ ...DUE, post: true });
  await pay(settled.id, COMPLETED_TOTAL_CENTS);
  const voided = await billing.invoice({ ...DUE, post: true });
  await api.contract.post('/invoices/{invoiceId}/void', {
    path: { invoiceId: voided.id },
    body: { reason: 'Issued twice' },
    key: billing.org.key,
  });
  ledger = { draft, unpaid, part, settled, voided };
});

interface InvoiceFilter {
  customerId?: string | null;
  estimateId?: string | null;
  financialStatus?: FinancialStatus;
}

/** One page of GET /invoices in the given order. */
const invoicePage = (order: 'oldest' | 'newest', cursor: string | null) =>
  api.contract.get('/invoices', { query: { order, limit: 2, cursor }, key: billing.org.key });

async function listAll(filter: InvoiceFilter = {}): Promise<Invoice[]> {
  const res = await api.contract.get('/invoices', { query: { limit: 200, ...filter }, key: billing.org.key });
  expect(res.status).toBe(200);
  return res.body.data.items.map((item) => invoiceSchema.parse(item));
}

const statusById = async () =>
  Object.fromEntries((await listAll()).map((invoice) => [invoice.id, invoice.financialStatus]));

/** The money state of each ledger invoice as listed, and the same invoices filtered by each status. */
async function expectProjection(expected: Record<keyof typeof ledger, Invoice['financialStatus']>) {
  const byId = await statusById();
  expect(Object.fromEntries(Object.entries(ledger).map(([name, invoice]) => [name, byId[invoice.id]]))).toEqual(
    expected,
  );
  for (const status of financialStatuses) {
    const filtered = await listAll({ financialStatus: status });
    const names = Object.entries(ledger)
      .filter(([, invoice]) => filtered.some((item) => item.id === invoice.id))
      .map(([name]) => name);
    expect({ status, names }).toEqual({
      status,
      names: Object.entries(expected)
        .filter(([, value]) => value === status)
        .map(([name]) => name),
    });
    expect(filtered.every((item) => item.financialStatus === status)).toBe(true);
  }
}

describe('financialStatus and balance are projected on read', () => {
  it('before the due date: open, partial, paid', async () => {
    api.clock.set('2026-03-02T16:00:00Z');
    await expectProjection({ draft: 'draft', unpaid: 'open', part: 'partial', settled: 'paid', voided: 'voided' });
    const byId = new Map((await listAll()).map((invoice) => [invoice.id, invoice]));
    expect(byId.get(ledger.part.id)).toMatchObject({ paidCents: 4_550, balanceCents: COMPLETED_TOTAL_CENTS - 4_550 });
    expect(byId.get(ledger.settled.id)).toMatchObject({ paidCents: COMPLETED_TOTAL_CENTS, balanceCents: 0 });
    expect(byId.get(ledger.voided.id)).toMatchObject({ paidCents: 0, balanceCents: 0 });
  });

  it("on the due date in the organization's time zone the unpaid invoice is still open", async () => {
    // Already 03-11 in UTC, but 23:30 on 03-10 in Los Angeles (PDT since 03-08).
    api.clock.set('2026-03-11T06:30:00Z');
    await expectProjection({ draft: 'draft', unpaid: 'open', part: 'partial', settled: 'paid', voided: 'voided' });
  });

  it('past the due date the unpaid invoice is overdue, and a part-paid one stays partial', async () => {
    api.clock.set('2026-03-11T08:00:00Z');
    await expectProjection({ draft: 'draft', unpaid: 'overdue', part: 'partial', settled: 'paid', voided: 'voided' });
    const read = await api.contract.get('/invoices/{invoiceId}', {
      path: { invoiceId: ledger.unpaid.id },
      key: billing.org.key,
    });
    expect(read.body.data).toMatchObject({ financialStatus: 'overdue', balanceCents: COMPLETED_TOTAL_CENTS });
  });
});

describe('GET /invoices', () => {
  it('pages oldest first with an opaque cursor', async () => {
    const all = await listAll();
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const res = await invoicePage('oldest', cursor);
      expect(res.body.data.items.length).toBeLessThanOrEqual(2);
      seen.push(...res.body.data.items.map((item) => item.id));
      cursor = res.body.data.nextCursor;
    } while (cursor);
    expect(seen).toEqual(all.map((invoice) => invoice.id));
    expect(seen).toEqual(Object.values(ledger).map((invoice) => invoice.id));
  });

  it('pages newest first when asked (order=newest), the cursor continuing that order', async () => {
    const all = await listAll();
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const res = await invoicePage('newest', cursor);
      expect(res.status).toBe(200);
      seen.push(...res.body.data.items.map((item) => item.id));
      cursor = res.body.data.nextCursor;
    } while (cursor);
    expect(seen).toEqual(all.map((invoice) => invoice.id).reverse());
    expect((await api.get('/invoices?order=latest', { key: billing.org.key })).status).toBe(422);
  });

  it('filters by customer and by estimate', async () => {
    const other = await billingFor(api, billing.org);
    const theirs = await other.invoice();
    expect((await listAll({ customerId: other.world.site.customerId })).map((invoice) => invoice.id)).toEqual([
      theirs.id,
    ]);
    expect((await listAll({ estimateId: ledger.part.estimateId })).map((invoice) => invoice.id)).toEqual([
      ledger.part.id,
    ]);
  });

  it("names each invoice's customer (customerName), as the customer reads", async () => {
    const other = await billingFor(api, billing.org);
    await other.invoice();
    const customers = await Promise.all(
      [billing, other].map(
        async ({ world }) =>
          (
            await api.contract.get('/customers/{customerId}', {
              path: { customerId: world.site.customerId },
              key: billing.org.key,
            })
          ).body.data,
      ),
    );
    const named = new Map((await listAll()).map((invoice) => [invoice.customerId, invoice.customerName]));
    for (const customer of customers) expect(named.get(customer.id)).toBe(customer.name);
  });

  it('refuses unknown filter values', async () => {
    const res = await api.get('/invoices?financialStatus=late&customerId=nope&limit=0', { key: billing.org.key });
    expectValidationFailure(res, ['financialStatus', 'customerId', 'limit']);
  });

  it("never lists another organization's invoices", async () => {
    const stranger = await api.newOrg();
    expect((await api.contract.get('/invoices', { key: stranger.key })).body.data).toEqual({
      items: [],
      nextCursor: null,
    });
    const foreignFilter = await api.contract.get('/invoices', {
      query: { customerId: billing.world.site.customerId },
      key: stranger.key,
    });
    expect(foreignFilter.body.data.items).toEqual([]);
  });

  it('needs invoices:read', async () => {
    const key = await billing.org.newKey(['invoices:write']);
    const envelope = expectFailure(await api.contract.get('/invoices', { key }), 403, 'forbidden');
    expect(envelope.message).toContain('invoices:read');
  });
});
