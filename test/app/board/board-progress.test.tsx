import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertSite } from '../../support/inventory-fixtures';
import { insertAcceptedWork, insertPlacement } from '../../support/schedule-fixtures';
import { startTestApp, type TestApp } from '../../support/test-app';
import { renderApp } from '../support/render-app';
import { boardWorld, MONDAY, type BoardWorld } from './board-world';

let api: TestApp;

beforeAll(async () => {
  api = await startTestApp();
});

/** A job of two lines on Alder crew's Monday, `done` of them marked done by the crew. */
async function jobWithProgress(world: BoardWorld, done: number, sortOrder: number) {
  const site = await insertSite(api.deps, world.org.id, {
    label: `Lot ${sortOrder}`,
    latitude: 45.52,
    longitude: -122.6,
  });
  const { estimate, lines } = await insertAcceptedWork(api.deps, world.org.id, site, {
    lines: [0, 1].map((index) => ({
      catalogItemId: world.catalog.pruning.id,
      estimatedHours: 1,
      status: index < done ? 'done' : 'pending',
    })),
  });
  await insertPlacement(api.deps, world.org.id, {
    estimateId: estimate.id,
    crewId: world.alder.id,
    scheduledDate: MONDAY,
    sortOrder,
    plannedHours: 2,
  });
  const number = (await api.get(`/estimates/${estimate.id}`, { key: world.org.key })).body.data.number as string;
  return { estimateId: estimate.id, number, lineIds: lines.map((line) => line.id) };
}

const card = (cell: HTMLElement, number: string) =>
  [...cell.querySelectorAll<HTMLElement>('.board-card')].find((found) => found.textContent?.includes(number))!;

describe('progress on the board', () => {
  it('says of each card not started, under way or done, and of the day how many jobs are done; a mark shows live', async () => {
    const world = await boardWorld(api);
    const finished = await jobWithProgress(world, 2, 1);
    const begun = await jobWithProgress(world, 1, 2);
    const untouched = await jobWithProgress(world, 0, 3);
    const { user } = renderApp(api, { at: `/board?from=${MONDAY}`, key: world.org.key });

    const cell = await screen.findByRole('cell', { name: /^Alder crew, Mon, Mar 9: 3 jobs/ });
    await waitFor(() => expect(within(cell).getByRole('img', { name: '1 of 3 jobs done' })).toBeInTheDocument());
    // Compact (the default) says it short: the head's line also holds the booked hours, which are never cut.
    expect(within(cell).getByText('✓1/3')).toBeInTheDocument();
    expect(card(cell, finished.number)).toHaveTextContent(', done');
    expect(card(cell, begun.number)).toHaveTextContent(', under way, 1 of 2 lines done');
    expect(card(cell, untouched.number)).toHaveTextContent(', not started');

    // The crew marks the second line: the board reads it from the change feed, no reload.
    const marked = await api.request(
      'PATCH',
      `/estimates/${begun.estimateId}/lines/${begun.lineIds[1]}`,
      { status: 'done' },
      { key: world.org.key },
    );
    expect(marked.status).toBe(200);
    await waitFor(() => expect(card(cell, begun.number)).toHaveTextContent(', done'));
    expect(within(cell).getByRole('img', { name: '2 of 3 jobs done' })).toBeInTheDocument();

    // Comfortable gives the hours a line of their own: the head has room for the words.
    await user.click(screen.getByRole('button', { name: 'Comfortable' }));
    const comfortable = await screen.findByRole('cell', { name: /^Alder crew, Mon, Mar 9: 3 jobs/ });
    expect(within(comfortable).getByText('2 of 3 done')).toBeInTheDocument();
  });

  it('says nothing of progress on a day ahead that no crew has begun', async () => {
    const world = await boardWorld(api);
    await jobWithProgress(world, 0, 1);
    renderApp(api, { at: `/board?from=${MONDAY}`, key: world.org.key });
    const cell = await screen.findByRole('cell', { name: /^Alder crew, Mon, Mar 9: 1 job/ });
    await waitFor(() => expect(cell).toHaveTextContent(', not started'));
    expect(within(cell).queryByText(/of 1 done/)).not.toBeInTheDocument();
  });

  it("reads a program round's visit as not started, though its job's lines were done by the first treatment", async () => {
    const world = await boardWorld(api);
    const site = await insertSite(api.deps, world.org.id, { label: 'Lot 9', latitude: 45.52, longitude: -122.6 });
    const { estimate, lines } = await insertAcceptedWork(api.deps, world.org.id, site, {
      estimate: { acceptedAt: new Date('2025-03-10T18:00:00Z') },
      lines: [
        { catalogItemId: world.catalog.program.id, estimatedHours: 1, status: 'done' },
        { catalogItemId: world.catalog.pruning.id, estimatedHours: 2, status: 'done' },
      ],
    });
    await insertPlacement(api.deps, world.org.id, {
      estimateId: estimate.id,
      crewId: world.alder.id,
      scheduledDate: MONDAY,
      sortOrder: 1,
      plannedHours: 1,
      lineItemId: lines[0]!.id,
      round: 1,
    });
    const finished = await jobWithProgress(world, 2, 2);
    const number = (await api.get(`/estimates/${estimate.id}`, { key: world.org.key })).body.data.number as string;
    renderApp(api, { at: `/board?from=${MONDAY}`, key: world.org.key });

    const cell = await screen.findByRole('cell', { name: /^Alder crew, Mon, Mar 9: 2 jobs/ });
    await waitFor(() => expect(card(cell, finished.number)).toHaveTextContent(', done'));
    expect(card(cell, number)).toHaveTextContent(', not started');
    expect(within(cell).getByRole('img', { name: '1 of 2 jobs done' })).toBeInTheDocument();
  });
});
