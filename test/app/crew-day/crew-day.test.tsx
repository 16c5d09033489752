import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../support/test-app';
import { renderApp } from '../support/render-app';
import { crewWorld, setOnline, stopOf, stopText, THU, type CrewWorld } from './crew-world';

let api: TestApp;

beforeAll(async () => {
  api = await startTestApp();
});

const lineStatuses = async (world: CrewWorld, estimateId: string) =>
  (await api.get(`/estimates/${estimateId}`, { key: world.org.key })).body.data.lines.map(
    (line: { status: string }) => line.status,
  );

/** "7:24 AM" for minutes past midnight, as a phone's clock reads. */
const clock = (minutes: number) =>
  `${Math.floor(minutes / 60) % 12 || 12}:${String(minutes % 60).padStart(2, '0')} ${minutes < 720 ? 'AM' : 'PM'}`;

describe('the crew’s day on a phone', () => {
  it('opens by its sign-in link on the next day with work: stops in drive order, arrival times, drives, address, Navigate, the office’s notes', async () => {
    const world = await crewWorld(api);
    renderApp(api, { at: `/crew#key=${world.crewKey}` });

    const stops = await screen.findByRole('list', { name: 'Stops of Alder crew' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Thursday, Mar 5');
    // The route's drive order: the worker's plan, whichever of the two it put first.
    const order = world.route.orderedScheduleIds;
    const board = (await api.get(`/schedule?from=${THU}&to=${THU}`, { key: world.org.key })).body.data.upcoming;
    const labelOf = (scheduleId: string) =>
      board.find((row: { scheduleId: string }) => row.scheduleId === scheduleId).siteLabel;
    expect(
      within(stops)
        .getAllByRole('heading', { level: 2 })
        .map((heading) => heading.textContent),
    ).toEqual(order.map((scheduleId, index) => `Stop ${index + 1}: ${labelOf(scheduleId)}`));

    // Out of the depot at 7:00 (the crew sets no hours), the first leg's drive later.
    const firstLeg = world.route.legs[0]!;
    const first = await stopText(labelOf(order[0]!));
    expect(
      first.getByText(`Arrive ${clock(420 + Math.round(firstLeg.driveDurationSeconds / 60))}`),
    ).toBeInTheDocument();
    expect(within(stops).getAllByText(/^Drive \d+ min · \d+\.\d mi/)).toHaveLength(2);

    const oakLot = await stopText('Hawthorne corner lot');
    expect(oakLot.getByText('1200 SE Oak St, Portland, OR 97214', { exact: false })).toBeInTheDocument();
    const navigate = oakLot.getByRole('link', { name: 'Navigate to Hawthorne corner lot' });
    // In a browser that is neither an iPhone nor Android (jsdom's), the directions on OpenStreetMap.
    expect(navigate).toHaveAttribute('href', 'https://www.openstreetmap.org/directions?to=45.520000%2C-122.600000');
    expect(oakLot.getByText('Dog in the back yard: close the gate.')).toBeInTheDocument();
    const trees = oakLot.getByRole('list', { name: 'Trees of Prune the oak' });
    expect(trees).toHaveTextContent('Tree 1 Oregon white oak, 18 in DBH');
    expect(oakLot.getByText('0 of 2 done')).toBeInTheDocument();
  });

  it('marks a line done with one tap, stores it, and takes it back with Undo', async () => {
    const world = await crewWorld(api);
    const { user } = renderApp(api, { at: `/crew#key=${world.crewKey}` });
    const oakLot = await stopText('Hawthorne corner lot');
    await user.click(await oakLot.findByRole('button', { name: 'Done: Prune the oak' }));

    expect(oakLot.getByText('✓ Done')).toBeInTheDocument();
    await screen.findByText('Everything is sent.');
    expect(await lineStatuses(world, world.jobs[0].estimateId)).toEqual(['done', 'pending']);
    expect(oakLot.getByText('1 of 2 done')).toBeInTheDocument();

    await user.click(oakLot.getByRole('button', { name: 'Not done: Prune the oak' }));
    await oakLot.findByRole('button', { name: 'Done: Prune the oak' });
    await waitFor(async () =>
      expect(await lineStatuses(world, world.jobs[0].estimateId)).toEqual(['pending', 'pending']),
    );
  });

  it('keeps marks made without signal, says they wait, and sends each once when the signal returns', async () => {
    const world = await crewWorld(api);
    const { user } = renderApp(api, { at: `/crew#key=${world.crewKey}` });
    const backLot = await stopText('Back lot');
    await backLot.findByRole('button', { name: 'Done: Grind the stump' });

    setOnline(false);
    try {
      await user.click(backLot.getByRole('button', { name: 'Done: Grind the stump' }));
      await user.click(backLot.getByRole('button', { name: 'Done: Rake and clean up' }));
      // Kept in the phone's outbox (IndexedDB) first: on a loaded machine that takes more than a second.
      await waitFor(() => expect(backLot.getAllByText('Waiting to send')).toHaveLength(2), { timeout: 10_000 });
      expect(backLot.getByText('Done')).toBeInTheDocument();
      await screen.findByText(/No signal: 2 changes waiting to send\./);
      expect(await lineStatuses(world, world.jobs[1].estimateId)).toEqual(['pending', 'pending']);
    } finally {
      setOnline(true);
    }
    await screen.findByText('Everything is sent.');
    expect(backLot.queryByText('Waiting to send')).not.toBeInTheDocument();
    const estimate = (await api.get(`/estimates/${world.jobs[1].estimateId}`, { key: world.org.key })).body.data;
    expect(estimate.status).toBe('completed');
    expect(estimate.lines.map((line: { doneBy: string }) => line.doneBy)).toEqual(['Alder phone', 'Alder phone']);
  });

  it('marks a whole stop done with All done', async () => {
    const world = await crewWorld(api);
    const { user } = renderApp(api, { at: `/crew#key=${world.crewKey}` });
    const backLot = await stopText('Back lot');
    await user.click(await backLot.findByRole('button', { name: 'All done at this stop' }));
    await backLot.findByText('Done');
    await waitFor(async () => expect(await lineStatuses(world, world.jobs[1].estimateId)).toEqual(['done', 'done']));
    expect(backLot.queryByRole('button', { name: 'All done at this stop' })).not.toBeInTheDocument();
  });

  it('says a refusal in plain words and keeps it until dismissed: the office took the job off the day meanwhile', async () => {
    const world = await crewWorld(api);
    const { user } = renderApp(api, { at: `/crew#key=${world.crewKey}` });
    const oakLot = await stopText('Hawthorne corner lot');
    await oakLot.findByRole('button', { name: 'Done: Haul the brush' });

    setOnline(false);
    try {
      await user.click(oakLot.getByRole('button', { name: 'Done: Haul the brush' }));
      await oakLot.findByText('Waiting to send');
      const board = (await api.get(`/schedule?from=${THU}&to=${THU}`, { key: world.org.key })).body.data.upcoming;
      const placement = board.find((row: { estimateId: string }) => row.estimateId === world.jobs[0].estimateId);
      const removed = await api.request(
        'DELETE',
        `/estimates/${world.jobs[0].estimateId}/schedule/${placement.scheduleId}`,
        undefined,
        { key: world.org.key },
      );
      expect(removed.status).toBe(200);
    } finally {
      setOnline(true);
    }

    const notSaved = await screen.findByRole('region', { name: 'Not saved' });
    const refusal = within(notSaved).getByRole('alert');
    expect(refusal).toHaveTextContent(
      `${world.jobs[0].number}, Haul the brush: done This mark was not saved: the office took this job off your crew’s days.`,
    );
    expect(await screen.findByText(/1 change not saved: it says why\./)).toBeInTheDocument();
    // Nothing reached the job.
    expect(await lineStatuses(world, world.jobs[0].estimateId)).toEqual(['pending', 'pending']);
    await user.click(within(refusal).getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Not saved' })).not.toBeInTheDocument());
  });

  it('adds a tree and a note from the stop: kept on the phone, then in the site’s inventory', async () => {
    const world = await crewWorld(api);
    const { user } = renderApp(api, { at: `/crew#key=${world.crewKey}` });
    const backLot = await stopText('Back lot');

    await user.click(await backLot.findByRole('button', { name: 'Add a tree' }));
    await user.type(backLot.getByLabelText('Species'), 'Douglas fir');
    await user.type(backLot.getByLabelText('DBH (inches)'), 'wide');
    await user.click(backLot.getByRole('button', { name: 'Add tree' }));
    expect(backLot.getByLabelText('DBH (inches)')).toHaveAccessibleDescription('Type a number of inches.');
    await user.clear(backLot.getByLabelText('DBH (inches)'));
    await user.type(backLot.getByLabelText('DBH (inches)'), '2000');
    await user.click(backLot.getByRole('button', { name: 'Add tree' }));
    expect(backLot.getByLabelText('DBH (inches)')).toHaveAccessibleDescription('must be at most 1200');
    await user.clear(backLot.getByLabelText('DBH (inches)'));
    await user.type(backLot.getByLabelText('DBH (inches)'), '22');
    await user.click(backLot.getByRole('button', { name: 'Add tree' }));

    await user.click(await backLot.findByRole('button', { name: 'Add a note' }));
    await user.selectOptions(backLot.getByLabelText('About'), 'Tree 1: Bigleaf maple');
    await user.type(backLot.getByLabelText('Note'), 'Split leader over the shed.');
    await user.click(backLot.getByRole('button', { name: 'Add note' }));

    await screen.findByText('Everything is sent.');
    const siteId = world.jobs[1].site.id;
    const trees: { id: string; commonName: string; dbhInches: number }[] = (
      await api.get(`/sites/${siteId}/trees`, { key: world.org.key })
    ).body.data.items;
    expect(trees.map((tree) => [tree.commonName, tree.dbhInches]).sort()).toEqual([
      ['Bigleaf maple', 18],
      ['Douglas fir', 22],
    ]);
    const maple = trees.find((tree) => tree.commonName === 'Bigleaf maple')!;
    const notes = (await api.get(`/sites/${siteId}/notes`, { key: world.org.key })).body.data.items;
    expect(notes).toEqual([expect.objectContaining({ transcript: 'Split leader over the shed.', treeId: maple.id })]);
    // The stop lists the new note among the site's.
    expect(await backLot.findByText('Split leader over the shed.')).toBeInTheDocument();
  });

  it('stays signed in on the phone: a new start opens the day with the kept key, without asking the server what it is', async () => {
    const world = await crewWorld(api);
    const first = renderApp(api, { at: `/crew#key=${world.crewKey}` });
    await screen.findByRole('list', { name: 'Stops of Alder crew' });
    expect(window.sessionStorage.getItem('canopy.apiKey')).toBeNull();
    expect(JSON.parse(window.localStorage.getItem('canopy.crewKey')!)).toEqual({
      key: world.crewKey,
      crewId: world.crew.id,
    });
    first.unmount();

    // The phone restarted: the tab's storage is gone, the device's is not. Any address opens the day.
    window.sessionStorage.clear();
    renderApp(api, { at: '/customers' });
    await screen.findByRole('list', { name: 'Stops of Alder crew' });
    expect(window.location.pathname).toBe('/crew');
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
  });

  it('signs the phone out in plain words once the office revokes its key', async () => {
    const world = await crewWorld(api);
    const { user } = renderApp(api, { at: `/crew#key=${world.crewKey}` });
    const backLot = await stopText('Back lot');
    await backLot.findByRole('button', { name: 'Done: Grind the stump' });
    const revoked = await api.request('DELETE', `/keys/${world.crewKeyId}`, undefined, { key: world.org.key });
    expect(revoked.status).toBe(200);

    await user.click(backLot.getByRole('button', { name: 'Done: Grind the stump' }));
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent(
      'This phone’s key no longer works: the office may have revoked it. Ask the office for a new sign-in link for your crew.',
    );
    expect(window.localStorage.getItem('canopy.crewKey')).toBeNull();
  });

  it('lets the office open any crew’s day from the board’s day menu, as the phone shows it', async () => {
    const world = await crewWorld(api);
    const { user } = renderApp(api, { at: `/board?from=2026-03-02`, key: world.org.key });
    await user.click(await screen.findByRole('button', { name: 'Day actions for Alder crew, Thu, Mar 5' }));
    await user.click(screen.getByRole('link', { name: 'Open the crew’s day' }));

    await screen.findByRole('list', { name: 'Stops of Alder crew' });
    expect(window.location.pathname).toBe(`/crews/${world.crew.id}/day/${THU}`);
    expect(screen.getByRole('link', { name: 'Board' })).toBeInTheDocument();
    // The office's key stays the tab's: nothing of it is kept on the device.
    expect(window.localStorage.getItem('canopy.crewKey')).toBeNull();
    await stopOf('Back lot');
  });
});
