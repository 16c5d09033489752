import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, type TestOrg } from '../../support/test-app';
import { renderApp } from '../support/render-app';
import { insertDraftingWorld, type DraftingWorld } from './drafting-world';

let api: TestApp;

beforeAll(async () => {
  api = await startTestApp();
});

/** A fresh organization and drafting site per test: each test counts the estimates it made. */
async function world(): Promise<{ org: TestOrg; world: DraftingWorld }> {
  const org = await api.newOrg();
  return { org, world: await insertDraftingWorld(api, org) };
}

const line = (number: number) => screen.getByRole('group', { name: `Line ${number}` });
const field = (number: number, label: string) => within(line(number)).getByLabelText(new RegExp(`^${label}`));
const siteHeading = () => screen.findByRole('heading', { level: 1, name: 'Laurelhurst corner' });
const breadcrumbToSite = () =>
  within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getByRole('link', { name: 'Laurelhurst corner' });
const leaveQuestion = () => screen.queryByRole('dialog', { name: 'Leave without saving?' });

/** The site page, then its draft by the link: Back from the draft returns to the site. */
async function openDraft(org: TestOrg, siteId: string) {
  const view = renderApp(api, { at: `/sites/${siteId}`, key: org.key });
  await view.user.click(await screen.findByRole('link', { name: 'Draft estimate' }));
  await screen.findByRole('list', { name: 'Estimate lines' });
  return view;
}

/** What closing or reloading the tab would do: true when the browser would ask before leaving. */
function tabCloseAsks(): boolean {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

async function estimatesOf(org: TestOrg, siteId: string) {
  return (await api.get(`/estimates?siteId=${siteId}`, { key: org.key })).body.data.items as any[];
}

describe('leaving a draft estimate', () => {
  it('asks nothing while nothing changed', async () => {
    const {
      org,
      world: { site },
    } = await world();
    const { user } = await openDraft(org, site.id);
    // A change taken back is no change.
    await user.click(screen.getByRole('button', { name: 'Add line' }));
    await user.click(screen.getByRole('button', { name: 'Remove line 5' }));
    expect(tabCloseAsks()).toBe(false);

    await user.click(breadcrumbToSite());
    expect(await siteHeading()).toBeInTheDocument();
    expect(leaveQuestion()).not.toBeInTheDocument();
    expect(window.location.pathname).toBe(`/sites/${site.id}`);
  });

  it('asks before a link or Back leaves unsaved changes: Stay keeps them, Leave goes', async () => {
    const {
      org,
      world: { site },
    } = await world();
    const { user } = await openDraft(org, site.id);
    const draftPath = window.location.pathname;
    await user.clear(field(1, 'Unit price'));
    await user.type(field(1, 'Unit price'), '650');
    expect(tabCloseAsks()).toBe(true);

    await user.click(breadcrumbToSite());
    const question = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    expect(question).toHaveTextContent('Your changes to this draft will be lost.');
    // Staying is where the focus starts: Enter keeps the work.
    expect(within(question).getByRole('button', { name: 'Stay' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(leaveQuestion()).not.toBeInTheDocument();
    expect(window.location.pathname).toBe(draftPath);
    expect(field(1, 'Unit price')).toHaveValue('650');

    // The browser's Back button.
    act(() => window.history.back());
    await waitFor(() => expect(leaveQuestion()).toBeInTheDocument());
    await user.click(within(leaveQuestion()!).getByRole('button', { name: 'Stay' }));
    expect(field(1, 'Unit price')).toHaveValue('650');
    await waitFor(() => expect(window.location.pathname).toBe(draftPath));

    act(() => window.history.back());
    await waitFor(() => expect(leaveQuestion()).toBeInTheDocument());
    await user.click(within(leaveQuestion()!).getByRole('button', { name: 'Leave' }));
    expect(await siteHeading()).toBeInTheDocument();
    expect(window.location.pathname).toBe(`/sites/${site.id}`);
    expect(tabCloseAsks()).toBe(false);
    expect(await estimatesOf(org, site.id)).toHaveLength(0);
  });

  it('asks nothing once the draft is created', async () => {
    const {
      org,
      world: { site },
    } = await world();
    const { user } = await openDraft(org, site.id);
    await user.type(field(1, 'Hours'), '3');

    await user.click(screen.getByRole('button', { name: 'Create estimate' }));
    await screen.findByRole('heading', { level: 1, name: /^Estimate JOB-\d+$/ });
    expect(leaveQuestion()).not.toBeInTheDocument();
    expect(tabCloseAsks()).toBe(false);
    const [created] = await estimatesOf(org, site.id);
    expect(window.location.pathname).toBe(`/estimates/${created.id}`);
  });
});

describe("a draft line's hours past 200 h", () => {
  it('are said beside the field and keep Create from sending until the clerk ticks that they are right', async () => {
    const {
      org,
      world: { site },
    } = await world();
    const { user } = await openDraft(org, site.id);
    const warning = 'More than 200 h on one line: about 5 crew-weeks.';

    await user.type(field(2, 'Hours'), '5000');
    expect(within(line(2)).getByText(warning)).toBeInTheDocument();
    expect(within(line(1)).queryByText(warning)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create estimate' }));
    expect(within(line(2)).getByText('check the hours: tick “5000 h is right”, or correct them')).toBeInTheDocument();
    await waitFor(() => expect(field(2, 'Hours')).toHaveFocus());
    expect(await estimatesOf(org, site.id)).toHaveLength(0);

    await user.click(within(line(2)).getByRole('checkbox', { name: '5000 h is right' }));
    expect(field(2, 'Hours')).not.toHaveAttribute('aria-invalid');
    // Other hours typed after the tick are asked about again.
    await user.type(field(2, 'Hours'), '{Backspace}');
    expect(within(line(2)).getByRole('checkbox', { name: '500 h is right' })).not.toBeChecked();
    // Past the API's cap there is nothing to confirm: it is said before sending, in the contract's words.
    await user.type(field(2, 'Hours'), '00');
    expect(within(line(2)).queryByRole('checkbox', { name: /h is right/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create estimate' }));
    expect(within(line(2)).getByText('must be at most 10000')).toBeInTheDocument();
    expect(await estimatesOf(org, site.id)).toHaveLength(0);
    await user.type(field(2, 'Hours'), '{Backspace}{Backspace}');
    await user.click(within(line(2)).getByRole('checkbox', { name: '500 h is right' }));

    await user.click(screen.getByRole('button', { name: 'Create estimate' }));
    await screen.findByRole('heading', { level: 1, name: /^Estimate JOB-\d+$/ });
    const [created] = await estimatesOf(org, site.id);
    expect(created.lines.map((l: any) => l.estimatedHours)).toEqual([null, 500, null, null]);
  });
});
