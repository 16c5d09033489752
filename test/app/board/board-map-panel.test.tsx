import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertSite } from '../../support/inventory-fixtures';
import { insertAcceptedWork } from '../../support/schedule-fixtures';
import { startTestApp, type TestApp } from '../../support/test-app';
import { EAST, placeStops, readRoute, routeWorld, THU } from '../../server/routes/route-fixtures';
import { chooseOption } from '../support/choose-option';
import { renderApp } from '../support/render-app';

/*
 * jsdom has no WebGL, so the map itself shows its fallback here (the map journey in test/e2e pans
 * it in Chromium); what the address carries, the queue request and the route review are checked here.
 */

let api: TestApp;

beforeAll(async () => {
  api = await startTestApp();
});

const queueHeading = () => screen.findByRole('heading', { name: /^Unscheduled \(\d+( matching)?\)$/ });
const searchParam = (name: string) => new URLSearchParams(window.location.search).get(name);

describe('the map panel on the board', () => {
  it('stays collapsed until asked for, and opens with the maps and the route picker', async () => {
    const world = await routeWorld(api);
    const { user } = renderApp(api, { at: `/?from=${THU}`, key: world.org.key });
    const toggle = await screen.findByRole('button', { name: 'Show map' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('figure', { name: 'Map of districts and unscheduled work' })).not.toBeInTheDocument();

    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Hide map' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('figure', { name: 'Map of districts and unscheduled work' })).toHaveTextContent(
      'Map unavailable',
    );
    expect(searchParam('map')).toBe('open');
    expect(screen.getByText('Choose a crew to review its route.')).toBeInTheDocument();
  });

  it("starts the route picker on the board's week: its first day from today on, then the next week's when the board moves", async () => {
    const world = await routeWorld(api);
    // The test clock's today is Monday 2026-03-02; the board shows the week after.
    const { user } = renderApp(api, { at: '/?from=2026-03-09&map=open', key: world.org.key });
    const day = await screen.findByLabelText('Day');
    expect(day).toHaveValue('2026-03-09');

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(screen.getByLabelText('Day')).toHaveValue('2026-03-16'));
  });

  it('reviews the crew-day named by ?route= (stops in drive order), and the picker changes it in the address', async () => {
    const world = await routeWorld(api);
    await placeStops(api, world, EAST.slice(0, 2));
    const route = await readRoute(api, world);
    const { user } = renderApp(api, { at: `/?from=${THU}&route=${world.crew.id}:${THU}`, key: world.org.key });

    expect(await screen.findByRole('heading', { name: /^Route for / })).toBeInTheDocument();
    const order = await screen.findByRole('list', { name: 'Drive order' });
    await waitFor(() =>
      expect(
        within(order)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual(
        route.orderedScheduleIds.map((_, index) =>
          expect.stringMatching(new RegExp(`^${index + 1}JOB-\\d+ · Stop \\d`)),
        ),
      ),
    );
    const crew = screen.getByRole('combobox', { name: 'Crew' });
    await waitFor(() => expect(crew).toHaveValue(world.crew.name));

    await chooseOption(user, crew, 'No crew (pencilled)');
    expect(searchParam('route')).toBe(`unassigned:${THU}`);
    expect(await screen.findByText('No work on this day.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Hide map' }));
    expect(screen.queryByRole('heading', { name: /^Route for / })).not.toBeInTheDocument();
    expect([searchParam('map'), searchParam('route')]).toEqual(['closed', `unassigned:${THU}`]);
  });

  it('asks the queue for the bbox held in the address, says so, and shows all again', async () => {
    const org = await api.newOrg();
    const site = await insertSite(api.deps, org.id, { label: 'Hawthorne oaks', latitude: 45.512, longitude: -122.64 });
    await insertAcceptedWork(api.deps, org.id, site);
    const seattle = '-122.5,47.4,-122.2,47.8';
    const { user } = renderApp(api, { at: `/?from=${THU}&bbox=${seattle}`, key: org.key });

    expect(await queueHeading()).toHaveTextContent('Unscheduled (0 matching)');
    const notice = screen.getByText(/Only work in the map’s view\./);
    await user.click(within(notice).getByRole('button', { name: 'Show all' }));
    await waitFor(async () => expect(await queueHeading()).toHaveTextContent('Unscheduled (1)'));
    expect(searchParam('bbox')).toBeNull();
    expect(screen.queryByText(/Only work in the map’s view\./)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Where does JOB-\d+ fit\?$/ })).toBeInTheDocument();
  });
});
