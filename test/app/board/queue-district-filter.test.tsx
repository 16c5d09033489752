import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertSite } from '../../support/inventory-fixtures';
import { insertAcceptedWork } from '../../support/schedule-fixtures';
import { startTestApp, type TestApp } from '../../support/test-app';
import { renderApp } from '../support/render-app';

/*
 * The board's queue filtered to a district while another dispatcher reshapes, renames and deletes
 * it, or a clerk moves a site into it: the change feed brings each change to this board without a reload.
 */

let api: TestApp;

beforeAll(async () => {
  api = await startTestApp();
});

const downtown = [
  [-122.7, 45.51],
  [-122.68, 45.51],
  [-122.68, 45.53],
  [-122.7, 45.53],
];
const eastside = [
  [-122.66, 45.51],
  [-122.64, 45.51],
  [-122.64, 45.53],
  [-122.66, 45.53],
];

const queueLabels = () =>
  within(screen.getByRole('region', { name: /^Unscheduled/ }))
    .queryAllByText(/ lot$/)
    .map((element) => element.textContent);

describe("the queue's district filter", () => {
  it('follows another dispatcher reshaping, renaming and deleting the district it names', async () => {
    const org = await api.newOrg();
    for (const [label, longitude] of [
      ['West lot', -122.69],
      ['East lot', -122.65],
    ] as const) {
      const site = await insertSite(api.deps, org.id, { label, latitude: 45.52, longitude });
      await insertAcceptedWork(api.deps, org.id, site, { lines: [{ estimatedHours: 2 }] });
    }
    const created = await api.post('/districts', { name: 'Pearl', boundary: downtown }, { key: org.key });
    const districtId: string = created.body.data.id;

    renderApp(api, { at: `/?districtIds=${districtId}`, key: org.key });
    const district = await screen.findByLabelText('District');
    await waitFor(() => expect(district).toHaveDisplayValue('Pearl'));
    await screen.findByRole('heading', { name: 'Unscheduled (1 matching)' });
    expect(queueLabels()).toEqual(['West lot']);

    const reshaped = await api.request(
      'PATCH',
      `/districts/${districtId}`,
      { name: 'Central Eastside', boundary: eastside },
      { key: org.key },
    );
    expect(reshaped.status).toBe(200);
    await waitFor(() => expect(district).toHaveDisplayValue('Central Eastside'));
    await waitFor(() => expect(queueLabels()).toEqual(['East lot']));

    expect((await api.request('DELETE', `/districts/${districtId}`, undefined, { key: org.key })).status).toBe(200);
    await waitFor(() => expect(district).toHaveDisplayValue('A deleted district'));
    expect(await screen.findByRole('heading', { name: 'Unscheduled (0 matching)' })).toBeInTheDocument();
  });

  it('follows a clerk placing a site by hand inside the district', async () => {
    const org = await api.newOrg();
    const site = await insertSite(api.deps, org.id, { label: 'Moved lot', latitude: 45.52, longitude: -122.65 });
    await insertAcceptedWork(api.deps, org.id, site, { lines: [{ estimatedHours: 2 }] });
    const created = await api.post('/districts', { name: 'Pearl', boundary: downtown }, { key: org.key });

    renderApp(api, { at: `/?districtIds=${created.body.data.id}`, key: org.key });
    expect(await screen.findByRole('heading', { name: 'Unscheduled (0 matching)' })).toBeInTheDocument();

    const moved = await api.request(
      'PATCH',
      `/sites/${site.id}`,
      { latitude: 45.52, longitude: -122.69 },
      { key: org.key },
    );
    expect(moved.status).toBe(200);
    expect(await screen.findByRole('heading', { name: 'Unscheduled (1 matching)' })).toBeInTheDocument();
    expect(queueLabels()).toEqual(['Moved lot']);
  });
});
