import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { Crew } from '../../src/shared/contract/crews';
import type { ScheduleBoard, UnscheduledPage } from '../../src/shared/contract/schedule';
import { CHROMIUM_PATH, collectPageErrors, dragWithMouse, hasChromium, launchChromium, seriousA11yViolations } from './support/browser';

const { origin, signInLink, apiKey } = inject('product');

if (!hasChromium) {
  console.warn(`e2e: skipping the board journey: ${CHROMIUM_PATH} is not installed (apt-get install -y chromium)`);
}

async function api<T>(path: string): Promise<T> {
  const response = await fetch(`${origin}/api/v1${path}`, { headers: { Authorization: `ApiKey ${apiKey}` } });
  return ((await response.json()) as { data: T }).data;
}

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

  it('drags a queue job onto a crew-day with the mouse, sees it placed, bumps the day and undoes the bump', async () => {
    const crews = await api<{ items: Crew[] }>('/crews');
    const crew = crews.items.find((candidate) => candidate.active)!;
    // Ordinary work: a due program round on completed work stays put when its day is bumped.
    const queue = await api<UnscheduledPage>('/schedule/unscheduled?limit=50');
    const job = queue.items.find((row) => row.dueRound === null)!;

    // The queue's filters live in the address: open the board filtered to that job.
    await page.goto(`${new URL(signInLink).origin}/?q=${job.estimateNumber}`);
    await page.getByRole('list', { name: 'Unscheduled work' }).getByRole('listitem').first().waitFor();
    expect(await page.locator('.queue-row').count()).toBe(1);
    const target = page.locator(`td[data-cell^="cell:${crew.id}:"]`).first();
    const day = (await target.getAttribute('data-cell'))!.split(':')[2]!;
    const grip = page.locator('.queue-row', { hasText: job.estimateNumber }).locator('.queue-row__grip');
    await dragWithMouse(page, grip, target);

    await page.getByText(`${job.estimateNumber} placed on ${day}`, { exact: true }).waitFor();
    await target.getByText(job.estimateNumber, { exact: true }).waitFor();
    expect(await placementsOf(job.estimateId, day)).toEqual([expect.objectContaining({ crew: expect.objectContaining({ id: crew.id }) })]);
    await page.screenshot({ path: '/tmp/canopy-e2e-board-placed.png', fullPage: true });

    await target.getByRole('button', { name: /^Day actions for / }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Working days forward').fill('1');
    await dialog.getByRole('button', { name: 'Bump the day' }).click();
    await page.getByText(/^Bumped \d+ jobs? to /).waitFor();
    await expect.poll(async () => (await placementsOf(job.estimateId, day)).length).toBe(0);

    await page.getByRole('status').filter({ hasText: /Bumped/ }).getByRole('button', { name: 'Undo' }).click();
    await page.getByText('Undone', { exact: true }).waitFor();
    await expect.poll(async () => (await placementsOf(job.estimateId, day)).length).toBe(1);
    await target.getByText(job.estimateNumber, { exact: true }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    expect(pageErrors).toEqual([]);
  });
});
