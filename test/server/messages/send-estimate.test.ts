import { beforeAll, describe, expect, it } from 'vitest';
import { smtpMailer } from '../../../src/server/adapters/mail/smtp-mailer';
import { sendDueMessages, type MailWorkerDeps } from '../../../src/server/worker/mail-worker';
import {
  insertEstimate,
  insertEstimateWorld,
  type EstimateFixture,
  type EstimateWorld,
} from '../../support/estimate-fixtures';
import { insertCustomer, insertSite } from '../../support/inventory-fixtures';
import { allText, readPdf } from '../../support/pdf-text';
import { startSmtpSink, type SmtpSink } from '../../support/smtp-sink';
import { startTestApp, type TestApp, type TestOrg } from '../../support/test-app';
import { fetchDocument } from '../documents/document-requests';
import { billingFor } from '../invoices/invoice-helpers';

/*
 * Sending (docs/decisions/estimates-and-invoices.md "Sending"): POST /estimates/{id}/send queues an
 * e-mail that the mail worker delivers to a real SMTP server, with the document's very bytes and the
 * link to accept online; refusals retry with backoff; bad input changes nothing.
 */

let api: TestApp;
let org: TestOrg;
let world: EstimateWorld;
let sink: SmtpSink;
let worker: MailWorkerDeps;

beforeAll(async () => {
  api = await startTestApp({ config: { publicUrl: 'https://canopy.example' } });
  org = await api.newOrg({ name: 'Hollis Tree Care' });
  world = await insertEstimateWorld(api.deps, org.id);
  const customer = await insertCustomer(api.deps, org.id, { name: 'Tessa Whitfield', email: 'tessa@example.com' });
  world = { ...world, site: await insertSite(api.deps, org.id, { customerId: customer.id, street: '77 Shore Rd' }) };
  sink = await startSmtpSink();
  worker = {
    db: api.deps.database.db,
    clock: api.clock,
    mailer: smtpMailer(sink.url, 'Hollis <office@hollis.example>'),
  };
});

const deliver = () => sendDueMessages(worker, { orgIds: [org.id] });

async function draft(lines?: EstimateFixture['lines']) {
  const { estimate } = await insertEstimate(api.deps, org.id, world.site, {
    estimate: { expiresAt: new Date('2026-04-01T19:00:00Z') },
    lines: lines ?? [{ description: 'Crown thinning', coverage: 'Both maples by the drive', unitPriceCents: 45_000 }],
  });
  return estimate;
}

const send = (estimateId: string, body: object = {}) =>
  api.post(`/estimates/${estimateId}/send`, body, { key: org.key });

const messagesOf = async (estimateId: string) =>
  (await api.get(`/messages?estimateId=${estimateId}`, { key: org.key })).body.data.items as any[];

describe('POST /estimates/{estimateId}/send', () => {
  it('moves a draft to sent and queues the e-mail, which waits in the outbox until a worker sends it', async () => {
    const estimate = await draft();
    const res = await send(estimate.id, { message: 'As promised on the walk-through.' });
    expect(res.status, res.text).toBe(200);
    const { estimate: sent, message, delivery } = res.body.data;
    expect(sent).toMatchObject({ status: 'sent', sentTo: 'tessa@example.com', sentHow: 'email' });
    expect(sent.sentAt).toBe(api.clock.now().toISOString());
    // No mail server in this app's settings: it stays in the outbox.
    expect(delivery).toBe('outbox');
    expect(message).toMatchObject({
      to: 'tessa@example.com',
      kind: 'estimate',
      status: 'waiting',
      attempts: 0,
      estimateId: estimate.id,
    });
    expect(message.subject).toBe(`Estimate ${sent.number} from Hollis Tree Care`);
    expect(message.text).toContain('As promised on the walk-through.');
    expect(message.text).toMatch(/https:\/\/canopy\.example\/estimate#[A-Za-z0-9_-]+/);

    expect(await deliver()).toEqual(['delivered']);
    const [mail] = await sink.waitFor(1);
    expect(mail?.subject).toBe(message.subject);
    expect(mail?.text?.trim()).toBe(message.text.trim());
    expect(mail?.to && 'text' in mail.to ? mail.to.text : '').toBe('tessa@example.com');
    // The attachment is the document as the document endpoint answers it: the same bytes.
    const attachment = mail?.attachments[0];
    expect(attachment?.filename).toBe(`estimate-${sent.number}.pdf`);
    expect(attachment?.contentType).toBe('application/pdf');
    const document = await fetchDocument(api, `/estimates/${estimate.id}/document.pdf`, org.key);
    expect(new Uint8Array(attachment!.content)).toEqual(document.bytes);
    const text = allText(await readPdf(new Uint8Array(attachment!.content)));
    expect(text).toContain(`Estimate ${sent.number}`);
    expect(text).toContain('Both maples by the drive');
    expect(text).toContain('Tessa Whitfield');

    const [listed] = await messagesOf(estimate.id);
    expect(listed).toMatchObject({ id: message.id, status: 'delivered', attempts: 1, lastError: null });
  });

  it('retries after the mail server refuses, with backoff, then delivers; the outbox says why it waited', async () => {
    const estimate = await draft();
    expect((await send(estimate.id)).status).toBe(200);
    const before = sink.received.length;
    sink.refuseNext(1, 451, 'Greylisted, try again later');
    expect(await deliver()).toEqual(['retry']);
    const [waiting] = await messagesOf(estimate.id);
    expect(waiting).toMatchObject({ status: 'waiting', attempts: 1 });
    expect(waiting.lastError).toContain('The mail server refused the message');
    expect(waiting.lastError).toContain('Greylisted');
    // Backing off: nothing is due until the first retry's minute has passed.
    expect(await deliver()).toEqual([]);
    api.clock.advance(61_000);
    expect(await deliver()).toEqual(['delivered']);
    await sink.waitFor(before + 1);
    const [delivered] = await messagesOf(estimate.id);
    expect(delivered).toMatchObject({ status: 'delivered', attempts: 2, lastError: null });
  });

  it('gives up after the last attempt and says so', async () => {
    const estimate = await draft();
    expect((await send(estimate.id)).status).toBe(200);
    sink.refuseNext(6, 550, 'Mailbox unavailable');
    for (let attempt = 1; attempt <= 6; attempt++) {
      expect(await deliver()).toEqual([attempt < 6 ? 'retry' : 'failed']);
      api.clock.advance(60 * 60_000);
    }
    const [failed] = await messagesOf(estimate.id);
    expect(failed).toMatchObject({ status: 'failed', attempts: 6 });
    expect(failed.lastError).toContain('Mailbox unavailable');
    expect(failed.lastError).toContain('gave up after 6 attempts');
  });

  it('records a second send, and a hand-over, without changing the status of sent work', async () => {
    const estimate = await draft();
    expect((await send(estimate.id)).status).toBe(200);
    api.clock.advance(60_000);
    const again = await send(estimate.id, { to: 'tessa.w@example.org' });
    expect(again.status, again.text).toBe(200);
    expect(again.body.data.estimate).toMatchObject({ status: 'sent', sentTo: 'tessa.w@example.org' });
    expect((await messagesOf(estimate.id)).map((message) => message.to)).toEqual([
      'tessa.w@example.org',
      'tessa@example.com',
    ]);
    const handed = await api.post(`/estimates/${estimate.id}/handed`, {}, { key: org.key });
    expect(handed.status, handed.text).toBe(200);
    expect(handed.body.data).toMatchObject({ status: 'sent', sentHow: 'handed', sentTo: null });
    expect(await messagesOf(estimate.id)).toHaveLength(2);
    await deliver();
  });

  it('hands a draft over without e-mail: it reads sent', async () => {
    const estimate = await draft();
    const res = await api.post(`/estimates/${estimate.id}/handed`, {}, { key: org.key });
    expect(res.body.data).toMatchObject({ status: 'sent', sentHow: 'handed' });
    expect(await messagesOf(estimate.id)).toEqual([]);
  });

  it('refuses an address that is not one, a customer without e-mail, canceled or unpriced work, changing nothing', async () => {
    const estimate = await draft();
    const bad = await send(estimate.id, { to: 'tessa at example' });
    expect(bad.status).toBe(422);
    expect(bad.body.data.errors).toEqual([{ field: 'to', problem: expect.stringContaining('e-mail address') }]);

    const noEmail = await insertSite(api.deps, org.id, { customerId: (await insertCustomer(api.deps, org.id)).id });
    const { estimate: unreachable } = await insertEstimate(api.deps, org.id, noEmail);
    const none = await send(unreachable.id);
    expect(none.status).toBe(422);
    expect(none.body.data.errors).toEqual([{ field: 'to', problem: expect.stringContaining('no e-mail on file') }]);

    const { estimate: canceled } = await insertEstimate(api.deps, org.id, world.site, {
      estimate: { status: 'canceled' },
    });
    const refused = await send(canceled.id);
    expect(refused.status).toBe(422);
    expect(refused.body.data.errors).toEqual([{ field: 'status', problem: expect.stringContaining('canceled') }]);
    expect((await api.post(`/estimates/${canceled.id}/handed`, {}, { key: org.key })).status).toBe(422);

    const unpriced = await draft([{ unitPriceCents: null }]);
    const notPriced = await send(unpriced.id);
    expect(notPriced.status).toBe(422);
    expect(notPriced.body.data.errors[0].problem).toContain('no price');

    for (const id of [estimate.id, unreachable.id, canceled.id, unpriced.id]) {
      expect(await messagesOf(id)).toEqual([]);
      const read = await api.get(`/estimates/${id}`, { key: org.key });
      expect(read.body.data.sentAt).toBeNull();
    }
  });

  it("is another organization's estimate: 404", async () => {
    const other = await api.newOrg();
    const estimate = await draft();
    expect((await api.post(`/estimates/${estimate.id}/send`, {}, { key: other.key })).status).toBe(404);
    expect(await messagesOf(estimate.id)).toEqual([]);
  });
});

describe('POST /estimates/{estimateId}/decline', () => {
  it('records the reason; declining again changes nothing; a declined estimate is neither accepted nor sent', async () => {
    const estimate = await draft();
    const res = await api.post(
      `/estimates/${estimate.id}/decline`,
      { reason: 'Went with a neighbour' },
      { key: org.key },
    );
    expect(res.status, res.text).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'declined', declinedReason: 'Went with a neighbour' });
    const again = await api.post(`/estimates/${estimate.id}/decline`, {}, { key: org.key });
    expect(again.body.data).toEqual(res.body.data);
    expect((await api.post(`/estimates/${estimate.id}/accept`, undefined, { key: org.key })).status).toBe(422);
    expect((await send(estimate.id)).status).toBe(422);
  });
});

describe('POST /invoices/{invoiceId}/send', () => {
  it('e-mails a posted invoice with its PDF and records when it was first sent; a draft is refused', async () => {
    const billing = await billingFor(api);
    const draftInvoice = await billing.invoice();
    const refused = await api.post(
      `/invoices/${draftInvoice.id}/send`,
      { to: 'ap@example.com' },
      { key: billing.org.key },
    );
    expect(refused.status).toBe(422);
    expect(refused.body.data.errors).toEqual([{ field: 'state', problem: expect.stringContaining('draft') }]);

    const posted = await billing.invoice({ post: true });
    const res = await api.post(`/invoices/${posted.id}/send`, { to: 'ap@example.com' }, { key: billing.org.key });
    expect(res.status, res.text).toBe(200);
    expect(res.body.data.invoice.firstSentAt).toBe(api.clock.now().toISOString());
    expect(res.body.data.message).toMatchObject({ to: 'ap@example.com', invoiceId: posted.id, status: 'waiting' });
    const before = sink.received.length;
    expect(await sendDueMessages(worker, { orgIds: [billing.org.id] })).toEqual(['delivered']);
    const mails = await sink.waitFor(before + 1);
    const attachment = mails.at(-1)?.attachments[0];
    const document = await fetchDocument(api, `/invoices/${posted.id}/document.pdf`, billing.org.key);
    expect(new Uint8Array(attachment!.content)).toEqual(document.bytes);

    // A key without invoices:read does not see invoices' messages.
    const estimatesOnly = await billing.org.newKey(['estimates:read']);
    const listed = await api.get('/messages', { key: estimatesOnly });
    expect(listed.status).toBe(200);
    expect(listed.body.data.items).toEqual([]);
  });
});
