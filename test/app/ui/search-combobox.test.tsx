import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { insertCustomer, insertSite } from '../../support/inventory-fixtures';
import { insertCrew } from '../../support/schedule-fixtures';
import { startTestApp, type TestApp, type TestOrg } from '../../support/test-app';
import { listOf } from '../support/choose-option';
import { renderApp } from '../support/render-app';

let api: TestApp;
let org: TestOrg;
let alder: { id: string };

beforeAll(async () => {
  api = await startTestApp();
  org = await api.newOrg();
  alder = await insertCustomer(api.deps, org.id, { name: 'Alder Court Condos', email: 'office@aldercourt.example' });
  await insertCustomer(api.deps, org.id, { name: 'Alder Grove' });
  await insertCustomer(api.deps, org.id, { name: 'Birchwood Dental' });
  await insertSite(api.deps, org.id, { customerId: alder.id, label: 'Laurelhurst Park' });
  await insertCrew(api.deps, org.id, { name: 'Birch crew' });
  await insertCrew(api.deps, org.id, { name: 'Oak crew', active: false });
});

const optionTexts = (field: HTMLElement) =>
  within(listOf(field))
    .queryAllByRole('option')
    .map((option) => option.textContent);

/** The customer field of the invoice list: the picker as a clerk meets it. */
async function customerField() {
  const view = renderApp(api, { at: '/invoices', key: org.key });
  await screen.findByText('No invoices yet.');
  return { ...view, field: screen.getByRole('combobox', { name: 'Customer' }) };
}

describe('a search field (the customer picker on the invoice list)', () => {
  it('lists what the server finds for the text typed; arrows move through it and Enter picks', async () => {
    const { user, field } = await customerField();
    await user.type(field, 'alder');
    // Each with what tells two of a name apart, when there is something.
    await waitFor(() =>
      expect(optionTexts(field)).toEqual(['Alder Court Condos office@aldercourt.example', 'Alder Grove']),
    );
    expect(field).toHaveAttribute('aria-expanded', 'true');
    const [court, grove] = within(listOf(field)).getAllByRole('option');

    await user.keyboard('{ArrowDown}');
    expect(field).toHaveAttribute('aria-activedescendant', court!.id);
    await user.keyboard('{ArrowDown}');
    expect(field).toHaveAttribute('aria-activedescendant', grove!.id);
    expect(grove).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowUp}{Enter}');

    expect(field).toHaveValue('Alder Court Condos');
    expect(field).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(new URLSearchParams(window.location.search).get('customerId')).toBe(alder.id));
  });

  it('closes on Escape, putting back the name chosen: a half-typed search chooses nothing', async () => {
    const { user, field } = await customerField();
    await user.type(field, 'alder');
    await waitFor(() => expect(optionTexts(field)).toHaveLength(2));
    await user.keyboard('{Enter}');
    expect(field).toHaveValue('Alder Court Condos');

    await user.clear(field);
    await user.type(field, 'birch');
    await waitFor(() => expect(optionTexts(field)).toEqual(['Birchwood Dental']));
    await user.keyboard('{Escape}');
    expect(field).toHaveAttribute('aria-expanded', 'false');
    expect(field).toHaveValue('Alder Court Condos');
    expect(new URLSearchParams(window.location.search).get('customerId')).toBe(alder.id);

    // Opened again, the list is every customer's, not the last search's.
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(optionTexts(field)).toHaveLength(3));
  });

  it('says in plain words when no customer matches, and Enter then chooses nothing', async () => {
    const { user, field } = await customerField();
    await user.type(field, 'zzz');
    await waitFor(() => expect(field).toHaveAccessibleDescription('No customer matches “zzz”.'));
    expect(screen.getByText('No customer matches “zzz”.')).toBeVisible();
    expect(optionTexts(field)).toEqual([]);

    await user.keyboard('{Enter}');
    expect(field).toHaveValue('');
    expect(field).toHaveAttribute('aria-expanded', 'false');
    expect(new URLSearchParams(window.location.search).get('customerId')).toBeNull();
  });
});

describe('a search field in a dialog (the site picker of "New estimate")', () => {
  it('closes its list on the first Escape and the dialog on the second', async () => {
    const { user } = renderApp(api, { at: '/estimates', key: org.key });
    await user.click(await screen.findByRole('button', { name: 'New estimate' }));
    const dialog = screen.getByRole('dialog', { name: 'New estimate' });
    const field = within(dialog).getByRole('combobox', { name: 'Site' });

    await user.type(field, 'laurel');
    await waitFor(() => expect(optionTexts(field)).toEqual([expect.stringMatching(/^Laurelhurst Park /)]));
    await user.keyboard('{Escape}');
    expect(field).toHaveAttribute('aria-expanded', 'false');
    expect(dialog).toBeInTheDocument();
    expect(field).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('the crew picker (the estimates list’s crew filter)', () => {
  it('narrows the crews as typed, without asking the server again; an archived crew says so', async () => {
    const { user } = renderApp(api, { at: '/estimates', key: org.key });
    const field = await screen.findByRole('combobox', { name: 'Crew' });
    expect(field).toHaveAttribute('placeholder', 'Any crew');

    await user.click(field);
    await waitFor(() => expect(optionTexts(field)).toEqual(['Birch crew', 'Oak crew archived']));
    const fetched = vi.spyOn(globalThis, 'fetch');
    await user.type(field, 'OAK');
    expect(optionTexts(field)).toEqual(['Oak crew archived']);
    await user.clear(field);
    await user.type(field, 'maple');
    expect(field).toHaveAccessibleDescription('No crew matches “maple”.');
    expect(fetched.mock.calls.filter(([input]) => String(input).includes('/crews'))).toEqual([]);
  });
});
