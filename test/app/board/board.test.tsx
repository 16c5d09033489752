import { randomUUID } from 'node:crypto';
import { screen, waitFor, within } from '@testing-library/react';
import { eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiKeys, estimates, routes } from '../../../src/server/db/schema';
import { insertCustomer, insertSite } from '../../support/inventory-fixtures';
import {
  insertAcceptedWork,
  insertCrew,
  insertPlacement,
  insertScheduleCatalog,
  type CrewRow,
  type ScheduleCatalog,
} from '../../support/schedule-fixtures';
import { MAX_SPLIT_DAYS } from '../../../src/shared/domain/split-plan';
import { workingDaysFrom } from '../../../src/shared/domain/working-days';
import { startTestApp, type TestApp, type TestOrg } from '../../support/test-app';
import { renderApp } from '../support/render-app';

// The test clock says Monday 2026-03-02; the board is opened on the next working week.
const MONDAY = '2026-03-09';
const TUESDAY = '2026-03-10';
/** The world's customer: a business, which cards name whole. */
const CUSTOMER = 'Laurelhurst Commons HOA';

let api: TestApp;

interface World {
  org: TestOrg;
  crew: CrewRow;
  catalog: ScheduleCatalog;
  site: Awaited<ReturnType<typeof insertSite>>;
}

async function newWorld(): Promise<World> {
  const org = await api.newOrg();
  const crew = await insertCrew(api.deps, org.id, { name: 'Oak crew', color: '#2e7d32' });
  const catalog = await insertScheduleCatalog(api.deps, org.id);
  const customer = await insertCustomer(api.deps, org.id, { name: CUSTOMER });
  const site = await insertSite(api.deps, org.id, {
    label: 'Elm house',
    latitude: 45.5,
    longitude: -122.6,
    customerId: customer.id,
  });
  return { org, crew, catalog, site };
}

const work = (world: World, hours: number, catalogItemId: string) =>
  insertAcceptedWork(api.deps, world.org.id, world.site, { lines: [{ catalogItemId, estimatedHours: hours }] });

/** Accepted work of `hours` on the crew's `day` (first stop): the load a test puts a day under. */
async function bookedWork(world: World, hours: number, day: string) {
  const booked = await work(world, hours, world.catalog.removal.id);
  await insertPlacement(api.deps, world.org.id, {
    estimateId: booked.estimate.id,
    crewId: world.crew.id,
    scheduledDate: day,
    sortOrder: 1,
    plannedHours: hours,
  });
  return booked;
}

const numberOf = async (estimateId: string, world: World) =>
  (await api.get(`/estimates/${estimateId}`, { key: world.org.key })).body.data.number as string;

const cell = (name: RegExp) => screen.findByRole('cell', { name });

/** A board opened on Monday's week with one pruning job of `hours` placed on Oak crew's Monday. */
async function boardWithMondayJob(hours: number) {
  const world = await newWorld();
  const { estimate } = await work(world, hours, world.catalog.pruning.id);
  await insertPlacement(api.deps, world.org.id, {
    estimateId: estimate.id,
    crewId: world.crew.id,
    scheduledDate: MONDAY,
    plannedHours: hours,
  });
  const number = await numberOf(estimate.id, world);
  const { user } = renderApp(api, { at: `/?from=${MONDAY}`, key: world.org.key });
  await cell(/^Oak crew, Mon, Mar 9: 1 job$/);
  return { world, estimate, number, user };
}

/** The job numbers on Oak crew's Monday, in drive order as the board draws them. */
const mondayOrder = async () =>
  within(within(await cell(/^Oak crew, Mon, Mar 9: 3 jobs/)).getByRole('list', { name: /drive order/ }))
    .getAllByRole('listitem')
    .map((card) => card.textContent?.match(/JOB-\d+/)?.[0]);

/** A board opened on Monday's week with three 2-hour jobs on Oak crew's Monday, in that order once drawn. */
async function boardWithMondayOfThree() {
  const world = await newWorld();
  const rows = [];
  const numbers: string[] = [];
  for (const [index, category] of [
    world.catalog.pruning.id,
    world.catalog.removal.id,
    world.catalog.removal.id,
  ].entries()) {
    const { estimate } = await work(world, 2, category);
    rows.push(
      await insertPlacement(api.deps, world.org.id, {
        estimateId: estimate.id,
        crewId: world.crew.id,
        scheduledDate: MONDAY,
        sortOrder: index + 1,
        plannedHours: 2,
      }),
    );
    numbers.push(await numberOf(estimate.id, world));
  }
  const { user } = renderApp(api, { at: `/?from=${MONDAY}`, key: world.org.key });
  await waitFor(async () => expect(await mondayOrder()).toEqual(numbers));
  return { world, rows, numbers, user };
}

/** Opens the fit panel of `number` and places it on Oak crew's `day` ("Tue, Mar 10") from there. */
async function placeFromFit(user: ReturnType<typeof renderApp>['user'], number: string, day: string) {
  await user.click(await screen.findByRole('button', { name: `Where does ${number} fit?` }));
  await user.click(await screen.findByRole('button', { name: new RegExp(`^Place on Oak crew, ${day} `) }));
}

/** Removes the job's placement through its card menu and waits for the toast that says so. */
async function removeFromMonday(user: ReturnType<typeof renderApp>['user'], number: string) {
  await user.click(screen.getByRole('button', { name: `Actions for ${number}` }));
  await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove from Mon, Mar 9' }));
  expect(await screen.findByText(`${number} removed from Oak crew, Mon, Mar 9`)).toBeInTheDocument();
}

beforeAll(async () => {
  api = await startTestApp();
});

afterEach(() => {
  vi.restoreAllMocks();
});

/**
 * jsdom lays nothing out, and dnd-kit's keyboard sensor moves between droppables by their
 * rectangles: give the board's cells a grid (200 px columns, 100 px rows) and put the queue to the
 * right of the first crew's row, so one ArrowLeft reaches that crew's last day.
 */
function layOutBoard() {
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    const at = (left: number, top: number) => new DOMRect(left, top, 180, 90);
    if (this instanceof HTMLTableCellElement && this.dataset.cell) {
      return at(this.cellIndex * 200, (this.parentElement as HTMLTableRowElement).rowIndex * 100);
    }
    if (this.classList.contains('queue-row')) return at(1150, 100);
    return new DOMRect(0, 0, 0, 0);
  });
}

describe('dispatcher board', () => {
  it('draws a crew-day: cards in drive order, capacity booked against the day, and the pin of a manual order', async () => {
    const world = await newWorld();
    const later = await work(world, 3, world.catalog.pruning.id);
    const first = await work(world, 2, world.catalog.removal.id);
    await insertPlacement(api.deps, world.org.id, {
      estimateId: later.estimate.id,
      crewId: world.crew.id,
      scheduledDate: MONDAY,
      sortOrder: 2,
      plannedHours: 3,
    });
    await insertPlacement(api.deps, world.org.id, {
      estimateId: first.estimate.id,
      crewId: world.crew.id,
      scheduledDate: MONDAY,
      sortOrder: 1,
      plannedHours: 2,
    });
    await api.deps.database.db.insert(routes).values({
      orgId: world.org.id,
      id: randomUUID(),
      crewId: world.crew.id,
      day: MONDAY,
      orderMode: 'manual',
      orderSource: 'manual',
      createdAt: api.clock.now(),
      updatedAt: api.clock.now(),
    });

    renderApp(api, { at: `/?from=${MONDAY}`, key: world.org.key });
    const day = await cell(/^Oak crew, Mon, Mar 9: 2 jobs, order pinned$/);
    const cards = within(within(day).getByRole('list', { name: /drive order/ })).getAllByRole('listitem');
    expect(cards.map((card) => card.textContent)).toEqual([
      expect.stringMatching(
        new RegExp(`^1\\. ${await numberOf(first.estimate.id, world)}${CUSTOMER} · Elm house2 hRemoval`),
      ),
      expect.stringMatching(
        new RegExp(`^2\\. ${await numberOf(later.estimate.id, world)}${CUSTOMER} · Elm house3 hPruning`),
      ),
    ]);
    expect(within(day).getByRole('meter', { name: '5 h of 8 h booked' })).toBeInTheDocument();
    expect(within(day).getByRole('img', { name: 'Order pinned (manual)' })).toBeInTheDocument();
    expect(await cell(/^No crew \(pencilled\), Mon, Mar 9: 0 jobs$/)).toBeInTheDocument();
  });

  it('shows compact one-line cards by default, comfortable ones on request, and remembers the choice', async () => {
    const world = await newWorld();
    const site = await insertSite(api.deps, world.org.id, {
      label: '11913 NW 50th Ave',
      latitude: 45.5,
      longitude: -122.6,
      customerId: world.site.customerId,
    });
    const { estimate } = await insertAcceptedWork(api.deps, world.org.id, site, {
      lines: [{ catalogItemId: world.catalog.pruning.id, estimatedHours: 2 }],
    });
    await insertPlacement(api.deps, world.org.id, {
      estimateId: estimate.id,
      crewId: world.crew.id,
      scheduledDate: MONDAY,
      sortOrder: 1,
      plannedHours: 2,
    });
    const number = await numberOf(estimate.id, world);
    const cardText = async () => {
      const day = await cell(/^Oak crew, Mon, Mar 9: 1 job$/);
      // The job's progress is read beside the board: the card reads whole once it is there.
      await within(day).findByTitle('not started');
      return within(within(day).getByRole('list', { name: /drive order/ }))
        .getByRole('listitem')
        .textContent?.replace('⋯', '');
    };

    const first = renderApp(api, { at: `/?from=${MONDAY}`, key: world.org.key });
    expect(await cardText()).toBe(`1. ${number}○, not started${CUSTOMER} · NW 50th Ave2 hPruning`);
    expect(screen.getByRole('button', { name: 'Compact' })).toHaveAttribute('aria-pressed', 'true');

    await first.user.click(screen.getByRole('button', { name: 'Comfortable' }));
    expect(await cardText()).toBe(`1. ${number}○, not started${CUSTOMER} · 11913 NW 50th Ave2 hPruning`);
    first.unmount();

    // Opened again in this browser: the dispatcher's choice holds.
    renderApp(api, { at: `/?from=${MONDAY}`, key: world.org.key });
    expect(await cardText()).toBe(`1. ${number}○, not started${CUSTOMER} · 11913 NW 50th Ave2 hPruning`);
    expect(screen.getByRole('button', { name: 'Comfortable' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('places the selected queue job where the fit panel says, and the API has it there', async () => {
    const world = await newWorld();
    const { estimate } = await work(world, 2, world.catalog.pruning.id);
    const number = await numberOf(estimate.id, world);
    const { user } = renderApp(api, { at: `/?from=${MONDAY}`, key: world.org.key });

    await placeFromFit(user, number, 'Tue, Mar 10');

    expect(await screen.findByText(`${number} placed on Oak crew, Tue, Mar 10`)).toBeInTheDocument();
    const day = await cell(/^Oak crew, Tue, Mar 10: 1 job/);
    await waitFor(() => expect(within(day).getByText(number)).toBeInTheDocument());
    const board = await api.get(`/schedule?from=${TUESDAY}&to=${TUESDAY}`, { key: world.org.key });
    expect(board.body.data.upcoming).toEqual([
      expect.objectContaining({ estimateId: estimate.id, crew: expect.objectContaining({ id: world.crew.id }) }),
    ]);
    // The fit panel is read again after the change: the job is placed whole, so it offers no day.
    expect(await screen.findByText(`${number} is placed: nothing of it waits in the queue.`)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Place on / })).not.toBeInTheDocument();

    // Later changes made on the board do not ask about the placed job again (each would be another 404).
    const other = await work(world, 1, world.catalog.pruning.id);
    await api.post(
      '/schedule',
      { estimateIds: [other.estimate.id], crewId: world.crew.id, scheduledDate: MONDAY },
      { key: world.org.key },
    );
    const otherNumber = await numberOf(other.estimate.id, world);
    await waitFor(async () =>
      expect(within(await cell(/^Oak crew, Mon, Mar 9: 1 job/)).getByText(otherNumber)).toBeTruthy(),
    );
    const sent = vi.spyOn(globalThis, 'fetch');
    const fitAsks = () => sent.mock.calls.filter(([url]) => String(url).includes('/schedule/fit')).length;
    await removeFromMonday(user, otherNumber);
    // The write reads again what it touches (the queue among them): the job is back in the queue.
    await screen.findByRole('button', { name: `Where does ${otherNumber} fit?` });
    expect(fitAsks()).toBe(0);
    expect(screen.getByText(`${number} is placed: nothing of it waits in the queue.`)).toBeInTheDocument();
  });

  it('offers the job’s days again once Undo puts the placed job back in the queue', async () => {
    const world = await newWorld();
    const { estimate } = await work(world, 2, world.catalog.pruning.id);
    const number = await numberOf(estimate.id, world);
    const { user } = renderApp(api, { at: `/?from=${MONDAY}`, key: world.org.key });
    await placeFromFit(user, number, 'Tue, Mar 10');
    expect(await screen.findByText(`${number} is placed: nothing of it waits in the queue.`)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Undo' }));
    await cell(/^Oak crew, Tue, Mar 10: 0 jobs/);
    expect(await screen.findByRole('button', { name: /^Place on Oak crew, Tue, Mar 10 / })).toBeInTheDocument();
    expect(screen.queryByText(`${number} is placed: nothing of it waits in the queue.`)).not.toBeInTheDocument();
  });

  it('asks before booking a day past its length: Cancel sends nothing, "Place anyway" places and warns', async () => {
    const world = await newWorld();
    await bookedWork(world, 7, TUESDAY);
    const { estimate } = await work(world, 2, world.catalog.pruning.id);
    const number = await numberOf(estimate.id, world);
    const placed = async () =>
      (await api.get(`/schedule?from=${TUESDAY}&to=${TUESDAY}&estimateIds=${estimate.id}`, { key: world.org.key })).body
        .data.upcoming;
    const { user } = renderApp(api, { at: `/?from=${MONDAY}`, key: world.org.key });
    await cell(/^Oak crew, Tue, Mar 10: 1 job/);

    await user.click(await screen.findByRole('button', { name: `Where does ${number} fit?` }));
    // The fit says how far over the day would be, not a negative time left.
    const tuesday = await screen.findByRole('button', { name: /^Place on Oak crew, Tue, Mar 10 / });
    expect(tuesday).toHaveTextContent('1 h over, nearest stop');
    await user.click(tuesday);
    const question = await screen.findByRole('dialog', { name: 'Overbook Oak crew, Tue, Mar 10?' });
    expect(question).toHaveTextContent(`${number} would book Oak crew, Tue, Mar 10 for 9 h of its 8 h: 1 h over.`);
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await placed()).toEqual([]);

    await user.click(await screen.findByRole('button', { name: /^Place on Oak crew, Tue, Mar 10 / }));
    const again = await screen.findByRole('dialog', { name: 'Overbook Oak crew, Tue, Mar 10?' });
    await user.click(within(again).getByRole('button', { name: 'Place anyway' }));
    // Said in amber (a warning), not as a plain success.
    const toast = (await screen.findByText(`${number} placed on Oak crew, Tue, Mar 10`)).closest('.ui-toast');
    expect(toast).toHaveClass('ui-toast--warning');
    expect(toast).toHaveTextContent('Oak crew, Tue, Mar 10 is booked 1 h over its length.');
    expect(await placed()).toEqual([expect.objectContaining({ estimateId: estimate.id })]);
  });

  it('makes Cancel the default when the only way on books the day 2 h or more over, and Place anyway when less', async () => {
    const world = await newWorld();
    // Every day of the fortnight from Tuesday has 1 h free: no split, nor part of one, can be offered.
    for (const day of workingDaysFrom(TUESDAY, MAX_SPLIT_DAYS)) await bookedWork(world, 7, day);
    const short = await numberOf((await work(world, 2, world.catalog.pruning.id)).estimate.id, world);
    const long = await numberOf((await work(world, 3, world.catalog.pruning.id)).estimate.id, world);
    const { user } = renderApp(api, { at: `/?from=${MONDAY}`, key: world.org.key });
    await cell(/^Oak crew, Tue, Mar 10: 1 job/);

    await placeFromFit(user, short, 'Tue, Mar 10');
    const slightly = await screen.findByRole('dialog', { name: 'Overbook Oak crew, Tue, Mar 10?' });
    expect(slightly).toHaveTextContent('1 h over');
    // The question moves the focus as it opens (an effect): waited for, not raced.
    await waitFor(() => expect(within(slightly).getByRole('button', { name: 'Place anyway' })).toHaveFocus());
    await user.click(within(slightly).getByRole('button', { name: 'Cancel' }));

    await placeFromFit(user, long, 'Tue, Mar 10');
    const far = await screen.findByRole('dialog', { name: 'Overbook Oak crew, Tue, Mar 10?' });
    expect(far).toHaveTextContent('2 h over');
    const anyway = within(far).getByRole('button', { name: 'Place anyway' });
    expect(anyway).toHaveClass('ui-button--danger');
    await waitFor(() => expect(within(far).getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const board = await api.get(`/schedule?from=${TUESDAY}&to=${TUESDAY}`, { key: world.org.key });
    expect(board.body.data.upcoming).toHaveLength(1);
  });

  it('takes Back with the overbooking question open as its Cancel: the question goes, nothing is sent', async () => {
    const world = await newWorld();
    await bookedWork(world, 7, TUESDAY);
    const { estimate } = await work(world, 2, world.catalog.pruning.id);
    const number = await numberOf(estimate.id, world);
    const { user } = renderApp(api, { at: `/?from=2026-03-02`, key: world.org.key });
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    await cell(/^Oak crew, Tue, Mar 10: 1 job/);
    await placeFromFit(user, number, 'Tue, Mar 10');
    await screen.findByRole('dialog', { name: 'Overbook Oak crew, Tue, Mar 10?' });

    window.history.back();
    await cell(/^Oak crew, Tue, Mar 3: 0 jobs/);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const board = await api.get(`/schedule?from=${TUESDAY}&to=${TUESDAY}&estimateIds=${estimate.id}`, {
      key: world.org.key,
    });
    expect(board.body.data.upcoming).toEqual([]);
    expect(screen.queryByText(new RegExp(`${number} placed`))).not.toBeInTheDocument();
  });

  it('asks before placing work on a past day: Cancel sends nothing, "Place anyway" places and warns', async () => {
    const world = await newWorld();
    const { estimate } = await work(world, 2, world.catalog.pruning.id);
    const number = await numberOf(estimate.id, world);
    const placed = async () =>
      (await api.get(`/schedule?from=2026-02-27&to=2026-02-27&estimateIds=${estimate.id}`, { key: world.org.key })).body
        .data.upcoming;
    // The week before the test clock's Monday, Mar 2: every day of it is past.
    const { user } = renderApp(api, { at: '/?from=2026-02-23', key: world.org.key });
    const grip = await screen.findByRole('button', { name: `${number} ${CUSTOMER} · Elm house` });
    await cell(/^Oak crew, Fri, Feb 27: 0 jobs$/);
    layOutBoard();
    const dropOnFriday = async () => {
      grip.focus();
      await user.keyboard('[Space]');
      await user.keyboard('[ArrowLeft]');
      await waitFor(() =>
        expect(screen.getByText(new RegExp(`^${number} is over Oak crew, Fri, Feb 27`))).toBeInTheDocument(),
      );
      await user.keyboard('[Space]');
    };

    await dropOnFriday();
    const question = await screen.findByRole('dialog', { name: 'Place on a past day?' });
    // The day has room: only its being past is said, and no split is offered from it.
    expect(question).toHaveTextContent('Oak crew, Fri, Feb 27 is a past day.');
    expect(within(question).queryByRole('button', { name: /^Split/ })).not.toBeInTheDocument();
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await placed()).toEqual([]);

    await dropOnFriday();
    const again = await screen.findByRole('dialog', { name: 'Place on a past day?' });
    await user.click(within(again).getByRole('button', { name: 'Place anyway' }));
    const toast = (await screen.findByText(`${number} placed on Oak crew, Fri, Feb 27`)).closest('.ui-toast');
    expect(toast).toHaveClass('ui-toast--warning');
    expect(toast).toHaveTextContent('Oak crew, Fri, Feb 27 is a past day.');
    expect(await placed()).toEqual([expect.objectContaining({ estimateId: estimate.id })]);
  });

  it('splits a job longer than the day’s free hours over the crew’s next days, and Undo takes every share back', async () => {
    const world = await newWorld();
    await bookedWork(world, 6, TUESDAY);
    const { estimate } = await work(world, 10, world.catalog.removal.id);
    const number = await numberOf(estimate.id, world);
    const shares = async () =>
      (
        await api.get(`/schedule?from=${MONDAY}&to=2026-03-13&estimateIds=${estimate.id}`, { key: world.org.key })
      ).body.data.upcoming.map((row: { scheduledDate: string; plannedHours: number }) => [
        row.scheduledDate,
        row.plannedHours,
      ]);
    const { user } = renderApp(api, { at: `/?from=${MONDAY}`, key: world.org.key });
    await cell(/^Oak crew, Tue, Mar 10: 1 job/);

    await placeFromFit(user, number, 'Tue, Mar 10');
    const question = await screen.findByRole('dialog', { name: 'Overbook Oak crew, Tue, Mar 10?' });
    expect(question).toHaveTextContent('Or split it over the crew’s days: Tue, Mar 10: 2 h · Wed, Mar 11: 8 h');
    await user.click(within(question).getByRole('button', { name: 'Split over 2 days' }));

    const toast = (await screen.findByText(`${number} split over 2 days`)).closest('.ui-toast')!;
    expect(toast).toHaveTextContent('Tue, Mar 10: 2 h · Wed, Mar 11: 8 h');
    expect(await shares()).toEqual([
      [TUESDAY, 2],
      ['2026-03-11', 8],
    ]);
    await waitFor(async () =>
      expect(within(await cell(/^Oak crew, Wed, Mar 11: 1 job/)).getByText(number)).toBeTruthy(),
    );
    // Each share's card says which of the job's days it is.
    await waitFor(async () => {
      expect(within(await cell(/^Oak crew, Tue, Mar 10: 2 jobs/)).getByText(', day 1 of 2')).toBeTruthy();
      expect(within(await cell(/^Oak crew, Wed, Mar 11: 1 job/)).getByText(', day 2 of 2')).toBeTruthy();
    });
    expect(within(await cell(/^Oak crew, Wed, Mar 11: 1 job/)).getByText('2/2')).toBeTruthy();

    await user.click(within(toast as HTMLElement).getByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('Undone')).toBeInTheDocument();
    await waitFor(async () => expect(await shares()).toEqual([]));
  });

  it('offers the crew’s next day with room, not a split over one day, for work a full day cannot take', async () => {
    const world = await newWorld();
    await bookedWork(world, 8, TUESDAY);
    const { estimate } = await work(world, 2, world.catalog.removal.id);
    const number = await numberOf(estimate.id, world);
    const { user } = renderApp(api, { at: `/?from=${MONDAY}`, key: world.org.key });
    await cell(/^Oak crew, Tue, Mar 10: 1 job/);

    await placeFromFit(user, number, 'Tue, Mar 10');
    const question = await screen.findByRole('dialog', { name: 'Overbook Oak crew, Tue, Mar 10?' });
    expect(question).toHaveTextContent('Or the crew’s first day with room: Wed, Mar 11: 2 h');
    expect(within(question).queryByRole('button', { name: /^Split over/ })).not.toBeInTheDocument();
    await user.click(within(question).getByRole('button', { name: 'Place on Wed, Mar 11' }));
    expect(await screen.findByText(`${number} placed on Oak crew, Wed, Mar 11`)).toBeInTheDocument();
    await waitFor(async () =>
      expect(within(await cell(/^Oak crew, Wed, Mar 11: 1 job/)).getByText(number)).toBeTruthy(),
    );
  });

  it('says when not all the work fits the crew’s days, and places what they can take, the rest staying queued', async () => {
    const world = await newWorld();
    // Ten working days from Tuesday, each 2 h free of its 8 h: 20 h of room for 25 h of work.
    for (const day of workingDaysFrom(TUESDAY, MAX_SPLIT_DAYS)) await bookedWork(world, 6, day);
    const { estimate } = await work(world, 25, world.catalog.removal.id);
    const number = await numberOf(estimate.id, world);
    const { user } = renderApp(api, { at: `/?from=${MONDAY}`, key: world.org.key });
    await cell(/^Oak crew, Tue, Mar 10: 1 job/);

    await placeFromFit(user, number, 'Tue, Mar 10');
    const question = await screen.findByRole('dialog', { name: 'Overbook Oak crew, Tue, Mar 10?' });
    expect(question).toHaveTextContent(
      'Not all of it fits: the crew’s 10 working days from Tue, Mar 10 have 20 h free on days with 2 h or more, short of the 25 h this work needs.',
    );
    expect(within(question).queryByRole('button', { name: /^Split over/ })).not.toBeInTheDocument();
    expect(question).toHaveTextContent(
      'Or place what the crew’s days can take (5 h stays in the queue): Tue, Mar 10: 2 h · Wed, Mar 11: 2 h',
    );
    await user.click(within(question).getByRole('button', { name: 'Place 20 h over 10 days' }));

    expect(await screen.findByText(`20 h of ${number} placed over 10 days`)).toBeInTheDocument();
    expect(screen.getByText(/Mon, Mar 23: 2 h · 5 h stays in the queue\.$/)).toBeInTheDocument();
    const queued = within(await screen.findByRole('list', { name: 'Unscheduled work' }));
    await waitFor(() => expect(queued.getByText(number).closest('li')).toHaveTextContent('5 h of 25 h left'));
    const queue = await api.contract.get('/schedule/unscheduled', { query: { limit: 200 }, key: world.org.key });
    expect(queue.body.data.items.find((row) => row.estimateId === estimate.id)?.remainingHours).toBe(5);
  });

  it('sizes a due program round by its own line: the queue, the drag preview and the placed card say its hours', async () => {
    const world = await newWorld();
    // Accepted a year before the test clock's day: the 12-month program's first round is due.
    const { estimate } = await insertAcceptedWork(api.deps, world.org.id, world.site, {
      estimate: { acceptedAt: new Date('2025-03-10T18:00:00Z') },
      lines: [
        { catalogItemId: world.catalog.program.id, estimatedHours: 1.5, status: 'done' },
        { catalogItemId: world.catalog.pruning.id, estimatedHours: 3, status: 'done' },
      ],
    });
    const number = await numberOf(estimate.id, world);
    const { user } = renderApp(api, { at: `/?from=${MONDAY}`, key: world.org.key });

    const row = (await screen.findByText(number)).closest('li')!;
    expect(row).toHaveTextContent('Round 1 (1.5 h) due Tue, Mar 10');
    // The work itself is done: only its round waits, so no hours of it are said to be left.
    expect(row).not.toHaveTextContent(/left/);
    await user.click(within(row as HTMLElement).getByRole('button', { name: `Where does ${number} fit?` }));
    await user.click(await screen.findByRole('button', { name: /^Place on Oak crew, Mon, Mar 9 / }));
    expect(await screen.findByText(`${number} placed on Oak crew, Mon, Mar 9`)).toBeInTheDocument();
    await waitFor(async () => expect(await cell(/^Oak crew, Mon, Mar 9: 1 job/)).toHaveTextContent('1.5 h'));
  });

  it('plans a split over the crew’s days past the board’s week as the server has them, not as empty days', async () => {
    const world = await newWorld();
    await bookedWork(world, 6, '2026-03-13');
    // The next Monday is off screen (the board shows Mon, Mar 9 to Fri, Mar 13) and already holds 6 h.
    await bookedWork(world, 6, '2026-03-16');
    const { estimate } = await work(world, 10, world.catalog.removal.id);
    const number = await numberOf(estimate.id, world);
    const { user } = renderApp(api, { at: `/?from=${MONDAY}`, key: world.org.key });
    await cell(/^Oak crew, Fri, Mar 13: 1 job/);

    await placeFromFit(user, number, 'Fri, Mar 13');
    const question = await screen.findByRole('dialog', { name: 'Overbook Oak crew, Fri, Mar 13?' });
    expect(question).toHaveTextContent(
      'Or split it over the crew’s days: Fri, Mar 13: 2 h · Mon, Mar 16: 2 h · Tue, Mar 17: 6 h',
    );
    expect(within(question).getByRole('button', { name: 'Split over 3 days' })).toBeInTheDocument();
  });

  it('a card’s menu lists every visit of its job and the hours placed against those estimated', async () => {
    const world = await newWorld();
    const { estimate } = await work(world, 10, world.catalog.removal.id);
    for (const [day, hours] of [
      [MONDAY, 4],
      ['2026-03-11', 3],
    ] as const)
      await insertPlacement(api.deps, world.org.id, {
        estimateId: estimate.id,
        crewId: world.crew.id,
        scheduledDate: day,
        sortOrder: 1,
        plannedHours: hours,
      });
    const number = await numberOf(estimate.id, world);
    const { user } = renderApp(api, { at: `/?from=${MONDAY}`, key: world.org.key });

    await within(await cell(/^Oak crew, Mon, Mar 9: 1 job/)).findByText(number);
    await user.click(screen.getAllByRole('button', { name: `Actions for ${number}` })[0]!);
    const visits = await screen.findByRole('region', { name: `Visits of ${number}` });
    expect(
      await within(visits).findByText(`${number} is on 2 days: 7 h placed of 10 h estimated.`),
    ).toBeInTheDocument();
    expect(
      within(visits)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Oak crew, Mon, Mar 9: 4 h', 'Oak crew, Wed, Mar 11: 3 h']);
  });

  it('skip links take the keyboard past the board to the queue, and to where the selected job fits', async () => {
    const world = await newWorld();
    const { estimate } = await work(world, 2, world.catalog.pruning.id);
    const number = await numberOf(estimate.id, world);
    const { user } = renderApp(api, { at: `/?from=${MONDAY}`, key: world.org.key });
    await cell(/^Oak crew, Mon, Mar 9: 0 jobs$/);

    let presses = 0;
    while (document.activeElement?.textContent !== 'Skip to the queue' && presses < 12) {
      await user.tab();
      presses += 1;
    }
    expect(document.activeElement).toHaveTextContent('Skip to the queue');
    await user.keyboard('{Enter}');
    expect(document.activeElement).toBe(screen.getByRole('region', { name: /^Unscheduled/ }));

    await user.click(screen.getByRole('button', { name: `Where does ${number} fit?` }));
    await screen.findByRole('region', { name: `Best fits for ${number}` });
    await user.click(screen.getByRole('link', { name: `Skip to where ${number} fits` }));
    expect(document.activeElement).toBe(screen.getByRole('region', { name: `Best fits for ${number}` }));
  });

  it('sets a placement’s hours from its menu, drawn at once, and Undo puts the hours back', async () => {
    const world = await newWorld();
    const { estimate } = await bookedWork(world, 2, MONDAY);
    const number = await numberOf(estimate.id, world);
    const hoursOnMonday = async () =>
      (await api.get(`/schedule?from=${MONDAY}&to=${MONDAY}`, { key: world.org.key })).body.data.upcoming[0]
        ?.plannedHours;
    const { user } = renderApp(api, { at: `/?from=${MONDAY}`, key: world.org.key });
    await cell(/^Oak crew, Mon, Mar 9: 1 job$/);

    await user.click(screen.getByRole('button', { name: `Actions for ${number}` }));
    const menu = await screen.findByRole('dialog');
    const field = within(menu).getByLabelText('Hours on Mon, Mar 9');
    await user.clear(field);
    await user.type(field, '3.5');
    await user.click(within(menu).getByRole('button', { name: 'Set hours' }));

    const toast = (await screen.findByText(`${number}: 3.5 h planned on Oak crew, Mon, Mar 9`)).closest('.ui-toast')!;
    expect(await hoursOnMonday()).toBe(3.5);
    await waitFor(async () =>
      expect(within(await cell(/^Oak crew, Mon, Mar 9: 1 job$/)).getByRole('meter')).toHaveAccessibleName(
        '3.5 h of 8 h booked',
      ),
    );

    await user.click(within(toast as HTMLElement).getByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('Undone')).toBeInTheDocument();
    await waitFor(async () => expect(await hoursOnMonday()).toBe(2));
  });

  it('rolls a refused placement back and says why', async () => {
    const world = await newWorld();
    const { estimate } = await work(world, 2, world.catalog.pruning.id);
    const number = await numberOf(estimate.id, world);
    const { user } = renderApp(api, { at: `/?from=${MONDAY}`, key: world.org.key });
    await user.click(await screen.findByRole('button', { name: `Where does ${number} fit?` }));
    const place = await screen.findByRole('button', { name: /^Place on Oak crew, Tue, Mar 10 / });
    // Someone declines the work after the queue was read.
    await api.deps.database.db.update(estimates).set({ status: 'declined' }).where(eq(estimates.id, estimate.id));

    await user.click(place);
    expect(await screen.findByText(`${number} was not placed`)).toBeInTheDocument();
    expect(screen.getByText('Only accepted work can be placed.')).toBeInTheDocument();
    expect(await cell(/^Oak crew, Tue, Mar 10: 0 jobs$/)).toBeInTheDocument();
    expect(
      (await api.get(`/schedule?from=${TUESDAY}&to=${TUESDAY}`, { key: world.org.key })).body.data.upcoming,
    ).toEqual([]);
  });

  it('takes the dispatcher to sign-in when a placement answers 401 (the key was revoked meanwhile), with no error toast', async () => {
    const world = await newWorld();
    const { estimate } = await work(world, 2, world.catalog.pruning.id);
    const number = await numberOf(estimate.id, world);
    const { user } = renderApp(api, { at: `/?from=${MONDAY}`, key: world.org.key });
    await user.click(await screen.findByRole('button', { name: `Where does ${number} fit?` }));
    const place = await screen.findByRole('button', { name: /^Place on Oak crew, Tue, Mar 10 / });
    await api.deps.database.db
      .update(apiKeys)
      .set({ revokedAt: api.clock.now() })
      .where(eq(apiKeys.orgId, world.org.id));

    await user.click(place);
    expect(await screen.findByRole('alert')).toHaveTextContent('You were signed out');
    expect(screen.queryByText('Request refused')).not.toBeInTheDocument();
  });

  it('previews a bump in the day menu, asks before it overbooks the receiving day, and warns once done', async () => {
    const world = await newWorld();
    const moving = await work(world, 3, world.catalog.pruning.id);
    const staying = await work(world, 6, world.catalog.removal.id);
    await insertPlacement(api.deps, world.org.id, {
      estimateId: moving.estimate.id,
      crewId: world.crew.id,
      scheduledDate: MONDAY,
      plannedHours: 3,
    });
    await insertPlacement(api.deps, world.org.id, {
      estimateId: staying.estimate.id,
      crewId: world.crew.id,
      scheduledDate: TUESDAY,
      plannedHours: 6,
    });
    const { user } = renderApp(api, { at: `/?from=${MONDAY}`, key: world.org.key });
    await cell(/^Oak crew, Tue, Mar 10: 1 job$/);

    await user.click(screen.getByRole('button', { name: 'Day actions for Oak crew, Mon, Mar 9' }));
    const menu = await screen.findByRole('dialog');
    await waitFor(() =>
      expect(menu).toHaveTextContent('Moves 1 job (3 h) to Oak crew, Tue, Mar 10: then 9 h of its 8 h, 1 h over.'),
    );
    await user.click(within(menu).getByRole('button', { name: 'Bump the day' }));

    const question = await screen.findByRole('dialog', { name: 'Overbook Oak crew, Tue, Mar 10?' });
    await user.click(within(question).getByRole('button', { name: 'Bump anyway' }));
    const toast = (await screen.findByText('Bumped 1 job to Oak crew, Tue, Mar 10')).closest('.ui-toast');
    expect(toast).toHaveClass('ui-toast--warning');
    expect(toast).toHaveTextContent('Oak crew, Tue, Mar 10 is booked 1 h over its length.');
    await cell(/^Oak crew, Tue, Mar 10: 2 jobs$/);
  });

  it('foresees a bump onto days the board does not show, where a job already on the target day lands later', async () => {
    const world = await newWorld();
    const moving = await work(world, 3, world.catalog.pruning.id);
    const staying = await work(world, 6, world.catalog.removal.id);
    const number = await numberOf(moving.estimate.id, world);
    const placed = [
      // Friday's job also has a visit on next Monday: bumped a day, it lands on next Tuesday instead.
      { estimateId: moving.estimate.id, scheduledDate: '2026-03-13', plannedHours: 3 },
      { estimateId: moving.estimate.id, scheduledDate: '2026-03-16', plannedHours: 2 },
      { estimateId: staying.estimate.id, scheduledDate: '2026-03-17', plannedHours: 6 },
    ];
    for (const placement of placed)
      await insertPlacement(api.deps, world.org.id, { crewId: world.crew.id, ...placement });
    const { user } = renderApp(api, { at: `/?from=${MONDAY}`, key: world.org.key });
    await cell(/^Oak crew, Fri, Mar 13: 1 job$/);

    await user.click(screen.getByRole('button', { name: 'Day actions for Oak crew, Fri, Mar 13' }));
    const menu = await screen.findByRole('dialog');
    await waitFor(() =>
      expect(menu).toHaveTextContent(
        `Moves 1 job (3 h) to Oak crew, Mon, Mar 16. ${number} is on that day already: to Tue, Mar 17, then 9 h of its 8 h, 1 h over.`,
      ),
    );
    await user.click(within(menu).getByRole('button', { name: 'Bump the day' }));

    const question = await screen.findByRole('dialog', { name: 'Overbook Oak crew, Tue, Mar 17?' });
    await user.click(within(question).getByRole('button', { name: 'Bump anyway' }));
    const toast = (await screen.findByText('Bumped 1 job to Oak crew, Mon, Mar 16')).closest('.ui-toast');
    expect(toast).toHaveTextContent('1 job landed later (already had that day).');
    expect(toast).toHaveTextContent('Oak crew, Tue, Mar 17 is booked 1 h over its length.');
  });

  it('bumps a day through its menu and puts it back with Undo', async () => {
    const { world, user } = await boardWithMondayJob(2);

    await user.click(screen.getByRole('button', { name: 'Day actions for Oak crew, Mon, Mar 9' }));
    const dialog = await screen.findByRole('dialog');
    await user.clear(within(dialog).getByLabelText('Working days forward'));
    await user.type(within(dialog).getByLabelText('Working days forward'), '2');
    await user.click(within(dialog).getByRole('button', { name: 'Bump the day' }));

    expect(await screen.findByText('Bumped 1 job to Oak crew, Wed, Mar 11')).toBeInTheDocument();
    await cell(/^Oak crew, Wed, Mar 11: 1 job$/);
    const days = async () =>
      (await api.get(`/schedule?from=${MONDAY}&to=2026-03-13`, { key: world.org.key })).body.data.upcoming.map(
        (row: { scheduledDate: string }) => row.scheduledDate,
      );
    expect(await days()).toEqual(['2026-03-11']);

    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('Undone')).toBeInTheDocument();
    await cell(/^Oak crew, Mon, Mar 9: 1 job$/);
    expect(await days()).toEqual([MONDAY]);
  });

  it('refuses an Undo once the day it puts work back on has filled since, naming it; the later change can go first', async () => {
    const { world, estimate, number, user } = await boardWithMondayJob(3);
    await user.click(screen.getByRole('button', { name: 'Day actions for Oak crew, Mon, Mar 9' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Bump the day' }));
    await cell(/^Oak crew, Tue, Mar 10: 1 job$/);
    // Meanwhile the emptied Monday is given a long job (another dispatcher's action).
    const filler = await work(world, 7, world.catalog.pruning.id);
    await api.post(
      '/schedule',
      { estimateIds: [filler.estimate.id], crewId: world.crew.id, scheduledDate: MONDAY },
      { key: world.org.key },
    );
    await cell(/^Oak crew, Mon, Mar 9: 1 job$/);
    const days = async (estimateId: string) =>
      (
        await api.get(`/schedule?from=${MONDAY}&to=${TUESDAY}&estimateIds=${estimateId}`, { key: world.org.key })
      ).body.data.upcoming.map((row: { scheduledDate: string }) => row.scheduledDate);

    await user.click(screen.getByRole('button', { name: 'Undo' }));
    const refused = (await screen.findByText(/^Not undone: Bumped 1 job/)).closest<HTMLElement>('.ui-toast')!;
    const fillerNumber = await numberOf(filler.estimate.id, world);
    expect(refused).toHaveTextContent(`Oak crew, Mon, Mar 9: ${fillerNumber} was added.`);
    expect(screen.queryByText('Undone')).not.toBeInTheDocument();
    expect(await days(estimate.id)).toEqual([TUESDAY]);

    // The later change first (the long job placed), then the bump: the job is back on its Monday.
    await user.click(within(refused).getByRole('button', { name: 'Undo the later change first' }));
    expect(await screen.findByText(/^Taken back: Bumped 1 job/)).toBeInTheDocument();
    await waitFor(async () => expect(await days(estimate.id)).toEqual([MONDAY]));
    expect(await days(filler.estimate.id)).toEqual([]);
    expect(number).toMatch(/^JOB-/);
  });

  it('places a queue job by keyboard drag (space, arrow, space), announced, and the API has it', async () => {
    const world = await newWorld();
    const { estimate } = await work(world, 2, world.catalog.pruning.id);
    const number = await numberOf(estimate.id, world);
    const { user } = renderApp(api, { at: `/?from=${MONDAY}`, key: world.org.key });
    const grip = await screen.findByRole('button', { name: `${number} ${CUSTOMER} · Elm house` });
    await cell(/^Oak crew, Fri, Mar 13: 0 jobs$/);
    layOutBoard();

    grip.focus();
    await user.keyboard('[Space]');
    await user.keyboard('[ArrowLeft]');
    await waitFor(() =>
      expect(
        screen.getByText(`${number} is over Oak crew, Fri, Mar 13; the day would hold 2 of 8 h.`),
      ).toBeInTheDocument(),
    );
    // Before the drop the day says what it would hold (the pointer's overlay is left to the e2e run).
    expect(within(await cell(/^Oak crew, Fri, Mar 13: 0 jobs$/)).getByText('→ 2 / 8 h')).toBeInTheDocument();
    await user.keyboard('[Space]');

    expect(await screen.findByText(`${number} placed on Oak crew, Fri, Mar 13`)).toBeInTheDocument();
    const board = await api.get('/schedule?from=2026-03-13&to=2026-03-13', { key: world.org.key });
    expect(board.body.data.upcoming).toEqual([
      expect.objectContaining({ estimateId: estimate.id, crew: expect.objectContaining({ id: world.crew.id }) }),
    ]);
  });

  it('dropping a partly placed job on the day that already holds it says so and changes nothing', async () => {
    const world = await newWorld();
    const { estimate } = await work(world, 6, world.catalog.pruning.id);
    await insertPlacement(api.deps, world.org.id, {
      estimateId: estimate.id,
      crewId: world.crew.id,
      scheduledDate: '2026-03-13',
      sortOrder: 1,
      plannedHours: 2,
    });
    const number = await numberOf(estimate.id, world);
    const { user } = renderApp(api, { at: `/?from=${MONDAY}`, key: world.org.key });
    const grip = await screen.findByRole('button', { name: `${number} ${CUSTOMER} · Elm house` });
    await cell(/^Oak crew, Fri, Mar 13: 1 job$/);
    layOutBoard();

    grip.focus();
    await user.keyboard('[Space]');
    await user.keyboard('[ArrowLeft]');
    await user.keyboard('[Space]');

    expect(await screen.findByText(`${number} was already on Oak crew, Fri, Mar 13`)).toBeInTheDocument();
    expect(screen.queryByText(`${number} placed on Oak crew, Fri, Mar 13`)).toBeNull();
    await cell(/^Oak crew, Fri, Mar 13: 1 job$/);
    const board = await api.get('/schedule?from=2026-03-13&to=2026-03-13', { key: world.org.key });
    expect(board.body.data.upcoming).toEqual([expect.objectContaining({ estimateId: estimate.id, plannedHours: 2 })]);
  });

  it('reorders through the card menu; a stale order version (409) refetches the day and says so, nothing half-applied', async () => {
    const { world, rows, numbers, user } = await boardWithMondayOfThree();
    const [numberA, numberB, numberC] = numbers;

    await user.click(screen.getByRole('button', { name: `Actions for ${numberC}` }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Earlier in the day' }));
    expect(await screen.findByText(`${numberC} is now stop 2`)).toBeInTheDocument();
    await waitFor(async () => expect(await mondayOrder()).toEqual([numberA, numberC, numberB]));
    await cell(/^Oak crew, Mon, Mar 9: 3 jobs, order pinned$/);

    // Another dispatcher reorders the day while this one has the card's menu open.
    await user.click(screen.getByRole('button', { name: `Actions for ${numberA}` }));
    const menu = await screen.findByRole('dialog');
    const route = await api.get(`/routes/${world.crew.id}/${MONDAY}`, { key: world.org.key });
    const theirs = [rows[1]!.id, rows[0]!.id, rows[2]!.id];
    const set = await api.post(
      `/routes/${world.crew.id}/${MONDAY}/order`,
      { expectedVersion: route.body.data.controlVersion, orderedScheduleIds: theirs },
      { key: world.org.key },
    );
    expect(set.status).toBe(200);
    // The change feed brings their order to this board without a reload.
    await waitFor(async () => expect(await mondayOrder()).toEqual([numberB, numberA, numberC]));

    await user.click(within(menu).getByRole('button', { name: 'Later in the day' }));
    expect(await screen.findByText('The order was not changed')).toBeInTheDocument();
    expect(screen.getByText('The day was changed by someone else; it has been read again.')).toBeInTheDocument();
    await waitFor(async () => expect(await mondayOrder()).toEqual([numberB, numberA, numberC]));
    const after = await api.get(`/routes/${world.crew.id}/${MONDAY}`, { key: world.org.key });
    expect(after.body.data.orderedScheduleIds).toEqual(theirs);
  });

  it('reorders a day again at once: the first answer’s version guards the second, not the board’s last read', async () => {
    const { world, numbers, user } = await boardWithMondayOfThree();
    const [numberA, numberB, numberC] = numbers;
    const earlier = async (number: string) => {
      await user.click(screen.getByRole('button', { name: `Actions for ${number}` }));
      await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Earlier in the day' }));
    };

    await earlier(numberC!);
    expect(await screen.findByText(`${numberC} is now stop 2`)).toBeInTheDocument();
    // Drawn with the answer, before the board is read again: the day is pinned at the answer's version.
    expect(screen.getByRole('cell', { name: /^Oak crew, Mon, Mar 9: 3 jobs, order pinned$/ })).toBeInTheDocument();
    await earlier(numberC!);
    expect(await screen.findByText(`${numberC} is now stop 1`)).toBeInTheDocument();
    expect(screen.queryByText('The order was not changed')).not.toBeInTheDocument();
    await waitFor(async () => expect(await mondayOrder()).toEqual([numberC, numberA, numberB]));
    const route = await api.get(`/routes/${world.crew.id}/${MONDAY}`, { key: world.org.key });
    expect(route.body.data).toMatchObject({ orderMode: 'manual' });
  });

  it('opens a card’s menu with the focus on Close, not Remove: Enter removes nothing', async () => {
    const { world, estimate, number, user } = await boardWithMondayJob(2);

    await user.click(screen.getByRole('button', { name: `Actions for ${number}` }));
    const menu = await screen.findByRole('dialog');
    await waitFor(() => expect(within(menu).getByRole('button', { name: 'Close' })).toHaveFocus());
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const board = await api.get(`/schedule?from=${MONDAY}&to=${MONDAY}`, { key: world.org.key });
    expect(board.body.data.upcoming).toEqual([expect.objectContaining({ estimateId: estimate.id })]);
    expect(await cell(/^Oak crew, Mon, Mar 9: 1 job$/)).toBeInTheDocument();
  });

  it('removes a placement through the card menu (it goes back to the queue) and Undo places it again', async () => {
    const { world, estimate, number, user } = await boardWithMondayJob(2);

    await removeFromMonday(user, number);
    await cell(/^Oak crew, Mon, Mar 9: 0 jobs$/);
    expect(await screen.findByRole('button', { name: `${number} ${CUSTOMER} · Elm house` })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Undo' }));
    await cell(/^Oak crew, Mon, Mar 9: 1 job$/);
    const board = await api.get(`/schedule?from=${MONDAY}&to=${MONDAY}`, { key: world.org.key });
    expect(board.body.data.upcoming).toEqual([expect.objectContaining({ estimateId: estimate.id, plannedHours: 2 })]);
  });

  it('undoes the removal of a program round as that round: the placement is linked to its line again', async () => {
    const world = await newWorld();
    const { estimate, lines } = await insertAcceptedWork(api.deps, world.org.id, world.site, {
      estimate: { acceptedAt: new Date('2025-03-10T18:00:00Z') },
      lines: [
        { catalogItemId: world.catalog.program.id, estimatedHours: 1.5, status: 'done' },
        { catalogItemId: world.catalog.pruning.id, estimatedHours: 3, status: 'done' },
      ],
    });
    const programLine = lines[0]!;
    const placed = await api.post(
      '/schedule',
      { estimateIds: [estimate.id], crewId: world.crew.id, scheduledDate: MONDAY, lineItemId: programLine.id },
      { key: world.org.key },
    );
    expect(placed.body.data.items[0].status).toBe('placed');
    const number = await numberOf(estimate.id, world);
    const { user } = renderApp(api, { at: `/?from=${MONDAY}`, key: world.org.key });
    await cell(/^Oak crew, Mon, Mar 9: 1 job$/);

    await removeFromMonday(user, number);
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    await cell(/^Oak crew, Mon, Mar 9: 1 job$/);

    const board = await api.get(`/schedule?from=${MONDAY}&to=${MONDAY}`, { key: world.org.key });
    expect(board.body.data.upcoming).toEqual([
      expect.objectContaining({ estimateId: estimate.id, lineItemId: programLine.id, plannedHours: 1.5 }),
    ]);
  });
});
