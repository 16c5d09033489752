import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { formatColumnDay } from '../../src/app/dispatch/board-days';
import type { Crew } from '../../src/shared/contract/crews';
import type { RouteStatusList } from '../../src/shared/contract/routes';
import type { ScheduleBoard } from '../../src/shared/contract/schedule-board';
import type { UnscheduledPage, UnscheduledRow } from '../../src/shared/contract/unscheduled';
import { addDays, todayIn, workingDaysFrom } from '../../src/shared/domain/working-days';
import {
  CHROMIUM_PATH,
  chooseOption,
  collectPageErrors,
  dragWithMouse,
  hasChromium,
  launchChromium,
} from './support/browser';
import { productApi } from './support/product-api';

/**
 * A dispatcher's morning on the demo: planning a week nobody has touched yet (the demo books about
 * three weeks ahead), at 1440x900. Every action is done in the browser and undone from its toast,
 * and the API's picture of the week after Undo is compared with the one before it.
 */
const { origin, signInLink, apiKey } = inject('product');

if (!hasChromium) {
  console.warn(
    `e2e: skipping the dispatcher's morning: ${CHROMIUM_PATH} is not installed (apt-get install -y chromium)`,
  );
}

const api = productApi(origin, apiKey);

/** How long the optimizer may take to plan a day again after an Undo hands it back. */
const SETTLE_MS = 15_000;

describe.skipIf(!hasChromium)('a dispatcher’s morning in Chromium against npm start', () => {
  let browser: Browser;
  let page: Page;
  let pageErrors: string[];
  /** Every answer of 400 and above the page got: none is expected but the fit's of a job placed whole. */
  const refusals: string[] = [];
  let week: string[];
  let crews: Crew[];
  // The sign-in link's origin: the key is kept in that origin's session storage.
  const boardUrl = (query = '') => `${new URL(signInLink).origin}/?from=${week[0]}&days=5${query}`;

  /** What the API says the week holds: each placement (stop order and hours included) and each pinned day. */
  async function weekState() {
    const board = await api<ScheduleBoard>(`/schedule?from=${week[0]}&to=${week.at(-1)}`);
    return {
      placements: board.upcoming
        .map(
          (row) =>
            `${row.estimateNumber} ${row.crew?.name ?? 'No crew'} ${row.scheduledDate} #${row.sortOrder} ${row.plannedHours} h`,
        )
        .sort(),
      pinned: board.crewDays
        .filter((day) => day.orderMode === 'manual')
        .map((day) => `${day.crewId} ${day.date}`)
        .sort(),
    };
  }

  /** The week once the optimizer has planned every day a change touched (it may reorder their stops). */
  async function settledState() {
    await expect
      .poll(
        async () =>
          (await api<RouteStatusList>(`/routes?from=${week[0]}&to=${week.at(-1)}`)).items.filter((route) =>
            ['pending', 'optimizing'].includes(route.status),
          ).length,
        { timeout: SETTLE_MS },
      )
      .toBe(0);
    return weekState();
  }

  const toast = (title: string) => page.locator('.ui-toast', { hasText: title });
  const titleOf = (found: Locator) => found.locator('.ui-toast__text strong').innerText();
  const cellOf = (crewId: string | null, day: string) =>
    page.locator(`td[data-cell="cell:${crewId ?? 'unassigned'}:${day}"]`);

  /** Presses the action's Undo in its toast, then waits until the API's week is what it was before the action. */
  async function undoAndCompare(title: string, before: Awaited<ReturnType<typeof weekState>>) {
    await toast(title).getByRole('button', { name: 'Undo' }).click();
    await page.locator('.ui-toast', { hasText: 'Undone' }).first().waitFor();
    await expect.poll(settledState, { timeout: SETTLE_MS }).toEqual(before);
  }

  async function openBoard(query = '') {
    await page.goto(boardUrl(query));
    await page.getByRole('table', { name: 'Crew board' }).locator('td[data-cell]').first().waitFor();
  }

  /** An accepted estimate of `hours` on the next of the demo's located sites: work of the test's own choosing. */
  let sites: { id: string }[] = [];
  let catalogItem: { id: string };
  async function newJob(hours: number): Promise<UnscheduledRow> {
    const site = sites[(sites.length + newJob.count++) % sites.length]!;
    const estimate = await api<{ id: string }>('/estimates', {
      method: 'POST',
      body: {
        siteId: site.id,
        lines: [{ catalogItemId: catalogItem.id, quantity: 1, unitPriceCents: 90_000, estimatedHours: hours }],
      },
    });
    await api(`/estimates/${estimate.id}/accept`, { method: 'POST' });
    const [row] = (await api<UnscheduledPage>(`/schedule/unscheduled?estimateIds=${estimate.id}`)).items;
    return row!;
  }
  newJob.count = 0;

  beforeAll(async () => {
    browser = await launchChromium();
    page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    pageErrors = collectPageErrors(page);
    page.on('response', (response) => {
      if (response.status() >= 400) refusals.push(`${response.status()} ${new URL(response.url()).pathname}`);
    });
    await page.goto(signInLink);
    await page.getByRole('table', { name: 'Crew board' }).waitFor();

    const { timeZone } = await api<{ timeZone: string }>('/org');
    const today = todayIn(timeZone, new Date());
    crews = (await api<{ items: Crew[] }>('/crews')).items.filter((crew) => crew.active);
    sites = (await api<{ items: { id: string; latitude: number | null }[] }>('/sites?limit=50')).items.filter(
      (site) => site.latitude !== null,
    );
    [catalogItem] = (await api<{ items: { id: string }[] }>('/catalog/items?limit=1')).items as [{ id: string }];
    // The first working week from four weeks out that holds nothing yet.
    for (let monday = workingDaysFrom(addDays(today, 28), 1)[0]!; ; monday = addDays(monday, 7)) {
      while (new Date(`${monday}T00:00:00Z`).getUTCDay() !== 1) monday = addDays(monday, 1);
      const days = workingDaysFrom(monday, 5);
      const board = await api<ScheduleBoard>(`/schedule?from=${days[0]}&to=${days[4]}`);
      if (board.upcoming.length === 0) {
        week = days;
        break;
      }
    }
  });

  afterAll(async () => {
    // Leave the demo as it was for the journeys that follow: nothing of this test stays placed.
    if (week) {
      const board = await api<ScheduleBoard>(`/schedule?from=${week[0]}&to=${week.at(-1)}`);
      for (const row of board.upcoming)
        await api(`/estimates/${row.estimateId}/schedule/${row.scheduleId}`, { method: 'DELETE' });
    }
    await browser?.close();
  });

  it('places a job from the top of the page in under 15 key presses', async () => {
    const job = await newJob(3);
    await openBoard(`&q=${job.estimateNumber}`);
    await page.locator('.queue-row', { hasText: job.estimateNumber }).waitFor();
    const before = await weekState();

    let presses = 0;
    const press = async (key: string) => {
      await page.keyboard.press(key);
      presses += 1;
    };
    const focused = () =>
      page.evaluate(() => ({
        text: document.activeElement?.textContent ?? '',
        grip: document.activeElement?.classList.contains('queue-row__grip') ?? false,
      }));
    // Past the header by the page's own skip link, then the board's skip link to the queue.
    await press('Tab');
    expect((await focused()).text).toBe('Skip to content');
    await press('Enter');
    await press('Tab');
    expect((await focused()).text).toBe('Skip to the queue');
    await press('Enter');
    // The queue's search and its folded filters, then the job.
    do await press('Tab');
    while (!(await focused()).grip && presses < 15);
    await press('Space');
    // Picked up (dnd-kit listens for the arrows from the next task on).
    await page.locator('.queue-row__grip[aria-pressed="true"]').waitFor();
    // From the queue, the arrow goes to the nearest day on the board: a Friday of the week.
    await press('ArrowLeft');
    const target = page.locator('td.board-cell .board-cell__preview');
    expect(await target.innerText()).toMatch(/^→ [\d.]+ \/ [\d.]+ h$/);
    await press('Space');
    expect(presses).toBeLessThan(15);

    const placed = toast(`${job.estimateNumber} placed on `);
    await placed.waitFor();
    // A Friday of the week, said as the board says days.
    const placedTitle = await titleOf(placed);
    expect(placedTitle).toMatch(new RegExp(`, ${formatColumnDay(week[4]!)}$`));
    expect((await weekState()).placements).toEqual([
      expect.stringMatching(new RegExp(`^${job.estimateNumber} .+ ${week[4]} #1 `)),
    ]);
    await undoAndCompare(placedTitle, before);
  });

  it('plans the week for every active crew from the fit panel, every day offered one in view', async () => {
    const shown = week.map(formatColumnDay);
    for (const crew of crews) {
      const job = await newJob(3);
      await openBoard(`&q=${job.estimateNumber}`);
      await page.getByRole('button', { name: `Where does ${job.estimateNumber} fit?` }).click();
      const fits = page.getByRole('list', { name: `Crew-days for ${job.estimateNumber}` }).getByRole('button');
      await fits.first().waitFor();
      for (const text of await fits.allInnerTexts()) expect(shown).toContain(/, (\w{3}, \w{3} \d+)/.exec(text)?.[1]);
      // The crew's best-ranked day.
      const option = fits.filter({ hasText: `${crew.name}, ` }).first();
      const day = week[shown.indexOf(/, (\w{3}, \w{3} \d+)/.exec(await option.innerText())![1]!)]!;
      await option.click();
      await toast(`${job.estimateNumber} placed on ${crew.name}, ${formatColumnDay(day)}`).waitFor();
      await cellOf(crew.id, day).getByText(job.estimateNumber, { exact: true }).waitFor();
    }
    const planned = await api<ScheduleBoard>(`/schedule?from=${week[0]}&to=${week.at(-1)}`);
    expect(new Set(planned.upcoming.map((row) => row.crew?.id))).toEqual(new Set(crews.map((crew) => crew.id)));
    await page.screenshot({ path: '/tmp/canopy-e2e-planned-week.png' });
  });

  it('folds an older toast to its whole title, and lets the queue’s last job be scrolled up from under the toasts', async () => {
    const job = await newJob(1);
    await openBoard(`&q=${job.estimateNumber}`);
    await dragWithMouse(
      page,
      page.locator('.queue-row', { hasText: job.estimateNumber }).locator('.queue-row__grip'),
      cellOf(crews[0]!.id, week[0]!),
    );
    await toast(`${job.estimateNumber} placed on `).waitFor();
    await dragWithMouse(
      page,
      cellOf(crews[0]!.id, week[0]!).locator('.board-card', { hasText: job.estimateNumber }),
      cellOf(crews[0]!.id, week[1]!),
    );
    await toast(`${job.estimateNumber} moved to `).waitFor();
    // The older toast folds to its title, whole: its Undo is told from the newer one's.
    const olderTitle = toast(`${job.estimateNumber} placed on `).locator('.ui-toast__text strong');
    const cutBy = await olderTitle.evaluate((title) =>
      Math.max(title.scrollHeight - title.clientHeight, title.scrollWidth - title.clientWidth),
    );
    expect(cutBy).toBeLessThanOrEqual(0);
    // The toasts stay up while the queue shows every job again.
    await page.getByRole('search', { name: 'Queue filters' }).getByLabel('Search').fill('');
    const rows = page.locator('.queue-panel__rows');
    await expect.poll(() => rows.locator('.queue-row').count()).toBeGreaterThan(8);
    await rows.evaluate((list) => list.scrollTo(0, list.scrollHeight));
    const lastRow = (await rows.locator('.queue-row').last().boundingBox())!;
    const toasts = (await page.locator('.ui-toasts').boundingBox())!;
    expect(toasts.height).toBeGreaterThan(0);
    expect(lastRow.y + lastRow.height).toBeLessThanOrEqual(toasts.y);
  });

  it('splits a three-day job over the crew’s days, and one Undo takes every share back', async () => {
    const job = await newJob(20);
    await openBoard(`&q=${job.estimateNumber}`);
    const crew = crews.at(-1)!;
    const before = await settledState();
    await dragWithMouse(
      page,
      page.locator('.queue-row', { hasText: job.estimateNumber }).locator('.queue-row__grip'),
      cellOf(crew.id, week[0]!),
    );
    const question = page.getByRole('dialog', { name: /^Overbook / });
    await question.getByRole('button', { name: /^Split over \d days$/ }).click();
    const title = await titleOf(toast(`${job.estimateNumber} split over`));
    const split = (await weekState()).placements.filter((line) => line.startsWith(`${job.estimateNumber} `));
    expect(split.length).toBeGreaterThanOrEqual(3);
    expect(split.reduce((hours, line) => hours + Number(/ ([\d.]+) h$/.exec(line)![1]), 0)).toBe(20);
    await undoAndCompare(title, before);
  });

  it('asks before a bump overbooks the next day, warns in amber, and Undo puts the week back', async () => {
    const crew = crews[0]!;
    // Two full days of the crew: the bump of the first lands its work on the second.
    for (const day of week.slice(0, 2)) {
      const job = await newJob(7);
      await api('/schedule', {
        method: 'POST',
        body: { estimateIds: [job.estimateId], crewId: crew.id, scheduledDate: day },
      });
    }
    await openBoard();
    const before = await settledState();
    await cellOf(crew.id, week[0]!)
      .getByRole('button', { name: /^Day actions for / })
      .click();
    const menu = page.getByRole('dialog', { name: /^Day actions/ });
    await menu.getByLabel('Working days forward').fill('1');
    // Said once the crew's days from the target on are read.
    await expect.poll(() => menu.locator('.board-dialog__preview').first().innerText()).toMatch(/ h over\.$/);
    await menu.getByRole('button', { name: 'Bump the day' }).click();
    await page
      .getByRole('dialog', { name: /^Overbook / })
      .getByRole('button', { name: 'Bump anyway' })
      .click();
    const bumped = page.locator('.ui-toast--warning', { hasText: /^Bumped \d+ jobs? to / });
    await bumped.waitFor();
    expect(await bumped.innerText()).toMatch(/ h over/);
    await undoAndCompare(await titleOf(bumped), before);
  });

  it('finishes an Undo whose first try the network drops: said in plain words, and the day is whole again', async () => {
    const crew = crews[1] ?? crews[0]!;
    const day = week[3]!;
    for (let stop = 0; stop < 3; stop++) {
      const job = await newJob(1);
      await api('/schedule', {
        method: 'POST',
        body: { estimateIds: [job.estimateId], crewId: crew.id, scheduledDate: day },
      });
    }
    await openBoard();
    const before = await settledState();
    await cellOf(crew.id, day)
      .getByRole('button', { name: /^Day actions for / })
      .click();
    const menu = page.getByRole('dialog', { name: /^Day actions/ });
    await menu.getByLabel('Working days forward').fill('1');
    await menu.getByRole('button', { name: 'Bump the day' }).click();
    const bumped = page.locator('.ui-toast', { hasText: /^Bumped 3 jobs to / }).last();
    const overbook = page.getByRole('dialog', { name: /^Overbook / });
    await Promise.race([bumped.waitFor(), overbook.waitFor()]);
    if (await overbook.isVisible()) await overbook.getByRole('button', { name: 'Bump anyway' }).click();
    await bumped.waitFor();
    const title = await titleOf(bumped);

    // The Undo's first try dies on the wire (the server never sees it); the client sends it again with its key.
    let tries = 0;
    await page.route('**/schedule/actions/*/undo', async (route) => {
      tries += 1;
      if (tries === 1) await route.abort('connectionreset');
      else await route.continue();
    });
    try {
      await toast(title).getByRole('button', { name: 'Undo' }).click();
      await toast('Not saved yet, trying again').first().waitFor();
      await page.locator('.ui-toast', { hasText: `Taken back: ${title}` }).waitFor();
    } finally {
      await page.unroute('**/schedule/actions/*/undo');
    }
    expect(tries).toBe(2);
    expect(await page.locator('.ui-toasts').innerText()).not.toContain('Failed to fetch');
    // The day ends whole: every job back on it, in its order.
    await expect.poll(settledState, { timeout: SETTLE_MS }).toEqual(before);
  });

  it('undoes a move, a reassign, an emergency, a reorder and a removal, each back to the week before it', async () => {
    await openBoard();
    const cardOf = (number: string) => page.locator('.board-card', { hasText: number });
    const planned = (await api<ScheduleBoard>(`/schedule?from=${week[0]}&to=${week.at(-1)}`)).upcoming.filter(
      (row) => row.crew && row.crew.id !== crews[0]!.id,
    );
    const [moved, handed, urgent, removed] = planned;
    expect(removed).toBeDefined();

    // Move: a card dragged to the next day of its crew.
    let before = await settledState();
    const moveTo = week.find((day) => day !== moved!.scheduledDate)!;
    await dragWithMouse(
      page,
      cardOf(moved!.estimateNumber).locator('.board-card__grip'),
      cellOf(moved!.crew!.id, moveTo),
    );
    const movedTitle = `${moved!.estimateNumber} moved to ${moved!.crew!.name}, ${formatColumnDay(moveTo)}`;
    await toast(movedTitle).waitFor();
    await undoAndCompare(movedTitle, before);

    // Reassign: the day handed to the no-crew row.
    before = await settledState();
    await cellOf(handed!.crew!.id, handed!.scheduledDate)
      .getByRole('button', { name: /^Day actions for / })
      .click();
    const menu = page.getByRole('dialog', { name: /^Day actions/ });
    await chooseOption(menu, 'Reassign the day to', 'No crew (pencilled)');
    await menu.getByRole('button', { name: 'Reassign' }).click();
    await undoAndCompare('Reassigned 1 job to No crew (pencilled)', before);

    // Emergency: another job put next on a day that has work, which pins the day.
    const extra = await newJob(2);
    await api('/schedule', {
      method: 'POST',
      body: { estimateIds: [extra.estimateId], crewId: urgent!.crew!.id, scheduledDate: urgent!.scheduledDate },
    });
    before = await settledState();
    await cardOf(extra.estimateNumber)
      .getByRole('button', { name: `Actions for ${extra.estimateNumber}` })
      .click();
    await page.getByRole('dialog').getByRole('button', { name: 'Put next' }).click();
    const urgentTitle = `${extra.estimateNumber} is stop 1 on ${urgent!.crew!.name}, ${formatColumnDay(urgent!.scheduledDate)}`;
    await toast(urgentTitle).waitFor();
    expect((await weekState()).pinned).toHaveLength(before.pinned.length + 1);
    await undoAndCompare(urgentTitle, before);

    // Reorder: the day's first stop made the second, by its menu.
    before = await settledState();
    const first = before.placements.find(
      (line) => line.includes(` ${urgent!.scheduledDate} #1 `) && line.includes(urgent!.crew!.name),
    )!;
    const firstNumber = first.split(' ')[0]!;
    await cardOf(firstNumber)
      .getByRole('button', { name: `Actions for ${firstNumber}` })
      .click();
    await page.getByRole('dialog').getByRole('button', { name: 'Later in the day' }).click();
    await undoAndCompare(`${firstNumber} is now stop 2`, before);

    // Remove: back to the queue, and Undo places it again where it was.
    before = await settledState();
    await cardOf(removed!.estimateNumber)
      .getByRole('button', { name: `Actions for ${removed!.estimateNumber}` })
      .click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: `Remove from ${formatColumnDay(removed!.scheduledDate)}` })
      .click();
    await undoAndCompare(
      `${removed!.estimateNumber} removed from ${removed!.crew!.name}, ${formatColumnDay(removed!.scheduledDate)}`,
      before,
    );

    // A job placed whole is not waiting any more: the fit panel's read of it answers 404 (and says so).
    expect(refusals.filter((refusal) => refusal !== '404 /api/v1/schedule/fit')).toEqual([]);
    expect(pageErrors.filter((error) => !error.startsWith('Failed to load resource'))).toEqual([]);
  });
});
