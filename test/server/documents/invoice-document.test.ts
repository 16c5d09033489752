import { beforeAll, describe, expect, it } from 'vitest';
import { invoiceDetailSchema } from '../../../src/shared/contract/invoices';
import { scopes } from '../../../src/shared/contract/scopes';
import { allText, readPdf } from '../../support/pdf-text';
import { startTestApp, type TestApp } from '../../support/test-app';
import { expectFailure } from '../http/http-expectations';
import { billingFor, type Billing } from '../invoices/invoice-helpers';
import { fetchDocument } from './document-requests';

/*
 * GET /invoices/{invoiceId}/document.pdf (extension): the invoice as the customer reads it: its
 * lines, totals, payments (reversals said) and balance, checked as a PDF parser reads it.
 */

let api: TestApp;
let billing: Billing;

beforeAll(async () => {
  api = await startTestApp();
  billing = await billingFor(api);
  await api.request('PATCH', '/org', { name: 'Hollis Tree Care', documentTerms: 'Net 30.' }, { key: billing.org.key });
});

const key = () => billing.org.key;
const documentOf = async (invoiceId: string) => {
  const res = await fetchDocument(api, `/invoices/${invoiceId}/document.pdf`, key());
  expect(res.status).toBe(200);
  return res;
};
const textOf = async (invoiceId: string) => allText(await readPdf((await documentOf(invoiceId)).bytes));

const pay = async (invoiceId: string, amountCents: number, receivedOn: string) => {
  const res = await api.contract.post('/invoices/{invoiceId}/payments', {
    path: { invoiceId },
    body: { amountCents, receivedOn },
    key: key(),
  });
  expect(res.status, res.text).toBe(201);
  return invoiceDetailSchema.parse(res.body.data);
};

describe('GET /invoices/{invoiceId}/document.pdf', () => {
  it('prints a posted invoice: number, dates, customer, lines, totals, payments with a reversal, balance and terms', async () => {
    const invoice = await billing.invoice({ post: true, transactionDate: '2026-02-26', dueDate: '2026-03-28' });
    await pay(invoice.id, 10_000, '2026-02-27');
    const paid = await pay(invoice.id, 5_000, '2026-03-02');
    const mistake = paid.payments.find((payment) => payment.amountCents === 5_000)!;
    const reversed = await api.contract.post('/invoices/{invoiceId}/payments/{paymentId}/reversal', {
      path: { invoiceId: invoice.id, paymentId: mistake.id },
      body: { reason: 'Keyed twice' },
      key: key(),
    });
    expect(reversed.status, reversed.text).toBe(200);

    const res = await documentOf(invoice.id);
    expect(res.headers.get('content-disposition')).toBe(`inline; filename="invoice-${invoice.number}.pdf"`);
    const pdf = await readPdf(res.bytes);
    expect(pdf.sizes).toEqual([{ width: 612, height: 792 }]);
    const text = allText(pdf);
    for (const expected of [
      'Hollis Tree Care',
      'INVOICE',
      invoice.number!,
      'Invoice date February 26, 2026',
      'Due March 28, 2026',
      `For job ${invoice.estimateNumber}`,
      'Bill to'.toUpperCase(),
      'Fixture Customer',
      'Service address'.toUpperCase(),
      '1200 SE Oak St',
      '$150.00',
      '$300.00',
      '$45.50',
      'Subtotal $345.50',
      'Total $345.50',
      'February 27, 2026 $100.00 Payment received',
      'March 2, 2026 $50.00 Payment reversed, not counted Reversed on March 2, 2026: Keyed twice',
      'Paid $100.00',
      'Balance due $245.50',
      'Net 30.',
      'Page 1 of 1',
    ])
      expect(text).toContain(expected);
  });

  it('says "Paid in full" once the balance is paid, and the same invoice gives the same bytes', async () => {
    const invoice = await billing.invoice({ post: true });
    await pay(invoice.id, invoice.totalCents, '2026-03-02');
    const first = await documentOf(invoice.id);
    const again = await documentOf(invoice.id);
    expect(Buffer.from(again.bytes).equals(Buffer.from(first.bytes))).toBe(true);
    const text = allText(await readPdf(first.bytes));
    expect(text).toContain('Balance due $0.00');
    expect(text).toContain('Paid in full.');
  });

  it('marks a draft as not issued (no number, no balance) and a voided invoice as void with its reason', async () => {
    const draft = await billing.invoice();
    const draftText = await textOf(draft.id);
    expect(draftText).toContain('Draft: this invoice has not been issued yet.');
    expect(draftText).not.toContain('Balance due');
    expect((await documentOf(draft.id)).headers.get('content-disposition')).toBe(
      `inline; filename="draft-invoice-${draft.estimateNumber}.pdf"`,
    );

    const voided = await api.contract.post('/invoices/{invoiceId}/void', {
      path: { invoiceId: draft.id },
      body: { reason: 'Billed the wrong job' },
      key: key(),
    });
    expect(voided.status, voided.text).toBe(200);
    expect(await textOf(draft.id)).toContain('Void: Billed the wrong job. Nothing is owed on this invoice.');
  });

  it("is a 404 for another organization's invoice, 403 without invoices:read", async () => {
    const invoice = await billing.invoice();
    const path = `/invoices/${invoice.id}/document.pdf`;
    expectFailure(await api.get(path, { key: (await api.newOrg()).key }), 404, 'not_found');
    const withoutRead = await billing.org.newKey(scopes.filter((scope) => scope !== 'invoices:read'));
    expectFailure(await api.get(path, { key: withoutRead }), 403, 'forbidden');
    expect((await fetchDocument(api, path, await billing.org.newKey(['invoices:read']))).status).toBe(200);
  });
});
