import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { completedEstimate, insertEstimate } from '../../support/estimate-fixtures';
import { insertCustomer, insertSite } from '../../support/inventory-fixtures';
import { insertCrew, insertPlacement } from '../../support/schedule-fixtures';
import { startTestApp, type TestApp } from '../../support/test-app';
import { renderApp } from '../support/render-app';

let api: TestApp;

beforeAll(async () => {
  api = await startTestApp();
});

/** The job numbers the list shows, top to bottom. */
const listedNumbers = () =>
  within(screen.getByRole('table', { name: 'Estimates' }))
    .getAllByRole('rowheader')
    .map((header) => within(header).getByRole('link').textContent);

describe('the estimates list', () => {
  it('lists every estimate newest first with its customer and site, and finds one by customer or number', async () => {
    const org = await api.newOrg();
    const hollis = await insertCustomer(api.deps, org.id, { name: 'Marguerite Hollis' });
    const belmont = await insertSite(api.deps, org.id, {
      customerId: hollis.id,
      label: null,
      street: '4410 SE Belmont St',
    });
    const park = await insertSite(api.deps, org.id, { label: 'Laurelhurst Park' });
    const older = (await insertEstimate(api.deps, org.id, belmont)).estimate;
    const newer = (await insertEstimate(api.deps, org.id, park, { estimate: { status: 'sent' } })).estimate;
    const number = (id: string) => `JOB-${[older, newer].find((estimate) => estimate.id === id)!.number}`;

    const { user } = renderApp(api, { at: '/estimates', key: org.key });
    await screen.findByRole('table', { name: 'Estimates' });
    expect(listedNumbers()).toEqual([number(newer.id), number(older.id)]);
    const row = screen.getByRole('row', { name: new RegExp(number(older.id)) });
    expect(row).toHaveTextContent('Marguerite Hollis');
    expect(within(row).getByRole('link', { name: '4410 SE Belmont St' })).toHaveAttribute(
      'href',
      `/sites/${belmont.id}`,
    );

    await user.type(screen.getByLabelText('Job number, customer or street'), 'hollis');
    await waitFor(() => expect(listedNumbers()).toEqual([number(older.id)]));
    expect(new URLSearchParams(window.location.search).get('q')).toBe('hollis');

    await user.clear(screen.getByLabelText('Job number, customer or street'));
    await user.type(screen.getByLabelText('Job number, customer or street'), number(newer.id));
    await waitFor(() => expect(listedNumbers()).toEqual([number(newer.id)]));

    await user.clear(screen.getByLabelText('Job number, customer or street'));
    await user.selectOptions(screen.getByLabelText('Status'), 'draft');
    await waitFor(() => expect(listedNumbers()).toEqual([number(older.id)]));

    await user.click(screen.getByRole('link', { name: number(older.id) }));
    expect(await screen.findByRole('heading', { level: 1, name: `Estimate ${number(older.id)}` })).toBeInTheDocument();

    // Back through the navigation, the list is as it was left: the clerk's search is not lost.
    await user.click(within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Estimates' }));
    await screen.findByRole('table', { name: 'Estimates' });
    expect(screen.getByLabelText('Status')).toHaveValue('draft');
    await waitFor(() => expect(listedNumbers()).toEqual([number(older.id)]));

    // ...and through the estimate page's own way back.
    await user.click(
      within(screen.getByRole('table', { name: 'Estimates' })).getByRole('link', { name: number(older.id) }),
    );
    await screen.findByRole('heading', { level: 1, name: `Estimate ${number(older.id)}` });
    await user.click(
      within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getByRole('link', { name: 'Estimates' }),
    );
    await screen.findByRole('table', { name: 'Estimates' });
    expect(screen.getByLabelText('Status')).toHaveValue('draft');
    await waitFor(() => expect(listedNumbers()).toEqual([number(older.id)]));
  });

  it('narrows to the days an estimate was made and to a crew, held in the address', async () => {
    const org = await api.newOrg({ timeZone: 'America/Los_Angeles' });
    const site = await insertSite(api.deps, org.id, { label: 'Laurelhurst Park' });
    const made = async (createdAt: string) =>
      (
        await insertEstimate(api.deps, org.id, site, {
          estimate: { createdAt: new Date(createdAt), status: 'accepted' },
        })
      ).estimate;
    const february = await made('2026-02-10T18:00:00Z');
    const march = await made('2026-03-03T18:00:00Z');
    const crew = await insertCrew(api.deps, org.id, { name: 'Birch crew' });
    await insertPlacement(api.deps, org.id, { estimateId: february.id, crewId: crew.id, scheduledDate: '2026-03-10' });

    const { user } = renderApp(api, { at: '/estimates', key: org.key });
    await screen.findByRole('table', { name: 'Estimates' });
    expect(listedNumbers()).toEqual([`JOB-${march.number}`, `JOB-${february.number}`]);

    await user.type(screen.getByLabelText('Made from'), '2026-03-01');
    await waitFor(() => expect(listedNumbers()).toEqual([`JOB-${march.number}`]));
    expect(new URLSearchParams(window.location.search).get('from')).toBe('2026-03-01');

    await user.clear(screen.getByLabelText('Made from'));
    await user.type(screen.getByRole('combobox', { name: 'Crew' }), 'birch{Enter}');
    await waitFor(() => expect(listedNumbers()).toEqual([`JOB-${february.number}`]));
    expect(new URLSearchParams(window.location.search).get('crew')).toBe(crew.id);

    // Done and billed: "Billed" finds it, "Not billed" leaves it out.
    const billed = (await insertEstimate(api.deps, org.id, site, completedEstimate())).estimate;
    await api.contract.post('/invoices', { body: { estimateId: billed.id }, key: org.key });
    await user.click(screen.getByRole('button', { name: 'Clear Crew: Any crew' }));
    await user.selectOptions(screen.getByLabelText('Billing'), 'Billed');
    await waitFor(() => expect(listedNumbers()).toEqual([`JOB-${billed.number}`]));
    await user.selectOptions(screen.getByLabelText('Billing'), 'Not billed');
    await waitFor(() => expect(listedNumbers()).toEqual([`JOB-${march.number}`, `JOB-${february.number}`]));
  });

  it('dates each estimate by the organization’s day, the day its "Made from" filter counts, wherever the viewer is', async () => {
    // 12:30 UTC on Feb 28 is already Mar 1 in Auckland (UTC+13): the viewer's clock here is not.
    const org = await api.newOrg({ timeZone: 'Pacific/Auckland' });
    const site = await insertSite(api.deps, org.id, { label: 'Cornwall Park' });
    const { estimate } = await insertEstimate(api.deps, org.id, site, {
      estimate: { createdAt: new Date('2026-02-28T12:30:00Z') },
    });

    const { user } = renderApp(api, { at: '/estimates', key: org.key });
    await screen.findByRole('table', { name: 'Estimates' });
    const row = () => screen.getByRole('row', { name: new RegExp(`JOB-${estimate.number}`) });
    await waitFor(() => expect(row()).toHaveTextContent('Mar 1, 2026'));
    expect(row()).not.toHaveTextContent('Feb 28, 2026');
    await user.type(screen.getByLabelText('Made from'), '2026-03-01');
    await waitFor(() => expect(new URLSearchParams(window.location.search).get('from')).toBe('2026-03-01'));
    await waitFor(() => expect(listedNumbers()).toEqual([`JOB-${estimate.number}`]));
  });

  it('says beside "Made to" when it is before "Made from", and filters by "Made from" alone meanwhile', async () => {
    const org = await api.newOrg({ timeZone: 'America/Los_Angeles' });
    const site = await insertSite(api.deps, org.id, { label: 'Laurelhurst Park' });
    const made = async (createdAt: string) =>
      (await insertEstimate(api.deps, org.id, site, { estimate: { createdAt: new Date(createdAt) } })).estimate;
    const february = await made('2026-02-10T18:00:00Z');
    const march = await made('2026-03-03T18:00:00Z');

    const { user } = renderApp(api, { at: '/estimates', key: org.key });
    await screen.findByRole('table', { name: 'Estimates' });
    const from = screen.getByLabelText('Made from');
    const to = screen.getByLabelText('Made to');
    await user.type(from, '2026-03-01');
    await user.type(to, '2026-02-15');
    expect(to).toHaveAccessibleDescription('must not be before the Made from, Mar 1, 2026');
    expect(from).not.toHaveAttribute('aria-invalid');
    // Nothing refused reaches the page: the backwards "to" is not sent.
    await waitFor(() => expect(listedNumbers()).toEqual([`JOB-${march.number}`]));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(new URLSearchParams(window.location.search).get('to')).toBe('2026-02-15');

    await user.clear(from);
    expect(to).not.toHaveAttribute('aria-invalid');
    await waitFor(() => expect(listedNumbers()).toEqual([`JOB-${february.number}`]));
  });

  it('says of each estimate whether it is billed (its invoice, linked) and when it was accepted', async () => {
    const org = await api.newOrg();
    const site = await insertSite(api.deps, org.id, { label: 'Laurelhurst Park' });
    const toBill = (await insertEstimate(api.deps, org.id, site, completedEstimate())).estimate;
    const posted = (await insertEstimate(api.deps, org.id, site, completedEstimate())).estimate;
    const drafted = (await insertEstimate(api.deps, org.id, site, completedEstimate())).estimate;
    const draft = (await insertEstimate(api.deps, org.id, site)).estimate;
    const invoice = async (estimateId: string, post: boolean) =>
      (await api.contract.post('/invoices', { body: { estimateId, post }, key: org.key })).body.data;
    const postedInvoice = await invoice(posted.id, true);
    const draftInvoice = await invoice(drafted.id, false);

    renderApp(api, { at: '/estimates', key: org.key });
    await screen.findByRole('table', { name: 'Estimates' });
    expect(screen.getByRole('columnheader', { name: 'Billing' })).toBeInTheDocument();
    const row = (estimate: { number: number }) =>
      screen.getByRole('row', { name: new RegExp(`JOB-${estimate.number}(?!\\d)`) });
    expect(within(row(posted)).getByRole('link', { name: postedInvoice.number! })).toHaveAttribute(
      'href',
      `/invoices/${postedInvoice.id}`,
    );
    expect(within(row(drafted)).getByRole('link', { name: 'Draft invoice' })).toHaveAttribute(
      'href',
      `/invoices/${draftInvoice.id}`,
    );
    expect(row(toBill)).toHaveTextContent('Not billed');
    expect(row(draft)).toHaveTextContent('Not billed');
    // completedEstimate() was accepted on Feb 20, 2026 (17:00 UTC, the same day in any US zone).
    expect(row(toBill)).toHaveTextContent('accepted Feb 20, 2026');
    expect(row(draft)).not.toHaveTextContent('Accepted');
  });

  it('narrows to a total typed in dollars, held in the address; a bad amount is said beside its field', async () => {
    const org = await api.newOrg();
    const site = await insertSite(api.deps, org.id, { label: 'Laurelhurst Park' });
    const costing = async (unitPriceCents: number) =>
      (await insertEstimate(api.deps, org.id, site, { lines: [{ quantity: 1, unitPriceCents }] })).estimate;
    const small = await costing(12_500);
    const fiveHundred = await costing(50_000);
    const middling = await costing(149_999);
    const large = await costing(200_001);
    const job = (estimate: { number: number }) => `JOB-${estimate.number}`;

    const { user } = renderApp(api, { at: '/estimates', key: org.key });
    await screen.findByRole('table', { name: 'Estimates' });
    expect(listedNumbers()).toEqual([large, middling, fiveHundred, small].map(job));

    const from = screen.getByLabelText('Total from ($)');
    const to = screen.getByLabelText('Total to ($)');
    await user.type(from, '$500');
    await user.type(to, '$2,000');
    await waitFor(() => expect(listedNumbers()).toEqual([middling, fiveHundred].map(job)));
    const address = new URLSearchParams(window.location.search);
    expect([address.get('min'), address.get('max')]).toEqual(['$500', '$2,000']);
    expect(screen.getByRole('row', { name: new RegExp(job(middling)) })).toHaveTextContent('$1,499.99');

    // Not an amount: said beside the field in dollars, and that bound filters nothing meanwhile.
    await user.clear(to);
    await user.type(to, 'two grand');
    expect(to).toHaveAccessibleDescription('must be an amount in dollars, like 500 or 1,250.50');
    await waitFor(() => expect(listedNumbers()).toEqual([large, middling, fiveHundred].map(job)));
    await user.clear(to);
    await user.type(to, '12.345');
    expect(to).toHaveAccessibleDescription('must be an amount in dollars, like 500 or 1,250.50');
    await user.clear(to);
    await user.type(to, '100');
    expect(to).toHaveAccessibleDescription('must be at least the Total from, $500.00');
    expect(from).not.toHaveAttribute('aria-invalid');
    expect(screen.getByRole('search', { name: 'Find estimates' })).not.toHaveTextContent(/cents/i);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.clear(to);
    expect(to).not.toHaveAttribute('aria-invalid');
  });

  it('reproduces a total range from a link', async () => {
    const org = await api.newOrg();
    const site = await insertSite(api.deps, org.id, { label: 'Laurelhurst Park' });
    const costing = async (unitPriceCents: number) =>
      (await insertEstimate(api.deps, org.id, site, { lines: [{ quantity: 1, unitPriceCents }] })).estimate;
    await costing(9_999);
    const hundred = await costing(10_000);
    renderApp(api, { at: '/estimates?min=100&max=100.00', key: org.key });
    await waitFor(() => expect(listedNumbers()).toEqual([`JOB-${hundred.number}`]));
    expect(screen.getByLabelText('Total from ($)')).toHaveValue('100');
    expect(screen.getByLabelText('Total to ($)')).toHaveValue('100.00');
  });

  it('says when nothing matches', async () => {
    const org = await api.newOrg();
    renderApp(api, { at: '/estimates?q=nobody', key: org.key });
    expect(await screen.findByText('No estimate matches.')).toBeInTheDocument();
  });
});
