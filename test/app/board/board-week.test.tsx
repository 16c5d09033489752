import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertCrew } from '../../support/schedule-fixtures';
import { startTestApp, type TestApp } from '../../support/test-app';
import { renderApp } from '../support/render-app';

/*
 * A dispatcher plans by the calendar week. The browser's clock says Thursday 2026-03-05 (10:00 in
 * Portland, 18:00 in UTC): the board shows the week Monday Mar 2 to Friday Mar 6, not Thursday to
 * Wednesday, and steps by whole weeks.
 */
const THURSDAY_NOON = new Date('2026-03-05T18:00:00Z');
const SATURDAY_NOON = new Date('2026-03-07T20:00:00Z');

let api: TestApp;

beforeAll(async () => {
  api = await startTestApp();
});

async function openBoard(at: string, now = THURSDAY_NOON) {
  const org = await api.newOrg({ timeZone: 'America/Los_Angeles' });
  await insertCrew(api.deps, org.id, { name: 'Oak crew' });
  return renderApp(api, { at, key: org.key, now });
}

const headers = async () => {
  const grid = await screen.findByRole('table', { name: 'Crew board' });
  return within(grid).getAllByRole('columnheader').slice(1);
};
const columns = async () => (await headers()).map((header) => header.textContent);
const fromParam = () => new URLSearchParams(window.location.search).get('from');

describe('the board shows calendar weeks', () => {
  it('opens on the week holding today, Monday first, today marked and the Tab stop on it', async () => {
    await openBoard('/');
    expect(await columns()).toEqual(['Mon, Mar 2', 'Tue, Mar 3', 'Wed, Mar 4', 'Thu, Mar 5', 'Fri, Mar 6']);
    const marked = (await headers()).filter((header) => header.getAttribute('aria-current') === 'date');
    expect(marked.map((header) => header.textContent)).toEqual(['Thu, Mar 5']);
    // Keyboard focus starts on today, not on the days already past.
    expect(await screen.findByRole('cell', { name: /^Oak crew, Thu, Mar 5: 0 jobs$/ })).toHaveAttribute(
      'tabindex',
      '0',
    );
    expect(screen.getByRole('cell', { name: /^Oak crew, Mon, Mar 2: 0 jobs$/ })).toHaveAttribute('tabindex', '-1');
    // The days already past are marked so: work placed there reads as recorded, not coming.
    const past = (await headers()).filter((header) => header.getAttribute('title') === 'A past day');
    expect(past.map((header) => header.textContent)).toEqual(['Mon, Mar 2', 'Tue, Mar 3', 'Wed, Mar 4']);
    expect(screen.getByRole('cell', { name: /^Oak crew, Wed, Mar 4: 0 jobs$/ })).toHaveClass('board-cell--past');
    expect(screen.getByRole('cell', { name: /^Oak crew, Thu, Mar 5: 0 jobs$/ })).not.toHaveClass('board-cell--past');
  });

  it('goes back to the week being planned when the dispatcher returns through the Board link', async () => {
    const { user } = await openBoard('/');
    await columns();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: '7 days' }));
    await waitFor(async () => expect(await columns()).toHaveLength(7));
    const nav = screen.getByRole('navigation', { name: 'Main' });

    await user.click(within(nav).getByRole('link', { name: 'Estimates' }));
    await screen.findByRole('heading', { level: 1, name: 'Estimates' });
    await user.click(within(nav).getByRole('link', { name: 'Board' }));
    await waitFor(async () => expect(await columns()).toHaveLength(7));
    expect((await columns())[0]).toBe('Mon, Mar 9');
  });

  it('steps a week at a time, and Today comes back to the week holding today', async () => {
    const { user } = await openBoard('/');
    await columns();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(async () => expect((await columns())[0]).toBe('Mon, Mar 9'));
    expect(fromParam()).toBe('2026-03-09');
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    await waitFor(async () => expect((await columns())[0]).toBe('Mon, Feb 23'));
    await user.click(screen.getByRole('button', { name: 'Today' }));
    await waitFor(async () => expect((await columns())[0]).toBe('Mon, Mar 2'));
    expect(fromParam()).toBe('2026-03-02');
  });

  it('starts the 7- and 14-day views on Monday too; 14 days step two weeks', async () => {
    const { user } = await openBoard('/');
    await columns();
    await user.click(screen.getByRole('button', { name: '7 days' }));
    await waitFor(async () =>
      expect(await columns()).toEqual([
        'Mon, Mar 2',
        'Tue, Mar 3',
        'Wed, Mar 4',
        'Thu, Mar 5',
        'Fri, Mar 6',
        'Sat, Mar 7',
        'Sun, Mar 8',
      ]),
    );
    await user.click(screen.getByRole('button', { name: '14 days' }));
    await waitFor(async () => expect(await columns()).toHaveLength(14));
    expect([(await columns())[0], (await columns())[13]]).toEqual(['Mon, Mar 2', 'Sun, Mar 15']);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(async () => expect((await columns())[0]).toBe('Mon, Mar 16'));
  });

  it('shows the week holding an address’s `from` when it is not a Monday', async () => {
    await openBoard('/?from=2026-03-12&days=7');
    expect(await columns()).toEqual([
      'Mon, Mar 9',
      'Tue, Mar 10',
      'Wed, Mar 11',
      'Thu, Mar 12',
      'Fri, Mar 13',
      'Sat, Mar 14',
      'Sun, Mar 15',
    ]);
    // A week wholly ahead: nothing marked as today, and the Tab stop on its first day.
    expect((await headers()).some((header) => header.hasAttribute('aria-current'))).toBe(false);
    expect(await screen.findByRole('cell', { name: /^Oak crew, Mon, Mar 9: 0 jobs$/ })).toHaveAttribute(
      'tabindex',
      '0',
    );
  });

  it('reads a Sunday as the end of its week', async () => {
    await openBoard('/?from=2026-03-15');
    expect(await columns()).toEqual(['Mon, Mar 9', 'Tue, Mar 10', 'Wed, Mar 11', 'Thu, Mar 12', 'Fri, Mar 13']);
  });

  it('opens a weekend on the work week to come, whose days are ahead, and Today comes back to it', async () => {
    const { user } = await openBoard('/', SATURDAY_NOON);
    expect(await columns()).toEqual(['Mon, Mar 9', 'Tue, Mar 10', 'Wed, Mar 11', 'Thu, Mar 12', 'Fri, Mar 13']);
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    await waitFor(async () => expect((await columns())[0]).toBe('Mon, Mar 2'));
    await user.click(screen.getByRole('button', { name: 'Today' }));
    await waitFor(async () => expect((await columns())[0]).toBe('Mon, Mar 9'));
    // Seven days show the weekend itself: the week holding today, Saturday marked.
    await user.click(screen.getByRole('button', { name: '7 days' }));
    await user.click(screen.getByRole('button', { name: 'Today' }));
    await waitFor(async () => expect((await columns())[0]).toBe('Mon, Mar 2'));
    const marked = (await headers()).filter((header) => header.getAttribute('aria-current') === 'date');
    expect(marked.map((header) => header.textContent)).toEqual(['Sat, Mar 7']);
  });
});
