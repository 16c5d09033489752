import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertCrew } from '../../support/schedule-fixtures';
import { startTestApp, type TestApp } from '../../support/test-app';
import { chooseOption } from '../support/choose-option';
import { renderApp } from '../support/render-app';
import { boardWorld, crewsOnDay, findCell, jobsOnDay, MONDAY, TUESDAY } from './board-world';

/*
 * Archived crews take no new work: the board hides their rows unless "Show archived crews" (kept in
 * the address) asks for them, and an archived crew still holding work in the days shown keeps its
 * row, flagged, until that work is reassigned.
 */

let api: TestApp;

beforeAll(async () => {
  api = await startTestApp();
});

const crewRow = (name: string) => screen.queryByRole('rowheader', { name: new RegExp(`^${name}`) });
const address = () => new URLSearchParams(window.location.search);

describe('archived crews on the board', () => {
  it('are hidden unless "Show archived crews" is on, which the address keeps', async () => {
    const world = await boardWorld(api);
    await insertCrew(api.deps, world.org.id, { name: 'Willow crew', active: false });
    const { user, unmount } = renderApp(api, { at: `/?from=${MONDAY}`, key: world.org.key });

    await findCell(/^Alder crew, Mon, Mar 9: 0 jobs$/);
    expect(crewRow('Willow crew')).toBeNull();
    const toggle = screen.getByRole('checkbox', { name: 'Show archived crews (1)' });
    expect(toggle).not.toBeChecked();

    await user.click(toggle);
    expect(await findCell(/^Willow crew, Mon, Mar 9: 0 jobs, archived crew$/)).toBeInTheDocument();
    expect(crewRow('Willow crew')).toHaveTextContent('Willow crew (archived)');
    expect(address().get('archived')).toBe('shown');
    // The working crews and the row with no crew stay where they were.
    expect(screen.getAllByRole('rowheader').map((row) => row.textContent)).toEqual([
      'Alder crew',
      'Birch crew',
      'Willow crew (archived)',
      'No crew (pencilled)',
    ]);

    await user.click(toggle);
    await waitFor(() => expect(crewRow('Willow crew')).toBeNull());
    expect(address().has('archived')).toBe(false);
    unmount();

    // A link (or a reload) with the toggle on shows them.
    renderApp(api, { at: `/?from=${MONDAY}&archived=shown`, key: world.org.key });
    expect(await findCell(/^Willow crew, Tue, Mar 10: 0 jobs, archived crew$/)).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Show archived crews (1)' })).toBeChecked();
  });

  it('offers no toggle when no crew is archived', async () => {
    const world = await boardWorld(api);
    renderApp(api, { at: `/?from=${MONDAY}`, key: world.org.key });
    await findCell(/^Alder crew, Mon, Mar 9: 0 jobs$/);
    expect(screen.queryByRole('checkbox', { name: /Show archived crews/ })).not.toBeInTheDocument();
  });

  it('keep the row of one still holding work in the days shown, flagged until that work is reassigned', async () => {
    const world = await boardWorld(api);
    const willow = await insertCrew(api.deps, world.org.id, { name: 'Willow crew', active: false });
    // Placed before the crew was archived (the API gives an archived crew no new work).
    const [monday] = await jobsOnDay(world, willow.id, MONDAY, 1);
    await jobsOnDay(world, willow.id, TUESDAY, 1);
    const { user } = renderApp(api, { at: `/?from=${MONDAY}`, key: world.org.key });

    const day = await findCell(/^Willow crew, Mon, Mar 9: 1 job, archived crew$/);
    expect(within(day).getByText(monday!.number)).toBeInTheDocument();
    const row = crewRow('Willow crew')!;
    expect(row).toHaveTextContent('Willow crew (archived)Reassign its work: 2 days');
    expect(within(row).getByText('Reassign its work: 2 days')).toHaveAttribute(
      'title',
      'Willow crew is archived and takes no new work, yet holds work on 2 days shown: reassign each of those days to a working crew (its menu, Reassign the day to).',
    );
    expect(screen.getByRole('checkbox', { name: 'Show archived crews (1)' })).not.toBeChecked();

    // Monday handed to Alder crew from the day's menu: one day left to reassign.
    await user.click(within(day).getByRole('button', { name: 'Day actions for Willow crew, Mon, Mar 9' }));
    const menu = await screen.findByRole('dialog', { name: 'Day actions: Willow crew, Mon, Mar 9' });
    await chooseOption(user, within(menu).getByRole('combobox', { name: 'Reassign the day to' }), 'Alder crew');
    await user.click(within(menu).getByRole('button', { name: 'Reassign' }));
    expect(await screen.findByText('Reassigned 1 job to Alder crew')).toBeInTheDocument();
    await waitFor(() => expect(crewRow('Willow crew')).toHaveTextContent('Reassign its work: 1 day'));
    expect(await crewsOnDay(world, MONDAY)).toEqual({ [monday!.estimateId]: world.alder.id });

    // Tuesday too: the crew holds nothing shown, and its row goes with the toggle off.
    const tuesday = await findCell(/^Willow crew, Tue, Mar 10: 1 job, archived crew$/);
    await user.click(within(tuesday).getByRole('button', { name: 'Day actions for Willow crew, Tue, Mar 10' }));
    const next = await screen.findByRole('dialog', { name: 'Day actions: Willow crew, Tue, Mar 10' });
    await chooseOption(user, within(next).getByRole('combobox', { name: 'Reassign the day to' }), 'Birch crew');
    await user.click(within(next).getByRole('button', { name: 'Reassign' }));
    expect(await screen.findByText('Reassigned 1 job to Birch crew')).toBeInTheDocument();
    await waitFor(() => expect(crewRow('Willow crew')).toBeNull());
  });
});
