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

const sendingPanel = async () =>
  within((await screen.findByRole('heading', { name: 'Customer document' })).closest('section')!);

describe('sending an estimate to its customer', () => {
  it('sends from a dialog with the customer’s e-mail filled in, and says the e-mail waits in the Outbox', async () => {
    const { estimate } = await insertEstimate(api.deps, org.id, world.site);
    const { user } = renderApp(api, { at: `/estimates/${estimate.id}`, key: org.key });
    const panel = await sendingPanel();
    expect(await panel.findByText('Not sent yet.')).toBeInTheDocument();

    await user.click(panel.getByRole('button', { name: 'Send to customer' }));
    const dialog = within(await screen.findByRole('dialog'));
    await waitFor(() => expect(dialog.getByLabelText('To')).toHaveValue('tessa@example.com'));
    await user.type(dialog.getByLabelText('Message (optional)'), 'As promised.');
    await user.click(dialog.getByRole('button', { name: 'Send' }));

    expect(await screen.findByText(/sent to tessa@example.com/)).toBeInTheDocument();
    expect(
      screen.getByText(/No mail server is set up, so the e-mail to tessa@example.com waits in the Outbox/),
    ).toBeInTheDocument();
    expect(await panel.findByText(/E-mailed to tessa@example.com on/)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
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
  it('sends a posted invoice to the address typed', async () => {
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
    expect(await screen.findByText(/sent to ap@example.com/)).toBeInTheDocument();
    expect(await panel.findByText(/First sent on/)).toBeInTheDocument();
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
    expect((await rowOf('delivered@example.com')).getByText('Estimate sent')).toBeInTheDocument();
    const failed = await rowOf('refused@example.com');
    expect(failed.getByText('Failed')).toBeInTheDocument();
    expect(
      failed.getByText(/The mail server refused the message \(550 Mailbox unavailable\); gave up after 6 attempts/),
    ).toBeInTheDocument();
    const waiting = await rowOf('waiting@example.com');
    expect(waiting.getByText('Waiting')).toBeInTheDocument();
    expect(waiting.getByText('Not sent yet.')).toBeInTheDocument();
    // Newest first.
    const rows = screen.getAllByRole('row').slice(1);
    expect(within(rows[0]!).getByText('waiting@example.com')).toBeInTheDocument();
    expect(within(rows[0]!).getByRole('link', { name: /Estimate JOB-\d+ from Outbox Tree Care/ })).toBeInTheDocument();
  });
});
