import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatDay } from '../../../src/app/lib/format';
import { completedEstimate, insertEstimate } from '../../support/estimate-fixtures';
import { startTestApp, type TestApp } from '../../support/test-app';
import { renderApp } from '../support/render-app';
import { billingWorld, COMPLETED_TOTAL } from './billing-world';

let api: TestApp;

beforeAll(async () => {
  api = await startTestApp();
});

/** The value next to a label in the invoice's details. */
const detail = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling;

/** The rows of a table, header row left out. */
const bodyRows = (name: string | RegExp) => within(screen.getByRole('table', { name })).getAllByRole('row').slice(1);

/** Voiding asks first: type the reason, press "Void invoice", then confirm in the dialog. */
async function voidWithReason(user: ReturnType<typeof renderApp>['user'], reason: string) {
  await user.type(screen.getByLabelText(/^Reason for voiding/), reason);
  await user.click(screen.getByRole('button', { name: 'Void invoice' }));
  const dialog = screen.getByRole('dialog', { name: /^Void / });
  expect(dialog).toHaveTextContent(reason);
  await user.click(within(dialog).getByRole('button', { name: /^Void / }));
}

/** The newest toast: what the last write said it did. */
const lastToast = () =>
  within(screen.getByRole('region', { name: 'Notifications' }))
    .getAllByRole('status')
    .at(-1);

/** The estimate's number and the invoice's due day, as the toasts name them. */
async function billingOf(key: string, invoiceId: string) {
  const invoice = (await api.get(`/invoices/${invoiceId}`, { key })).body.data;
  return { job: invoice.estimateNumber as string, due: formatDay(invoice.dueDate) };
}

/** "Create and post" asks first; the clerk confirms the posting. */
async function createAndPost(user: ReturnType<typeof renderApp>['user']) {
  await user.click(screen.getByRole('button', { name: 'Create and post' }));
  const confirm = screen.getByRole('dialog', { name: /^Post an invoice for JOB-\d+\?$/ });
  await user.click(within(confirm).getByRole('button', { name: 'Post the invoice' }));
}

async function openInvoice(key: string, invoiceId: string) {
  const view = renderApp(api, { at: `/invoices/${invoiceId}`, key });
  await screen.findByRole('heading', { level: 2, name: 'Details' });
  return view;
}

/**
 * A completed estimate of a Portland organization opened at 7 pm there, already the next day in UTC
 * (the browser's zone here and on CI): the organization's today is Mar 9. The clock is put back after.
 */
async function atPortlandEvening(run: (user: ReturnType<typeof renderApp>['user']) => Promise<void>) {
  const before = api.clock.now().toISOString();
  api.clock.set('2026-03-10T03:00:00Z');
  try {
    const org = await api.newOrg({ timeZone: 'America/Los_Angeles' });
    const world = await billingWorld(api, 'Hollis Park HOA', org);
    const { user } = renderApp(api, { at: `/estimates/${await world.completedEstimate()}`, key: org.key });
    await screen.findByRole('button', { name: 'Create and post' });
    await run(user);
  } finally {
    api.clock.set(before);
  }
}

describe('invoices', () => {
  it('bills a completed estimate as a draft from its page, posts it, and records a payment typed in dollars', async () => {
    const world = await billingWorld(api);
    const estimateId = await world.completedEstimate();
    const { user } = renderApp(api, { at: `/estimates/${estimateId}`, key: world.org.key });

    await user.click(await screen.findByRole('button', { name: 'Save as draft' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Draft invoice' })).toBeInTheDocument();
    const invoiceId = window.location.pathname.replace('/invoices/', '');
    const { job, due } = await billingOf(world.org.key, invoiceId);
    expect(lastToast()).toHaveTextContent('Draft invoice created');
    expect(lastToast()).toHaveTextContent(`${job}, Hollis Park HOA: ${COMPLETED_TOTAL}`);
    expect(lastToast()).not.toHaveTextContent('due');
    expect(detail('Total')).toHaveTextContent(COMPLETED_TOTAL);
    // Nothing is owed on a draft: its balance is not said as $0.00.
    expect(detail('Balance')).toHaveTextContent('owed once posted');
    expect(bodyRows('Lines of Draft invoice').map((row) => row.textContent)).toEqual([
      '1no description2$150.00$300.00',
      '2no description1$45.50$45.50',
      'Subtotal$345.50',
      'Discount$0.00',
      'Tax$0.00',
      `Total${COMPLETED_TOTAL}`,
    ]);
    expect(screen.getByText('No payments received.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Post invoice' }));
    const heading = await screen.findByRole('heading', { level: 1, name: /^INV-\d+$/ });
    expect(screen.getByText('Open', { selector: '.ui-badge' })).toBeInTheDocument();
    expect(detail('Balance')).toHaveTextContent(COMPLETED_TOTAL);
    expect(lastToast()).toHaveTextContent(`${heading.textContent} posted`);
    expect(lastToast()).toHaveTextContent(`${job}, Hollis Park HOA: ${COMPLETED_TOTAL}, due ${due}`);

    const amount = screen.getByLabelText(/^Amount/);
    await user.type(amount, '10.505');
    await user.click(screen.getByRole('button', { name: 'Record payment' }));
    expect(screen.getByText('must be whole cents (at most two decimals)')).toBeInTheDocument();

    await user.clear(amount);
    await user.type(amount, '$100.50');
    await user.click(screen.getByRole('button', { name: 'Record payment' }));
    await waitFor(() => expect(detail('Balance')).toHaveTextContent('$245.00'));
    expect(screen.getByText('Part paid', { selector: '.ui-badge' })).toBeInTheDocument();
    expect(lastToast()).toHaveTextContent(`Payment recorded on ${heading.textContent}`);
    expect(lastToast()).toHaveTextContent('$100.50; balance now $245.00');
    const [payment] = bodyRows(`Payments on ${heading.textContent}`);
    expect(payment).toHaveTextContent(/^[A-Z][a-z]{2} \d{1,2}, \d{4}\$100\.50Reverse$/);
    const [invoice] = (await api.get(`/invoices?estimateId=${estimateId}`, { key: world.org.key })).body.data.items;
    expect(invoice).toMatchObject({ number: heading.textContent, paidCents: 10_050, balanceCents: 24_500 });
  });

  it('says on an accepted estimate’s page why it cannot be billed yet and what makes it billable', async () => {
    const world = await billingWorld(api);
    const { estimate } = await insertEstimate(api.deps, world.org.id, world.site, {
      estimate: { status: 'accepted', acceptedAt: api.clock.now() },
    });
    renderApp(api, { at: `/estimates/${estimate.id}`, key: world.org.key });

    const invoices = await screen.findByRole('region', { name: 'Invoices' });
    expect(await within(invoices).findByText('Not invoiced.')).toBeInTheDocument();
    expect(invoices).toHaveTextContent(
      'Billed once the work is done: the crew marks each line done in the field app, and the estimate then reads Completed.',
    );
    expect(within(invoices).queryByRole('button')).not.toBeInTheDocument();
  });

  it('says on the estimate’s page what its draft invoice will bill, never a balance of $0.00', async () => {
    const world = await billingWorld(api);
    const estimateId = await world.completedEstimate();
    await world.invoice(false, estimateId);
    renderApp(api, { at: `/estimates/${estimateId}`, key: world.org.key });

    const invoices = await screen.findByRole('region', { name: 'Invoices' });
    const draft = (await within(invoices).findByRole('link', { name: 'Draft invoice' })).closest('li')!;
    expect(draft).toHaveTextContent(`${COMPLETED_TOTAL}, owed once posted`);
    expect(draft).not.toHaveTextContent('$0.00');
  });

  it('prices the unpriced line of completed work on its page, and then bills it', async () => {
    const world = await billingWorld(api);
    const estimateId = await world.completedEstimate(
      completedEstimate([
        { quantity: 2, unitPriceCents: 15_000 },
        { quantity: 3, unitPriceCents: null },
      ]),
    );
    const { user } = renderApp(api, { at: `/estimates/${estimateId}`, key: world.org.key });

    const invoices = await screen.findByRole('region', { name: 'Invoices' });
    expect(await within(invoices).findByText(/^Billed once every line has a price/)).toHaveTextContent(
      'Billed once every line has a price: 1 line has no price. Enter it in the line’s Unit price.',
    );
    expect(within(invoices).queryByRole('button')).not.toBeInTheDocument();
    // The quoted line keeps the price the customer agreed to; only the unpriced one takes one now.
    expect(screen.queryByLabelText('Unit price ($), line 1')).not.toBeInTheDocument();

    const price = screen.getByLabelText('Unit price ($), line 2');
    await user.type(price, '20.005');
    await user.click(screen.getByRole('button', { name: 'Save price of line 2' }));
    expect(screen.getByText('must be whole cents (at most two decimals)')).toBeInTheDocument();
    await user.clear(price);
    await user.type(price, '20');
    await user.click(screen.getByRole('button', { name: 'Save price of line 2' }));

    await within(invoices).findByRole('button', { name: 'Create and post' });
    expect(lastToast()).toHaveTextContent('Price saved');
    expect(lastToast()).toHaveTextContent('line 2: $20.00 each; total $360.00');
    expect(screen.queryByLabelText('Unit price ($), line 2')).not.toBeInTheDocument();
    await createAndPost(user);
    await screen.findByRole('heading', { level: 1, name: /^INV-\d+$/ });
    expect(detail('Balance')).toHaveTextContent('$360.00');
  });

  it('dates a payment on the organization’s today by default, not the browser’s date a day ahead', async () => {
    await atPortlandEvening(async (user) => {
      await createAndPost(user);
      await screen.findByRole('heading', { level: 1, name: /^INV-\d+$/ });

      await waitFor(() => expect(screen.getByLabelText(/^Received on/)).toHaveValue('2026-03-09'));
      await user.type(screen.getByLabelText(/^Amount/), '20');
      await user.click(screen.getByRole('button', { name: 'Record payment' }));
      await waitFor(() => expect(detail('Balance')).toHaveTextContent('$325.50'));
      expect(screen.queryByText('Payment not recorded')).not.toBeInTheDocument();
    });
  });

  it('says before posting the day the invoice is dated and the day it is due, the days the posted invoice carries', async () => {
    await atPortlandEvening(async (user) => {
      await user.click(screen.getByRole('button', { name: 'Create and post' }));
      const confirm = screen.getByRole('dialog', { name: /^Post an invoice for JOB-\d+\?$/ });
      await waitFor(() =>
        expect(confirm).toHaveTextContent(
          `Bill ${COMPLETED_TOTAL} to Hollis Park HOA? The invoice takes the next invoice number, is dated today, Mar 9, 2026, and is due in 30 days, on Apr 8, 2026.`,
        ),
      );
      expect(confirm).not.toHaveTextContent('at once');

      await user.click(within(confirm).getByRole('button', { name: 'Post the invoice' }));
      await screen.findByRole('heading', { level: 1, name: /^INV-\d+$/ });
      expect(detail('Invoice date')).toHaveTextContent('Mar 9, 2026');
      expect(detail('Due')).toHaveTextContent('Apr 8, 2026');
      expect(lastToast()).toHaveTextContent(`${COMPLETED_TOTAL}, due Apr 8, 2026`);
    });
  });

  it('refuses a payment over the balance, and says up front why a paid invoice cannot be voided', async () => {
    const world = await billingWorld(api);
    const invoice = await world.invoice(true);
    const { user } = await openInvoice(world.org.key, invoice.id);

    const amount = screen.getByLabelText(/^Amount/);
    await user.type(amount, '500');
    await user.click(screen.getByRole('button', { name: 'Record payment' }));
    expect(await screen.findByText('exceeds the balance of $345.50')).toBeInTheDocument();
    expect(amount).toHaveAttribute('aria-invalid', 'true');

    // The refusal was about the amount as it was: changing it takes the words away.
    await user.clear(amount);
    expect(screen.queryByText('exceeds the balance of $345.50')).not.toBeInTheDocument();
    expect(amount).not.toHaveAttribute('aria-invalid', 'true');
    await user.type(amount, '345.50');
    await user.click(screen.getByRole('button', { name: 'Record payment' }));
    await waitFor(() => expect(screen.getByText('Paid', { selector: '.ui-badge' })).toBeInTheDocument());
    expect(screen.queryByRole('button', { name: 'Record payment' })).not.toBeInTheDocument();

    expect(bodyRows(/^Payments on INV-/).map((row) => row.textContent)).toEqual([
      expect.stringMatching(/\$345\.50Reverse$/),
    ]);
    // Not offered, then refused: the reason is said where Void would be, before a reason is typed.
    expect(screen.queryByRole('button', { name: 'Void invoice' })).not.toBeInTheDocument();
    expect(
      screen.getByText(
        '$345.50 was received against it; an invoice with payments cannot be voided (reverse them first).',
      ),
    ).toBeInTheDocument();
  });

  it("words a payment's problems in dollars and days beside the field, never in cents or formats", async () => {
    const world = await billingWorld(api);
    const invoice = await world.invoice(true);
    const { user } = await openInvoice(world.org.key, invoice.id);

    const amount = screen.getByLabelText(/^Amount/);
    await user.type(amount, '0');
    await user.click(screen.getByRole('button', { name: 'Record payment' }));
    expect(await screen.findByText('must be at least $0.01')).toBeInTheDocument();
    expect(amount).toHaveAttribute('aria-invalid', 'true');

    const day = screen.getByLabelText(/^Received on/);
    await user.clear(day);
    await user.clear(amount);
    await user.type(amount, '100');
    await user.click(screen.getByRole('button', { name: 'Record payment' }));
    expect(await screen.findByText('choose the day the payment arrived')).toBeInTheDocument();
    expect(day).toHaveAttribute('aria-invalid', 'true');
    expect((await api.get(`/invoices/${invoice.id}`, { key: world.org.key })).body.data.payments).toEqual([]);
  });

  it('reads the invoice again when a write is refused because someone else changed it meanwhile', async () => {
    const world = await billingWorld(api);
    const invoice = await world.invoice(true);
    const { user } = await openInvoice(world.org.key, invoice.id);
    expect(screen.getByText('Open', { selector: '.ui-badge' })).toBeInTheDocument();

    // Another clerk voids it while this page still shows it open.
    const voided = await api.post(`/invoices/${invoice.id}/void`, { reason: 'Billed twice' }, { key: world.org.key });
    expect(voided.status).toBe(200);

    await user.type(screen.getByLabelText(/^Amount/), '100');
    await user.click(screen.getByRole('button', { name: 'Record payment' }));
    await waitFor(() => expect(screen.getByText('Voided', { selector: '.ui-badge' })).toBeInTheDocument());
    expect(detail('Voided')).toHaveTextContent('Billed twice');
    expect(screen.queryByRole('button', { name: 'Record payment' })).not.toBeInTheDocument();
  });

  it('voids an unpaid invoice with its reason once the clerk confirms', async () => {
    const world = await billingWorld(api);
    const invoice = await world.invoice(true);
    const { user } = await openInvoice(world.org.key, invoice.id);

    await voidWithReason(user, 'Billed the wrong customer');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('Voided', { selector: '.ui-badge' })).toBeInTheDocument());
    expect(lastToast()).toHaveTextContent(`${invoice.number} voided`);
    expect(lastToast()).toHaveTextContent('Reason: Billed the wrong customer');
    expect(detail('Voided')).toHaveTextContent('Billed the wrong customer');
    expect(screen.queryByRole('button', { name: 'Void invoice' })).not.toBeInTheDocument();
    expect(detail('Balance')).toHaveTextContent('$0.00');
  });

  it('asks for a reason before voiding, and "Keep it" leaves the invoice as it was', async () => {
    const world = await billingWorld(api);
    const invoice = await world.invoice(true);
    const { user } = await openInvoice(world.org.key, invoice.id);

    await user.click(screen.getByRole('button', { name: 'Void invoice' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const reason = screen.getByLabelText(/^Reason for voiding/);
    expect(reason).toHaveAccessibleDescription(/Say why it is voided/);
    expect(reason).toHaveAttribute('aria-invalid', 'true');

    await user.type(reason, 'Duplicate');
    await user.click(screen.getByRole('button', { name: 'Void invoice' }));
    const dialog = screen.getByRole('dialog', { name: `Void ${invoice.number}?` });
    await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText('Open', { selector: '.ui-badge' })).toBeInTheDocument();
    const stored = await api.get(`/invoices/${invoice.id}`, { key: world.org.key });
    expect(stored.body.data).toMatchObject({ state: 'posted', voidedReason: null });
  });

  it('forgets a void asked without a reason once the draft is posted', async () => {
    const world = await billingWorld(api);
    const draft = await world.invoice(false);
    const { user } = await openInvoice(world.org.key, draft.id);

    await user.click(screen.getByRole('button', { name: 'Void invoice' }));
    expect(screen.getByLabelText(/^Reason for voiding/)).toHaveAccessibleDescription(/Say why it is voided/);
    await user.click(screen.getByRole('button', { name: 'Post invoice' }));
    await waitFor(() => expect(screen.getByText('Open', { selector: '.ui-badge' })).toBeInTheDocument());
    const reason = screen.getByLabelText(/^Reason for voiding/);
    expect(reason).not.toHaveAccessibleDescription(/Say why it is voided/);
    expect(reason).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('lists the work that can be billed first, then, under its own heading, what cannot be yet and why', async () => {
    const world = await billingWorld(api);
    const older = await world.completedEstimate();
    const ready = await world.completedEstimate();
    // The newest two cannot be billed: before, the first estimate listed was one no clerk could pick.
    const unpriced = await world.completedEstimate(completedEstimate([{ unitPriceCents: null }]));
    const twiceUnpriced = await world.completedEstimate(
      completedEstimate([{ unitPriceCents: null }, { unitPriceCents: null }]),
    );
    /** How the dialog offers an estimate: its number, whom and where it is for, its total. */
    const offered = async (id: string, total: string) =>
      `${(await api.get(`/estimates/${id}`, { key: world.org.key })).body.data.number}, Hollis Park HOA, 1200 SE Oak St, ${total}`;
    const { user } = renderApp(api, { at: '/invoices', key: world.org.key });

    await user.click(await screen.findByRole('button', { name: 'New invoice' }));
    const choice = await within(screen.getByRole('dialog', { name: 'New invoice' })).findByLabelText(
      /^Completed estimate/,
    );
    const groups = within(choice).getAllByRole('group');
    expect(groups.map((group) => group.getAttribute('label'))).toEqual([
      'Ready to bill',
      'Cannot be billed yet (the reason follows each)',
    ]);
    const [billable, blocked] = groups.map((group) =>
      within(group)
        .getAllByRole('option')
        .map((option) => ({ text: option.textContent, disabled: (option as HTMLOptionElement).disabled })),
    );
    // Each group newest first.
    expect(billable).toEqual([
      { text: await offered(ready, COMPLETED_TOTAL), disabled: false },
      { text: await offered(older, COMPLETED_TOTAL), disabled: false },
    ]);
    expect(blocked).toEqual([
      {
        text: `${await offered(twiceUnpriced, 'Unpriced')} (not billable: the estimate has 2 unpriced lines)`,
        disabled: true,
      },
      {
        text: `${await offered(unpriced, 'Unpriced')} (not billable: the estimate has 1 unpriced line)`,
        disabled: true,
      },
    ]);

    // The first estimate listed is one to pick.
    const [, first] = within(choice).getAllByRole('option');
    await user.selectOptions(choice, first!);
    expect(choice).toHaveValue(ready);
    expect(screen.getByRole('button', { name: 'Create and post' })).toBeEnabled();
  });

  it('lists no group headings when every estimate can be billed', async () => {
    const world = await billingWorld(api);
    await world.completedEstimate();
    await world.completedEstimate();
    const { user } = renderApp(api, { at: '/invoices', key: world.org.key });

    await user.click(await screen.findByRole('button', { name: 'New invoice' }));
    const choice = await within(screen.getByRole('dialog', { name: 'New invoice' })).findByLabelText(
      /^Completed estimate/,
    );
    expect(within(choice).queryAllByRole('group')).toHaveLength(0);
    expect(within(choice).getAllByRole('option')).toHaveLength(3);
  });

  it('creates and posts an invoice from "New invoice", offering only completed work not yet billed, and shows refusals', async () => {
    const world = await billingWorld(api);
    const ready = await world.completedEstimate();
    const unpriced = await world.completedEstimate(completedEstimate([{ unitPriceCents: null }]));
    const billed = await world.completedEstimate();
    await world.invoice(false, billed);
    const rebill = await world.completedEstimate();
    const mistaken = await world.invoice(true, rebill);
    await api.post(`/invoices/${mistaken.id}/void`, { reason: 'Wrong amount' }, { key: world.org.key });
    const raced = await world.completedEstimate();
    await world.completedEstimate({}); // a draft: not offered
    const numberOf = async (id: string) =>
      (await api.get(`/estimates/${id}`, { key: world.org.key })).body.data.number as string;
    /** How the dialog offers an estimate: its number, whom and where it is for, its total. */
    const unbillable = ' (not billable: the estimate has 1 unpriced line)';
    const offered = async (id: string, total: string) => {
      const { number, customerName, siteLabel } = (await api.get(`/estimates/${id}`, { key: world.org.key })).body.data;
      return `${number}, ${customerName}, ${siteLabel}, ${total}`;
    };
    const { user } = renderApp(api, { at: '/invoices', key: world.org.key });

    await user.click(await screen.findByRole('button', { name: 'New invoice' }));
    const dialog = screen.getByRole('dialog', { name: 'New invoice' });
    const choice = await within(dialog).findByLabelText(/^Completed estimate/);
    expect(
      within(choice)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Choose an estimate…',
      // Newest first: the work finished last is the likeliest to bill; what cannot be billed yet after it.
      await offered(raced, COMPLETED_TOTAL),
      await offered(rebill, COMPLETED_TOTAL),
      await offered(ready, COMPLETED_TOTAL),
      `${await offered(unpriced, 'Unpriced')}${unbillable}`,
    ]);

    // Another clerk bills it while this dialog still offers it.
    await world.invoice(false, raced);
    await user.selectOptions(choice, await offered(raced, COMPLETED_TOTAL));
    await createAndPost(user);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(/already billed/);
    expect(within(dialog).getByRole('link', { name: 'Open the existing invoice' })).toBeInTheDocument();

    // Work that cannot be billed yet is offered, saying why, but cannot be chosen.
    expect(within(choice).getByRole('option', { name: /not billable/ })).toBeDisabled();

    await user.selectOptions(choice, await offered(ready, COMPLETED_TOTAL));
    await createAndPost(user);
    const heading = await screen.findByRole('heading', { level: 1, name: /^INV-\d+$/ });
    const { due } = await billingOf(world.org.key, window.location.pathname.replace('/invoices/', ''));
    expect(lastToast()).toHaveTextContent(`${heading.textContent} created and posted`);
    expect(lastToast()).toHaveTextContent(`${await numberOf(ready)}, Hollis Park HOA: ${COMPLETED_TOTAL}, due ${due}`);
    // A refused attempt said nothing in a toast: only the one that billed.
    expect(within(screen.getByRole('region', { name: 'Notifications' })).getAllByRole('status')).toHaveLength(1);
    expect(screen.getByText('Open', { selector: '.ui-badge' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    // What was just billed is no longer offered.
    await user.click(
      within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getByRole('link', { name: 'Invoices' }),
    );
    await user.click(await screen.findByRole('button', { name: 'New invoice' }));
    const again = await within(screen.getByRole('dialog', { name: 'New invoice' })).findByLabelText(
      /^Completed estimate/,
    );
    const stillToBill = [
      'Choose an estimate…',
      await offered(rebill, COMPLETED_TOTAL),
      `${await offered(unpriced, 'Unpriced')}${unbillable}`,
    ];
    await waitFor(() =>
      expect(
        within(again)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(stillToBill),
    );
  });
});
