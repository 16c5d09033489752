import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, type TestOrg } from '../support/test-app';
import { renderApp } from './support/render-app';

let api: TestApp;
let org: TestOrg;

beforeAll(async () => {
  api = await startTestApp();
  org = await api.newOrg();
});

const customerRows = () =>
  within(screen.getByRole('table', { name: 'Customers' }))
    .getAllByRole('row')
    .slice(1);

describe('customer list', () => {
  it('searches by name and pages with Load more until the last page', async () => {
    // Birch first: the unfiltered first page shows it, the filtered pages never do.
    await api.post('/customers', { name: 'Birch Court' }, { key: org.key });
    for (let n = 1; n <= 27; n += 1) {
      await api.post('/customers', { name: `Alder Lane ${String(n).padStart(2, '0')}` }, { key: org.key });
    }
    const { user } = renderApp(api, { at: '/customers', key: org.key });
    await screen.findByRole('link', { name: 'Birch Court' });

    await user.type(screen.getByRole('searchbox', { name: 'Search customers' }), 'alder');
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Birch Court' })).not.toBeInTheDocument());
    expect(customerRows()).toHaveLength(25);
    await waitFor(() => expect(window.location.search).toBe('?q=alder'));
    expect(screen.getByText('Showing 25 customers')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(customerRows()).toHaveLength(27));
    expect(within(customerRows()[26]!).getByRole('link')).toHaveTextContent('Alder Lane 27');
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(screen.getByText('Showing 27 customers (all)')).toBeInTheDocument();
  });

  it('says when no name matches', async () => {
    renderApp(api, { at: '/customers?q=zzz-nobody', key: org.key });
    expect(await screen.findByText('No customer name contains “zzz-nobody”.')).toBeInTheDocument();
  });
});

describe('create customer', () => {
  it('shows the 422 problems on the fields they concern, then creates and opens the customer', async () => {
    const { user } = renderApp(api, { at: '/customers', key: org.key });
    await user.click(await screen.findByRole('button', { name: 'New customer' }));
    const dialog = screen.getByRole('dialog', { name: 'New customer' });
    const name = within(dialog).getByLabelText(/^Name/);
    const email = within(dialog).getByLabelText('Email');
    const phone = within(dialog).getByLabelText('Phone');

    await user.type(email, 'not-an-email');
    await user.click(within(dialog).getByRole('button', { name: 'Create customer' }));

    await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'));
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(phone).not.toHaveAttribute('aria-invalid');
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Each field marked says what to correct');
    const problems = await api.post('/customers', { name: '', email: 'not-an-email' }, { key: org.key });
    const problemOf = (field: string) =>
      problems.body.data.errors.find((error: { field: string }) => error.field === field).problem;
    expect(name).toHaveAccessibleDescription(problemOf('name'));
    expect(email).toHaveAccessibleDescription(problemOf('email'));

    await user.type(name, 'Maple & Sons');
    await user.clear(email);
    await user.type(email, 'office@maple.example');
    await user.click(within(dialog).getByRole('button', { name: 'Create customer' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Maple & Sons' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'office@maple.example' })).toBeInTheDocument();
    expect(screen.getByText('Customer created')).toBeInTheDocument();
    const listed = await api.get('/customers?search=Maple%20%26%20Sons', { key: org.key });
    expect(listed.body.data.items).toHaveLength(1);
  });
});

describe("a customer's phone", () => {
  const WARNING = /does not look like a phone number/;

  it('warns under the field when it does not look like a number, and still saves it as typed', async () => {
    const { user } = renderApp(api, { at: '/customers', key: org.key });
    await user.click(await screen.findByRole('button', { name: 'New customer' }));
    const dialog = screen.getByRole('dialog', { name: 'New customer' });
    const phone = within(dialog).getByLabelText('Phone');

    await user.type(within(dialog).getByLabelText(/^Name/), 'Juniper Row HOA');
    await user.type(phone, 'ask for Bob at the front desk');
    // Said once the clerk leaves the field, not while typing.
    expect(within(dialog).queryByText(WARNING)).not.toBeInTheDocument();
    await user.tab();
    expect(phone).toHaveAccessibleDescription(expect.stringMatching(WARNING));
    expect(phone).not.toHaveAttribute('aria-invalid');

    await user.click(within(dialog).getByRole('button', { name: 'Create customer' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Juniper Row HOA' })).toBeInTheDocument();
    // Shown as typed, and not offered to dial.
    expect(screen.getByText('ask for Bob at the front desk')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'ask for Bob at the front desk' })).not.toBeInTheDocument();
    const [stored] = (await api.get('/customers?search=Juniper%20Row', { key: org.key })).body.data.items;
    expect(stored.phone).toBe('ask for Bob at the front desk');
  });

  it('says nothing for a number written the usual ways, which is offered to dial', async () => {
    const { user } = renderApp(api, { at: '/customers', key: org.key });
    await user.click(await screen.findByRole('button', { name: 'New customer' }));
    const dialog = screen.getByRole('dialog', { name: 'New customer' });
    const phone = within(dialog).getByLabelText('Phone');

    await user.type(within(dialog).getByLabelText(/^Name/), 'Cedar Mill Dental');
    await user.type(phone, 'call the office');
    await user.tab();
    expect(phone).toHaveAccessibleDescription(expect.stringMatching(WARNING));
    await user.clear(phone);
    await user.type(phone, '(503) 555-0142 ext. 7');
    expect(within(dialog).queryByText(WARNING)).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Create customer' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Cedar Mill Dental' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '(503) 555-0142 ext. 7' })).toHaveAttribute(
      'href',
      'tel:(503) 555-0142 ext. 7',
    );
  });
});
