import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
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

afterEach(() => {
  vi.restoreAllMocks();
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

/** A write the screen sent: its method, its path under /api/v1, its key and the Action-Id its answer carried. */
interface SentWrite {
  method: string;
  path: string;
  key: string | null;
  actionId: string | null;
}

/**
 * Counts the writes sent from now on (the screen's: the test sends none while it watches).
 * While `cut(path)` says so, a write meets a dead connection, as the browser's fetch does.
 */
function watchWrites(cut: (path: string) => boolean = () => false): SentWrite[] {
  const realFetch = globalThis.fetch;
  const writes: SentWrite[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const method = init?.method ?? 'GET';
    if (method === 'GET') return realFetch(input, init);
    const path = new URL(String(input)).pathname.replace(/^\/api\/v1/, '');
    const write: SentWrite = { method, path, key: new Headers(init?.headers).get('Idempotency-Key'), actionId: null };
    writes.push(write);
    if (cut(path)) throw new TypeError('Failed to fetch');
    const response = await realFetch(input, init);
    write.actionId = response.headers.get('Action-Id');
    return response;
  });
  return writes;
}

const undoPath = (actionId: string | null) => `/schedule/actions/${actionId}/undo`;

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

  it("says each order set by hand in a toast, and Undo puts the order and the optimizer back in one request: the server's undo of that action", async () => {
    const { world, route } = await readyDay();
    const names = await stopNames(world);
    const { user } = openRoute(world);
    const [first, second, third] = route.orderedScheduleIds as [string, string, string];
    await orderList();
    const writes = watchWrites();

    await user.click(await within(await orderList()).findByRole('button', { name: `Move ${names.get(first)} down` }));
    const toast = (await screen.findByText(`${names.get(first)} is now stop 2`)).closest('.ui-toast')!;
    expect(toast).toHaveTextContent('The day’s order is pinned (manual).');
    expect((await readRoute(api, world)).orderedScheduleIds).toEqual([second, first, third]);
    expect(writes).toEqual([
      {
        method: 'POST',
        path: `${routePath(world.crew.id)}/order`,
        key: expect.any(String),
        actionId: expect.any(String),
      },
    ]);
    const reorder = writes[0]!.actionId;

    await user.click(within(toast as HTMLElement).getByRole('button', { name: 'Undo' }));
    // It says what it took back: another change's toast may still be on screen.
    expect((await screen.findByText('Undone')).closest('.ui-toast')).toHaveTextContent(
      `Taken back: ${names.get(first)} is now stop 2`,
    );
    expect(await readRoute(api, world)).toMatchObject({
      orderMode: 'automatic',
      orderedScheduleIds: [first, second, third],
    });
    await expect.poll(listedOrder).toEqual([first, second, third].map((id, index) => `${index + 1}${names.get(id)}↑↓`));
    // One request, the journaled action's undo: no order or mode is sent back from the browser.
    expect(writes.slice(1)).toEqual([
      { method: 'POST', path: undoPath(reorder), key: expect.any(String), actionId: expect.any(String) },
    ]);
  });

  it('takes back the last changes with Ctrl+Z, newest first, each by one undo request', async () => {
    const { world, route } = await readyDay();
    const names = await stopNames(world);
    const { user } = openRoute(world);
    const [first, second, third] = route.orderedScheduleIds as [string, string, string];
    await orderList();
    const writes = watchWrites();

    await user.click(await within(await orderList()).findByRole('button', { name: `Move ${names.get(first)} down` }));
    await screen.findByText(`${names.get(first)} is now stop 2`);
    await user.click(await screen.findByRole('button', { name: 'Back to automatic' }));
    await screen.findByText('Back to automatic', { selector: 'strong' });
    const [reorder, unpin] = writes.map((write) => write.actionId);
    expect(writes.map((write) => write.path)).toEqual([
      `${routePath(world.crew.id)}/order`,
      `${routePath(world.crew.id)}/automatic`,
    ]);

    await user.keyboard('{Control>}z{/Control}');
    expect(await screen.findByText('Taken back: Back to automatic')).toBeInTheDocument();
    expect(await readRoute(api, world)).toMatchObject({
      orderMode: 'manual',
      orderedScheduleIds: [second, first, third],
    });
    await user.keyboard('{Control>}z{/Control}');
    expect(await screen.findByText(`Taken back: ${names.get(first)} is now stop 2`)).toBeInTheDocument();
    expect(await readRoute(api, world)).toMatchObject({
      orderMode: 'automatic',
      orderedScheduleIds: [first, second, third],
    });
    expect(writes.slice(2).map((write) => write.path)).toEqual([undoPath(unpin!), undoPath(reorder!)]);
  });

  it('says in plain words why an Undo is refused once someone else changed the day (409), changes nothing, and can undo their change first', async () => {
    const { world, route } = await readyDay();
    const names = await stopNames(world);
    const { user } = openRoute(world);
    const [first, second, third] = route.orderedScheduleIds as [string, string, string];
    const said = `${names.get(first)} is now stop 2`;
    await user.click(await within(await orderList()).findByRole('button', { name: `Move ${names.get(first)} down` }));
    const toast = (await screen.findByText(said)).closest<HTMLElement>('.ui-toast')!;

    // Another dispatcher reverses the day after this screen's change.
    const theirs = [third, first, second];
    const other = await api.post(
      `${routePath(world.crew.id)}/order`,
      { expectedVersion: (await readRoute(api, world)).controlVersion, orderedScheduleIds: theirs },
      { key: world.org.key },
    );
    expect(other.status).toBe(200);

    await user.click(within(toast).getByRole('button', { name: 'Undo' }));
    const refused = (await screen.findByText(`Not undone: ${said}`)).closest<HTMLElement>('.ui-toast')!;
    const thirdNumber = names.get(third)!.split(' · ')[0];
    expect(refused).toHaveTextContent(
      `Alder crew, Thu, Mar 5: ${thirdNumber} is now stop 1. It has changed since, so it cannot be put back as it was.`,
    );
    expect(refused).not.toHaveTextContent(/version|409|conflict/i);
    expect((await readRoute(api, world)).orderedScheduleIds).toEqual(theirs);

    await user.click(within(refused).getByRole('button', { name: 'Undo the later change first' }));
    expect(await screen.findByText(`Taken back: ${said}`)).toBeInTheDocument();
    expect(await readRoute(api, world)).toMatchObject({
      orderMode: 'automatic',
      orderedScheduleIds: [first, second, third],
    });
  });

  it("says a dropped connection in plain words while it retries with the same key, never the browser's words, and keeps the Undo on offer until it goes through", async () => {
    const { world, route } = await readyDay();
    const names = await stopNames(world);
    const { user } = openRoute(world);
    const [first, second, third] = route.orderedScheduleIds as [string, string, string];
    await orderList();
    let cut = true;
    const writes = watchWrites(() => cut);

    // The reorder: every try (the first and the client's three retries) meets a dead connection.
    await user.click(await within(await orderList()).findByRole('button', { name: `Move ${names.get(first)} down` }));
    expect(await screen.findByText('Not saved yet, trying again')).toBeInTheDocument();
    expect(
      await screen.findByText('Could not reach the server; nothing was changed', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(writes).toHaveLength(4);
    expect(new Set(writes.map((write) => write.key)).size).toBe(1);
    expect((await readRoute(api, world)).orderedScheduleIds).toEqual(route.orderedScheduleIds);

    cut = false;
    await user.click(await within(await orderList()).findByRole('button', { name: `Move ${names.get(first)} down` }));
    const toast = (await screen.findByText(`${names.get(first)} is now stop 2`)).closest<HTMLElement>('.ui-toast')!;
    expect(screen.queryByText('Could not reach the server; nothing was changed')).not.toBeInTheDocument();
    expect((await readRoute(api, world)).orderedScheduleIds).toEqual([second, first, third]);

    // Its Undo meets a dead connection too: said, and offered again.
    cut = true;
    const before = writes.length;
    await user.click(within(toast).getByRole('button', { name: 'Undo' }));
    const unreachable = (
      await screen.findByText('Could not reach the server; nothing was changed', {}, { timeout: 10_000 })
    ).closest<HTMLElement>('.ui-toast')!;
    expect(unreachable).toHaveTextContent('The Undo is still on offer.');
    expect(document.body).not.toHaveTextContent('Failed to fetch');
    expect(new Set(writes.slice(before).map((write) => write.key)).size).toBe(1);
    expect(await readRoute(api, world)).toMatchObject({ orderMode: 'manual' });

    cut = false;
    const offered = screen
      .getAllByText(`${names.get(first)} is now stop 2`)
      .map((text) => text.closest<HTMLElement>('.ui-toast')!)
      .at(-1)!;
    await user.click(within(offered).getByRole('button', { name: 'Undo' }));
    expect(await screen.findByText(`Taken back: ${names.get(first)} is now stop 2`)).toBeInTheDocument();
    expect(await readRoute(api, world)).toMatchObject({
      orderMode: 'automatic',
      orderedScheduleIds: [first, second, third],
    });
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
