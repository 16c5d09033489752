import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { invoiceDetailSchema, type InvoiceDetail } from '../../../src/shared/contract/invoices';
import { startTestApp, type TestApp } from '../../support/test-app';
import { expectFailure, expectValidationFailure } from '../http/http-expectations';
import { billingFor, COMPLETED_TOTAL_CENTS, type Billing } from './invoice-helpers';

let api: TestApp;
let billing: Billing;

beforeAll(async () => {
  api = await startTestApp();
  billing = await billingFor(api);
});

const key = () => billing.org.key;
const pay = async (invoiceId: string, amountCents: number): Promise<InvoiceDetail> => {
  const res = await api.contract.post('/invoices/{invoiceId}/payments', {
    path: { invoiceId },
    body: { amountCents, receivedOn: '2026-03-02' },
    key: key(),
  });
  expect(res.status, res.text).toBe(201);
  return invoiceDetailSchema.parse(res.body.data);
};
/** The payment of `amountCents` on the invoice as answered (each test pays distinct amounts). */
const paymentOf = (invoice: InvoiceDetail, amountCents: number) => {
  const payment = invoice.payments.find((each) => each.amountCents === amountCents);
  if (!payment) throw new Error(`no payment of ${amountCents} on ${invoice.id}`);
  return payment.id;
};
const reverse = (
  invoiceId: string,
  paymentId: string,
  reason = 'Keyed $1,000 for $100',
  options: { key?: string; idempotencyKey?: string } = {},
) =>
  api.contract.post('/invoices/{invoiceId}/payments/{paymentId}/reversal', {
    path: { invoiceId, paymentId },
    body: { reason },
    key: key(),
    ...options,
  });
const read = async (invoiceId: string, as = key()): Promise<InvoiceDetail> =>
  invoiceDetailSchema.parse(
    (await api.contract.get('/invoices/{invoiceId}', { path: { invoiceId }, key: as })).body.data,
  );

describe('POST /invoices/{id}/payments/{paymentId}/reversal', () => {
  it('keeps the payment on record, marked reversed with when and why, and restores balance and status', async () => {
    const invoice = await billing.invoice({ post: true });
    await pay(invoice.id, 10_000);
    // Entered a minute apart, so the payments read in that order.
    api.clock.advance(60_000);
    const paid = await pay(invoice.id, COMPLETED_TOTAL_CENTS - 10_000);
    expect(paid.financialStatus).toBe('paid');
    api.clock.advance(60_000);

    const res = await reverse(invoice.id, paymentOf(paid, 10_000), '  Paid on the wrong invoice  ');
    expect(res.status, res.text).toBe(200);
    const reversed = invoiceDetailSchema.parse(res.body.data);
    expect(reversed).toMatchObject({
      financialStatus: 'partial',
      paidCents: COMPLETED_TOTAL_CENTS - 10_000,
      balanceCents: 10_000,
      updatedAt: api.clock.now().toISOString(),
    });
    expect(reversed.payments).toEqual([
      expect.objectContaining({
        amountCents: 10_000,
        reversedAt: api.clock.now().toISOString(),
        reversalReason: 'Paid on the wrong invoice',
      }),
      expect.objectContaining({ amountCents: COMPLETED_TOTAL_CENTS - 10_000, reversedAt: null, reversalReason: null }),
    ]);
    expect(await read(invoice.id)).toEqual(reversed);
  });

  it('turns the list filters with it: a reversed payment pays nothing there either', async () => {
    const invoice = await billing.invoice({ post: true });
    const paid = await pay(invoice.id, COMPLETED_TOTAL_CENTS);
    await reverse(invoice.id, paymentOf(paid, COMPLETED_TOTAL_CENTS));
    const listed = async (financialStatus: 'paid' | 'open') =>
      (await api.contract.get('/invoices', { query: { financialStatus, limit: 200 }, key: key() })).body.data.items.map(
        (item) => item.id,
      );
    expect(await listed('open')).toContain(invoice.id);
    expect(await listed('paid')).not.toContain(invoice.id);
  });

  it('lets the balance be paid again, and an invoice whose payments were all reversed be voided', async () => {
    const invoice = await billing.invoice({ post: true });
    const paid = await pay(invoice.id, COMPLETED_TOTAL_CENTS);
    await reverse(invoice.id, paymentOf(paid, COMPLETED_TOTAL_CENTS));
    const repaid = await pay(invoice.id, COMPLETED_TOTAL_CENTS);
    expect(repaid).toMatchObject({ financialStatus: 'paid', paidCents: COMPLETED_TOTAL_CENTS, balanceCents: 0 });
    expect(repaid.payments).toHaveLength(2);

    const wrong = await billing.invoice({ post: true });
    const paidWrong = await pay(wrong.id, 2_000);
    await reverse(wrong.id, paymentOf(paidWrong, 2_000));
    const voided = await api.contract.post('/invoices/{invoiceId}/void', {
      path: { invoiceId: wrong.id },
      body: { reason: 'Billed the wrong customer' },
      key: key(),
    });
    expect(voided.status, voided.text).toBe(200);
    expect(voided.body.data).toMatchObject({ state: 'voided', paidCents: 0 });
  });

  it('refuses a second reversal on state, keeping the first one as it was', async () => {
    const invoice = await billing.invoice({ post: true });
    const paid = await pay(invoice.id, 3_000);
    const paymentId = paymentOf(paid, 3_000);
    await reverse(invoice.id, paymentId, 'First reason');
    const before = await read(invoice.id);
    api.clock.advance(60_000);
    const [problem] = expectValidationFailure(await reverse(invoice.id, paymentId, 'Second reason'), ['state']);
    expect(problem?.problem).toBe('the payment was already reversed');
    expect(await read(invoice.id)).toEqual(before);
  });

  it('refuses a reversal on a voided invoice', async () => {
    const invoice = await billing.invoice({ post: true });
    const paid = await pay(invoice.id, 4_000);
    const paymentId = paymentOf(paid, 4_000);
    await reverse(invoice.id, paymentId);
    await api.contract.post('/invoices/{invoiceId}/void', {
      path: { invoiceId: invoice.id },
      body: { reason: 'Issued twice' },
      key: key(),
    });
    const before = await read(invoice.id);
    const [problem] = expectValidationFailure(await reverse(invoice.id, paymentId), ['state']);
    expect(problem?.problem).toMatch(/voided invoice/);
    expect(await read(invoice.id)).toEqual(before);
  });

  it('reverses once when replayed with the same key', async () => {
    const invoice = await billing.invoice({ post: true });
    const paid = await pay(invoice.id, 5_000);
    const paymentId = paymentOf(paid, 5_000);
    const idempotencyKey = randomUUID();
    const first = await reverse(invoice.id, paymentId, 'Wrong amount', { idempotencyKey });
    api.clock.advance(60_000);
    const again = await reverse(invoice.id, paymentId, 'Wrong amount', { idempotencyKey });
    expect([first.status, again.status]).toEqual([200, 200]);
    expect(again.headers.get('Idempotent-Replay')).toBe('true');
    expect(again.body.data).toEqual(first.body.data);
  });

  it('requires a reason, and takes no other field', async () => {
    const invoice = await billing.invoice({ post: true });
    const paid = await pay(invoice.id, 6_000);
    const paymentId = paymentOf(paid, 6_000);
    const path = `/invoices/${invoice.id}/payments/${paymentId}/reversal`;
    expectValidationFailure(await api.post(path, {}, { key: key() }), ['reason']);
    expectValidationFailure(await reverse(invoice.id, paymentId, '   '), ['reason']);
    expectValidationFailure(await reverse(invoice.id, paymentId, 'x'.repeat(501)), ['reason']);
    expectValidationFailure(await api.post(path, { reason: 'Typo', amountCents: 1 }, { key: key() }), ['amountCents']);
    expect(await read(invoice.id)).toEqual(paid);
  });

  it("answers 404 for a payment of another invoice, another organization's invoice, or no such payment", async () => {
    const invoice = await billing.invoice({ post: true });
    const paid = await pay(invoice.id, 7_000);
    const elsewhere = await billing.invoice({ post: true });
    expectFailure(await reverse(elsewhere.id, paymentOf(paid, 7_000)), 404, 'not_found');
    expectFailure(await reverse(invoice.id, randomUUID()), 404, 'not_found');

    const other = await billingFor(api);
    const foreign = await other.invoice({ post: true });
    const foreignPaid = await api.contract.post('/invoices/{invoiceId}/payments', {
      path: { invoiceId: foreign.id },
      body: { amountCents: 7_000, receivedOn: '2026-03-02' },
      key: other.org.key,
    });
    const foreignPayment = invoiceDetailSchema.parse(foreignPaid.body.data).payments[0]!.id;
    expectFailure(await reverse(foreign.id, foreignPayment), 404, 'not_found');
    expect((await read(foreign.id, other.org.key)).payments[0]?.reversedAt).toBeNull();
    expect(await read(invoice.id)).toEqual(paid);
  });

  it('needs invoices:write', async () => {
    const invoice = await billing.invoice({ post: true });
    const paid = await pay(invoice.id, 8_000);
    const readOnly = await billing.org.newKey(['invoices:read']);
    const envelope = expectFailure(
      await reverse(invoice.id, paymentOf(paid, 8_000), 'No', { key: readOnly }),
      403,
      'forbidden',
    );
    expect(envelope.message).toContain('invoices:write');
    expect(await read(invoice.id)).toEqual(paid);
  });
});
