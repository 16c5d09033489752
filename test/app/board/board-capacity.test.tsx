import { screen, within } from '@testing-library/react';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { organizations } from '../../../src/server/db/schema';
import { insertSite } from '../../support/inventory-fixtures';
import {
  insertAcceptedWork,
  insertCrew,
  insertPlacement,
  insertScheduleCatalog,
  type CrewRow,
  type ScheduleCatalog,
} from '../../support/schedule-fixtures';
import { startTestApp, type TestApp, type TestOrg } from '../../support/test-app';
import { listOf } from '../support/choose-option';
import { renderApp } from '../support/render-app';

/*
 * What a crew-day's capacity says: its figure on narrow days, and the hours it holds for work nobody
 * estimated. The test clock says Monday 2026-03-02; the board is opened on the next week. Oak crew
 * works the default day, 7:00 to 15:00 (8 h).
 */
const MONDAY = '2026-03-09';
const TUESDAY = '2026-03-10';

let api: TestApp;

interface World {
  org: TestOrg;
  crew: CrewRow;
  catalog: ScheduleCatalog;
  site: Awaited<ReturnType<typeof insertSite>>;
}

beforeAll(async () => {
  api = await startTestApp();
});

async function newWorld(): Promise<World> {
  const org = await api.newOrg();
  const crew = await insertCrew(api.deps, org.id, { name: 'Oak crew', color: '#2e7d32' });
  const catalog = await insertScheduleCatalog(api.deps, org.id);
  const site = await insertSite(api.deps, org.id, { label: 'Elm house', latitude: 45.5, longitude: -122.6 });
  return { org, crew, catalog, site };
}

/** Jobs on the crew's `day`, one per entry: its planned hours, null when nobody estimated them. */
async function jobsOn(world: World, day: string, hours: (number | null)[]) {
  for (const [index, planned] of hours.entries()) {
    const { estimate } = await insertAcceptedWork(api.deps, world.org.id, world.site, {
      lines: [{ catalogItemId: world.catalog.pruning.id, estimatedHours: planned ?? 1 }],
    });
    await insertPlacement(api.deps, world.org.id, {
      estimateId: estimate.id,
      crewId: world.crew.id,
      scheduledDate: day,
      sortOrder: index + 1,
      plannedHours: planned,
    });
  }
}

const cell = (name: RegExp) => screen.findByRole('cell', { name });
/** The line of a day's head holding its grip, route status and menu. */
const headOf = (day: HTMLElement) => within(day).getByRole('button', { name: /^Day actions for / }).parentElement!;

describe('a crew-day’s capacity figure', () => {
  it('has a line of its own on the 14 narrow days: the short figure, the full sentence in its title and meter', async () => {
    const world = await newWorld();
    await jobsOn(world, MONDAY, [3.5, 2]);
    renderApp(api, { at: `/?from=${MONDAY}&days=14`, key: world.org.key });

    const day = await cell(/^Oak crew, Mon, Mar 9: 2 jobs$/);
    const meter = within(day).getByRole('meter', { name: '5.5 h of 8 h booked' });
    const figure = within(day).getByText('5.5/8');
    // Not squeezed beside the grip, route chip and menu (fourteen days cut it there to "5…").
    expect(headOf(day)).not.toContainElement(figure);
    expect(meter.parentElement).toContainElement(figure);
    expect(meter.parentElement).toHaveAttribute('title', '5.5 h of 8 h booked');
    // Hidden from screen readers, which hear the meter's sentence instead.
    expect(figure).toHaveAttribute('aria-hidden', 'true');
  });

  it('stays on the head’s line in the week views, where it has room', async () => {
    const world = await newWorld();
    await jobsOn(world, MONDAY, [3.5, 2]);
    renderApp(api, { at: `/?from=${MONDAY}&days=7`, key: world.org.key });

    const day = await cell(/^Oak crew, Mon, Mar 9: 2 jobs$/);
    expect(headOf(day)).toContainElement(within(day).getByText('5.5/8'));
  });
});

describe('hours in quarter hours', () => {
  it("are said as planned on each card and summed as booked; only the compact day's figure is to a tenth", async () => {
    const world = await newWorld();
    await jobsOn(world, MONDAY, [3.25, 2.5]);
    renderApp(api, { at: `/?from=${MONDAY}&days=7`, key: world.org.key });

    const day = await cell(/^Oak crew, Mon, Mar 9: 2 jobs$/);
    expect(within(day).getByText('3.25 h')).toBeInTheDocument();
    expect(within(day).getByText('2.5 h')).toBeInTheDocument();
    const meter = within(day).getByRole('meter', { name: '5.75 h of 8 h booked' });
    // The figure beside the bar, where room is short, is read at a glance; its title says it exactly.
    expect(within(day).getByText('5.8/8')).toBeInTheDocument();
    expect(meter.parentElement).toHaveAttribute('title', '5.75 h of 8 h booked');
  });
});

describe('work nobody estimated', () => {
  it('says the hours held for it on its card, and the day’s capacity says how many jobs it holds hours for', async () => {
    const world = await newWorld();
    // The organization's placeholder, not a figure of the SPA's own.
    await api.deps.database.db
      .update(organizations)
      .set({ placeholderHours: 3 })
      .where(eq(organizations.id, world.org.id));
    await jobsOn(world, MONDAY, [2, null]);
    await jobsOn(world, TUESDAY, [null, null, 1]);
    renderApp(api, { at: `/?from=${MONDAY}`, key: world.org.key });

    const monday = await cell(/^Oak crew, Mon, Mar 9: 2 jobs$/);
    const held = within(monday).getByText('? h (3 h held)');
    expect(held).toHaveAttribute('title', 'Not estimated: 3 h held on its day until someone estimates it');
    expect(held).toHaveAccessibleName('Not estimated: 3 h held on its day until someone estimates it');
    expect(within(monday).getByRole('meter')).toHaveAccessibleName(
      '5 h of 8 h booked, 3 h of it held for 1 job not estimated',
    );
    expect(within(monday).getByRole('meter').parentElement).toHaveAttribute(
      'title',
      '5 h of 8 h booked, 3 h of it held for 1 job not estimated',
    );

    const tuesday = await cell(/^Oak crew, Tue, Mar 10: 3 jobs$/);
    expect(within(tuesday).getAllByText('? h (3 h held)')).toHaveLength(2);
    expect(within(tuesday).getByRole('meter')).toHaveAccessibleName(
      '7 h of 8 h booked, 6 h of it held for 2 jobs not estimated',
    );
  });

  it('leaves the sentence of a day whose work is all estimated as it was', async () => {
    const world = await newWorld();
    await jobsOn(world, MONDAY, [2, 1.5]);
    renderApp(api, { at: `/?from=${MONDAY}`, key: world.org.key });

    const monday = await cell(/^Oak crew, Mon, Mar 9: 2 jobs$/);
    expect(within(monday).getByRole('meter')).toHaveAccessibleName('3.5 h of 8 h booked');
    expect(within(monday).queryByText(/held/)).not.toBeInTheDocument();
  });

  it('gives the no-crew row no length: its days say the hours they hold, never "x/8"', async () => {
    const world = await newWorld();
    const { estimate } = await insertAcceptedWork(api.deps, world.org.id, world.site, {
      lines: [{ catalogItemId: world.catalog.pruning.id, estimatedHours: 6.75 }],
    });
    await insertPlacement(api.deps, world.org.id, {
      estimateId: estimate.id,
      crewId: null,
      scheduledDate: MONDAY,
      sortOrder: 1,
      plannedHours: 6.75,
    });
    const { user } = renderApp(api, { at: `/?from=${MONDAY}`, key: world.org.key });

    const day = await cell(/^No crew \(pencilled\), Mon, Mar 9: 1 job$/);
    expect(within(day).queryByRole('meter')).not.toBeInTheDocument();
    expect(within(day).getByTitle('6.75 h waiting for a crew')).toHaveTextContent(/^6\.75 h$/);
    expect(day).not.toHaveTextContent('/8');

    // Its day menu hands the day to a crew, never to the no-crew row itself.
    await user.click(within(day).getByRole('button', { name: 'Day actions for No crew (pencilled), Mon, Mar 9' }));
    const menu = await screen.findByRole('dialog', { name: 'Day actions: No crew (pencilled), Mon, Mar 9' });
    const to = within(menu).getByRole('combobox', { name: 'Reassign the day to' });
    expect(to).toHaveValue('Oak crew');
    await user.click(to);
    expect(
      within(listOf(to))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Oak crew']);
    expect(menu).toHaveTextContent('Moves 1 job (6.75 h) to Oak crew, Mon, Mar 9');
  });
});
