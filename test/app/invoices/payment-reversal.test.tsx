import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../support/test-app';
import { renderApp } from '../support/render-app';
import { billingWorld, COMPLETED_TOTAL } from './billing-world';

let api: TestApp;

beforeAll(async () => {
  api = await startTestApp();
});

const detail = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling;
const paymentRows = () =>
  within(screen.getByRole('table', { name: /^Payments on INV-/ }))
    .getAllByRole('row')
    .slice(1);
const lastToast = () =>
  within(screen.getByRole('region', { name: 'Notifications' }))
    .getAllByRole('status')
    .at(-1);

/** A posted invoice paid $100.00 by mistake (meant for another invoice) and $45.50 rightly. */
async function paidTwice() {
  const world = await billingWorld(api);
  const invoice = await world.invoice(true);
  await world.pay(invoice.id, 10_000);
  api.clock.advance(60_000);
  await world.pay(invoice.id, 4_550);
  const { payments } = (await api.get(`/invoices/${invoice.id}`, { key: world.org.key })).body.data;
  const { user } = renderApp(api, { at: `/invoices/${invoice.id}`, key: world.org.key });
  await screen.findByRole('table', { name: /^Payments on INV-/ });
  return { world, invoice, user, mistaken: payments[0].id as string };
}

describe('reversing a payment', () => {
  it('asks why, then keeps the payment struck through and labelled, and restores the balance', async () => {
    const { world, invoice, user } = await paidTwice();
    expect(detail('Balance')).toHaveTextContent('$200.00');

    await user.click(screen.getByRole('button', { name: /^Reverse the \$100\.00 payment/ }));
    const dialog = screen.getByRole('dialog', { name: 'Reverse the $100.00 payment?' });
    expect(dialog).toHaveTextContent('the balance goes up by $100.00');
    await user.click(within(dialog).getByRole('button', { name: 'Reverse payment' }));
    const reason = within(dialog).getByLabelText(/^Reason for reversing/);
    expect(reason).toHaveAccessibleDescription(/Say why it is reversed/);

    await user.type(reason, 'Meant for the Birch Street invoice');
    await user.click(within(dialog).getByRole('button', { name: 'Reverse payment' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(detail('Balance')).toHaveTextContent('$300.00'));
    expect(detail('Paid')).toHaveTextContent('$45.50');
    expect(screen.getByText('Part paid', { selector: '.ui-badge' })).toBeInTheDocument();

    const [reversed, standing] = paymentRows();
    expect(reversed).toHaveTextContent('Reversed');
    expect(reversed).toHaveTextContent('Meant for the Birch Street invoice');
    expect(within(reversed!).getByText('$100.00').tagName).toBe('DEL');
    expect(within(reversed!).queryByRole('button')).not.toBeInTheDocument();
    expect(within(standing!).getByText('$45.50').tagName).not.toBe('DEL');
    expect(within(standing!).getByRole('button', { name: /^Reverse/ })).toBeInTheDocument();
    expect(lastToast()).toHaveTextContent(`Payment reversed on ${invoice.number}`);
    expect(lastToast()).toHaveTextContent('$100.00 received Mar 2, 2026; balance now $300.00');

    const stored = (await api.get(`/invoices/${invoice.id}`, { key: world.org.key })).body.data;
    expect(stored).toMatchObject({ paidCents: 4_550, balanceCents: 30_000 });
    expect(stored.payments[0]).toMatchObject({ reversalReason: 'Meant for the Birch Street invoice' });
  });

  it('"Keep it" reverses nothing', async () => {
    const { world, invoice, user } = await paidTwice();
    await user.click(screen.getByRole('button', { name: /^Reverse the \$45\.50 payment/ }));
    const dialog = screen.getByRole('dialog', { name: 'Reverse the $45.50 payment?' });
    await user.type(within(dialog).getByLabelText(/^Reason for reversing/), 'Not sure');
    await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const stored = (await api.get(`/invoices/${invoice.id}`, { key: world.org.key })).body.data;
    expect(stored.payments.map((payment: { reversedAt: string | null }) => payment.reversedAt)).toEqual([null, null]);
    expect(detail('Balance')).toHaveTextContent('$200.00');
  });

  it('says in the dialog when another clerk reversed it meanwhile, and shows it reversed behind', async () => {
    const { world, invoice, user, mistaken } = await paidTwice();
    await api.post(
      `/invoices/${invoice.id}/payments/${mistaken}/reversal`,
      { reason: 'Keyed twice' },
      { key: world.org.key },
    );
    await user.click(screen.getByRole('button', { name: /^Reverse the \$100\.00 payment/ }));
    const dialog = screen.getByRole('dialog', { name: 'Reverse the $100.00 payment?' });
    await user.type(within(dialog).getByLabelText(/^Reason for reversing/), 'Wrong invoice');
    await user.click(within(dialog).getByRole('button', { name: 'Reverse payment' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('the payment was already reversed');
    await waitFor(() => expect(paymentRows()[0]).toHaveTextContent('Keyed twice'));
    expect(detail('Balance')).toHaveTextContent('$300.00');
  });

  it('offers Void again once every payment is reversed', async () => {
    const world = await billingWorld(api);
    const invoice = await world.invoice(true);
    await world.pay(invoice.id, 34_550);
    const { user } = renderApp(api, { at: `/invoices/${invoice.id}`, key: world.org.key });
    await screen.findByText(/an invoice with payments cannot be voided/);
    expect(screen.queryByRole('button', { name: 'Void invoice' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /^Reverse the \$345\.50 payment/ }));
    const dialog = screen.getByRole('dialog', { name: 'Reverse the $345.50 payment?' });
    await user.type(within(dialog).getByLabelText(/^Reason for reversing/), 'Paid on the wrong invoice');
    await user.click(within(dialog).getByRole('button', { name: 'Reverse payment' }));
    expect(await screen.findByRole('button', { name: 'Void invoice' })).toBeInTheDocument();
    expect(detail('Balance')).toHaveTextContent(COMPLETED_TOTAL);
    expect(screen.getByRole('button', { name: 'Record payment' })).toBeInTheDocument();
  });
});
