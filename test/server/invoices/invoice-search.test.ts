import { beforeAll, describe, expect, it } from 'vitest';
import {
  invoiceDetailSchema,
  invoiceSchema,
  type Invoice,
  type InvoiceDetail,
} from '../../../src/shared/contract/invoices';
import { startTestApp, type TestApp } from '../../support/test-app';
import { expectValidationFailure } from '../http/http-expectations';
import { billingFor, type Billing } from './invoice-helpers';

let api: TestApp;
let billing: Billing;
/** JOB-1 billed by a voided draft and billed again (a draft); JOB-2 posted as INV-1; JOB-3 posted as INV-2. */
let job1Voided: InvoiceDetail;
let job1Again: InvoiceDetail;
let inv1: InvoiceDetail;
let inv2: InvoiceDetail;

beforeAll(async () => {
  api = await startTestApp();
  billing = await billingFor(api);
  const bill = async (estimateId: string, post = false) => {
    const res = await api.contract.post('/invoices', { body: { estimateId, post }, key: billing.org.key });
    expect(res.status, res.text).toBe(201);
    return invoiceDetailSchema.parse(res.body.data);
  };
  const job1 = await billing.completedEstimateId();
  job1Voided = await bill(job1);
  inv1 = await bill(await billing.completedEstimateId(), true);
  inv2 = await bill(await billing.completedEstimateId(), true);
  await api.contract.post('/invoices/{invoiceId}/void', {
    path: { invoiceId: job1Voided.id },
    body: { reason: 'Wrong due date' },
    key: billing.org.key,
  });
  job1Again = await bill(job1);
  // The numbers the searches below type.
  expect([job1Voided, job1Again, inv1, inv2].map((invoice) => invoice.estimateNumber)).toEqual([
    'JOB-1',
    'JOB-1',
    'JOB-2',
    'JOB-3',
  ]);
  expect([inv1.number, inv2.number]).toEqual(['INV-1', 'INV-2']);
});

async function search(text: string, more: { customerId?: string } = {}): Promise<Invoice[]> {
  const res = await api.contract.get('/invoices', {
    query: { search: text, limit: 200, ...more },
    key: billing.org.key,
  });
  expect(res.status, res.text).toBe(200);
  return res.body.data.items.map((item) => invoiceSchema.parse(item));
}
const ids = (invoices: readonly { id: string }[]) => invoices.map((invoice) => invoice.id);

describe('GET /invoices?search=', () => {
  it('finds an invoice by its number, however the clerk types it', async () => {
    for (const text of ['INV-2', 'inv-2', ' INV-2 ', 'INV2', 'inv 2'])
      expect(ids(await search(text)), text).toEqual([inv2.id]);
    expect(await search('INV-99')).toEqual([]);
  });

  it('finds the invoices billing a job, voided ones too', async () => {
    expect(ids(await search('JOB-1'))).toEqual([job1Voided.id, job1Again.id]);
    expect(ids(await search('job-3'))).toEqual([inv2.id]);
    expect(ids(await search('job 3'))).toEqual([inv2.id]);
  });

  it('reads a bare number as either: invoice INV-1 and the invoices of JOB-1', async () => {
    expect(ids(await search('1'))).toEqual([job1Voided.id, inv1.id, job1Again.id]);
    expect(ids(await search('2'))).toEqual([inv1.id, inv2.id]);
  });

  it('narrows with the other filters', async () => {
    expect(ids(await search('1', { customerId: billing.world.site.customerId! }))).toHaveLength(3);
    const other = await billingFor(api);
    expect(await search('1', { customerId: other.world.site.customerId! })).toEqual([]);
  });

  it("never reaches another organization's invoices with the same numbers", async () => {
    const other = await billingFor(api);
    const theirs = await other.invoice({ post: true });
    expect([theirs.number, theirs.estimateNumber]).toEqual(['INV-1', 'JOB-1']);
    expect(ids(await search('1'))).not.toContain(theirs.id);
    expect(ids(await search('INV-1'))).toEqual([inv1.id]);
  });

  it('pages a search with the cursor in either order', async () => {
    const page = (order: 'oldest' | 'newest', cursor: string | null) =>
      api.contract.get('/invoices', { query: { search: '1', order, limit: 2, cursor }, key: billing.org.key });
    for (const order of ['oldest', 'newest'] as const) {
      const first = await page(order, null);
      const second = await page(order, first.body.data.nextCursor);
      expect(second.body.data.nextCursor).toBeNull();
      const seen = ids([...first.body.data.items, ...second.body.data.items]);
      const expected = [job1Voided.id, inv1.id, job1Again.id];
      expect(seen).toEqual(order === 'oldest' ? expected : expected.reverse());
    }
  });

  it('refuses anything but an invoice or job number, naming search', async () => {
    for (const text of [
      '',
      'INV-',
      'Hollis',
      'INV-1.5',
      '1e3',
      'EST-4',
      'JOB  4',
      'JOB- 4',
      '1234567890',
      `${' '.repeat(40)}1`,
    ]) {
      const res = await api.get(`/invoices?search=${encodeURIComponent(text)}`, { key: billing.org.key });
      const problems = expectValidationFailure(res, ['search']);
      expect(problems[0]?.problem, JSON.stringify(text)).toMatch(/invoice number|at most 40/);
    }
  });
});
