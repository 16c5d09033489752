import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { FIT_PANEL_SIZE } from '../../../src/app/fit/api/fit-queries';
import { insertSite } from '../../support/inventory-fixtures';
import {
  insertAcceptedWork,
  insertCrew,
  insertPlacement,
  insertScheduleCatalog,
} from '../../support/schedule-fixtures';
import { startTestApp, type TestApp } from '../../support/test-app';
import { renderApp } from '../support/render-app';

// The test clock says Monday 2026-03-02; the board is opened on the next working week.
const MONDAY = '2026-03-09';
const WEDNESDAY = '2026-03-11';

let api: TestApp;

beforeAll(async () => {
  api = await startTestApp();
});

describe('the fit panel', () => {
  it('lists the best crew-days of the week, not every one of them', async () => {
    const org = await api.newOrg();
    const catalog = await insertScheduleCatalog(api.deps, org.id);
    // Six crews over a work week: 30 crew-days, more than the panel lists.
    const crews = [];
    for (const name of ['Alder', 'Birch', 'Cedar', 'Dogwood', 'Elm', 'Fir'])
      crews.push(await insertCrew(api.deps, org.id, { name: `${name} crew` }));
    const home = await insertSite(api.deps, org.id, { label: 'Job house', latitude: 45.5, longitude: -122.6 });
    const nextDoor = await insertSite(api.deps, org.id, { label: 'Next door', latitude: 45.501, longitude: -122.6 });
    // Alder crew works next door on Wednesday: the nearest day with room, the best fit.
    const booked = await insertAcceptedWork(api.deps, org.id, nextDoor, {
      lines: [{ catalogItemId: catalog.pruning.id, estimatedHours: 1 }],
    });
    await insertPlacement(api.deps, org.id, {
      estimateId: booked.estimate.id,
      crewId: crews[0]!.id,
      scheduledDate: WEDNESDAY,
      sortOrder: 1,
      plannedHours: 1,
    });
    const { estimate } = await insertAcceptedWork(api.deps, org.id, home, {
      lines: [{ catalogItemId: catalog.pruning.id, estimatedHours: 2 }],
    });
    const number = (await api.get(`/estimates/${estimate.id}`, { key: org.key })).body.data.number as string;
    const { user } = renderApp(api, { at: `/?from=${MONDAY}`, key: org.key });

    await user.click(await screen.findByRole('button', { name: `Where does ${number} fit?` }));
    const list = await screen.findByRole('list', { name: `Crew-days for ${number}` });
    const offers = await within(list).findAllByRole('button', { name: /^Place on / });
    expect(offers).toHaveLength(FIT_PANEL_SIZE);
    expect(offers[0]).toHaveAccessibleName(/^Place on Alder crew, Wed, Mar 11 /);
  });
});
