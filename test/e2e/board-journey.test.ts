import { formatColumnDay } from '../../src/app/dispatch/board-days';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { Crew } from '../../src/shared/contract/crews';
import type { Route } from '../../src/shared/contract/routes';
import type { ScheduleBoard } from '../../src/shared/contract/schedule-board';
import type { UnscheduledPage } from '../../src/shared/contract/unscheduled';
import {
  addDays,
  isWorkingDay,
  nextWorkingDayOnOrAfter,
  todayIn,
  weekStartOf,
} from '../../src/shared/domain/working-days';
import {
  CHROMIUM_PATH,
  collectPageErrors,
  dragWithMouse,
  hasChromium,
  launchChromium,
  seriousA11yViolations,
} from './support/browser';
import { productApi } from './support/product-api';

const { origin, signInLink, apiKey } = inject('product');

if (!hasChromium) {
  console.warn(`e2e: skipping the board journey: ${CHROMIUM_PATH} is not installed (apt-get install -y chromium)`);
}

const api = productApi(origin, apiKey);

/** The dense week as a dispatcher sees it on a laptop, kept by every e2e run for a person to look at. */
const DENSE_WEEK_SCREENSHOT = '/tmp/canopy-e2e-dense-week.png';

/** The organization's today: the board shows calendar weeks, so the days before it in this week are past. */
const orgToday = async () => todayIn((await api<{ timeZone: string }>('/org')).timeZone, new Date());

const placementsOf = async (estimateId: string, day: string) =>
  (await api<ScheduleBoard>(`/schedule?from=${day}&to=${day}&estimateIds=${estimateId}`)).upcoming;

describe.skipIf(!hasChromium)('the dispatcher board in Chromium against npm start', () => {
  let browser: Browser;
  let page: Page;
  let pageErrors: string[];

  beforeAll(async () => {
    browser = await launchChromium();
    page = await browser.newPage({ viewport: { width: 1600, height: 1000 } });
    pageErrors = collectPageErrors(page);
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('signs in with the printed link and opens the board as the home page, accessible', async () => {
    await page.goto(signInLink);
    await page.getByRole('heading', { level: 1, name: 'Dispatch board' }).waitFor();
    await page.getByRole('table', { name: 'Crew board' }).waitFor();
    await page.getByRole('list', { name: 'Unscheduled work' }).getByRole('listitem').first().waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  it('shows every working crew by the week on one 1440x900 screen: compact cards with job number, customer, street and hours', async () => {
    const crews = await api<{ items: Crew[] }>('/crews');
    const laptop = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    try {
      await laptop.goto(signInLink);
      await laptop.getByRole('table', { name: 'Crew board' }).waitFor();
      await laptop.goto(`${new URL(signInLink).origin}/?days=7`);
      const grid = laptop.getByRole('table', { name: 'Crew board' });
      await grid.locator('.board-card').first().waitFor();
      await expect.poll(() => grid.locator('thead th').count()).toBe(8);

      // Every working crew's row and the no-crew row lie whole inside the window: nothing to scroll
      // to (the archived crew, holding no work, is hidden).
      const rows = grid.locator('tbody th[scope="row"]');
      expect(await rows.count()).toBe(crews.items.filter((crew) => crew.active).length + 1);
      for (const row of await rows.all()) {
        const box = (await row.boundingBox())!;
        expect(box.y + box.height, await row.innerText()).toBeLessThanOrEqual(900);
      }
      // A card's one line: the job number whole (with which of its days it is, for a job on several),
      // then the customer (a surname or a business; its title says the whole name), the street, the hours.
      const named = grid.locator('.board-card', { has: laptop.locator('.board-card__customer') }).first();
      const shortName = await named.locator('.board-card__customer').innerText();
      const customer = (await named.locator('.board-card__grip').getAttribute('title'))!.split(' · ')[0]!;
      expect(customer).toContain(shortName);
      const card = grid.locator('.board-card').first();
      expect(await card.locator('.board-card__job').innerText()).toMatch(/^JOB-\d+$/);
      expect(await card.locator('.board-card__hours').innerText()).toMatch(
        /^(\d+(\.\d{1,2})? h|\? h \(\d+(\.\d{1,2})? h held\))$/,
      );
      const number = (await card.locator('.board-card__number').boundingBox())!;
      const numberScroll = await card.locator('.board-card__number').evaluate((el) => el.scrollWidth - el.clientWidth);
      expect(numberScroll).toBeLessThanOrEqual(0);
      expect(number.width).toBeGreaterThan(0);
      // Beside it, the queue shows at least six jobs whole without scrolling (each job's fit
      // question sits on its first line): the dispatcher compares work before dragging any.
      const queueRows = laptop.getByRole('list', { name: 'Unscheduled work' });
      const listBox = (await queueRows.boundingBox())!;
      const wholeRows = (
        await queueRows
          .locator(':scope > li')
          .evaluateAll((items) =>
            items.map((item) => item.getBoundingClientRect()).map((box) => ({ top: box.top, bottom: box.bottom })),
          )
      ).filter((box) => box.top >= listBox.y && box.bottom <= listBox.y + listBox.height);
      expect(wholeRows.length).toBeGreaterThanOrEqual(6);
      await laptop.screenshot({ path: DENSE_WEEK_SCREENSHOT });
      // Comfortable cards, two lines each: no job number is cut either, whatever its hours say.
      await laptop.getByRole('button', { name: 'Comfortable' }).click();
      await grid.locator('.board-card__stop').first().waitFor();
      const cut = await grid
        .locator('.board-card__number')
        .evaluateAll((numbers) =>
          numbers.filter((item) => item.scrollWidth > item.clientWidth + 1).map((item) => item.textContent),
        );
      expect(cut).toEqual([]);
      await laptop.getByRole('button', { name: 'Compact' }).click();
    } finally {
      await laptop.close();
    }
  });

  it('shows no route status on past days, whose drive is done, and shows it on the days to come', async () => {
    const today = await orgToday();
    const laptop = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    try {
      await laptop.goto(signInLink);
      await laptop.getByRole('table', { name: 'Crew board' }).waitFor();
      // Two weeks from the Monday of the last working day before today: that day is past and has
      // the demo's cards, and the working days after today are in view too, whatever today's
      // weekday (from last week's day, the view opened on last week's Monday: on a weekend every
      // day after today was a Saturday or a Sunday, without work).
      let lastWorked = addDays(today, -1);
      while (!isWorkingDay(lastWorked)) lastWorked = addDays(lastWorked, -1);
      await laptop.goto(`${new URL(signInLink).origin}/?from=${weekStartOf(lastWorked)}&days=14`);
      const grid = laptop.getByRole('table', { name: 'Crew board' });
      await grid.locator('td.board-cell--past .board-card').first().waitFor();
      // The statuses are read beside the board: once the days to come show theirs, the past ones have been read too.
      await grid.locator('td:not(.board-cell--past) [data-route-status]').first().waitFor();
      expect(await grid.locator('td.board-cell--past [data-route-status]').count()).toBe(0);
    } finally {
      await laptop.close();
    }
  });

  it.each([
    { days: 14, columns: 15, screenshot: '/tmp/canopy-e2e-fourteen-days.png' },
    { days: 7, columns: 8, screenshot: '/tmp/canopy-e2e-seven-days.png' },
    { days: 5, columns: 6, screenshot: '/tmp/canopy-e2e-work-week.png' },
  ])(
    'reads every day’s capacity figure whole in the $days-day view at 1440x900, the full sentence in its meter',
    async ({ days, columns, screenshot }) => {
      const laptop = await browser.newPage({ viewport: { width: 1440, height: 900 } });
      try {
        await laptop.goto(signInLink);
        await laptop.getByRole('table', { name: 'Crew board' }).waitFor();
        // From the next working day, so the days to come, with their route chips, are in view on a weekend too.
        const from = nextWorkingDayOnOrAfter(await orgToday());
        await laptop.goto(`${new URL(signInLink).origin}/?days=${days}&from=${from}`);
        const grid = laptop.getByRole('table', { name: 'Crew board' });
        await expect.poll(() => grid.locator('thead th').count()).toBe(columns);
        await grid.locator('.board-card').first().waitFor();
        // The route chips and the days' progress arrive beside the board and take room in a day's
        // head: wait for them (the week's days gone by, and days a split job has begun, say progress).
        await grid.locator('[data-route-status]').first().waitFor();
        await expect
          .poll(
            async () =>
              (await grid.locator('.board-card').count()) - (await grid.locator('.board-card__progress').count()),
          )
          .toBe(0);
        const figures = await grid
          .locator('.board-capacity__text')
          .evaluateAll((texts) =>
            texts.map((text) => ({ text: text.textContent, cut: text.scrollWidth > text.clientWidth })),
          );
        expect(figures.length).toBeGreaterThan(0);
        expect(figures.filter((figure) => figure.cut)).toEqual([]);
        expect(figures.map((figure) => figure.text)).toContainEqual(expect.stringMatching(/^[\d.]+\/[\d.]+$/));
        // Nor is a day's head (its grip, route chip, pin and menu) cut: "Frozen" once read "ozen". A
        // head right-aligns its items, so what does not fit spills out of its left edge. What gives
        // way on a short line (the day's progress, then the route chip) shows whole or not at all:
        // "✓1/" or "1h2" would misread.
        const heads = await grid.locator('.board-cell__head').evaluateAll((items) =>
          items.map((head) => {
            const edge = head.getBoundingClientRect();
            // A box drawn as no box (display: contents) is its children.
            const boxed = (item: Element) => getComputedStyle(item).display !== 'contents';
            const parts = Array.from(head.children).flatMap((item) =>
              boxed(item) ? [item] : Array.from(item.children),
            );
            const spilled = parts.some((item) => {
              const box = item.getBoundingClientRect();
              return box.left < edge.left - 1 || box.right > edge.right + 1;
            });
            const partly = Array.from(head.querySelectorAll('.board-cell__done, [data-route-status]')).some((item) => {
              const status = item.closest('.board-cell__status');
              const shown = (status && boxed(status) ? status : item).getBoundingClientRect();
              const words = document.createRange();
              words.selectNodeContents(item);
              const text = words.getBoundingClientRect();
              const onTheLine = text.top < shown.bottom - 1;
              return onTheLine && (text.left < shown.left - 1 || text.right > shown.right + 1);
            });
            return { text: head.textContent, spilled, partly };
          }),
        );
        expect(heads.filter((head) => head.spilled || head.partly)).toEqual([]);
        expect(await grid.getByRole('meter').first().getAttribute('aria-label')).toMatch(
          /^[\d.]+ h of [\d.]+ h booked/,
        );
        await laptop.screenshot({ path: screenshot });
      } finally {
        await laptop.close();
      }
    },
  );

  it('drags a queue job onto a crew-day with the mouse, sees it placed, bumps the day and undoes the bump', async () => {
    const crews = (await api<{ items: Crew[] }>('/crews')).items.filter((candidate) => candidate.active);
    // Ordinary estimated work, the smallest: a due program round on completed work stays put when its day is bumped.
    const queue = await api<UnscheduledPage>('/schedule/unscheduled?limit=50');
    const job = queue.items
      .filter((row) => row.dueRound === null && row.remainingHours !== null)
      .sort((a, b) => a.remainingHours! - b.remainingHours!)[0]!;

    // The queue's filters live in the address: open the board filtered to that job, on the week of
    // the next working day (this week, or next week on a weekend: the week shown starts on its Monday).
    const today = await orgToday();
    await page.goto(`${new URL(signInLink).origin}/?q=${job.estimateNumber}&from=${nextWorkingDayOnOrAfter(today)}`);
    await page.getByRole('list', { name: 'Unscheduled work' }).getByRole('listitem').first().waitFor();
    expect(await page.locator('.queue-row').count()).toBe(1);
    // A crew-day shown from today on with room for the job, so the drop places it without asking to overbook.
    const shownDays = (
      await page
        .locator(`td[data-cell^="cell:${crews[0]!.id}:"]`)
        .evaluateAll((cells) => cells.map((cell) => (cell as HTMLElement).dataset.cell!.split(':')[2]!))
    ).filter((day) => day >= today);
    const board = await api<ScheduleBoard>(`/schedule?from=${shownDays[0]}&to=${shownDays.at(-1)}`);
    const spot = crews
      .flatMap((candidate) => shownDays.map((date) => ({ crew: candidate, day: date })))
      .find(({ crew: candidate, day: date }) => {
        const load = board.crewDays.find((crewDay) => crewDay.crewId === candidate.id && crewDay.date === date);
        return !load || load.bookedMinutes + job.remainingHours! * 60 <= load.dayLengthMinutes;
      });
    expect(spot).toBeDefined();
    const { crew, day } = spot!;
    const target = page.locator(`td[data-cell="cell:${crew.id}:${day}"]`);
    const grip = page.locator('.queue-row', { hasText: job.estimateNumber }).locator('.queue-row__grip');
    await dragWithMouse(page, grip, target, async () => {
      // Mid-drag: the job follows the pointer, and the day says what it would hold once dropped.
      await page.locator('.board-drag-overlay', { hasText: job.estimateNumber }).waitFor();
      expect(await target.locator('.board-cell__preview').innerText()).toMatch(/^→ [\d.]+ \/ [\d.]+ h$/);
      await page.screenshot({ path: '/tmp/canopy-e2e-board-dragging.png' });
    });

    await page
      .getByText(`${job.estimateNumber} placed on ${crew.name}, ${formatColumnDay(day)}`, { exact: true })
      .waitFor();
    await target.getByText(job.estimateNumber, { exact: true }).waitFor();
    expect(await placementsOf(job.estimateId, day)).toEqual([
      expect.objectContaining({ crew: expect.objectContaining({ id: crew.id }) }),
    ]);
    await page.screenshot({ path: '/tmp/canopy-e2e-board-placed.png', fullPage: true });

    await target.getByRole('button', { name: /^Day actions for / }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Working days forward').fill('1');
    // The menu says what the bump does to the days it lands on before it is sent, once it has read them.
    const previewNote = dialog.locator('.board-dialog__preview').first();
    await expect.poll(async () => (await previewNote.innerText()).trim()).toMatch(/^Moves /);
    const preview = (await previewNote.innerText()).trim();
    expect(preview).toMatch(/^Moves \d+ jobs? \([\d.]+ h\) to .+\.$/);
    expect(preview).toMatch(/then [\d.]+ h of its [\d.]+ h/);
    await dialog.getByRole('button', { name: 'Bump the day' }).click();
    // A landing day the bump overbooks is asked about first (its preview said so), and then warned of.
    if (/ h over\./.test(preview)) {
      await page
        .getByRole('dialog', { name: /^Overbook / })
        .getByRole('button', { name: 'Bump anyway' })
        .click();
    }
    await page.getByText(/^Bumped \d+ jobs? to /).waitFor();
    await expect.poll(async () => (await placementsOf(job.estimateId, day)).length).toBe(0);

    await page
      .getByRole('status')
      .filter({ hasText: /Bumped/ })
      .getByRole('button', { name: 'Undo' })
      .click();
    await page.getByText('Undone', { exact: true }).waitFor();
    await expect.poll(async () => (await placementsOf(job.estimateId, day)).length).toBe(1);
    await target.getByText(job.estimateNumber, { exact: true }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    expect(pageErrors).toEqual([]);
  });

  it("hides archived crews unless asked; drops nothing on one's day and says why: no neighbouring crew takes the job, nothing is asked", async () => {
    const crews = (await api<{ items: Crew[] }>('/crews')).items;
    const archived = crews.find((candidate) => !candidate.active);
    expect(archived, 'the demo keeps an archived crew').toBeDefined();
    const queue = await api<UnscheduledPage>('/schedule/unscheduled?limit=50');
    const job = queue.items.find((row) => row.dueRound === null && row.remainingHours !== null)!;
    const day = nextWorkingDayOnOrAfter(await orgToday());
    // The whole crew list on a laptop's screen: the archived crew's row lies between open rows.
    const laptop = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    try {
      await laptop.goto(signInLink);
      await laptop.getByRole('table', { name: 'Crew board' }).waitFor();
      await laptop.goto(`${new URL(signInLink).origin}/?q=${job.estimateNumber}&from=${day}`);
      await laptop.getByRole('list', { name: 'Unscheduled work' }).getByRole('listitem').first().waitFor();
      // The demo's archived crew holds no work: hidden, its row takes no room until asked for.
      const closed = laptop.locator(`td[data-cell="cell:${archived!.id}:${day}"]`);
      expect(await laptop.getByRole('rowheader', { name: /^No crew \(pencilled\)/ }).count()).toBe(1);
      expect(await laptop.getByRole('rowheader', { name: new RegExp(`^${archived!.name}`) }).count()).toBe(0);
      const toggle = laptop.getByRole('checkbox', { name: /^Show archived crews/ });
      expect(await toggle.isChecked()).toBe(false);
      // The box follows the address (?archived=shown), which the router commits a moment after the
      // click: the board's answer is the archived row appearing, not the box's state at the click.
      await toggle.click();
      await closed.waitFor();
      expect(await toggle.isChecked()).toBe(true);
      expect(new URL(laptop.url()).searchParams.get('archived')).toBe('shown');
      expect(await closed.getAttribute('class')).toContain('board-cell--closed');
      const grip = laptop.locator('.queue-row', { hasText: job.estimateNumber }).locator('.queue-row__grip');

      await dragWithMouse(laptop, grip, closed, async () => {
        // The dragged row overlaps the rows around the pointer: none of their days lights up; the
        // archived day under the pointer shows it refuses.
        await laptop.locator('.board-drag-overlay', { hasText: job.estimateNumber }).waitFor();
        expect(await laptop.locator('.board-cell--over').count()).toBe(0);
        expect(await closed.getAttribute('class')).toContain('board-cell--refuses');
      });

      const said = laptop.locator('.ui-toast', { hasText: 'Nothing was dropped' });
      await said.waitFor();
      expect(await said.textContent()).toContain(`${archived!.name}`);
      expect(await said.textContent()).toContain('the crew is archived and takes no new work');
      expect(await laptop.getByRole('dialog').count()).toBe(0);
      await laptop.locator('.queue-row', { hasText: job.estimateNumber }).waitFor();
      const board = await api<ScheduleBoard>(`/schedule?from=${day}&to=${addDays(day, 14)}`);
      expect(board.upcoming.filter((row) => row.estimateId === job.estimateId)).toEqual([]);
    } finally {
      await laptop.close();
    }
  });

  it('reorders a day by dragging a card above the first one; the API has the new order, pinned (manual)', async () => {
    // Next week, which the demo fills: this week's first days are past.
    await page.goto(`${new URL(signInLink).origin}/?from=${addDays(await orgToday(), 7)}`);
    await page.getByRole('table', { name: 'Crew board' }).waitFor();
    // A crew's day on screen with two jobs or more (the demo's days are full).
    const cell = page
      .locator('td[data-cell^="cell:"]:not([data-cell^="cell:unassigned:"])')
      .filter({ has: page.locator('.board-card:nth-child(2)') })
      .first();
    await cell.waitFor();
    const [, crewId, day] = (await cell.getAttribute('data-cell'))!.split(':') as [string, string, string];
    // The day's route status is read beside the board; once it shows, the cell's layout is settled.
    await cell.locator('[data-route-status]').waitFor();
    const cards = cell.locator('.board-card');
    const first = (await cards.nth(0).getAttribute('data-schedule-id'))!;
    const second = (await cards.nth(1).getAttribute('data-schedule-id'))!;
    const number = await cards.nth(1).locator('.board-card__job').innerText();

    await dragWithMouse(page, cards.nth(1).locator('.board-card__grip'), cards.nth(0), async () => {
      // Mid-drag the day's other cards slide to make room; the cards of other days stay as they are
      // (restyling every card of the board at a drag's start and drop cost a frame).
      await expect.poll(async () => await cards.nth(0).evaluate((card) => card.style.transition)).toMatch(/transform/);
      const elsewhere = page.locator(`td[data-cell]:not([data-cell="cell:${crewId}:${day}"]) .board-card`);
      const transitions = await elsewhere.evaluateAll((others) =>
        others.map((card) => (card as HTMLElement).style.transition),
      );
      expect(transitions.length).toBeGreaterThan(0);
      expect(transitions.filter(Boolean)).toEqual([]);
    });

    await page.getByText(`${number} is now stop 1`, { exact: true }).waitFor();
    await expect
      .poll(async () => await cell.locator('.board-card').first().getAttribute('data-schedule-id'))
      .toBe(second);
    const route = await api<Route>(`/routes/${crewId}/${day}`);
    expect(route.orderedScheduleIds.slice(0, 2)).toEqual([second, first]);
    expect(route.orderMode).toBe('manual');
    await cell.getByRole('img', { name: 'Order pinned (manual)' }).waitFor();
    expect(pageErrors).toEqual([]);
  });

  it("hands a crew's day to another crew by dragging the day's grip onto that crew's row, and Undo hands it back", async () => {
    // Next week: its last day is never today (today's work may have begun, and started work stays put).
    await page.goto(`${new URL(signInLink).origin}/?from=${addDays(await orgToday(), 7)}`);
    await page.getByRole('table', { name: 'Crew board' }).waitFor();
    await page.locator('td[data-cell] .board-card').first().waitFor();
    // The demo may have booked every open crew on the last day shown, leaving no day to hand work
    // to: the longest of those days is emptied through the API first, so it has room for any day
    // that is not over its own length (no overbooking question).
    const [lastDay, receivingCrewId] = await page.evaluate(() => {
      const cells = [...document.querySelectorAll<HTMLTableCellElement>('td[data-cell^="cell:"]')];
      const last = cells
        .map((cell) => cell.dataset.cell!.split(':')[2]!)
        .sort()
        .at(-1)!;
      const lengthOf = (cell: HTMLTableCellElement) =>
        Number(cell.querySelector('[role="meter"]')?.getAttribute('aria-valuemax') ?? 0);
      const open = cells
        .filter(
          (cell) =>
            cell.dataset.cell!.endsWith(`:${last}`) &&
            !cell.dataset.cell!.startsWith('cell:unassigned:') &&
            !cell.classList.contains('board-cell--closed'),
        )
        .sort((a, b) => lengthOf(b) - lengthOf(a));
      return [last, open[0]?.dataset.cell!.split(':')[1]] as const;
    });
    expect(receivingCrewId, 'an open crew on the last day shown').toBeDefined();
    const emptied = await api<ScheduleBoard>(`/schedule?from=${lastDay}&to=${lastDay}&crewId=${receivingCrewId}`);
    for (const row of emptied.upcoming)
      await api(`/estimates/${row.estimateId}/schedule/${row.scheduleId}`, { method: 'DELETE' });
    await page.reload();
    await page.locator(`td[data-cell="cell:${receivingCrewId}:${lastDay}"]`).waitFor();
    await expect
      .poll(() => page.locator(`td[data-cell="cell:${receivingCrewId}:${lastDay}"] .board-card`).count())
      .toBe(0);
    // A crew's day with work on the last day shown, not over its length, and the same date in
    // another row open to drops and empty (an archived crew's row is closed).
    const [fromCell, toCell] = await page.evaluate(() => {
      const cells = [...document.querySelectorAll<HTMLTableCellElement>('td[data-cell^="cell:"]')];
      const lastDay = cells
        .map((cell) => cell.dataset.cell!.split(':')[2]!)
        .sort()
        .at(-1);
      const meter = (cell: HTMLTableCellElement) => cell.querySelector('[role="meter"]');
      const booked = (cell: HTMLTableCellElement) => Number(meter(cell)?.getAttribute('aria-valuenow'));
      const length = (cell: HTMLTableCellElement) => Number(meter(cell)?.getAttribute('aria-valuemax'));
      for (const cell of cells) {
        if (
          !cell.dataset.cell!.endsWith(`:${lastDay}`) ||
          cell.dataset.cell!.startsWith('cell:unassigned:') ||
          !cell.querySelector('.board-card') ||
          cell.querySelector('.board-capacity--over')
        )
          continue;
        // A receiving crew-day with nothing on it and room for the day's work: no overbooking question.
        for (const row of cell.closest('tbody')?.rows ?? []) {
          const receiving = row === cell.parentElement ? undefined : row.cells[cell.cellIndex];
          if (
            receiving?.dataset.cell &&
            !receiving.classList.contains('board-cell--closed') &&
            !receiving.querySelector('.board-card') &&
            (!meter(receiving) || length(receiving) >= booked(cell))
          )
            return [cell.dataset.cell, receiving.dataset.cell];
        }
      }
      return [null, null];
    });
    expect(fromCell, 'a crew-day with work on the last day shown').not.toBeNull();
    const from = page.locator(`td[data-cell="${fromCell}"]`);
    const [, fromCrewId, day] = fromCell!.split(':') as [string, string, string];
    const to = page.locator(`td[data-cell="${toCell}"]`);
    const moving = await from
      .locator('.board-card')
      .evaluateAll((cards) => cards.map((card) => card.getAttribute('data-schedule-id')));
    const crewOf = async (scheduleId: string | null) =>
      (await api<ScheduleBoard>(`/schedule?from=${day}&to=${day}`)).upcoming.find(
        (row) => row.scheduleId === scheduleId,
      )?.crew?.id ?? null;

    // Both days on screen (the board scrolls its rows), so the pointer can carry the grip from one to the other.
    await to.scrollIntoViewIfNeeded();
    await from.scrollIntoViewIfNeeded();
    await dragWithMouse(page, from.getByRole('button', { name: /^Move the day / }), to);

    const toast = page.getByRole('status').filter({ hasText: /^Reassigned \d+ jobs? to / });
    // A question or a refusal instead of the toast is said, not waited out.
    const other = page.getByRole('dialog').or(page.getByRole('status').filter({ hasText: /not reassigned|nothing/i }));
    await toast.or(other).first().waitFor();
    expect(await other.count(), await other.allInnerTexts().then((texts) => texts.join(' | '))).toBe(0);
    await expect
      .poll(() => crewOf(moving[0]!))
      .toBe(toCell!.split(':')[1] === 'unassigned' ? null : toCell!.split(':')[1]);
    await to.locator(`[data-schedule-id="${moving[0]}"]`).waitFor();

    await toast.getByRole('button', { name: 'Undo' }).click();
    await page.getByText('Undone', { exact: true }).waitFor();
    await expect.poll(() => crewOf(moving[0]!)).toBe(fromCrewId);
    await from.locator(`[data-schedule-id="${moving[0]}"]`).waitFor();
    expect(pageErrors).toEqual([]);
  });
});
