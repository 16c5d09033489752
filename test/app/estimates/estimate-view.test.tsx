import { screen, waitFor, within } from '@testing-library/react';
import { formatDate } from '../../../src/app/lib/format';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertEstimate, insertEstimateWorld, type EstimateWorld } from '../../support/estimate-fixtures';
import { insertCustomer, insertSite } from '../../support/inventory-fixtures';
import { insertCrew, insertPlacement } from '../../support/schedule-fixtures';
import { startTestApp, type TestApp, type TestOrg } from '../../support/test-app';
import { renderApp } from '../support/render-app';

let api: TestApp;
let org: TestOrg;
let world: EstimateWorld;

beforeAll(async () => {
  api = await startTestApp();
  org = await api.newOrg();
  world = await insertEstimateWorld(api.deps, org.id);
});

const openEstimate = async (estimateId: string) => {
  const view = renderApp(api, { at: `/estimates/${estimateId}`, key: org.key });
  await screen.findByRole('heading', { level: 1, name: /^Estimate JOB-\d+$/ });
  return view;
};

/** The page's own header: its heading, with the status, site and customer under it. */
/** What the shared toast said. */
const toasts = () => within(screen.getByRole('region', { name: 'Notifications' }));
const pageHeader = () => screen.getByRole('heading', { level: 1 }).closest('header')!;

describe('estimate view', () => {
  it("names whose job it is beside the site, linked to the customer's page", async () => {
    const hollis = await insertCustomer(api.deps, org.id, { name: 'Marguerite Hollis' });
    const belmont = await insertSite(api.deps, org.id, { customerId: hollis.id, label: 'Belmont house' });
    const { estimate } = await insertEstimate(api.deps, org.id, belmont);
    const { user } = await openEstimate(estimate.id);

    const header = pageHeader();
    const customer = within(header).getByRole('link', { name: 'Marguerite Hollis' });
    expect(customer).toHaveAttribute('href', `/customers/${hollis.id}`);
    expect(customer.parentElement).toHaveTextContent(/^Customer Marguerite Hollis$/);
    await user.click(customer);
    expect(await screen.findByRole('heading', { level: 1, name: 'Marguerite Hollis' })).toBeInTheDocument();
  });

  it('says an estimate made without a customer has none', async () => {
    const { estimate } = await insertEstimate(api.deps, org.id, world.site, { estimate: { customerId: null } });
    await openEstimate(estimate.id);
    expect(within(pageHeader()).getByText('No customer')).toBeInTheDocument();
    expect(within(pageHeader()).queryByRole('link', { name: /customer/i })).not.toBeInTheDocument();
  });

  it('reads an unpriced line as "Unpriced", never $0.00, and totals only the priced lines', async () => {
    const { estimate } = await insertEstimate(api.deps, org.id, world.site, {
      lines: [
        { description: 'Install a cable system', quantity: 3, unitPriceCents: null, catalogItemId: world.service.id },
        { description: 'Thin the crown', quantity: 2, unitPriceCents: 15_000, catalogItemId: world.service.id },
      ],
    });
    await openEstimate(estimate.id);

    const table = await screen.findByRole('table', { name: /^Lines of JOB-/ });
    const unpriced = within(table).getByRole('row', { name: /Install a cable system/ });
    // A draft's prices are fields: the unpriced line's is empty, never 0.
    expect(within(unpriced).getByText('Unpriced')).toBeInTheDocument();
    expect(within(unpriced).getByLabelText('Unit price ($), line 1')).toHaveValue('');
    expect(within(unpriced).getByLabelText('Unit price ($), line 1')).toHaveAttribute('placeholder', 'Unpriced');
    expect(table).not.toHaveTextContent('$0.00');
    expect(within(table).getByRole('row', { name: /Thin the crown/ })).toHaveTextContent('$300.00');
    expect(within(table).getByRole('row', { name: /^Total/ })).toHaveTextContent('Total$300.00+ 1 unpriced line');
    expect(
      within(screen.getByRole('list', { name: 'Warnings' })).getByText('Unpriced lines: cannot be sent as it is'),
    ).toBeInTheDocument();
    expect(within(unpriced).getByText('Crown thinning')).toBeInTheDocument();
  });

  it('lists the crews and days placed work is on, each a link to the board’s week holding it', async () => {
    const crew = await insertCrew(api.deps, org.id, { name: 'Oak crew' });
    const { estimate } = await insertEstimate(api.deps, org.id, world.site, {
      estimate: { status: 'accepted', acceptedAt: new Date('2026-02-20T17:00:00Z') },
      lines: [{ estimatedHours: 8 }],
    });
    // A Friday and the Monday after: two weeks of the board.
    await insertPlacement(api.deps, org.id, {
      estimateId: estimate.id,
      scheduledDate: '2026-03-13',
      crewId: crew.id,
      plannedHours: 5,
    });
    await insertPlacement(api.deps, org.id, { estimateId: estimate.id, scheduledDate: '2026-03-16', plannedHours: 2 });
    await openEstimate(estimate.id);

    const schedule = await screen.findByRole('region', { name: 'Schedule' });
    const visits = await within(schedule).findByRole('region', { name: /^Visits of JOB-/ });
    expect(visits).toHaveTextContent(/is on 2 days: 7 h placed of 8 h estimated\./);
    const links = within(visits).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Oak crew, Fri, Mar 13: 5 h', '/board?from=2026-03-09'],
      ['No crew (pencilled), Mon, Mar 16: 2 h', '/board?from=2026-03-16'],
    ]);
    // Placed work is past accepting, and the queue holds none of it to find.
    expect(screen.queryByRole('link', { name: 'Find it in the board’s queue' })).not.toBeInTheDocument();
  });

  it('says completed work was completed, and on which day when the done marks say it, never "on no crew’s day yet"', async () => {
    const visitsOf = async (estimateId: string) => {
      const view = await openEstimate(estimateId);
      const schedule = await screen.findByRole('region', { name: 'Schedule' });
      const visits = await within(schedule).findByRole('region', { name: /^Visits of JOB-/ });
      return { visits, unmount: view.unmount };
    };
    const accepted = { status: 'accepted' as const, acceptedAt: new Date('2026-02-20T17:00:00Z') };

    // Done before marks were dated (the demo's older jobs): no day to say, and no placement.
    const undated = await insertEstimate(api.deps, org.id, world.site, {
      estimate: accepted,
      lines: [{ status: 'done' }, { status: 'done' }],
    });
    let shown = await visitsOf(undated.estimate.id);
    expect(shown.visits).toHaveTextContent(
      new RegExp(`^JOB-${undated.estimate.number} is completed: every line is marked done\\.$`),
    );
    expect(shown.visits).not.toHaveTextContent('no crew’s day');
    shown.unmount();

    // The last line's mark is the day it was completed; the days it was on follow.
    const dated = await insertEstimate(api.deps, org.id, world.site, {
      estimate: accepted,
      lines: [
        { status: 'done', doneAt: new Date('2026-03-02T20:00:00Z'), estimatedHours: 4 },
        { status: 'done', doneAt: new Date('2026-03-03T20:00:00Z'), estimatedHours: 4 },
      ],
    });
    await insertPlacement(api.deps, org.id, {
      estimateId: dated.estimate.id,
      scheduledDate: '2026-03-02',
      plannedHours: 8,
    });
    shown = await visitsOf(dated.estimate.id);
    expect(shown.visits).toHaveTextContent(
      `JOB-${dated.estimate.number} was completed on Mar 3, 2026.It was on 1 day: 8 h placed of 8 h estimated.`,
    );
  });

  it('accepts a draft once the clerk confirms: the status turns accepted and the work links to the board queue', async () => {
    const { estimate } = await insertEstimate(api.deps, org.id, world.site);
    const { user } = await openEstimate(estimate.id);
    const number = screen.getByRole('heading', { level: 1 }).textContent!.replace('Estimate ', '');
    // An offer says when it expires; accepted work does not.
    expect(screen.getByText('Expires')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Accept estimate' }));
    // Asked first, naming the job, its price and whose it is.
    const question = screen.getByRole('dialog', { name: `Accept ${number} for $300.00 from Fixture Customer?` });
    expect(question).toHaveTextContent('It goes to the scheduling queue');
    expect(question).not.toHaveTextContent('expired');
    await user.click(within(question).getByRole('button', { name: `Accept ${number}` }));
    await waitFor(() => expect(screen.queryByText('Expires')).not.toBeInTheDocument());
    const boardLink = await screen.findByRole('link', { name: 'Find it in the board’s queue' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(boardLink).toHaveAttribute('href', `/board?q=${number}`);
    expect(toasts().getByRole('status')).toHaveTextContent(`${number} accepted`);
    expect(screen.getByText('Accepted', { selector: '.ui-badge' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accept estimate' })).not.toBeInTheDocument();
    expect((await api.get(`/estimates/${estimate.id}`, { key: org.key })).body.data.status).toBe('accepted');
  });

  it('warns in the question that a quote has expired, and on which day, before it is accepted', async () => {
    const expiresAt = new Date(api.clock.now().getTime() - 10 * 24 * 60 * 60 * 1000);
    const { estimate } = await insertEstimate(api.deps, org.id, world.site, {
      estimate: { status: 'sent', expiresAt },
    });
    const { user } = await openEstimate(estimate.id);
    expect(within(screen.getByRole('list', { name: 'Warnings' })).getByText('Expired')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Accept estimate' }));
    const question = screen.getByRole('dialog');
    const warning = within(question).getByRole('note');
    expect(warning).toHaveTextContent('This quote has expired');
    const { timeZone } = (await api.get('/org', { key: org.key })).body.data;
    expect(warning).toHaveTextContent(`It expired on ${formatDate(expiresAt.toISOString(), timeZone)}`);
    expect(within(question).getByRole('button', { name: 'Not yet' })).toHaveFocus();
  });

  it('accepts nothing when the clerk answers Not yet, or closes the question', async () => {
    const { estimate } = await insertEstimate(api.deps, org.id, world.site, {
      estimate: { status: 'sent' },
      lines: [
        { quantity: 1, unitPriceCents: 12_000 },
        { quantity: 1, unitPriceCents: null },
      ],
    });
    const { user } = await openEstimate(estimate.id);
    const number = screen.getByRole('heading', { level: 1 }).textContent!.replace('Estimate ', '');
    const acceptButton = screen.getByRole('button', { name: 'Accept estimate' });

    await user.click(acceptButton);
    // Enter on the question keeps the estimate as it is: the focus starts on Not yet.
    const question = screen.getByRole('dialog', {
      name: `Accept ${number} for $120.00 + 1 unpriced line from Fixture Customer?`,
    });
    expect(within(question).getByRole('button', { name: 'Not yet' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(acceptButton).toHaveFocus();

    await user.click(acceptButton);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText('Sent', { selector: '.ui-badge' })).toBeInTheDocument();
    expect(toasts().queryByRole('status')).not.toBeInTheDocument();
    expect((await api.get(`/estimates/${estimate.id}`, { key: org.key })).body.data.status).toBe('sent');
  });

  it("shows the server's reason when another clerk canceled the estimate before it was accepted here", async () => {
    const { estimate } = await insertEstimate(api.deps, org.id, world.site);
    const { user } = await openEstimate(estimate.id);
    expect((await api.post(`/estimates/${estimate.id}/cancel`, {}, { key: org.key })).status).toBe(200);

    await user.click(screen.getByRole('button', { name: 'Accept estimate' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: /^Accept JOB-\d+$/ }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Not accepted');
    expect(alert).toHaveTextContent('the estimate was canceled; a canceled estimate cannot be accepted');
    expect(toasts().queryByRole('status')).not.toBeInTheDocument();
    // The refusal reads the estimate again: it now shows what is stored.
    expect(await screen.findByText('Canceled', { selector: '.ui-badge' })).toBeInTheDocument();
  });

  it('offers no Accept on a declined or canceled estimate: the offer can no longer be taken up', async () => {
    for (const status of ['declined', 'canceled'] as const) {
      const { estimate } = await insertEstimate(api.deps, org.id, world.site, { estimate: { status } });
      const view = await openEstimate(estimate.id);
      expect(screen.getByRole('button', { name: 'Duplicate as new draft' })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Accept estimate' })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Cancel estimate' })).not.toBeInTheDocument();
      view.unmount();
    }
  });

  it('cancels a stray draft once the clerk confirms; Keep it, Enter or Escape change nothing', async () => {
    const { estimate } = await insertEstimate(api.deps, org.id, world.site);
    const { user } = await openEstimate(estimate.id);
    const number = screen.getByRole('heading', { level: 1 }).textContent!.replace('Estimate ', '');
    const cancelButton = screen.getByRole('button', { name: 'Cancel estimate' });

    await user.click(cancelButton);
    const question = screen.getByRole('dialog', { name: `Cancel ${number}?` });
    expect(question).toHaveTextContent('It stays on file as Canceled under its number');
    expect(within(question).getByRole('button', { name: 'Keep it' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(cancelButton);
    await user.keyboard('{Escape}');
    expect((await api.get(`/estimates/${estimate.id}`, { key: org.key })).body.data.status).toBe('draft');

    await user.click(cancelButton);
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: `Cancel ${number}` }));
    expect(await screen.findByText('Canceled', { selector: '.ui-badge' })).toBeInTheDocument();
    expect(toasts().getByRole('status')).toHaveTextContent(`${number} canceled`);
    expect(screen.queryByRole('button', { name: 'Cancel estimate' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accept estimate' })).not.toBeInTheDocument();
    // Neither "Expires" nor "Accepted: not yet": a canceled offer will be neither.
    expect(screen.queryByText('Expires')).not.toBeInTheDocument();
    expect(screen.queryByText('not yet')).not.toBeInTheDocument();
    expect((await api.get(`/estimates/${estimate.id}`, { key: org.key })).body.data.status).toBe('canceled');
  });

  it("lists a site's estimates on the site page, each a link to its view; one with no priced line reads Unpriced", async () => {
    const owner = await api.newOrg();
    const { site } = await insertEstimateWorld(api.deps, owner.id);
    const { estimate } = await insertEstimate(api.deps, owner.id, site, {
      lines: [{ quantity: 1, unitPriceCents: null }],
    });
    const { user } = renderApp(api, { at: `/sites/${site.id}`, key: owner.key });

    const table = await screen.findByRole('table', { name: 'Estimates for this site' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toHaveTextContent('Draft');
    expect(rows[0]).toHaveTextContent('Unpriced');
    expect(rows[0]).not.toHaveTextContent('$0.00');
    await user.click(within(rows[0]!).getByRole('link'));
    await screen.findByRole('heading', { level: 1, name: /^Estimate JOB-/ });
    expect(window.location.pathname).toBe(`/estimates/${estimate.id}`);
  });
});
