import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { insertCrew } from '../../support/schedule-fixtures';
import { startTestApp, type TestApp } from '../../support/test-app';
import { renderApp } from '../support/render-app';

// The test clock says Monday 2026-03-02; the board is opened on the next working week.
const MONDAY = '2026-03-09';
const CREWS = 30;
const ROW_PX = 200;
/** Past the end: the box stops at its last row. */
const END = 1_000_000;
const crewName = (index: number) => `Crew ${String(index + 1).padStart(2, '0')}`;

let api: TestApp;

beforeAll(async () => {
  api = await startTestApp();
});

afterEach(() => {
  vi.restoreAllMocks();
});

/**
 * jsdom lays nothing out: give the board's rows a height (200 px) as a browser would. The scroll box
 * then shows a window's height (768 px) of them.
 */
function layOutRows() {
  vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockImplementation(function (this: HTMLElement) {
    return this instanceof HTMLTableRowElement && this.dataset.index !== undefined ? ROW_PX : 0;
  });
}

function scrollBoardTo(top: number) {
  const box = screen.getByRole('table', { name: 'Crew board' }).parentElement!;
  Object.defineProperty(box, 'scrollTop', { configurable: true, value: top });
  fireEvent.scroll(box);
}

const crewRow = (name: string) => screen.queryByRole('rowheader', { name: new RegExp(`^${name}`) });

describe('a board of many crews', () => {
  it('draws the crews in view, reaches every crew and the no-crew row by scrolling, and says how many rows there are', async () => {
    const org = await api.newOrg();
    for (let index = 0; index < CREWS; index += 1) await insertCrew(api.deps, org.id, { name: crewName(index) });
    layOutRows();
    renderApp(api, { at: `/?from=${MONDAY}`, key: org.key });

    const table = await screen.findByRole('table', { name: 'Crew board' });
    await screen.findByRole('cell', { name: /^Crew 01, Mon, Mar 9: 0 jobs$/ });
    // A header row, 30 crews and the no-crew row, whatever is drawn.
    expect(table).toHaveAttribute('aria-rowcount', String(CREWS + 2));
    await waitFor(() => expect(crewRow(crewName(CREWS - 1))).toBeNull());
    expect(crewRow('No crew')).toBeNull();

    scrollBoardTo(END);
    expect(
      await screen.findByRole('cell', { name: /^No crew \(pencilled\), Mon, Mar 9: 0 jobs$/ }),
    ).toBeInTheDocument();
    expect(crewRow(crewName(CREWS - 1))).toBeInTheDocument();
    await waitFor(() => expect(crewRow(crewName(0))).toBeNull());

    scrollBoardTo(0);
    expect(await screen.findByRole('cell', { name: /^Crew 01, Fri, Mar 13: 0 jobs$/ })).toBeInTheDocument();
    await waitFor(() => expect(crewRow('No crew')).toBeNull());
  });

  it('keeps the focused cell when its row is scrolled out of view, and the arrow keys go on to the next crew', async () => {
    const org = await api.newOrg();
    for (let index = 0; index < CREWS; index += 1) await insertCrew(api.deps, org.id, { name: crewName(index) });
    layOutRows();
    const { user } = renderApp(api, { at: `/?from=${MONDAY}`, key: org.key });

    const friday = await screen.findByRole('cell', { name: /^Crew 02, Fri, Mar 13: 0 jobs$/ });
    friday.focus();
    scrollBoardTo(END);
    await screen.findByRole('cell', { name: /^No crew \(pencilled\), Mon, Mar 9: 0 jobs$/ });
    expect(friday).toBeInTheDocument();
    expect(friday).toHaveFocus();

    // The next crew's same day, not a row in view; then along the row.
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('cell', { name: /^Crew 03, Fri, Mar 13: 0 jobs$/ })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('cell', { name: /^Crew 03, Mon, Mar 9: 0 jobs$/ })).toHaveFocus();
    await user.keyboard('{ArrowRight}{ArrowUp}');
    expect(screen.getByRole('cell', { name: /^Crew 02, Tue, Mar 10: 0 jobs$/ })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('cell', { name: /^Crew 02, Fri, Mar 13: 0 jobs$/ })).toHaveFocus();
  });

  it('is one Tab stop: Tab goes past the board after the focused day and its controls', async () => {
    const org = await api.newOrg();
    for (let index = 0; index < CREWS; index += 1) await insertCrew(api.deps, org.id, { name: crewName(index) });
    layOutRows();
    const { user } = renderApp(api, { at: `/?from=${MONDAY}`, key: org.key });

    const monday = await screen.findByRole('cell', { name: /^Crew 01, Mon, Mar 9: 0 jobs$/ });
    const tabStops = () =>
      screen
        .getByRole('table', { name: 'Crew board' })
        .querySelectorAll('td[data-cell][tabindex="0"], td[data-cell] [tabindex="0"]');
    // The first crew's first day, and its day menu.
    expect(tabStops()).toHaveLength(2);
    expect(monday).toHaveAttribute('tabindex', '0');

    monday.focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Day actions for Crew 01, Mon, Mar 9' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('table', { name: 'Crew board' })).not.toContainElement(
      document.activeElement as HTMLElement,
    );

    // Arrowed to, another day becomes the Tab stop.
    monday.focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('cell', { name: /^Crew 01, Tue, Mar 10: 0 jobs$/ })).toHaveAttribute('tabindex', '0');
    expect(monday).toHaveAttribute('tabindex', '-1');
    expect(tabStops()).toHaveLength(2);
  });
});
