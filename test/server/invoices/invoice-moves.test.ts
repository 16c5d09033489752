import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { invoiceDetailSchema, type InvoiceDetail } from '../../../src/shared/contract/invoices';
import { addDays, todayIn } from '../../../src/shared/domain/working-days';
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
const post = (invoiceId: string, options: { key?: string } = {}) =>
  api.contract.post('/invoices/{invoiceId}/post', { path: { invoiceId }, key: key(), ...options });
const voidIt = (invoiceId: string, reason = 'Billed the wrong site', options: { key?: string } = {}) =>
  api.contract.post('/invoices/{invoiceId}/void', { path: { invoiceId }, body: { reason }, key: key(), ...options });
const pay = (invoiceId: string, amountCents: number, options: { key?: string; idempotencyKey?: string } = {}) =>
  api.contract.post('/invoices/{invoiceId}/payments', {
    path: { invoiceId },
    body: { amountCents, receivedOn: '2026-03-02' },
    key: key(),
    ...options,
  });
const read = async (invoiceId: string): Promise<InvoiceDetail> =>
  invoiceDetailSchema.parse(
    (await api.contract.get('/invoices/{invoiceId}', { path: { invoiceId }, key: key() })).body.data,
  );

/** A refused move answers 422 on `field` and leaves the invoice exactly as it was. */
async function expectRefused(
  res: Awaited<ReturnType<TestApp['post']>>,
  before: InvoiceDetail,
  field: string,
  wording: RegExp,
) {
  const [problem] = expectValidationFailure(res, [field]);
  expect(problem?.problem).toMatch(wording);
  expect(await read(before.id)).toEqual(before);
}

describe('POST /invoices/{id}/post', () => {
  it('numbers drafts INV-1, INV-2, ... in posting order, with no gap for drafts or refusals', async () => {
    const fresh = await billingFor(api);
    const first = await fresh.invoice();
    const second = await fresh.invoice();
    await fresh.invoice();
    const postFresh = (invoiceId: string) =>
      api.contract.post('/invoices/{invoiceId}/post', { path: { invoiceId }, key: fresh.org.key });
    const postedSecond = await postFresh(second.id);
    expect(postedSecond.status).toBe(200);
    expect(postedSecond.body.data).toMatchObject({
      number: 'INV-1',
      state: 'posted',
      financialStatus: 'open',
      postedAt: api.clock.now().toISOString(),
    });
    expect((await postFresh(first.id)).body.data.number).toBe('INV-2');
    const postedAtOnce = await fresh.invoice({ post: true });
    expect(postedAtOnce.number).toBe('INV-3');
  });

  it('answers a posted invoice unchanged', async () => {
    const invoice = await billing.invoice({ post: true });
    api.clock.advance(60_000);
    const again = await post(invoice.id);
    expect(again.status).toBe(200);
    expect(again.body.data).toEqual(invoice);
  });

  it('refuses to post a voided invoice', async () => {
    const invoice = await billing.invoice();
    await voidIt(invoice.id);
    await expectRefused(await post(invoice.id), await read(invoice.id), 'state', /voided invoice cannot be posted/);
  });
});

describe('POST /invoices/{id}/void', () => {
  it('voids a draft: nothing owed, no number', async () => {
    const invoice = await billing.invoice();
    const res = await voidIt(invoice.id, '  Duplicate of a paper invoice  ');
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      state: 'voided',
      financialStatus: 'voided',
      number: null,
      balanceCents: 0,
      voidedAt: api.clock.now().toISOString(),
      voidedReason: 'Duplicate of a paper invoice',
    });
  });

  it('voids an unpaid posted invoice, which keeps its number', async () => {
    const invoice = await billing.invoice({ post: true });
    const res = await voidIt(invoice.id);
    expect(res.body.data).toMatchObject({
      state: 'voided',
      financialStatus: 'voided',
      number: invoice.number,
      balanceCents: 0,
      paidCents: 0,
    });
  });

  it('answers a voided invoice unchanged, keeping the first reason', async () => {
    const invoice = await billing.invoice();
    const voided = (await voidIt(invoice.id, 'First reason')).body.data;
    api.clock.advance(60_000);
    const again = await voidIt(invoice.id, 'Second reason');
    expect(again.status).toBe(200);
    expect(again.body.data).toEqual(voided);
  });

  it('refuses to void an invoice that received payments', async () => {
    const invoice = await billing.invoice({ post: true });
    await pay(invoice.id, 1_000);
    await expectRefused(await voidIt(invoice.id), await read(invoice.id), 'state', /payments/);
  });

  it('requires a reason', async () => {
    const invoice = await billing.invoice();
    expectValidationFailure(await api.post(`/invoices/${invoice.id}/void`, {}, { key: key() }), ['reason']);
    expectValidationFailure(await voidIt(invoice.id, '   '), ['reason']);
    expect((await read(invoice.id)).state).toBe('draft');
  });
});

describe('POST /invoices/{id}/payments', () => {
  it('records part payments (partial) until the balance is settled (paid)', async () => {
    const invoice = await billing.invoice({ post: true });
    const first = await pay(invoice.id, 10_000);
    expect(first.status).toBe(201);
    expect(first.body.data).toMatchObject({
      financialStatus: 'partial',
      paidCents: 10_000,
      balanceCents: COMPLETED_TOTAL_CENTS - 10_000,
    });
    const rest = await pay(invoice.id, COMPLETED_TOTAL_CENTS - 10_000);
    expect(rest.body.data).toMatchObject({
      financialStatus: 'paid',
      paidCents: COMPLETED_TOTAL_CENTS,
      balanceCents: 0,
    });
    await expectRefused(await pay(invoice.id, 1), await read(invoice.id), 'amountCents', /balance of \$0\.00/);
  });

  it('answers every payment received, oldest receipt first, with the invoice', async () => {
    const invoice = await billing.invoice({ post: true, transactionDate: '2026-02-20' });
    const receive = (amountCents: number, receivedOn: string) =>
      api.contract.post('/invoices/{invoiceId}/payments', {
        path: { invoiceId: invoice.id },
        body: { amountCents, receivedOn },
        key: key(),
      });
    await receive(10_000, '2026-03-02');
    const answer = await receive(2_500, '2026-02-27');
    const standing = { id: expect.any(String), createdAt: expect.any(String), reversedAt: null, reversalReason: null };
    const received = [
      { ...standing, amountCents: 2_500, receivedOn: '2026-02-27' },
      { ...standing, amountCents: 10_000, receivedOn: '2026-03-02' },
    ];
    expect(answer.body.data.payments).toEqual(received);
    expect((await read(invoice.id)).payments).toEqual(received);
  });

  it('refuses more than the balance and records nothing', async () => {
    const invoice = await billing.invoice({ post: true });
    await expectRefused(
      await pay(invoice.id, COMPLETED_TOTAL_CENTS + 1),
      invoice,
      'amountCents',
      /exceeds the balance of \$345\.50/,
    );
  });

  it('refuses payments on a draft or a voided invoice', async () => {
    const draft = await billing.invoice();
    await expectRefused(await pay(draft.id, 100), draft, 'state', /draft invoice cannot take payments/);
    const voided = await billing.invoice({ post: true });
    await voidIt(voided.id);
    await expectRefused(
      await pay(voided.id, 100),
      await read(voided.id),
      'state',
      /voided invoice cannot take payments/,
    );
  });

  it('refuses a payment dated after today and records nothing', async () => {
    const invoice = await billing.invoice({ post: true });
    const settings = await api.contract.get('/org', { key: key() });
    const tomorrow = addDays(todayIn(settings.body.data.timeZone, api.clock.now()), 1);
    const res = await api.contract.post('/invoices/{invoiceId}/payments', {
      path: { invoiceId: invoice.id },
      body: { amountCents: 100, receivedOn: tomorrow },
      key: key(),
    });
    await expectRefused(res, invoice, 'receivedOn', /must not be after today/);
  });

  it("refuses a payment dated before the invoice's date and records nothing", async () => {
    const invoice = await billing.invoice({ post: true });
    const res = await api.contract.post('/invoices/{invoiceId}/payments', {
      path: { invoiceId: invoice.id },
      body: { amountCents: 100, receivedOn: addDays(invoice.transactionDate, -1) },
      key: key(),
    });
    await expectRefused(res, invoice, 'receivedOn', /must not be before the invoice's date/);
  });

  it('validates the amount and the day', async () => {
    const invoice = await billing.invoice({ post: true });
    const res = await api.post(
      `/invoices/${invoice.id}/payments`,
      { amountCents: 10.5, receivedOn: '2026-02-30' },
      { key: key() },
    );
    expectValidationFailure(res, ['amountCents', 'receivedOn']);
    expectValidationFailure(await pay(invoice.id, 0), ['amountCents']);
    expect(await read(invoice.id)).toEqual(invoice);
  });

  it('records a payment once when replayed with the same key', async () => {
    const invoice = await billing.invoice({ post: true });
    const idempotencyKey = randomUUID();
    const first = await pay(invoice.id, 5_000, { idempotencyKey });
    const again = await pay(invoice.id, 5_000, { idempotencyKey });
    expect([first.status, again.status]).toEqual([201, 200]);
    expect(again.headers.get('Idempotent-Replay')).toBe('true');
    expect((await read(invoice.id)).paidCents).toBe(5_000);
  });
});

describe('tenancy and scopes of the moves', () => {
  const moves: [string, (id: string, options: { key?: string }) => ReturnType<TestApp['post']>][] = [
    ['post', (id, options) => post(id, options)],
    ['void', (id, options) => voidIt(id, 'Not ours', options)],
    ['payments', (id, options) => pay(id, 100, options)],
  ];

  it.each(moves)("%s: another organization's invoice answers 404 and is left alone", async (_move, move) => {
    const other = await billingFor(api);
    const foreign = await other.invoice({ post: true });
    expectFailure(await move(foreign.id, {}), 404, 'not_found');
    expectFailure(await move(randomUUID(), {}), 404, 'not_found');
    const after = (
      await api.contract.get('/invoices/{invoiceId}', { path: { invoiceId: foreign.id }, key: other.org.key })
    ).body.data;
    expect(after).toEqual(foreign);
  });

  it.each(moves)('%s needs invoices:write', async (_move, move) => {
    const invoice = await billing.invoice({ post: true });
    const readOnly = await billing.org.newKey(['invoices:read']);
    const envelope = expectFailure(await move(invoice.id, { key: readOnly }), 403, 'forbidden');
    expect(envelope.message).toContain('invoices:write');
    expect(await read(invoice.id)).toEqual(invoice);
  });
});
