import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { PAGE_SIZE } from '../../../src/app/lib/cursor-page';
import { insertCustomer } from '../../support/inventory-fixtures';
import { startTestApp, type TestApp } from '../../support/test-app';
import { renderApp } from '../support/render-app';
import { billingWorld, COMPLETED_TOTAL, type BillingWorld } from './billing-world';

let api: TestApp;
/** Alder's customer comes first; a page of other customers; then Zelkova's, the page's reach left behind. */
let alder: BillingWorld;
let zelkova: BillingWorld;
/** Alder: a draft (its job JOB-a), a posted invoice (INV-1, job JOB-b); Zelkova: a posted invoice (INV-2). */
let draft: { id: string; estimateNumber: string };
let posted: { id: string; number: string; estimateNumber: string };
let zelkovaPosted: { id: string; number: string };

beforeAll(async () => {
  api = await startTestApp();
  alder = await billingWorld(api, 'Alder Court Condos');
  for (let index = 0; index < PAGE_SIZE; index += 1)
    await insertCustomer(api.deps, alder.org.id, { name: `Aspen Row ${index + 1}` });
  zelkova = await billingWorld(api, 'Zelkova Gardens', alder.org);
  draft = await alder.invoice(false);
  posted = await alder.invoice(true);
  zelkovaPosted = await zelkova.invoice(true);
});

const rows = () =>
  within(screen.getByRole('table', { name: 'Invoices' }))
    .getAllByRole('row')
    .slice(1);
const rowIds = () =>
  rows().map((row) => within(row).getAllByRole('link')[0]!.getAttribute('href')!.replace('/invoices/', ''));

describe('finding an invoice on the list', () => {
  it('finds an invoice by its number or by its job number, and keeps the search in the address', async () => {
    const { user } = renderApp(api, { at: '/invoices', key: alder.org.key });
    await screen.findByRole('table', { name: 'Invoices' });
    expect(rows()).toHaveLength(3);
    const box = screen.getByLabelText('Invoice or job number');

    await user.type(box, posted.number);
    await waitFor(() => expect(rowIds()).toEqual([posted.id]));
    expect(new URLSearchParams(window.location.search).get('q')).toBe(posted.number);

    // The job of a draft: drafts have no number of their own to search by.
    await user.clear(box);
    await user.type(box, draft.estimateNumber.toLowerCase());
    await waitFor(() => expect(rowIds()).toEqual([draft.id]));

    // A bare number is either: "2" is INV-2 (Zelkova's) and whatever JOB-2 billed.
    await user.clear(box);
    await user.type(box, zelkovaPosted.number.replace('INV-', ''));
    await waitFor(() => expect(rowIds()).toContain(zelkovaPosted.id));
  });

  it('says beside the box when the text is not a number, and searches nothing with it', async () => {
    const { user } = renderApp(api, { at: `/invoices?q=${posted.number}`, key: alder.org.key });
    await waitFor(() => expect(rowIds()).toEqual([posted.id]));
    const box = screen.getByLabelText('Invoice or job number');
    expect(box).toHaveValue(posted.number);

    await user.clear(box);
    await user.type(box, 'Alder');
    await waitFor(() =>
      expect(box).toHaveAccessibleDescription(/Type an invoice number \(INV-1042 or 1042\) or a job number \(JOB-12\)/),
    );
    expect(box).toHaveAttribute('aria-invalid', 'true');
    // Not sent, so never refused: the list is every invoice again, unsearched.
    await waitFor(() => expect(rows()).toHaveLength(3));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText('No invoice matches these filters.')).not.toBeInTheDocument();
  });

  it('reaches any customer in one field: typing searches, the list pages as it is read, Enter picks', async () => {
    const { user } = renderApp(api, { at: '/invoices', key: alder.org.key });
    await screen.findByRole('table', { name: 'Invoices' });
    const field = screen.getByRole('combobox', { name: 'Customer' });
    expect(field).toHaveAttribute('placeholder', 'All customers');
    const names = () =>
      within(screen.getByRole('listbox', { name: 'Customer' }))
        .queryAllByRole('option')
        .map((option) => option.textContent);

    // Opened, the list is the first page (Alder and the Aspens); Zelkova is beyond it, and the list says so.
    await user.click(field);
    await waitFor(() => expect(names()).toHaveLength(PAGE_SIZE));
    expect(names()).not.toContain('Zelkova Gardens');
    expect(field).toHaveAccessibleDescription(`The first ${PAGE_SIZE}: type more, or scroll down for the next.`);
    // Going down past the last match reads the next page: Zelkova is reached without typing.
    await user.keyboard('{End}');
    await waitFor(() => expect(names()).toContain('Zelkova Gardens'));
    await user.keyboard('{End}{Enter}');
    expect(field).toHaveValue('Zelkova Gardens');
    await waitFor(() => expect(rowIds()).toEqual([zelkovaPosted.id]));
    expect(new URLSearchParams(window.location.search).get('customerId')).toBe(zelkova.site.customerId);

    // Cleared, the list is every customer's again.
    await user.click(screen.getByRole('button', { name: 'Clear Customer: All customers' }));
    expect(field).toHaveValue('');
    expect(field).toHaveFocus();
    await waitFor(() => expect(rows()).toHaveLength(3));
    expect(new URLSearchParams(window.location.search).get('customerId')).toBeNull();

    // "zelk" then Enter picks the one customer it finds.
    await user.type(field, 'zelk');
    await waitFor(() => expect(names()).toEqual(['Zelkova Gardens']));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(rowIds()).toEqual([zelkovaPosted.id]));

    // A reload shows the choice by name, read by its id from the address.
    cleanup();
    renderApp(api, { at: `/invoices?customerId=${alder.site.customerId}`, key: alder.org.key });
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Customer' })).toHaveValue('Alder Court Condos'));
    await waitFor(() => expect(rowIds().sort()).toEqual([posted.id, draft.id].sort()));
  });
});

describe('New invoice', () => {
  it('offers the newest work first and finds it by job number or customer', async () => {
    const world = await billingWorld(api, 'Hornbeam Lane HOA');
    const older = await world.completedEstimate();
    const newer = await world.completedEstimate();
    const other = await billingWorld(api, 'Juniper Court', world.org);
    const juniper = await other.completedEstimate();
    const numberOf = async (id: string) =>
      (await api.get(`/estimates/${id}`, { key: world.org.key })).body.data.number as string;
    const [olderJob, newerJob, juniperJob] = [await numberOf(older), await numberOf(newer), await numberOf(juniper)];
    const { user } = renderApp(api, { at: '/invoices', key: world.org.key });
    await user.click(await screen.findByRole('button', { name: 'New invoice' }));
    const dialog = screen.getByRole('dialog', { name: 'New invoice' });
    const choice = await within(dialog).findByLabelText(/^Completed estimate/);
    const offered = () =>
      within(choice)
        .getAllByRole('option')
        .slice(1)
        .map((option) => option.textContent!.split(',')[0]);
    expect(offered()).toEqual([juniperJob, newerJob, olderJob]);

    const find = within(dialog).getByLabelText('Find work to bill');
    await user.type(find, olderJob);
    await waitFor(() => expect(offered()).toEqual([olderJob]));
    await user.clear(find);
    await user.type(find, 'junip');
    await waitFor(() => expect(offered()).toEqual([juniperJob]));
    await user.clear(find);
    await user.type(find, 'Nobody by this name');
    expect(await within(dialog).findByText('No completed work still to bill matches.')).toBeInTheDocument();
  });

  it('asks before posting, saying what will be billed and to whom; going back bills nothing', async () => {
    const world = await billingWorld(api, 'Linden Park HOA');
    const estimateId = await world.completedEstimate();
    const job = (await api.get(`/estimates/${estimateId}`, { key: world.org.key })).body.data.number as string;
    const { user } = renderApp(api, { at: '/invoices', key: world.org.key });
    await user.click(await screen.findByRole('button', { name: 'New invoice' }));
    const dialog = screen.getByRole('dialog', { name: 'New invoice' });
    await user.selectOptions(await within(dialog).findByLabelText(/^Completed estimate/), estimateId);

    await user.click(within(dialog).getByRole('button', { name: 'Create and post' }));
    const confirm = screen.getByRole('dialog', { name: `Post an invoice for ${job}?` });
    expect(confirm).toHaveTextContent(
      `Bill ${COMPLETED_TOTAL} to Linden Park HOA? The invoice takes the next invoice number`,
    );
    expect(confirm).toHaveTextContent('A posted invoice can only be voided');
    // The safe answer has the focus: Enter does not post.
    expect(within(confirm).getByRole('button', { name: 'Go back' })).toHaveFocus();
    await user.click(within(confirm).getByRole('button', { name: 'Go back' }));
    expect(screen.queryByRole('dialog', { name: /^Post an invoice/ })).not.toBeInTheDocument();
    const listed = async () =>
      (await api.get(`/invoices?estimateId=${estimateId}`, { key: world.org.key })).body.data.items;
    expect(await listed()).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: 'Create and post' }));
    await user.click(
      within(screen.getByRole('dialog', { name: /^Post an invoice/ })).getByRole('button', {
        name: 'Post the invoice',
      }),
    );
    const heading = await screen.findByRole('heading', { level: 1, name: /^INV-\d+$/ });
    expect(await listed()).toEqual([expect.objectContaining({ number: heading.textContent, state: 'posted' })]);
  });

  it('saves a draft at once, without asking', async () => {
    const world = await billingWorld(api, 'Sweetgum Terrace');
    const estimateId = await world.completedEstimate();
    const { user } = renderApp(api, { at: `/estimates/${estimateId}`, key: world.org.key });
    await user.click(await screen.findByRole('button', { name: 'Save as draft' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Draft invoice' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
