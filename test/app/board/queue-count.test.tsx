import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertSite } from '../../support/inventory-fixtures';
import { insertAcceptedWork } from '../../support/schedule-fixtures';
import { startTestApp, type TestApp } from '../../support/test-app';
import { renderApp } from '../support/render-app';

/* The queue's heading counts what it shows: every waiting job, or those matching the filters once their answer is in. */

let api: TestApp;

beforeAll(async () => {
  api = await startTestApp();
});

describe("the queue's count", () => {
  it('says how many match a search, and never reads "(0)" while the search is on its way', async () => {
    const org = await api.newOrg();
    for (const label of ['West lot', 'East lot']) {
      const site = await insertSite(api.deps, org.id, { label, latitude: 45.52, longitude: -122.65 });
      await insertAcceptedWork(api.deps, org.id, site, { lines: [{ estimatedHours: 2 }] });
    }
    const { user } = renderApp(api, { at: '/', key: org.key });
    const heading = await screen.findByRole('heading', { name: 'Unscheduled (2)' });

    const said: string[] = [];
    const observer = new MutationObserver(() => said.push(heading.textContent ?? ''));
    observer.observe(heading, { childList: true, characterData: true, subtree: true });
    await user.type(screen.getByLabelText('Search'), 'West');
    await screen.findByRole('heading', { name: 'Unscheduled (1 matching)' });
    observer.disconnect();
    // "(all)" is of what matches, not of the queue.
    expect(screen.getByText(/^Showing 1 of 1 matching job/)).toBeInTheDocument();

    expect(said).toContain('Unscheduled');
    expect(said.filter((text) => /\(0/.test(text))).toEqual([]);
  });

  it('offers to show every job again when the filters match none', async () => {
    const org = await api.newOrg();
    const site = await insertSite(api.deps, org.id, { label: 'West lot', latitude: 45.52, longitude: -122.65 });
    await insertAcceptedWork(api.deps, org.id, site, { lines: [{ estimatedHours: 2 }] });
    const { user } = renderApp(api, { at: '/?q=nowhere&minAgeDays=5', key: org.key });

    await screen.findByRole('heading', { name: 'Unscheduled (0 matching)' });
    expect(screen.getByText(/No waiting job matches these filters\./)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show every job' }));
    expect(await screen.findByRole('heading', { name: 'Unscheduled (1)' })).toBeInTheDocument();
    expect(screen.getByLabelText('Search')).toHaveValue('');
    expect(new URLSearchParams(window.location.search).has('minAgeDays')).toBe(false);
  });
});
