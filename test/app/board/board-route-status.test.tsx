import { waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../support/test-app';
import { renderApp } from '../support/render-app';
import { acceptedJob, boardWorld, findCell, MONDAY, runRouteWorker } from './board-world';

let api: TestApp;

beforeAll(async () => {
  api = await startTestApp();
});

describe('route status on the board', () => {
  it('shows each crew-day’s route status, and the change feed brings the optimizer’s plan in without a reload', async () => {
    const world = await boardWorld(api);
    const jobs = [await acceptedJob(world, -122.6), await acceptedJob(world, -122.5)];
    const placed = await api.post(
      '/schedule',
      { estimateIds: jobs.map((job) => job.estimateId), crewId: world.alder.id, scheduledDate: MONDAY },
      { key: world.org.key },
    );
    expect(placed.body.data.placedCount).toBe(2);
    renderApp(api, { at: `/?from=${MONDAY}`, key: world.org.key });

    const day = await findCell(/^Alder crew, Mon, Mar 9: 2 jobs$/);
    expect(await within(day).findByText('Queued…')).toBeInTheDocument();
    // An empty day says nothing about routes.
    expect((await findCell(/^Birch crew, Mon, Mar 9: 0 jobs$/)).querySelector('[data-route-status]')).toBeNull();

    const runWorker = () => runRouteWorker(world);
    await runWorker();
    const route = (await api.get(`/routes/${world.alder.id}/${MONDAY}`, { key: world.org.key })).body.data;
    // The compact board (the default) says the minutes alone; the chip's title says they are driving.
    const minutes = Math.round(route.driveDurationSeconds / 60);
    const ready = await within(await findCell(/^Alder crew, Mon, Mar 9: 2 jobs$/)).findByText(`${minutes}m`);
    expect(ready.closest('[data-route-status]')).toHaveAttribute('data-route-status', 'ready');
    expect(ready.closest('[data-route-status]')).toHaveAttribute(
      'title',
      expect.stringContaining(`(${minutes} min driving)`),
    );

    // A day pinned by hand is planned for that order and says its drive time too.
    const order = [...route.orderedScheduleIds].reverse();
    expect(
      (
        await api.post(
          `/routes/${world.alder.id}/${MONDAY}/order`,
          { expectedVersion: route.controlVersion, orderedScheduleIds: order },
          { key: world.org.key },
        )
      ).status,
    ).toBe(200);
    await runWorker();
    // The cell names the pinned order as soon as the board is read again; its chip follows with the
    // route statuses' own read (until then it still shows the ready chip of the last plan).
    const pinned = await findCell(/^Alder crew, Mon, Mar 9: 2 jobs, order pinned$/);
    await waitFor(() =>
      expect(pinned.querySelector('[data-route-status]')).toHaveAttribute('data-route-status', 'pinned'),
    );
    expect(within(pinned).getByText(/^\d+m$/)).toBeInTheDocument();
  });
});
