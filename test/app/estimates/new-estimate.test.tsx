import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertEstimate } from '../../support/estimate-fixtures';
import { insertCustomer, insertSite } from '../../support/inventory-fixtures';
import { startTestApp, type TestApp } from '../../support/test-app';
import { listOf, optionNamed } from '../support/choose-option';
import { renderApp } from '../support/render-app';

let api: TestApp;

beforeAll(async () => {
  api = await startTestApp();
});

/** The draft page of the site named: where the site page's "Draft estimate" leads. */
async function expectDraftPageOf(siteId: string, name: string) {
  expect(await screen.findByRole('heading', { level: 1, name: 'Draft estimate' })).toBeInTheDocument();
  expect(window.location.pathname).toBe(`/sites/${siteId}/estimates/new`);
  expect(await screen.findByText(new RegExp(`Proposed from the trees and notes of ${name}`))).toBeInTheDocument();
}

describe('starting an estimate from a customer', () => {
  it('offers "Draft estimate" beside each of the customer’s sites, leading to that site’s draft', async () => {
    const org = await api.newOrg();
    const customer = await insertCustomer(api.deps, org.id, { name: 'Marguerite Hollis' });
    await insertSite(api.deps, org.id, { customerId: customer.id, label: 'Front garden' });
    const back = await insertSite(api.deps, org.id, {
      customerId: customer.id,
      label: null,
      street: '4410 SE Belmont St',
    });
    const { user } = renderApp(api, { at: `/customers/${customer.id}`, key: org.key });

    const table = await screen.findByRole('table', { name: 'Sites of this customer' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('link', { name: /^Draft estimate for/ }).textContent)).toEqual([
      'Draft estimate',
      'Draft estimate',
    ]);
    expect(within(table).getByRole('link', { name: 'Draft estimate for Front garden' })).toBeInTheDocument();

    await user.click(within(table).getByRole('link', { name: 'Draft estimate for 4410 SE Belmont St' }));
    await expectDraftPageOf(back.id, '4410 SE Belmont St');
  });
});

describe("a customer's estimates", () => {
  it('are listed on the customer’s page, newest first, each with its site (the customer goes without saying)', async () => {
    const org = await api.newOrg();
    const hollis = await insertCustomer(api.deps, org.id, { name: 'Marguerite Hollis' });
    const garden = await insertSite(api.deps, org.id, { customerId: hollis.id, label: 'Front garden' });
    const belmont = await insertSite(api.deps, org.id, { customerId: hollis.id, label: 'Belmont house' });
    const older = (await insertEstimate(api.deps, org.id, garden)).estimate;
    api.clock.advance(60_000);
    const newer = (await insertEstimate(api.deps, org.id, belmont)).estimate;
    await insertEstimate(api.deps, org.id, await insertSite(api.deps, org.id, { label: 'Someone else’s lot' }));
    renderApp(api, { at: `/customers/${hollis.id}`, key: org.key });

    const table = await screen.findByRole('table', { name: 'Estimates for this customer' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('link')[0]!.getAttribute('href'))).toEqual([
      `/estimates/${newer.id}`,
      `/estimates/${older.id}`,
    ]);
    expect(rows[0]).toHaveTextContent('Belmont house');
    expect(rows[1]).toHaveTextContent('Front garden');
    expect(table).not.toHaveTextContent('Someone else’s lot');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Estimate', 'Site', 'Status', 'Billing', 'Hours', 'Total']);
  });
});

describe('"New estimate" on the estimates list', () => {
  it('finds the sites by part of their customer’s name and opens one’s draft, from the keyboard', async () => {
    const org = await api.newOrg();
    const hollis = await insertCustomer(api.deps, org.id, { name: 'Marguerite Hollis' });
    await insertSite(api.deps, org.id, { customerId: hollis.id, label: null, street: '4410 SE Belmont St' });
    const garden = await insertSite(api.deps, org.id, { customerId: hollis.id, label: 'Front garden' });
    await insertSite(api.deps, org.id, { label: 'Laurelhurst Park', street: '3600 SE Ankeny St' });
    const { user } = renderApp(api, { at: '/estimates', key: org.key });

    await user.click(await screen.findByRole('button', { name: 'New estimate' }));
    const dialog = screen.getByRole('dialog', { name: 'New estimate' });
    const field = within(dialog).getByRole('combobox', { name: 'Site' });
    expect(field).toHaveFocus();
    await user.keyboard('holl');

    const found = listOf(field);
    // Each site with where it is and whose it is (read once per customer).
    await waitFor(() =>
      expect(
        within(found)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual([
        '4410 SE Belmont St Portland, OR 97214 · Marguerite Hollis',
        'Front garden 1200 SE Oak St, Portland, OR 97214 · Marguerite Hollis',
      ]),
    );
    expect(within(dialog).queryByText('Laurelhurst Park')).not.toBeInTheDocument();

    // Down twice reaches the garden; Enter opens its draft.
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(field).toHaveAttribute('aria-activedescendant', within(found).getAllByRole('option')[1]!.id);
    await user.keyboard('{Enter}');
    await expectDraftPageOf(garden.id, 'Front garden');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('finds a site by part of its name or street, and says when nothing matches', async () => {
    const org = await api.newOrg();
    const park = await insertSite(api.deps, org.id, {
      customerId: (await insertCustomer(api.deps, org.id, { name: 'Parks Bureau' })).id,
      label: 'Laurelhurst Park',
      street: '3600 SE Ankeny St',
    });
    await insertSite(api.deps, org.id, { street: '1200 SE Oak St' });
    const { user } = renderApp(api, { at: '/estimates', key: org.key });

    await user.click(await screen.findByRole('button', { name: 'New estimate' }));
    const dialog = screen.getByRole('dialog', { name: 'New estimate' });
    const field = within(dialog).getByRole('combobox', { name: 'Site' });

    await user.type(field, 'zzz-nowhere');
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription(
        /No site’s name or street, nor any customer’s name, contains “zzz-nowhere”\.$/,
      ),
    );
    expect(within(listOf(field)).queryAllByRole('option')).toEqual([]);

    for (const text of ['ankeny', 'laurelhurst']) {
      await user.clear(field);
      await user.type(field, text);
      await waitFor(() =>
        expect(
          within(listOf(field))
            .getAllByRole('option')
            .map((option) => option.textContent),
        ).toEqual(['Laurelhurst Park 3600 SE Ankeny St, Portland, OR 97214 · Parks Bureau']),
      );
    }

    await user.click(within(listOf(field)).getByRole('option', { name: optionNamed('Laurelhurst Park') }));
    await expectDraftPageOf(park.id, 'Laurelhurst Park');
    // The draft's trail names the customer too.
    expect(await screen.findByRole('link', { name: 'Parks Bureau' })).toHaveAttribute(
      'href',
      `/customers/${park.customerId}`,
    );
  });
});
