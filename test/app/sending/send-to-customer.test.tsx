import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { smtpMailer } from '../../../src/server/adapters/mail/smtp-mailer';
import { sendDueMessages } from '../../../src/server/worker/mail-worker';
import { insertEstimate, insertEstimateWorld, type EstimateWorld } from '../../support/estimate-fixtures';
import { insertCustomer, insertSite } from '../../support/inventory-fixtures';
import { startSmtpSink, type SmtpSink } from '../../support/smtp-sink';
import { startTestApp, type TestApp, type TestOrg } from '../../support/test-app';
import { billingFor } from '../../server/invoices/invoice-helpers';
import { renderApp } from '../support/render-app';

/*
 * Send to customer, Handed to the customer, Declined, and the Outbox (issue 42), in the office's
 * screens against the real app: what each says it did, and a refusal beside the field it is about.
 */

let api: TestApp;
let org: TestOrg;
let world: EstimateWorld;
let sink: SmtpSink;

beforeAll(async () => {
  api = await startTestApp({ config: { publicUrl: 'https://canopy.example' } });
  org = await api.newOrg({ name: 'Hollis Tree Care' });
  world = await insertEstimateWorld(api.deps, org.id);
  const customer = await insertCustomer(api.deps, org.id, { name: 'Tessa Whitfield', email: 'tessa@example.com' });
  world = { ...world, site: await insertSite(api.deps, org.id, { customerId: customer.id }) };
  sink = await startSmtpSink();
});

/** A day as the screens say it: "Mar 2, 2026". */
const DAY = '[A-Z][a-z]{2} \\d{1,2}, \\d{4}';

/** The toast titled so: what the send said it did. */
const toastTitled = async (title: string) =>
  (await within(screen.getByRole('region', { name: 'Notifications' })).findByText(title)).closest<HTMLElement>(
    '[role="status"]',
  )!;

const sendingPanel = async () =>
  within((await screen.findByRole('heading', { name: 'Customer document' })).closest('section')!);

describe('sending an estimate to its customer', () => {
  it('queues the e-mail from a dialog with the customer’s e-mail filled in, and says it waits in the Outbox, not "sent"', async () => {
    const { estimate } = await insertEstimate(api.deps, org.id, world.site);
    const { user } = renderApp(api, { at: `/estimates/${estimate.id}`, key: org.key });
    const panel = await sendingPanel();
    expect(await panel.findByText('Not sent yet.')).toBeInTheDocument();

    await user.click(panel.getByRole('button', { name: 'Send to customer' }));
    const dialog = within(await screen.findByRole('dialog'));
    await waitFor(() => expect(dialog.getByLabelText('To')).toHaveValue('tessa@example.com'));
    expect(
      dialog.getByText('Your note goes into the e-mail after the greeting, above the standard message.'),
    ).toBeInTheDocument();
    await user.type(dialog.getByLabelText('Message (optional)'), 'As promised.');
    await user.click(dialog.getByRole('button', { name: 'Send' }));

    const toast = await toastTitled(`JOB-${estimate.number} is waiting in the Outbox`);
    expect(toast).toHaveTextContent(
      'No mail server is set up, so nothing has been e-mailed to tessa@example.com yet; it leaves once one is set up.',
    );
    expect(toast).not.toHaveTextContent(/sent to/);
    expect(await panel.findByText(/^Queued for tessa@example.com on /)).toHaveTextContent(
      new RegExp(`^Queued for tessa@example.com on ${DAY}: waiting in the Outbox, not sent yet\\.$`),
    );
    expect(panel.queryByText(/E-mailed/)).not.toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('says an estimate sent with no e-mail to find (before the Outbox) as sent on its day, never "e-mailed"', async () => {
    const { estimate } = await insertEstimate(api.deps, org.id, world.site, {
      estimate: { status: 'sent', sentAt: new Date('2026-02-16T18:00:00Z') },
    });
    renderApp(api, { at: `/estimates/${estimate.id}`, key: org.key });
    const panel = await sendingPanel();
    expect(await panel.findByText('Sent to the customer on Feb 16, 2026.')).toBeInTheDocument();
    expect(panel.queryByText(/E-mailed|Queued/)).not.toBeInTheDocument();
  });

  it('says beside To when the address typed is not one, and sends nothing', async () => {
    const { estimate } = await insertEstimate(api.deps, org.id, world.site);
    const { user } = renderApp(api, { at: `/estimates/${estimate.id}`, key: org.key });
    const panel = await sendingPanel();
    await user.click(await panel.findByRole('button', { name: 'Send to customer' }));
    const dialog = within(await screen.findByRole('dialog'));
    const to = dialog.getByLabelText('To');
    await waitFor(() => expect(to).toHaveValue('tessa@example.com'));
    await user.clear(to);
    await user.type(to, 'tessa at example');
    await user.click(dialog.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(to).toHaveAttribute('aria-invalid', 'true'));
    expect(dialog.getByText(/e-mail address like name@example.com/)).toBeInTheDocument();
    const read = await api.get(`/estimates/${estimate.id}`, { key: org.key });
    expect(read.body.data.sentAt).toBeNull();
  });

  it('records a hand-over and a decline with its reason', async () => {
    const { estimate } = await insertEstimate(api.deps, org.id, world.site);
    const { user } = renderApp(api, { at: `/estimates/${estimate.id}`, key: org.key });
    const panel = await sendingPanel();
    await user.click(await panel.findByRole('button', { name: 'Handed to the customer' }));
    expect(await panel.findByText(/Handed to the customer on/)).toBeInTheDocument();

    await user.click(panel.getByRole('button', { name: 'Declined' }));
    const dialog = within(await screen.findByRole('dialog'));
    await user.type(dialog.getByLabelText('Reason (optional)'), 'Went with a neighbour');
    await user.click(dialog.getByRole('button', { name: 'Record declined' }));
    expect(await panel.findByText(/Declined on .*Went with a neighbour/)).toBeInTheDocument();
    expect(panel.queryByRole('button', { name: 'Send to customer' })).not.toBeInTheDocument();
  });

  it('offers no send while a line has no price, and says why', async () => {
    const { estimate } = await insertEstimate(api.deps, org.id, world.site, { lines: [{ unitPriceCents: null }] });
    renderApp(api, { at: `/estimates/${estimate.id}`, key: org.key });
    const panel = await sendingPanel();
    expect(await panel.findByRole('button', { name: 'Send to customer' })).toBeDisabled();
    expect(panel.getByText(/Price every line before sending/)).toBeInTheDocument();
  });
});

describe('sending an invoice', () => {
  it('queues a posted invoice for the address typed, and says it is waiting, then handed to the mail server', async () => {
    const billing = await billingFor(api, org);
    const invoice = await billing.invoice({ post: true });
    const { user } = renderApp(api, { at: `/invoices/${invoice.id}`, key: org.key });
    const panel = await sendingPanel();
    await user.click(await panel.findByRole('button', { name: 'Send to customer' }));
    const dialog = within(await screen.findByRole('dialog'));
    const to = dialog.getByLabelText('To');
    await user.clear(to);
    await user.type(to, 'ap@example.com');
    await user.click(dialog.getByRole('button', { name: 'Send' }));

    const toast = await toastTitled(`${invoice.number} is waiting in the Outbox`);
    expect(toast).toHaveTextContent('nothing has been e-mailed to ap@example.com yet');
    expect(await panel.findByText(/^Queued for ap@example.com/)).toHaveTextContent(
      new RegExp(`^Queued for ap@example.com on ${DAY}: waiting in the Outbox, not sent yet\\.$`),
    );
    expect(panel.queryByText(/First sent/)).not.toBeInTheDocument();

    // A mail server takes it: the change feed brings the panel its new words.
    const worker = { db: api.deps.database.db, clock: api.clock, mailer: smtpMailer(sink.url, 'office@example.com') };
    await sendDueMessages(worker, { orgIds: [org.id] });
    expect(await panel.findByText(/^E-mailed to ap@example.com/, {}, { timeout: 5_000 })).toHaveTextContent(
      new RegExp(`^E-mailed to ap@example.com: handed to the mail server on ${DAY}\\.$`),
    );
  });

  it('says an e-mail the mail server kept refusing was not sent, with the reason', async () => {
    // An organization of its own: the refusals meet this e-mail only.
    const billing = await billingFor(api);
    const invoice = await billing.invoice({ post: true });
    const key = billing.org.key;
    const sent = await api.post(`/invoices/${invoice.id}/send`, { to: 'bounced@example.com' }, { key });
    expect(sent.status, sent.text).toBe(200);
    const worker = { db: api.deps.database.db, clock: api.clock, mailer: smtpMailer(sink.url, 'office@example.com') };
    sink.refuseNext(6, 550, 'Mailbox unavailable');
    for (let attempt = 0; attempt < 6; attempt++) {
      await sendDueMessages(worker, { orgIds: [billing.org.id] });
      api.clock.advance(60 * 60_000);
    }

    renderApp(api, { at: `/invoices/${invoice.id}`, key });
    const panel = await sendingPanel();
    expect(await panel.findByText(/^Queued for bounced@example.com/)).toHaveTextContent(
      new RegExp(
        `^Queued for bounced@example.com on ${DAY}, but not sent: The mail server refused the message \\(550 Mailbox unavailable\\); gave up after 6 attempts\\.$`,
      ),
    );
  });
});

describe('sending with a mail server set up', () => {
  let mailing: TestApp;
  beforeAll(async () => {
    mailing = await startTestApp({ config: { publicUrl: 'https://canopy.example', mailOutbound: true } });
  });

  it('says the e-mail is on its way, and that the Outbox shows when the server has taken it', async () => {
    const mailingOrg = await mailing.newOrg({ name: 'Hollis Tree Care' });
    const customer = await insertCustomer(mailing.deps, mailingOrg.id, { name: 'Ann', email: 'ann@example.com' });
    const site = await insertSite(mailing.deps, mailingOrg.id, { customerId: customer.id });
    const { estimate } = await insertEstimate(mailing.deps, mailingOrg.id, site);
    const { user } = renderApp(mailing, { at: `/estimates/${estimate.id}`, key: mailingOrg.key });
    const panel = await sendingPanel();
    await user.click(await panel.findByRole('button', { name: 'Send to customer' }));
    const dialog = within(await screen.findByRole('dialog'));
    await waitFor(() => expect(dialog.getByLabelText('To')).toHaveValue('ann@example.com'));
    await user.click(dialog.getByRole('button', { name: 'Send' }));

    const toast = await toastTitled(`JOB-${estimate.number} is on its way to ann@example.com`);
    expect(toast).toHaveTextContent(
      'The e-mail is queued for the mail server; the Outbox shows when the server has taken it.',
    );
  });
});

describe('the Outbox', () => {
  it('lists what was sent, to whom and when: delivered, waiting, or failed with the reason', async () => {
    const outboxOrg = await api.newOrg({ name: 'Outbox Tree Care' });
    const outboxWorld = await insertEstimateWorld(api.deps, outboxOrg.id);
    const customer = await insertCustomer(api.deps, outboxOrg.id, { name: 'Ada', email: 'ada@example.com' });
    const site = await insertSite(api.deps, outboxOrg.id, { customerId: customer.id });
    const send = async (to: string) => {
      const { estimate } = await insertEstimate(api.deps, outboxOrg.id, { ...outboxWorld.site, ...site });
      const res = await api.post(`/estimates/${estimate.id}/send`, { to }, { key: outboxOrg.key });
      expect(res.status, res.text).toBe(200);
    };
    const worker = { db: api.deps.database.db, clock: api.clock, mailer: smtpMailer(sink.url, 'office@example.com') };
    const run = () => sendDueMessages(worker, { orgIds: [outboxOrg.id] });

    await send('delivered@example.com');
    expect(await run()).toEqual(['delivered']);
    await send('refused@example.com');
    sink.refuseNext(6, 550, 'Mailbox unavailable');
    for (let attempt = 0; attempt < 6; attempt++) {
      await run();
      api.clock.advance(60 * 60_000);
    }
    await send('waiting@example.com');

    const { user } = renderApp(api, { at: '/board', key: outboxOrg.key });
    await user.click(await screen.findByRole('link', { name: 'Outbox' }));
    const rowOf = async (to: string) => within((await screen.findByText(to)).closest('tr')!);
    expect((await rowOf('delivered@example.com')).getByText('Delivered')).toBeInTheDocument();
    // What it is: the document, never "sent" (a waiting one has not been).
    expect((await rowOf('delivered@example.com')).getByRole('cell', { name: 'Estimate' })).toBeInTheDocument();
    const failed = await rowOf('refused@example.com');
    expect(failed.getByText('Failed')).toBeInTheDocument();
    expect(
      failed.getByText(/The mail server refused the message \(550 Mailbox unavailable\); gave up after 6 attempts/),
    ).toBeInTheDocument();
    // The first column is when each was queued: a waiting one has not been sent.
    expect(screen.getByRole('columnheader', { name: 'Queued' })).toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Sent' })).not.toBeInTheDocument();
    const waiting = await rowOf('waiting@example.com');
    expect(waiting.getByText('Waiting')).toBeInTheDocument();
    expect(waiting.getByText('Not sent yet.')).toBeInTheDocument();
    // Newest first.
    const rows = screen.getAllByRole('row').slice(1);
    expect(within(rows[0]!).getByText('waiting@example.com')).toBeInTheDocument();
    expect(within(rows[0]!).getByRole('link', { name: /Estimate JOB-\d+ from Outbox Tree Care/ })).toBeInTheDocument();
  });
});
