import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { insertPlacement } from '../../support/schedule-fixtures';
import { startTestApp, type TestApp } from '../../support/test-app';
import { renderApp } from '../support/render-app';
import { boardWorld, crewsOnDay, findCell, jobsOnDay, layOutBoard, MONDAY, TUESDAY } from './board-world';

let api: TestApp;

beforeAll(async () => {
  api = await startTestApp();
});

afterEach(() => {
  vi.restoreAllMocks();
});

/** Picks up a day by its grip and drops it after the arrow keys given (space, arrows, space). */
async function dragDayByKeyboard(
  user: ReturnType<typeof renderApp>['user'],
  label: string,
  arrows: string[],
  over: string,
) {
  layOutBoard();
  screen.getByRole('button', { name: `Move the day ${label} to another crew` }).focus();
  await user.keyboard('[Space]');
  for (const arrow of arrows) await user.keyboard(`[${arrow}]`);
  // Said with what the receiving day would hold when it has a length.
  await waitFor(() =>
    expect(
      screen.getByText((text) => text.startsWith(`${label} (the whole day) is over ${over}`) && text.endsWith('.')),
    ).toBeInTheDocument(),
  );
  await user.keyboard('[Space]');
}

describe('reassigning a crew-day by dragging its grip', () => {
  it('hands the day to the crew below by keyboard, announced; the API has it, and Undo hands it back', async () => {
    const world = await boardWorld(api);
    const jobs = await jobsOnDay(world, world.alder.id, MONDAY, 2);
    const { user } = renderApp(api, { at: `/?from=${MONDAY}`, key: world.org.key });
    await findCell(/^Alder crew, Mon, Mar 9: 2 jobs$/);

    await dragDayByKeyboard(user, 'Alder crew, Mon, Mar 9', ['ArrowDown'], 'Birch crew, Mon, Mar 9');

    expect(await screen.findByText('Reassigned 2 jobs to Birch crew')).toBeInTheDocument();
    expect(
      screen.getByText('Alder crew, Mon, Mar 9 (the whole day) was dropped on Birch crew, Mon, Mar 9.'),
    ).toBeInTheDocument();
    const birchDay = await findCell(/^Birch crew, Mon, Mar 9: 2 jobs/);
    expect(within(birchDay).getByText(jobs[0]!.number)).toBeInTheDocument();
    await findCell(/^Alder crew, Mon, Mar 9: 0 jobs$/);
    expect(await crewsOnDay(world, MONDAY)).toEqual({
      [jobs[0]!.estimateId]: world.birch.id,
      [jobs[1]!.estimateId]: world.birch.id,
    });

    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('Undone')).toBeInTheDocument();
    await findCell(/^Alder crew, Mon, Mar 9: 2 jobs/);
    expect(await crewsOnDay(world, MONDAY)).toEqual({
      [jobs[0]!.estimateId]: world.alder.id,
      [jobs[1]!.estimateId]: world.alder.id,
    });
  });

  it('refuses a drop on another date, says so, and sends nothing', async () => {
    const world = await boardWorld(api);
    const jobs = await jobsOnDay(world, world.alder.id, MONDAY, 1);
    const { user } = renderApp(api, { at: `/?from=${MONDAY}`, key: world.org.key });
    await findCell(/^Alder crew, Mon, Mar 9: 1 job$/);

    await dragDayByKeyboard(user, 'Alder crew, Mon, Mar 9', ['ArrowDown', 'ArrowRight'], 'Birch crew, Tue, Mar 10');

    expect(await screen.findByText('The day was not moved')).toBeInTheDocument();
    const refusal = `A day goes to another crew on the same date, not from ${MONDAY} to ${TUESDAY}. Nothing changed.`;
    expect(screen.getAllByText(refusal)).toHaveLength(2); // the toast and the screen reader's announcement
    await findCell(/^Alder crew, Mon, Mar 9: 1 job$/);
    expect(await crewsOnDay(world, MONDAY)).toEqual({ [jobs[0]!.estimateId]: world.alder.id });
    expect(await crewsOnDay(world, TUESDAY)).toEqual({});
  });

  it('leaves a job the receiving crew already has that day, says so, and Undo brings back only what moved', async () => {
    const world = await boardWorld(api);
    const [shared, solo] = await jobsOnDay(world, world.alder.id, MONDAY, 2);
    // Birch is on the shared job that day already (a two-crew job).
    await insertPlacement(api.deps, world.org.id, {
      estimateId: shared!.estimateId,
      crewId: world.birch.id,
      scheduledDate: MONDAY,
      sortOrder: 1,
      plannedHours: 2,
    });
    const { user } = renderApp(api, { at: `/?from=${MONDAY}`, key: world.org.key });
    await findCell(/^Birch crew, Mon, Mar 9: 1 job$/);

    await dragDayByKeyboard(user, 'Alder crew, Mon, Mar 9', ['ArrowDown'], 'Birch crew, Mon, Mar 9');

    expect(await screen.findByText('Reassigned 1 job to Birch crew')).toBeInTheDocument();
    expect(screen.getByText('1 job not moved (started, or already with that crew).')).toBeInTheDocument();
    const alderDay = await findCell(/^Alder crew, Mon, Mar 9: 1 job/);
    expect(within(alderDay).getByText(shared!.number)).toBeInTheDocument();
    await findCell(/^Birch crew, Mon, Mar 9: 2 jobs/);
    const board = await api.get(`/schedule?from=${MONDAY}&to=${MONDAY}&crewIds=${world.alder.id}`, {
      key: world.org.key,
    });
    expect(board.body.data.upcoming.map((row: { estimateId: string }) => row.estimateId)).toEqual([shared!.estimateId]);

    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('Undone')).toBeInTheDocument();
    await findCell(/^Birch crew, Mon, Mar 9: 1 job/);
    const after = await api.get(`/schedule?from=${MONDAY}&to=${MONDAY}&crewIds=${world.alder.id}`, {
      key: world.org.key,
    });
    expect(after.body.data.upcoming.map((row: { estimateId: string }) => row.estimateId).sort()).toEqual(
      [shared!.estimateId, solo!.estimateId].sort(),
    );
  });
});
