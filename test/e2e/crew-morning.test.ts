import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { Crew } from '../../src/shared/contract/crews';
import type { Estimate } from '../../src/shared/contract/estimates';
import type { Note, Photo, Tree } from '../../src/shared/contract/inventory';
import type { CreatedApiKey } from '../../src/shared/contract/keys';
import type { ScheduleBoard } from '../../src/shared/contract/schedule-board';
import { crewKeyScopes } from '../../src/shared/contract/scopes';
import { addDays, todayIn } from '../../src/shared/domain/working-days';
import {
  CHROMIUM_PATH,
  collectPageErrors,
  hasChromium,
  launchChromium,
  seriousA11yViolations,
} from './support/browser';
import { pngBytes } from '../support/inventory-fixtures';
import { cuttableLink, type CuttableLink } from './support/cuttable-link';
import { productApi } from './support/product-api';

/**
 * A crew's morning on a phone (390 x 844, touch) against npm start: the crew signs in by the link
 * the Crews screen hands out, works through its stops marking lines done, loses signal for two
 * marks, a note and a tree with its photo (and reloads the app without signal), comes back, and the office sees the job
 * completed and bills it. The test places its own two jobs on a crew-day that held nothing.
 */
const { origin, apiKey } = inject('product');

if (!hasChromium) {
  console.warn(`e2e: skipping the crew's morning: ${CHROMIUM_PATH} is not installed (apt-get install -y chromium)`);
}

const api = productApi(origin, apiKey);
const NOTE = 'Customer asked us to leave the maple rounds by the garage.';
const TREE = 'Pacific madrone';

describe.skipIf(!hasChromium)('a crew’s morning on a phone against npm start', () => {
  let browser: Browser;
  let phone: BrowserContext;
  let page: Page;
  let pageErrors: string[];
  /** The phone's signal. */
  let link: CuttableLink;
  let crew: Crew;
  let day: string;
  let crewKey: CreatedApiKey;
  const jobs: Estimate[] = [];

  /** An accepted estimate of three lines on a located site, placed on the crew's day in this order. */
  async function placeJob(siteId: string, catalogItemId: string, names: string[]): Promise<Estimate> {
    const estimate = await api<Estimate>('/estimates', {
      method: 'POST',
      body: {
        siteId,
        lines: names.map((description) => ({
          catalogItemId,
          description,
          quantity: 1,
          unitPriceCents: 40_000,
          estimatedHours: 1,
        })),
      },
    });
    await api(`/estimates/${estimate.id}/accept`, { method: 'POST' });
    await api('/schedule', {
      method: 'POST',
      body: { estimateIds: [estimate.id], crewId: crew.id, scheduledDate: day },
    });
    return estimate;
  }

  const stop = (job: Estimate) => page.getByRole('article').filter({ hasText: job.number });

  beforeAll(async () => {
    browser = await launchChromium();
    const { timeZone } = await api<{ timeZone: string }>('/org');
    const today = todayIn(timeZone, new Date());
    const crews = (await api<{ items: Crew[] }>('/crews')).items.filter((candidate) => candidate.active);
    // The first crew-day from today on that holds nothing: the test's jobs are the day.
    const board = await api<ScheduleBoard>(`/schedule?from=${today}&to=${addDays(today, 13)}&kinds=work_day`);
    search: for (let offset = 0; offset < 14; offset++) {
      const candidate = addDays(today, offset);
      for (const option of crews) {
        if (!board.upcoming.some((row) => row.crew?.id === option.id && row.scheduledDate === candidate)) {
          crew = option;
          day = candidate;
          break search;
        }
      }
    }
    const sites = (await api<{ items: { id: string; latitude: number | null }[] }>('/sites?limit=50')).items.filter(
      (site) => site.latitude !== null,
    );
    const [item] = (await api<{ items: { id: string }[] }>('/catalog/items?limit=1')).items;
    jobs.push(await placeJob(sites[0]!.id, item!.id, ['Prune the front oak', 'Remove deadwood', 'Haul brush']));
    jobs.push(await placeJob(sites[1]!.id, item!.id, ['Grind the stump', 'Rake and clean up']));
    crewKey = await api<CreatedApiKey>('/keys', {
      method: 'POST',
      body: { name: `${crew.name} phone (e2e)`, crewId: crew.id, scopes: [...crewKeyScopes] },
    });

    phone = await browser.newContext({
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: 2,
      isMobile: true,
      hasTouch: true,
    });
    page = await phone.newPage();
    pageErrors = collectPageErrors(page);
    link = await cuttableLink(origin);
  });

  afterAll(async () => {
    await browser?.close();
    await link?.close();
  });

  it('signs in by the link, keeps the key on the phone and opens the crew’s day in drive order', async () => {
    await page.goto(`${link.origin}/crew#key=${crewKey.key}`);
    await page.getByRole('banner').getByText(crew.name).waitFor();
    expect(new URL(page.url()).hash).toBe('');
    expect(await page.evaluate(() => window.sessionStorage.getItem('canopy.apiKey'))).toBeNull();
    expect(await page.evaluate(() => window.localStorage.getItem('canopy.crewKey'))).toContain(crewKey.key!);

    await page.goto(`${link.origin}/crew/${day}`);
    const stops = page.getByRole('list', { name: `Stops of ${crew.name}` });
    await stop(jobs[0]!).waitFor();
    await stop(jobs[1]!).waitFor();
    const order = await stops.getByRole('heading', { level: 2 }).allInnerTexts();
    expect(order).toHaveLength(2);
    // Nothing of the page is wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  it('marks a line done with a tap: it reaches the server', async () => {
    const first = stop(jobs[0]!);
    await first.getByRole('button', { name: 'Done: Prune the front oak' }).tap();
    await first.getByText('✓ Done').waitFor();
    await page.getByText('Everything is sent.').waitFor();
    await expect
      .poll(async () => (await api<Estimate>(`/estimates/${jobs[0]!.id}`)).lines.map((line) => line.status))
      .toEqual(['done', 'pending', 'pending']);
  });

  it('keeps two marks and a note without signal, shown as waiting, and the day opens again offline', async () => {
    // The app shell and the day's answers are on the phone before the signal goes.
    await page.evaluate(() => navigator.serviceWorker.ready);
    await page.waitForTimeout(1500);
    await phone.setOffline(true);
    link.cut();

    const first = stop(jobs[0]!);
    await first.getByRole('button', { name: 'Done: Remove deadwood' }).tap();
    await first.getByRole('button', { name: 'Done: Haul brush' }).tap();
    await first.getByRole('button', { name: 'Add a note' }).tap();
    await first.getByRole('textbox', { name: 'Note' }).fill(NOTE);
    await first.getByRole('button', { name: 'Add note' }).tap();
    // A tree with a photo from the camera: the photo is kept on the phone (IndexedDB) until sent.
    await first.getByRole('button', { name: 'Add a tree' }).tap();
    await first.getByLabel('Species').fill(TREE);
    await first
      .getByLabel('Photo')
      .setInputFiles({ name: 'madrone.png', mimeType: 'image/png', buffer: pngBytes(64, 48) });
    await first.getByRole('button', { name: 'Add tree' }).tap();
    await page.getByText('No signal: 4 changes waiting to send.', { exact: false }).waitFor();
    expect(await first.getByText('Waiting to send').count()).toBe(4);
    await first.getByText(`Tree: ${TREE}, with a photo`).waitFor();
    await page.screenshot({ path: '/tmp/canopy-e2e-crew-offline.png', fullPage: true });

    // Without signal the phone opens Canopy again: the shell from the service worker, the day from the phone.
    await page.reload();
    await stop(jobs[1]!).waitFor();
    expect(await stop(jobs[0]!).getByText('Waiting to send').count()).toBe(4);
    expect(await stop(jobs[0]!).getByText('Done', { exact: true }).count()).toBe(1);
    expect(
      (await api<Estimate>(`/estimates/${jobs[0]!.id}`)).lines.filter((line) => line.status === 'done'),
    ).toHaveLength(1);
  });

  it('sends what waited once the signal returns, each once: the office sees the job completed and bills it', async () => {
    const office = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    // Seven days: the test's day may be a Saturday or Sunday, which the work-week view leaves out.
    await office.goto(`${origin}/?from=${day}&days=7#key=${apiKey}`);
    const card = office.locator(`td[data-cell="cell:${crew.id}:${day}"] .board-card`, { hasText: jobs[0]!.number });
    await card.locator('.board-card__progress--under-way').waitFor();

    link.restore();
    await phone.setOffline(false);
    await page.getByText('Everything is sent.').waitFor({ timeout: 20_000 });
    const sentAt = Date.now();
    await card.locator('.board-card__progress--done').waitFor();
    // The issue asks for a second; a shared test machine gets half a second more.
    expect(Date.now() - sentAt).toBeLessThan(1_500);

    const estimate = await api<Estimate>(`/estimates/${jobs[0]!.id}`);
    expect(estimate.status).toBe('completed');
    expect(estimate.lines.map((line) => line.doneBy)).toEqual(Array(3).fill(crewKey.name));
    const notes = await api<{ items: Note[] }>(`/sites/${estimate.siteId}/notes`);
    expect(notes.items.filter((note) => note.transcript === NOTE)).toHaveLength(1);
    const trees = await api<{ items: Tree[] }>(`/sites/${estimate.siteId}/trees`);
    const madrones = trees.items.filter((tree) => tree.commonName === TREE);
    expect(madrones).toHaveLength(1);
    const photos = await api<{ items: Photo[] }>(`/trees/${madrones[0]!.id}/photos`);
    expect(photos.items.map((photo) => [photo.category, photo.width, photo.height])).toEqual([['primary', 64, 48]]);

    await office.goto(`${origin}/invoices`);
    await office.getByRole('button', { name: 'New invoice' }).click();
    const dialog = office.getByRole('dialog', { name: 'New invoice' });
    await dialog.getByLabel('Find work to bill').fill(jobs[0]!.number);
    const choice = dialog.getByLabel('Completed estimate');
    await expect.poll(() => choice.locator('option', { hasText: jobs[0]!.number }).count()).toBe(1);
    await choice.selectOption({ label: await choice.locator('option', { hasText: jobs[0]!.number }).innerText() });
    await dialog.getByRole('button', { name: 'Save as draft' }).click();
    await office.getByRole('heading', { level: 1 }).filter({ hasText: 'Draft invoice' }).waitFor();
    const invoices = await api<{ items: { estimateId: string | null }[] }>(`/invoices?estimateId=${jobs[0]!.id}`);
    expect(invoices.items).toHaveLength(1);
    await office.close();
  });

  it('works the second stop with All done, and shows the finished day on the phone', async () => {
    const second = stop(jobs[1]!);
    await second.getByRole('button', { name: 'All done at this stop' }).tap();
    await page.getByText('Everything is sent.').waitFor();
    await expect.poll(async () => (await api<Estimate>(`/estimates/${jobs[1]!.id}`)).status).toBe('completed');
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: '/tmp/canopy-e2e-crew-day.png', fullPage: true });
    expect(pageErrors.filter((error) => !/Failed to load resource|ERR_INTERNET_DISCONNECTED/.test(error))).toEqual([]);
  });
});
