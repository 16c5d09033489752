import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertCrew } from '../../support/schedule-fixtures';
import { startTestApp, type TestApp } from '../../support/test-app';
import { renderApp } from '../support/render-app';

/*
 * The browser here runs in UTC. At this instant it is Tuesday 2026-03-03 in UTC, already Wednesday
 * (00:30) on Kiritimati (UTC+14) and still Monday (23:30) in Pago Pago (UTC-11): the board must
 * count days as the organization does, not as the browser does.
 */
const INSTANT = new Date('2026-03-03T10:30:00Z');

let api: TestApp;

beforeAll(async () => {
  api = await startTestApp();
});

async function openBoardOf(timeZone: string) {
  const org = await api.newOrg({ timeZone });
  await insertCrew(api.deps, org.id, { name: 'Oak crew' });
  return renderApp(api, { at: '/', key: org.key, now: INSTANT });
}

const headers = async () => {
  const grid = await screen.findByRole('table', { name: 'Crew board' });
  return within(grid).getAllByRole('columnheader').slice(1);
};
const columns = async () => (await headers()).map((header) => header.textContent);
const todayColumn = async () =>
  (await headers()).find((header) => header.getAttribute('aria-current') === 'date')?.textContent;

describe("the board counts days in the organization's time zone", () => {
  it('opens on the week of the organization’s today, a day ahead of the browser, and Previous / Next / Today move from there', async () => {
    const { user } = await openBoardOf('Pacific/Kiritimati');
    expect(await columns()).toEqual(['Mon, Mar 2', 'Tue, Mar 3', 'Wed, Mar 4', 'Thu, Mar 5', 'Fri, Mar 6']);
    expect(await todayColumn()).toBe('Wed, Mar 4');

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect((await columns())[0]).toBe('Mon, Mar 9');
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect((await columns())[0]).toBe('Mon, Feb 23');
    await user.click(screen.getByRole('button', { name: 'Today' }));
    expect((await columns())[0]).toBe('Mon, Mar 2');
    expect(await todayColumn()).toBe('Wed, Mar 4');
  });

  it('marks a day behind the browser as today for an organization west of it', async () => {
    await openBoardOf('Pacific/Pago_Pago');
    expect(await columns()).toEqual(['Mon, Mar 2', 'Tue, Mar 3', 'Wed, Mar 4', 'Thu, Mar 5', 'Fri, Mar 6']);
    expect(await todayColumn()).toBe('Mon, Mar 2');
  });
});
