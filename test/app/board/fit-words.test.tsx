import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertSite } from '../../support/inventory-fixtures';
import { insertAcceptedWork } from '../../support/schedule-fixtures';
import { startTestApp, type TestApp } from '../../support/test-app';
import { renderApp } from '../support/render-app';
import { acceptedJob, boardWorld, jobsOnDay, MONDAY, TUESDAY, type BoardWorld } from './board-world';

let api: TestApp;

beforeAll(async () => {
  api = await startTestApp();
});

/** The board on the week of MONDAY with the fit panel open for the queue job `number`. */
async function openFits(world: BoardWorld, number: string) {
  const { user } = renderApp(api, { at: `/?from=${MONDAY}`, key: world.org.key });
  await user.click(await screen.findByRole('button', { name: `Where does ${number} fit?` }));
  return screen.findByRole('region', { name: `Best fits for ${number}` });
}

describe("the fit panel's words", () => {
  it('says a day with no located stop has none yet, never a dash', async () => {
    const world = await boardWorld(api);
    await jobsOnDay(world, world.alder.id, TUESDAY, 1);
    const job = await acceptedJob(world, -122.5);
    const panel = await openFits(world, job.number);

    const monday = await within(panel).findByRole('button', { name: /^Place on Alder crew, Mon, Mar 9 / });
    expect(monday).toHaveTextContent(/ \d+(\.\d+)? h left, no located stop that day yet$/);
    expect(panel).not.toHaveTextContent('—');
    expect(within(panel).getByRole('button', { name: /^Place on Alder crew, Tue, Mar 10 / })).toHaveTextContent(
      /nearest stop \d+\.\d mi, detour \d+\.\d mi$/,
    );
  });

  it('says when no day offered has room for all of the work, and that placing it offers a split', async () => {
    const world = await boardWorld(api);
    const site = await insertSite(api.deps, world.org.id, { label: 'Big removal', latitude: 45.52, longitude: -122.6 });
    const { estimate } = await insertAcceptedWork(api.deps, world.org.id, site, {
      lines: [{ catalogItemId: world.catalog.removal.id, estimatedHours: 12 }],
    });
    const number = (await api.get(`/estimates/${estimate.id}`, { key: world.org.key })).body.data.number as string;
    const panel = await openFits(world, number);

    expect(
      await within(panel).findByText(
        `No day here has room for all 12 h of ${number}: placed on a crew’s day, it offers to split the work over the crew’s next days.`,
      ),
    ).toBeInTheDocument();
  });
});
