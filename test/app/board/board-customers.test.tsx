import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertCustomer, insertSite } from '../../support/inventory-fixtures';
import { insertAcceptedWork, insertPlacement } from '../../support/schedule-fixtures';
import { startTestApp, type TestApp } from '../../support/test-app';
import { renderApp } from '../support/render-app';
import { boardWorld, findCell, MONDAY, type BoardWorld } from './board-world';

/*
 * A dispatcher on the phone looks for the caller's name: each card names its job's customer (a
 * person by surname, a business whole; the whole name in its title and accessible name), and the
 * queue's search finds waiting work by the customer's name.
 */

let api: TestApp;

beforeAll(async () => {
  api = await startTestApp();
});

/** Pruning work for `customer` (none: an estimate made without one) at a site of its own. */
async function workFor(world: BoardWorld, customer: string | null, label: string) {
  const owner = await insertCustomer(api.deps, world.org.id, { name: customer ?? 'Site owner' });
  const site = await insertSite(api.deps, world.org.id, {
    label,
    latitude: 45.52,
    longitude: -122.6,
    customerId: owner.id,
  });
  const { estimate } = await insertAcceptedWork(api.deps, world.org.id, site, {
    estimate: customer === null ? { customerId: null } : {},
    lines: [{ catalogItemId: world.catalog.pruning.id, estimatedHours: 2 }],
  });
  const number = (await api.get(`/estimates/${estimate.id}`, { key: world.org.key })).body.data.number as string;
  return { estimateId: estimate.id, number };
}

/** The card of job `number` in `cell`: its draggable part, which names it. */
const cardOf = (cell: HTMLElement, number: string) =>
  within(cell).getByRole('button', { name: new RegExp(`^${number}(?!\\d)`) });

/**
 * What a card's accessible name says after its job number and progress (none of these jobs is begun;
 * jsdom joins the card's parts without spaces).
 */
const saysAfter = (number: string, words: string) => new RegExp(`^${number}, not started\\s*${words}\\s*2 h`);

describe("the customer's name", () => {
  it('is on every card: a surname or a business, whole in the title and the accessible name, at both densities', async () => {
    const world = await boardWorld(api);
    const jobs = [
      await workFor(world, 'Ngozi Okafor', '11913 NW 50th Ave'),
      await workFor(world, 'Tigard Meadows HOA', '8 Meadow Ln'),
      await workFor(world, null, '40 Barn Rd'),
    ];
    for (const [index, job] of jobs.entries())
      await insertPlacement(api.deps, world.org.id, {
        estimateId: job.estimateId,
        crewId: world.alder.id,
        scheduledDate: MONDAY,
        sortOrder: index + 1,
        plannedHours: 2,
      });
    const [person, business, nobody] = jobs;
    const { user } = renderApp(api, { at: `/?from=${MONDAY}`, key: world.org.key });
    const monday = await findCell(/^Alder crew, Mon, Mar 9: 3 jobs/);
    // The jobs' progress is read beside the board: the cards read whole once it is there.
    await waitFor(() => expect(within(monday).getAllByTitle('not started')).toHaveLength(3));

    // Compact (the default): the customer, then the street without its house number.
    expect(cardOf(monday, person!.number)).toHaveTextContent(/Okafor · NW 50th Ave2 hPruning$/);
    expect(within(cardOf(monday, person!.number)).getByText('Okafor')).toBeVisible();
    expect(cardOf(monday, person!.number)).toHaveAccessibleName(
      saysAfter(person!.number, 'Ngozi Okafor · NW 50th Ave'),
    );
    expect(cardOf(monday, person!.number)).toHaveAttribute('title', 'Ngozi Okafor · 11913 NW 50th Ave · Pruning');
    expect(cardOf(monday, business!.number)).toHaveAccessibleName(
      saysAfter(business!.number, 'Tigard Meadows HOA · Meadow Ln'),
    );
    // An estimate made without a customer names none.
    expect(cardOf(monday, nobody!.number)).toHaveAccessibleName(saysAfter(nobody!.number, 'Barn Rd'));
    expect(cardOf(monday, nobody!.number)).toHaveAttribute('title', '40 Barn Rd · Pruning');

    // Comfortable: the whole site label after the customer.
    await user.click(screen.getByRole('button', { name: 'Comfortable' }));
    const comfortable = await findCell(/^Alder crew, Mon, Mar 9: 3 jobs/);
    expect(cardOf(comfortable, person!.number)).toHaveAccessibleName(
      saysAfter(person!.number, 'Ngozi Okafor · 11913 NW 50th Ave'),
    );
  });

  it("is on each queue row, and the queue's search finds work by it", async () => {
    const world = await boardWorld(api);
    const okafor = await workFor(world, 'Ngozi Okafor', 'Maple house');
    await workFor(world, 'Rosa Lindqvist', 'Elm house');
    const { user } = renderApp(api, { at: `/?from=${MONDAY}`, key: world.org.key });
    await screen.findByRole('heading', { name: 'Unscheduled (2)' });
    const queue = screen.getByRole('list', { name: 'Unscheduled work' });
    expect(within(queue).getByText(okafor.number).parentElement).toHaveTextContent(
      `${okafor.number} Ngozi Okafor · Maple house`,
    );

    await user.type(screen.getByLabelText('Search'), 'okafor');
    await screen.findByRole('heading', { name: 'Unscheduled (1 matching)' });
    expect(
      within(queue)
        .getAllByRole('listitem')
        .map((row) => within(row).getByText(/^JOB-/).textContent),
    ).toEqual([okafor.number]);
    // The address keeps the search as it did.
    expect(new URLSearchParams(window.location.search).get('q')).toBe('okafor');
  });
});
