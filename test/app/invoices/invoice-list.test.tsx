import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { PAGE_SIZE } from '../../../src/app/lib/cursor-page';
import { startTestApp, type TestApp } from '../../support/test-app';
import { renderApp } from '../support/render-app';
import { billingWorld, type BillingWorld } from './billing-world';

let api: TestApp;
let alder: BillingWorld;
let birch: BillingWorld;

beforeAll(async () => {
  api = await startTestApp();
  alder = await billingWorld(api, 'Alder Court Condos');
  birch = await billingWorld(api, 'Birchwood Dental', alder.org);
  // One page and one more of Alder's drafts, then Birch's posted invoice, part paid.
  for (let index = 0; index <= PAGE_SIZE; index += 1) await alder.invoice(false);
  const partial = await birch.invoice(true);
  await birch.pay(partial.id, 10_000);
});

afterEach(() => {
  vi.restoreAllMocks();
});

const rows = () =>
  within(screen.getByRole('table', { name: 'Invoices' }))
    .getAllByRole('row')
    .slice(1);

describe('invoice list', () => {
  it('lists invoices newest first with customer, financial status and balance, a page per "Load more"', async () => {
    const fetched = vi.spyOn(globalThis, 'fetch');
    const { user } = renderApp(api, { at: '/invoices', key: alder.org.key });
    await screen.findByRole('table', { name: 'Invoices' });
    expect(rows()).toHaveLength(PAGE_SIZE);
    // Birch's posted invoice was made last: it leads.
    const newest = rows()[0]!;
    expect(newest).toHaveTextContent(/INV-\d+/);
    // The names come with the page: no customer is read per row.
    expect(newest).toHaveTextContent('Birchwood Dental');
    expect(rows()[1]).toHaveTextContent('Alder Court Condos');
    expect(newest).toHaveTextContent('Part paid');
    expect(newest).toHaveTextContent('$345.50$245.50');
    expect(rows()[1]).toHaveTextContent('Draft invoice');

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(rows()).toHaveLength(PAGE_SIZE + 2));
    const oldest = rows().at(-1)!;
    expect(oldest).toHaveTextContent('Draft invoice');
    expect(oldest).toHaveTextContent('Alder Court Condos');
    expect(oldest).toHaveTextContent('Draft');
    expect(screen.getByText(`Showing ${PAGE_SIZE + 2} invoices (all)`)).toBeInTheDocument();
    const customerReads = fetched.mock.calls.filter(([input]) => /\/customers\/[^/?]+$/.test(String(input)));
    expect(customerReads).toEqual([]);
  });

  it('filters by financial status and by customer, and keeps the filters in the address', async () => {
    const { user } = renderApp(api, { at: '/invoices', key: alder.org.key });
    await screen.findByRole('table', { name: 'Invoices' });

    await user.selectOptions(screen.getByLabelText('Financial status'), 'partial');
    await waitFor(() => expect(rows()).toHaveLength(1));
    await waitFor(() => expect(rows()[0]).toHaveTextContent('Birchwood Dental'));
    expect(window.location.search).toBe('?financialStatus=partial');

    await user.selectOptions(screen.getByLabelText('Financial status'), 'Any status');
    await user.type(screen.getByRole('combobox', { name: 'Customer' }), 'Alder');
    await user.click(await screen.findByRole('option', { name: 'Alder Court Condos' }));
    await waitFor(() => expect(screen.queryByText('Birchwood Dental')).not.toBeInTheDocument());
    expect(rows()).toHaveLength(PAGE_SIZE);
    expect(window.location.search).toBe(`?customerId=${alder.site.customerId}`);

    await user.selectOptions(screen.getByLabelText('Financial status'), 'paid');
    expect(await screen.findByText('No invoice matches these filters.')).toBeInTheDocument();
  });
});
