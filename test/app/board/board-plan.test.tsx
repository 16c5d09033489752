import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { bumpControlVersion, lockCrewDay } from '../../../src/server/crew-days/crew-day.repo';
import type { ScheduledWork } from '../../../src/shared/contract/scheduled-work';
import { insertSite } from '../../support/inventory-fixtures';
import {
  insertAcceptedWork,
  insertCrew,
  insertPlacement,
  insertScheduleCatalog,
} from '../../support/schedule-fixtures';
import { startTestApp, type TestApp } from '../../support/test-app';
import { renderApp } from '../support/render-app';
import { acceptedJob, boardWorld, DEPOT, MONDAY, readDay, runRouteWorker, type BoardWorld } from './board-world';

/*
 * The plan of the queue on the board (issue 44): "Plan these jobs" in the queue panel, the proposal
 * as ghost cards and a list beside them, Accept with the board's Undo, a refused Accept in words,
 * and the days someone changes meanwhile marked live. Against the real app over HTTP; the board
 * opens on the week of Monday 2026-03-09 (the test clock says 2026-03-02).
 */

const FRIDAY = '2026-03-13';

let api: TestApp;

beforeAll(async () => {
  api = await startTestApp();
});

/** Who holds the jobs that week, as the API says: estimate id -> "crewId day". */
async function placedThatWeek(world: BoardWorld, estimateIds: readonly string[]) {
  const board = await api.get(`/schedule?from=${MONDAY}&to=${FRIDAY}`, { key: world.org.key });
  return (board.body.data.upcoming as ScheduledWork[])
    .filter((row) => estimateIds.includes(row.estimateId))
    .map((row) => `${row.estimateId} ${row.crew?.id ?? null} ${row.scheduledDate}`)
    .sort();
}

const planPanel = () => screen.findByRole('region', { name: 'Proposed plan' });
const totalOf = async (term: string) => {
  const list = within(await planPanel()).getByLabelText('Plan totals');
  const row = within(list).getByText(term).parentElement!;
  return row.querySelector('dd')!.textContent;
};
/** Each ghost card's job number, and the crew-day cell (`cell:crewId:day`) it is drawn in. */
const ghosts = () =>
  [...document.querySelectorAll<HTMLElement>('.plan-ghost')].map((ghost) => ({
    number: ghost.querySelector('.plan-ghost__number')?.textContent,
    cell: ghost.closest<HTMLElement>('td[data-cell]')?.dataset.cell,
  }));

/** A six-hour job of pruning at its own located site. */
async function longJob(world: BoardWorld, lng: number) {
  const site = await insertSite(api.deps, world.org.id, { label: `Site ${lng}`, latitude: 45.52, longitude: lng });
  const { estimate } = await insertAcceptedWork(api.deps, world.org.id, site, {
    lines: [{ catalogItemId: world.catalog.pruning.id, estimatedHours: 6 }],
  });
  const number = (await api.get(`/estimates/${estimate.id}`, { key: world.org.key })).body.data.number as string;
  return { estimateId: estimate.id, number };
}

async function openPlan(world: BoardWorld, query = '') {
  const { user } = renderApp(api, { at: `/?from=${MONDAY}${query}`, key: world.org.key });
  await user.click(await screen.findByRole('button', { name: 'Plan these jobs' }, { timeout: 10_000 }));
  const panel = await planPanel();
  await within(panel).findByRole('button', { name: /^Accept/ }, { timeout: 5_000 });
  return { user, panel };
}

describe('planning the queue on the board', () => {
  it('draws the proposal as ghost cards and a list; a job left out leaves the totals and is not placed; Undo takes the rest back', async () => {
    const world = await boardWorld(api);
    const jobs = [
      await acceptedJob(world, -122.6),
      await acceptedJob(world, -122.61),
      await acceptedJob(world, -122.62),
    ];
    const ids = jobs.map((job) => job.estimateId);
    const { user, panel } = await openPlan(world);

    // One line per job with its reason, a ghost card per job in a crew-day, and the totals.
    for (const job of jobs) {
      const line = within(panel).getByRole('checkbox', { name: new RegExp(`^${job.number} ·`) });
      expect(line).toBeChecked();
      expect(line.closest('li')!.querySelector('.plan-line__reason')!.textContent).not.toBe('');
    }
    expect(
      ghosts()
        .map((ghost) => ghost.number)
        .sort(),
    ).toEqual(jobs.map((job) => job.number).sort());
    expect(ghosts().every((ghost) => ghost.cell?.startsWith('cell:'))).toBe(true);
    expect(document.querySelector('.plan-ghosts__load')?.textContent).toMatch(/^After: [\d.]+ of [\d.]+ h$/);
    expect(await totalOf('Jobs')).toBe('3');
    expect(await totalOf('Hours')).toBe('6 h');
    expect(await totalOf('Added driving')).toMatch(/min.*\(\d+\.\d (mi|km)\)$/);

    // Left out: out of the totals, off the board's ghosts, and out of what Accept places.
    await user.click(within(panel).getByRole('checkbox', { name: new RegExp(`^${jobs[0]!.number} ·`) }));
    expect(await totalOf('Jobs')).toBe('2');
    expect(await totalOf('Hours')).toBe('4 h');
    expect(ghosts().map((ghost) => ghost.number)).not.toContain(jobs[0]!.number);
    const kept = ghosts().map((ghost) => ghost.cell);
    // Each kept job's reason says how full the jobs kept leave its day, as the day's ghost load does.
    const loads = [...document.querySelectorAll('.plan-ghosts__load')].map((load) => load.textContent);
    for (const job of jobs.slice(1)) {
      const line = within(panel).getByRole('checkbox', { name: new RegExp(`^${job.number} ·`) });
      const reason = line.closest('li')!.querySelector('.plan-line__reason')!.textContent!;
      const [, booked, length] = /fills the day to ([\d.]+) of ([\d.]+) h/.exec(reason)!;
      expect(loads).toContain(`After: ${booked} of ${length} h`);
    }
    expect(await placedThatWeek(world, ids)).toEqual([]);

    await user.click(within(panel).getByRole('button', { name: 'Accept 2 jobs' }));
    const crewDays = new Set(kept).size;
    const toast = (
      await screen.findByText(`Placed 2 jobs on ${crewDays} crew-day${crewDays === 1 ? '' : 's'}`)
    ).closest<HTMLElement>('.ui-toast')!;
    expect(screen.queryByRole('region', { name: 'Proposed plan' })).not.toBeInTheDocument();
    const placed = await placedThatWeek(world, ids);
    expect(placed.map((row) => row.split(' ')[0]).sort()).toEqual([ids[1], ids[2]].sort());
    expect(
      placed
        .map((row) => {
          const [, crew, day] = row.split(' ');
          return `cell:${crew}:${day}`;
        })
        .sort(),
    ).toEqual([...kept].sort());

    // One Undo takes the whole plan back.
    await user.click(within(toast).getByRole('button', { name: 'Undo' }));
    expect((await screen.findByText('Undone')).closest('.ui-toast')).toHaveTextContent(/Taken back: Placed 2 jobs/);
    await waitFor(async () => expect(await placedThatWeek(world, ids)).toEqual([]));
  });

  it('plans only the jobs the queue filter shows', async () => {
    const world = await boardWorld(api);
    const [wanted, other] = [await acceptedJob(world, -122.6), await acceptedJob(world, -122.61)];
    const { panel } = await openPlan(world, `&q=${wanted!.number}`);
    expect(within(panel).getByText(/^1 job the filter shows, from Mon, Mar 9 to Fri, Mar 13/)).toBeInTheDocument();
    expect(ghosts().map((ghost) => ghost.number)).toEqual([wanted!.number]);
    expect(within(panel).getAllByRole('checkbox')).toHaveLength(1);
    expect(within(panel).queryByText(other!.number)).not.toBeInTheDocument();
  });

  it('is reached by keyboard; Escape and Discard leave the board as it was, and the queue comes back', async () => {
    const world = await boardWorld(api);
    const job = await acceptedJob(world);
    const { user, panel } = await openPlan(world);
    expect(ghosts()).toHaveLength(1);
    // The proposal takes the keyboard once drawn: Tab reaches Accept, Discard, then the job's checkbox.
    await waitFor(() => expect(panel).toHaveFocus());
    await user.tab();
    expect(within(panel).getByRole('button', { name: 'Accept 1 job' })).toHaveFocus();
    await user.tab();
    await user.tab();
    const line = within(panel).getByRole('checkbox', { name: new RegExp(`^${job.number} ·`) });
    expect(line).toHaveFocus();
    await user.keyboard(' ');
    expect(line).not.toBeChecked();
    expect(within(panel).getByRole('button', { name: 'Accept 0 jobs' })).toBeDisabled();
    // Escape discards it, and the keyboard is back in the queue.
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('region', { name: 'Proposed plan' })).not.toBeInTheDocument();
    expect(ghosts()).toHaveLength(0);
    await waitFor(() => expect(screen.getByRole('region', { name: /^Unscheduled/ })).toHaveFocus());
    await user.click(await screen.findByRole('button', { name: 'Plan these jobs' }));
    await user.click(await within(await planPanel()).findByRole('button', { name: 'Discard' }, { timeout: 5_000 }));
    await screen.findByRole('region', { name: /^Unscheduled/ });
    expect(await placedThatWeek(world, [job.estimateId])).toEqual([]);
  });

  it('marks, live, the jobs of a day another dispatcher changes, holds Accept for them, and places the rest once they are left out', async () => {
    const world = await boardWorld(api);
    // Six hours each: no crew-day holds both, so one stays clear of the day that changes.
    const jobs = [await longJob(world, -122.6), await longJob(world, -122.61)];
    const { user, panel } = await openPlan(world);
    const [first] = ghosts();
    const [, crewId, day] = first!.cell!.split(':');
    const onThatDay = ghosts()
      .filter((ghost) => ghost.cell === first!.cell)
      .map((ghost) => ghost.number);

    // Another dispatcher places other work on that crew-day.
    const other = await acceptedJob(world, -122.7);
    const placedByOther = await api.post(
      '/schedule',
      { estimateIds: [other.estimateId], crewId, scheduledDate: day },
      { key: world.org.key },
    );
    expect(placedByOther.body.data.items[0].status).toBe('placed');

    expect(await within(panel).findAllByText('This day changed since the plan.', {}, { timeout: 5_000 })).toHaveLength(
      onThatDay.length,
    );
    expect(within(panel).getByRole('status')).toHaveTextContent(`The day of`);
    expect(within(panel).getByRole('button', { name: /^Accept/ })).toBeDisabled();
    // On the board too: that day's ghost says so.
    expect(document.querySelector(`td[data-cell="${first!.cell}"] .plan-ghosts__load`)).toHaveTextContent(
      'Day changed since the plan',
    );

    await user.click(within(panel).getByRole('button', { name: 'Leave it out' }));
    const rest = jobs.filter((job) => !onThatDay.includes(job.number));
    expect(onThatDay).toHaveLength(1);
    expect(rest).toHaveLength(1);
    const accept = within(panel).getByRole('button', { name: 'Accept 1 job' });
    expect(accept).toBeEnabled();
    await user.click(accept);
    await screen.findByText('Placed 1 job on 1 crew-day');
    const placed = await placedThatWeek(
      world,
      jobs.map((job) => job.estimateId),
    );
    expect(placed.map((row) => row.split(' ')[0])).toEqual(rest.map((job) => job.estimateId));
  });

  it('says in plain words which jobs a refused Accept names (a day changed before the board heard of it), places nothing, and plans again', async () => {
    const world = await boardWorld(api);
    const job = await acceptedJob(world, -122.65);
    const { user, panel } = await openPlan(world);
    const [ghost] = ghosts();
    expect(ghost?.number).toBe(job.number);
    const [, crewId, day] = ghost!.cell!.split(':');

    // The day's version moves on as a pin's does, its event not yet on this board's feed (the click
    // came first): Accept is the first to hear of it.
    await api.deps.database.db.transaction(async (tx) => {
      const route = await lockCrewDay(tx, world.org.id, { crewId: crewId!, day: day! }, api.clock.now());
      await bumpControlVersion(tx, world.org.id, route.id, {}, api.clock.now());
    });

    await user.click(within(panel).getByRole('button', { name: 'Accept 1 job' }));
    const refusal = await within(panel).findByRole('alert');
    expect(refusal).toHaveTextContent('Nothing was placed');
    expect(refusal).toHaveTextContent(`changed since the plan was made, which affects ${job.number}`);
    expect(refusal.textContent).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}/);
    expect(within(panel).getByText('This day changed since the plan.')).toBeInTheDocument();
    expect(await placedThatWeek(world, [job.estimateId])).toEqual([]);

    // Planning again reads the day as it is now: the job can be accepted.
    await user.click(within(refusal).getByRole('button', { name: 'Plan again' }));
    await waitFor(() => expect(within(panel).queryByRole('alert')).not.toBeInTheDocument());
    await user.click(await within(panel).findByRole('button', { name: 'Accept 1 job' }, { timeout: 5_000 }));
    await screen.findByText('Placed 1 job on 1 crew-day');
    expect(await placedThatWeek(world, [job.estimateId])).toHaveLength(1);
  });
});

/** One crew whose Tuesday to Friday are booked full (8 of 8 h): a plan can only use Monday. */
async function onlyMondayOpen(): Promise<BoardWorld> {
  const org = await api.newOrg({ origin: DEPOT });
  const alder = await insertCrew(api.deps, org.id, { name: 'Alder crew' });
  const world: BoardWorld = { api, org, alder, birch: alder, catalog: await insertScheduleCatalog(api.deps, org.id) };
  for (const [index, date] of ['2026-03-10', '2026-03-11', '2026-03-12', FRIDAY].entries()) {
    const job = await acceptedJob(world, -122.5 - index / 100);
    await insertPlacement(api.deps, org.id, {
      estimateId: job.estimateId,
      crewId: alder.id,
      scheduledDate: date,
      plannedHours: 8,
    });
  }
  return world;
}

/** Jobs at these longitudes placed on Alder crew's Monday through the API, in this order: the day waits for the optimizer. */
async function placeOnMonday(world: BoardWorld, longitudes: readonly number[]) {
  const jobs = [];
  for (const lng of longitudes) jobs.push(await acceptedJob(world, lng));
  const placed = await api.post(
    '/schedule',
    { estimateIds: jobs.map((job) => job.estimateId), crewId: world.alder.id, scheduledDate: MONDAY },
    { key: world.org.key },
  );
  expect(placed.body.data.placedCount).toBe(jobs.length);
  return jobs;
}

const CHANGED = 'This day changed since the plan.';

describe('the proposal marks, live, every change of its days that Accept would refuse', () => {
  it('a day pinned by hand since the plan; not an optimizer run that kept the day’s order', async () => {
    const world = await onlyMondayOpen();
    await placeOnMonday(world, [-122.6, -122.58]);
    const job = await acceptedJob(world, -122.62);
    const { panel } = await openPlan(world);
    const monday = `cell:${world.alder.id}:${MONDAY}`;
    expect(ghosts()).toEqual([{ number: job.number, cell: monday }]);

    // The optimizer plans Monday: two stops drive alike either way, so the order and the day's version
    // stay, and nothing is marked.
    const read = await readDay(world, world.alder.id, MONDAY);
    await runRouteWorker(world);
    await waitFor(() =>
      expect(document.querySelector(`td[data-cell="${monday}"] [data-route-status]`)).toHaveAttribute(
        'data-route-status',
        'ready',
      ),
    );
    expect((await readDay(world, world.alder.id, MONDAY)).controlVersion).toBe(read.controlVersion);
    expect(within(panel).queryByText(CHANGED)).not.toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Accept 1 job' })).toBeEnabled();

    // Another dispatcher pins Monday's order: its version moves on, and the job is marked before any Accept.
    const pinned = await api.post(
      `/routes/${world.alder.id}/${MONDAY}/order`,
      { expectedVersion: read.controlVersion, orderedScheduleIds: read.orderedScheduleIds },
      { key: world.org.key },
    );
    expect(pinned.status).toBe(200);
    expect(await within(panel).findByText(CHANGED, {}, { timeout: 5_000 })).toBeInTheDocument();
    expect(within(panel).getByRole('status')).toHaveTextContent(
      `The day of ${job.number} changed since the plan was made: accepting it would be refused.`,
    );
    expect(within(panel).getByRole('button', { name: 'Accept 1 job' })).toBeDisabled();
    expect(document.querySelector(`td[data-cell="${monday}"] .plan-ghosts__load`)).toHaveTextContent(
      'Day changed since the plan',
    );
  });

  it('a crew that stops taking the work since the plan; taking it again clears the mark', async () => {
    const world = await onlyMondayOpen();
    const pruning = await acceptedJob(world, -122.62);
    const site = await insertSite(api.deps, world.org.id, { label: 'Removal', latitude: 45.52, longitude: -122.63 });
    const { estimate } = await insertAcceptedWork(api.deps, world.org.id, site, {
      lines: [{ catalogItemId: world.catalog.removal.id, estimatedHours: 2 }],
    });
    const removal = (await api.get(`/estimates/${estimate.id}`, { key: world.org.key })).body.data.number as string;
    const { panel } = await openPlan(world);
    const monday = `cell:${world.alder.id}:${MONDAY}`;
    expect(ghosts().map((ghost) => ghost.cell)).toEqual([monday, monday]);
    const takes = (serviceCategories: string[] | null) =>
      api.request('PATCH', `/crews/${world.alder.id}`, { serviceCategories }, { key: world.org.key });

    // Someone narrows Alder crew to removals: the pruning the plan gave it would be refused.
    expect((await takes(['Removal'])).status).toBe(200);
    expect(
      await within(panel).findByText('Alder crew no longer does pruning.', {}, { timeout: 5_000 }),
    ).toBeInTheDocument();
    expect(within(panel).getByRole('status')).toHaveTextContent(
      `Accepting ${pruning.number} would be refused: Alder crew no longer does pruning.`,
    );
    expect(within(panel).getByRole('button', { name: 'Accept 2 jobs' })).toBeDisabled();
    expect(document.querySelector(`td[data-cell="${monday}"] .plan-ghosts__load`)).toHaveTextContent(
      'Crew changed since the plan',
    );

    // Then to plant health care: both jobs would be refused, and the notice says the crew once.
    expect((await takes(['Plant health care'])).status).toBe(200);
    expect(
      await within(panel).findByText('Alder crew no longer does removal.', {}, { timeout: 5_000 }),
    ).toBeInTheDocument();
    expect(within(panel).getByRole('status')).toHaveTextContent(
      /would be refused: Alder crew no longer does (pruning and removal|removal and pruning)\. Leave them out/,
    );
    expect(within(panel).getByRole('status')).toHaveTextContent(removal);

    expect((await takes(null)).status).toBe(200);
    await waitFor(() => expect(within(panel).getByRole('button', { name: 'Accept 2 jobs' })).toBeEnabled(), {
      timeout: 5_000,
    });
    expect(within(panel).queryByText(/no longer does/)).not.toBeInTheDocument();
  });

  it('a day the optimizer reorders after the plan read it', async () => {
    const world = await onlyMondayOpen();
    // East, west, then between: the optimizer drives them in another order.
    await placeOnMonday(world, [-122.5, -122.66, -122.55]);
    const job = await acceptedJob(world, -122.6);
    const { panel } = await openPlan(world);
    const monday = `cell:${world.alder.id}:${MONDAY}`;
    expect(ghosts()).toEqual([{ number: job.number, cell: monday }]);

    const read = await readDay(world, world.alder.id, MONDAY);
    await runRouteWorker(world);
    expect((await readDay(world, world.alder.id, MONDAY)).controlVersion).toBe(read.controlVersion + 1);
    expect(await within(panel).findByText(CHANGED, {}, { timeout: 5_000 })).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Accept 1 job' })).toBeDisabled();
    expect(document.querySelector(`td[data-cell="${monday}"] .plan-ghosts__load`)).toHaveTextContent(
      'Day changed since the plan',
    );
  });
});

describe('planning the jobs checked in the queue', () => {
  const box = (job: { number: string }) =>
    screen.findByRole('checkbox', { name: `Select ${job.number} for planning` }, { timeout: 10_000 });

  it('plans exactly the rows checked ("Plan 2 selected"), keeps them through Discard, and clears them', async () => {
    const world = await boardWorld(api);
    const first = await acceptedJob(world, -122.6);
    const second = await acceptedJob(world, -122.61);
    const third = await acceptedJob(world, -122.62);
    const { user } = renderApp(api, { at: `/?from=${MONDAY}`, key: world.org.key });
    await user.click(await box(first));
    // By keyboard too: a checkbox in the row's tab order, Space checks it.
    (await box(third)).focus();
    await user.keyboard(' ');
    expect(await box(third)).toBeChecked();
    expect(await box(second)).not.toBeChecked();
    // Checking is not selecting for fit: no fit is asked for either job.
    for (const job of [first, third])
      expect(screen.getByRole('button', { name: `Where does ${job.number} fit?` })).toHaveAttribute(
        'aria-pressed',
        'false',
      );
    expect(screen.getByText('2 jobs selected')).toHaveAttribute('role', 'status');

    const sent = vi.spyOn(globalThis, 'fetch');
    await user.click(screen.getByRole('button', { name: 'Plan 2 selected' }));
    const panel = await planPanel();
    await within(panel).findByRole('button', { name: /^Accept/ }, { timeout: 5_000 });
    const asked = sent.mock.calls.find(
      ([url, init]) => String(url).endsWith('/schedule/plans') && init?.method === 'POST',
    );
    expect((JSON.parse(String(asked![1]!.body)) as { estimateIds: string[] }).estimateIds.sort()).toEqual(
      [first.estimateId, third.estimateId].sort(),
    );
    expect(within(panel).getByText(/^2 selected jobs, from Mon, Mar 9 to Fri, Mar 13/)).toBeInTheDocument();
    expect(
      ghosts()
        .map((ghost) => ghost.number)
        .sort(),
    ).toEqual([first.number, third.number].sort());

    // Discarded, the queue comes back with the same rows checked; Clear selection unchecks them all.
    await user.click(within(panel).getByRole('button', { name: 'Discard' }));
    expect(await screen.findByRole('button', { name: 'Plan 2 selected' })).toBeInTheDocument();
    expect(await box(first)).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Clear selection' }));
    expect(screen.getByRole('button', { name: 'Plan these jobs' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: /^Unscheduled/ })).toHaveFocus();
    for (const job of [first, second, third]) expect(await box(job)).not.toBeChecked();
    expect(screen.queryByText(/jobs? selected/)).not.toBeInTheDocument();
  });

  it('lets a checked job go once it leaves the queue (another dispatcher placed it)', async () => {
    const world = await boardWorld(api);
    const placed = await acceptedJob(world, -122.6);
    const kept = await acceptedJob(world, -122.61);
    const { user } = renderApp(api, { at: `/?from=${MONDAY}`, key: world.org.key });
    await user.click(await box(placed));
    await user.click(await box(kept));
    expect(await screen.findByRole('button', { name: 'Plan 2 selected' })).toBeInTheDocument();

    const put = await api.post(
      '/schedule',
      { estimateIds: [placed.estimateId], crewId: world.alder.id, scheduledDate: MONDAY },
      { key: world.org.key },
    );
    expect(put.body.data.placedCount).toBe(1);
    expect(await screen.findByRole('button', { name: 'Plan 1 selected' }, { timeout: 5_000 })).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: `Select ${placed.number} for planning` })).not.toBeInTheDocument();
    expect(await box(kept)).toBeChecked();
  });
});
