import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { ScheduleBoard } from '../../src/shared/contract/schedule-board';
import { planSpan } from '../../src/app/plan/plan-span';
import { boardColumns, todaysView } from '../../src/app/dispatch/board-days';
import { todayIn } from '../../src/shared/domain/working-days';
import {
  CHROMIUM_PATH,
  collectPageErrors,
  hasChromium,
  launchChromium,
  seriousA11yViolations,
} from './support/browser';
import { productApi } from './support/product-api';

const { origin, signInLink, apiKey } = inject('product');

if (!hasChromium) {
  console.warn(`e2e: skipping the plan journey: ${CHROMIUM_PATH} is not installed (apt-get install -y chromium)`);
}

const api = productApi(origin, apiKey);

/** The proposal over the demo's queue as a dispatcher sees it on a laptop, kept for a person to look at. */
const PROPOSAL_SCREENSHOT = '/tmp/canopy-e2e-plan-proposal.png';

/** The board's placed work over the days, as GET /schedule has it: what accepting adds and Undo must take back. */
async function boardState(from: string, to: string) {
  const board = await api<ScheduleBoard>(`/schedule?from=${from}&to=${to}`);
  return board.upcoming
    .map((row) =>
      [row.scheduleId, row.estimateId, row.crew?.id ?? null, row.scheduledDate, row.sortOrder, row.plannedHours].join(
        ' ',
      ),
    )
    .sort();
}

describe.skipIf(!hasChromium)('planning the demo queue in Chromium at 1440x900', () => {
  let browser: Browser;
  let page: Page;
  let pageErrors: string[];

  beforeAll(async () => {
    browser = await launchChromium();
    page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    pageErrors = collectPageErrors(page);
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('plans the queue over the week shown, accepts it, and one Undo leaves the board as it was', async () => {
    const today = todayIn((await api<{ timeZone: string }>('/org')).timeZone, new Date());
    // The board's work week: this one, or on a weekend the coming one (what Today shows).
    const days = boardColumns(todaysView(today, 5), 5);
    const span = planSpan(days, today)!;
    const before = await boardState(span.from, span.to);

    await page.goto(signInLink);
    await page.getByRole('table', { name: 'Crew board' }).waitFor();
    await page.goto(`${new URL(signInLink).origin}/?from=${days[0]}`);
    await page.getByRole('list', { name: 'Unscheduled work' }).getByRole('listitem').first().waitFor();
    await page.getByRole('button', { name: 'Plan these jobs' }).click();

    const panel = page.getByRole('region', { name: 'Proposed plan' });
    const accept = panel.getByRole('button', { name: /^Accept \d+ jobs?$/ });
    await accept.waitFor();
    const ghosts = page.getByRole('table', { name: 'Crew board' }).locator('.plan-ghost');
    await ghosts.first().waitFor();
    const jobs = Number((await accept.innerText()).match(/\d+/)![0]);
    expect(jobs).toBeGreaterThan(0);
    expect(await ghosts.count()).toBeGreaterThanOrEqual(jobs);
    // Ghosts are dashed and see-through, unlike the board's cards.
    const look = await ghosts.first().evaluate((ghost) => {
      const style = getComputedStyle(ghost);
      return { border: style.borderTopStyle, opacity: Number(style.opacity) };
    });
    expect(look).toEqual({ border: 'dashed', opacity: expect.any(Number) });
    expect(look.opacity).toBeLessThan(1);
    // One line per job with a checkbox, and the totals.
    expect(await panel.getByRole('checkbox').count()).toBe(jobs);
    await expect.poll(() => panel.getByLabel('Plan totals').innerText()).toMatch(/Added driving/);
    await page.screenshot({ path: PROPOSAL_SCREENSHOT });
    expect(await seriousA11yViolations(page)).toEqual([]);
    // Nothing is placed until Accept.
    expect(await boardState(span.from, span.to)).toEqual(before);

    await accept.click();
    const toast = page.locator('.ui-toast', { hasText: new RegExp(`^Placed ${jobs} jobs? on \\d+ crew-days?`) });
    await toast.waitFor();
    await expect.poll(async () => (await boardState(span.from, span.to)).length).toBeGreaterThan(before.length);

    await toast.getByRole('button', { name: 'Undo' }).click();
    await page.locator('.ui-toast', { hasText: 'Undone' }).waitFor();
    await expect.poll(() => boardState(span.from, span.to)).toEqual(before);
    expect(pageErrors).toEqual([]);
  });

  it('plans only the two jobs checked in the queue; Discard keeps them checked, Clear selection unchecks them', async () => {
    const today = todayIn((await api<{ timeZone: string }>('/org')).timeZone, new Date());
    const days = boardColumns(todaysView(today, 5), 5);
    await page.goto(`${new URL(signInLink).origin}/?from=${days[0]}`);
    const boxes = page.getByRole('checkbox', { name: /^Select JOB-\d+ for planning$/ });
    await boxes.nth(1).waitFor();
    const numbers: string[] = [];
    for (const index of [0, 1]) {
      numbers.push(/^Select (JOB-\d+)/.exec((await boxes.nth(index).getAttribute('aria-label'))!)![1]!);
      await boxes.nth(index).check();
    }
    await page.getByRole('button', { name: 'Plan 2 selected' }).click();

    const panel = page.getByRole('region', { name: 'Proposed plan' });
    await panel.getByRole('button', { name: /^Accept \d+ jobs?$/ }).waitFor();
    expect(await panel.locator('.plan-panel__scope').innerText()).toMatch(/^2 selected jobs, from /);
    // Each job the plan speaks of, placed or left out, is one of the two.
    expect((await panel.locator('.plan-line strong').allInnerTexts()).sort()).toEqual(numbers.sort());

    await panel.getByRole('button', { name: 'Discard' }).click();
    await page.getByRole('button', { name: 'Plan 2 selected' }).waitFor();
    await page.getByRole('button', { name: 'Clear selection' }).click();
    await page.getByRole('button', { name: 'Plan these jobs' }).waitFor();
    expect(await boxes.nth(0).isChecked()).toBe(false);
    expect(pageErrors).toEqual([]);
  });
});
