import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Route } from '../../../src/shared/contract/routes';
import { startTestApp, type TestApp } from '../../support/test-app';
import {
  EAST,
  placeStops,
  readRoute,
  routePath,
  routeWorld,
  runWorker,
  THU,
  type RouteWorld,
} from '../../server/routes/route-fixtures';
import { renderApp } from '../support/render-app';

let api: TestApp;

beforeAll(async () => {
  api = await startTestApp();
});

/** How the review words a distance in each unit (one decimal), from the API's meters. */
const inUnit = {
  mi: (meters: number) => `${(meters / 1609.344).toFixed(1)} mi`,
  km: (meters: number) => `${(meters / 1000).toFixed(1)} km`,
};

const openRoute = (world: RouteWorld) =>
  renderApp(api, { at: `/map?crew=${world.crew.id}&date=${THU}`, key: world.org.key });

/** How the review names a stop: the estimate number and site label the board reads. */
async function stopNames(world: RouteWorld): Promise<Map<string, string>> {
  const board = (await api.get(`/schedule?from=${THU}&to=${THU}`, { key: world.org.key })).body.data;
  return new Map(
    board.upcoming.map((work: { scheduleId: string; estimateNumber: string; siteLabel: string }) => [
      work.scheduleId,
      `${work.estimateNumber} · ${work.siteLabel}`,
    ]),
  );
}

const orderList = () => screen.findByRole('list', { name: 'Drive order' });
const listedOrder = async () =>
  within(await orderList())
    .getAllByRole('listitem')
    .map((item) => item.textContent);

/** A ready day of three stops (planned by the worker). */
async function readyDay(options: Parameters<typeof routeWorld>[1] = {}) {
  const world = await routeWorld(api, options);
  await placeStops(api, world, EAST.slice(0, 3));
  await runWorker(api, world);
  return { world, route: await readRoute(api, world) };
}

describe('route review', () => {
  it('shows progress while pending, polls until the worker makes the day ready, then lists the legs and totals', async () => {
    const world = await routeWorld(api);
    await placeStops(api, world, EAST.slice(0, 3));
    openRoute(world);

    expect(await screen.findByText('Waiting for the optimizer…')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Route optimization in progress' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Optimize' })).toBeDisabled();

    expect(await runWorker(api, world)).toEqual(['stored']);
    expect(await screen.findByText('Route ready', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();

    const route = await readRoute(api, world);
    const names = await stopNames(world);
    const legs = () =>
      within(screen.getByRole('list', { name: 'Legs' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent);
    expect(legs()).toHaveLength(4);
    const numbered = (id: string | null) =>
      id === null ? 'Yard' : `${route.orderedScheduleIds.indexOf(id) + 1}. ${names.get(id)}`;
    await expect
      .poll(legs)
      .toEqual(
        route.legs.map(
          (leg) =>
            `${numbered(leg.from.scheduleId)} → ${numbered(leg.to.scheduleId)}: ${inUnit.mi(leg.distanceMeters)}, ${Math.round(leg.driveDurationSeconds / 60)} min`,
        ),
      );
    expect(screen.getByText(/^Total:/)).toHaveTextContent(
      `Total: ${inUnit.mi(route.distanceMeters!)}, ${Math.round(route.driveDurationSeconds! / 60)} min driving`,
    );
    await expect
      .poll(listedOrder)
      .toEqual(route.orderedScheduleIds.map((id, index) => `${index + 1}${names.get(id)}↑↓`));
  });

  it("says the legs and totals in the organization's unit: miles by default, kilometres where the organization reads km", async () => {
    const legTexts = async () =>
      within(await screen.findByRole('list', { name: 'Legs' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent?.replace(/^.*: /, ''));
    const expected = (route: Route, unit: 'mi' | 'km') => ({
      legs: route.legs.map(
        (leg) => `${inUnit[unit](leg.distanceMeters)}, ${Math.round(leg.driveDurationSeconds / 60)} min`,
      ),
      total: `Total: ${inUnit[unit](route.distanceMeters!)}, ${Math.round(route.driveDurationSeconds! / 60)} min driving`,
    });

    const miles = await readyDay();
    const milesView = openRoute(miles.world);
    await expect.poll(legTexts).toEqual(expected(miles.route, 'mi').legs);
    expect(screen.getByText(/^Total:/)).toHaveTextContent(expected(miles.route, 'mi').total);
    milesView.unmount();

    const metric = await readyDay({ distanceUnit: 'km' });
    openRoute(metric.world);
    await expect.poll(legTexts).toEqual(expected(metric.route, 'km').legs);
    expect(screen.getByText(/^Total:/)).toHaveTextContent(expected(metric.route, 'km').total);
  });

  it('moves a stop down by keyboard-reachable buttons: the order is set by hand with the version read, then handed back', async () => {
    const { world, route } = await readyDay();
    const names = await stopNames(world);
    const { user } = openRoute(world);
    const [first, second, third] = route.orderedScheduleIds as [string, string, string];

    const moveDown = await within(await orderList()).findByRole('button', { name: `Move ${names.get(first)} down` });
    moveDown.focus();
    await user.keyboard('{Enter}');

    await expect.poll(async () => (await readRoute(api, world)).orderedScheduleIds).toEqual([second, first, third]);
    const manual = await readRoute(api, world);
    expect(manual).toMatchObject({ orderMode: 'manual', controlVersion: route.controlVersion + 1 });
    await expect.poll(listedOrder).toEqual([second, first, third].map((id, index) => `${index + 1}${names.get(id)}↑↓`));
    expect(screen.getByText('Order set by hand: the optimizer leaves this day alone.')).toBeInTheDocument();
    // Once its drive is measured the route reads pinned, and its notice says it: once, not twice.
    await runWorker(api, world);
    expect(await screen.findByText('Order pinned', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByText('Order set by hand: the optimizer leaves this day alone.')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Back to automatic' }));
    await expect.poll(async () => (await readRoute(api, world)).orderMode).toBe('automatic');
    await expect.poll(() => screen.queryByRole('button', { name: 'Back to automatic' })).toBeNull();
  });

  it('says each order set by hand in a toast, and Undo puts the order and the optimizer back', async () => {
    const { world, route } = await readyDay();
    const names = await stopNames(world);
    const { user } = openRoute(world);
    const [first, second, third] = route.orderedScheduleIds as [string, string, string];

    await user.click(await within(await orderList()).findByRole('button', { name: `Move ${names.get(first)} down` }));
    const toast = (await screen.findByText(`${names.get(first)} is now stop 2`)).closest('.ui-toast')!;
    expect(toast).toHaveTextContent('The day’s order is pinned (manual).');
    expect((await readRoute(api, world)).orderedScheduleIds).toEqual([second, first, third]);

    await user.click(within(toast as HTMLElement).getByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('Undone')).toBeInTheDocument();
    expect(await readRoute(api, world)).toMatchObject({
      orderMode: 'automatic',
      orderedScheduleIds: [first, second, third],
    });
    await expect.poll(listedOrder).toEqual([first, second, third].map((id, index) => `${index + 1}${names.get(id)}↑↓`));
  });

  it('says a day handed back to the optimizer in a toast, and Undo pins the order set by hand again', async () => {
    const { world, route } = await readyDay();
    const names = await stopNames(world);
    const { user } = openRoute(world);
    const [first, second, third] = route.orderedScheduleIds as [string, string, string];
    await user.click(await within(await orderList()).findByRole('button', { name: `Move ${names.get(first)} down` }));
    await screen.findByText(`${names.get(first)} is now stop 2`);

    await user.click(await screen.findByRole('button', { name: 'Back to automatic' }));
    const toast = (await screen.findByText('Back to automatic', { selector: 'strong' })).closest('.ui-toast')!;
    expect(toast).toHaveTextContent('The optimizer orders the day again.');
    await expect.poll(async () => (await readRoute(api, world)).orderMode).toBe('automatic');

    await user.click(within(toast as HTMLElement).getByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('Undone')).toBeInTheDocument();
    await expect
      .poll(async () => await readRoute(api, world))
      .toMatchObject({ orderMode: 'manual', orderedScheduleIds: [second, first, third] });
  });

  it('says so and reloads the day when someone else changed the order first (409); nothing half-applied', async () => {
    const { world, route } = await readyDay();
    const names = await stopNames(world);
    const { user } = openRoute(world);
    await orderList();
    const [first, second, third] = route.orderedScheduleIds as [string, string, string];

    // Another dispatcher reverses the day after this screen read it.
    const theirs = [third, second, first];
    const other = await api.post(
      `${routePath(world.crew.id)}/order`,
      { expectedVersion: route.controlVersion, orderedScheduleIds: theirs },
      { key: world.org.key },
    );
    expect(other.status).toBe(200);

    await user.click(await within(await orderList()).findByRole('button', { name: `Move ${names.get(first)} down` }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Someone else changed this day’s order, so nothing was changed; it has been reloaded.',
    );
    await expect.poll(listedOrder).toEqual(theirs.map((id, index) => `${index + 1}${names.get(id)}↑↓`));
    expect((await readRoute(api, world)).orderedScheduleIds).toEqual(theirs);
  });

  it('queues an optimization from the button and follows it to ready', async () => {
    const { world } = await readyDay();
    const { user } = openRoute(world);
    await screen.findByText('Route ready');

    await user.click(screen.getByRole('button', { name: 'Optimize' }));
    expect(await screen.findByText('Waiting for the optimizer…')).toBeInTheDocument();
    expect((await readRoute(api, world)).status).toBe('pending');
    await runWorker(api, world);
    expect(await screen.findByText('Route ready')).toBeInTheDocument();
  });

  it('offers no Optimize on a day with one stop: there is nothing to route', async () => {
    const world = await routeWorld(api);
    await placeStops(api, world, EAST.slice(0, 1));
    await runWorker(api, world);
    expect((await readRoute(api, world)).status).toBe('not_needed');
    openRoute(world);

    expect(await screen.findByText('Nothing to route')).toBeInTheDocument();
    expect(await orderList()).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Optimize' })).not.toBeInTheDocument();
  });

  it('names the stop that has no location', async () => {
    const world = await routeWorld(api);
    const [, lost] = (await placeStops(api, world, [EAST[0]!, null, EAST[1]!])) as [string, string, string];
    await runWorker(api, world);
    const route: Route = await readRoute(api, world);
    expect(route.issues).toContainEqual({ code: 'missing_coordinate', scheduleId: lost });
    const names = await stopNames(world);
    openRoute(world);

    const issues = await screen.findByRole('list', { name: 'Route issues' });
    const number = route.orderedScheduleIds.indexOf(lost) + 1;
    // Stops are named once the day's placements are read (the route itself only has their ids).
    await expect
      .poll(() => issues.textContent)
      .toBe(`${number}. ${names.get(lost)} has no location: it cannot be routed until its site is located.`);
    expect(screen.getByText('Route needs attention')).toBeInTheDocument();
  });

  it('tells how to set the depot when the organization has none', async () => {
    const world = await routeWorld(api, { origin: false });
    await placeStops(api, world, EAST.slice(0, 2));
    openRoute(world);

    expect(await screen.findByText('No depot set')).toBeInTheDocument();
    expect(screen.getByText(/npm run canopy -- org:settings --origin/)).toBeInTheDocument();
    expect(screen.getByText('No plan yet: legs appear once the optimizer has planned the day.')).toBeInTheDocument();
  });
});
