import { formatColumnDay } from '../../src/app/dispatch/board-days';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { CatalogItem } from '../../src/shared/contract/catalog';
import type { Note, Tree } from '../../src/shared/contract/inventory';
import type { ScheduleBoard } from '../../src/shared/contract/schedule-board';
import { proposeEstimate } from '../../src/shared/domain/estimate-drafting';
import { todayIn } from '../../src/shared/domain/working-days';
import {
  CHROMIUM_PATH,
  collectPageErrors,
  dragWithMouse,
  hasChromium,
  launchChromium,
  pixelsNear,
  seriousA11yViolations,
} from './support/browser';

/** The site's dot and a tree's dot in the map style (src/app/map/points-style.ts). */
const SITE_DOT = [0x14, 0x3a, 0x22] as const;
const TREE_DOT = [0x3f, 0x8f, 0x52] as const;

const { origin, signInLink, apiKey } = inject('product');

if (!hasChromium) {
  console.warn(`e2e: skipping the browser journey: ${CHROMIUM_PATH} is not installed (apt-get install -y chromium)`);
}

async function api<T>(path: string): Promise<T> {
  const response = await fetch(`${origin}/api/v1${path}`, { headers: { Authorization: `ApiKey ${apiKey}` } });
  return ((await response.json()) as { data: T }).data;
}

interface Item {
  id: string;
}

/** A seeded site with a tree that has an uploaded photo: [siteId, treeId]. */
async function seededSiteWithPhoto(): Promise<[string, string]> {
  const sites = await api<{ items: Item[] }>('/sites?limit=50');
  for (const site of sites.items) {
    const trees = await api<{ items: Item[] }>(`/sites/${site.id}/trees`);
    for (const tree of trees.items) {
      const photos = await api<{ items: { url: string | null }[] }>(`/trees/${tree.id}/photos`);
      if (photos.items.some((photo) => photo.url)) return [site.id, tree.id];
    }
  }
  throw new Error('the demo data has no tree with an uploaded photo');
}

/** A seeded site whose every proposed line has a catalog item, so the draft can be created as proposed. */
async function seededSiteToDraft(): Promise<string> {
  const catalog = await api<{ items: CatalogItem[] }>('/catalog/items?activeOnly=false&limit=200');
  const sites = await api<{ items: Item[] }>('/sites?limit=50');
  for (const site of sites.items) {
    const trees = await api<{ items: Tree[] }>(`/sites/${site.id}/trees`);
    const notes = await api<{ items: Note[] }>(`/sites/${site.id}/notes`);
    const { lines } = proposeEstimate({ trees: trees.items, notes: notes.items, catalog: catalog.items });
    if (lines.length > 0 && lines.every((line) => line.catalogItemId !== null)) return site.id;
  }
  throw new Error('the demo data has no site whose trees propose priced work');
}

describe.skipIf(!hasChromium)('the office screens in Chromium against npm start', () => {
  let browser: Browser;
  let page: Page;
  let pageErrors: string[];

  beforeAll(async () => {
    browser = await launchChromium();
    // A context of its own, so that a second tab can be opened beside the page, as a clerk does.
    page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    pageErrors = collectPageErrors(page);
  });

  afterAll(async () => {
    await browser?.close();
  });

  async function expectAccessible() {
    expect(await seriousA11yViolations(page)).toEqual([]);
  }

  it('signs in with the printed link and clears the key from the address bar', async () => {
    await page.goto(signInLink);
    // Signed in: the navigation shows, whatever the landing screen is.
    await page.getByRole('navigation', { name: 'Main' }).waitFor();
    expect(new URL(page.url()).hash).toBe('');
    expect(page.url()).not.toContain(apiKey);
    expect(await page.evaluate(() => window.sessionStorage.getItem('canopy.apiKey'))).toBe(apiKey);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Customers' }).click();
    await page.getByRole('heading', { level: 1, name: 'Customers' }).waitFor();
    await page.getByRole('table', { name: 'Customers' }).waitFor();
    await expectAccessible();
  });

  it('creates a customer and a site, and shows the geocoded site on a WebGL map', async () => {
    await page.getByRole('link', { name: 'Customers' }).click();
    await page.getByRole('button', { name: 'New customer' }).click();
    const customerDialog = page.getByRole('dialog', { name: 'New customer' });
    await customerDialog.getByLabel('Name').fill('Rosewood Terrace HOA');
    await customerDialog.getByLabel('Email').fill('board@rosewood.example');
    await customerDialog.getByRole('button', { name: 'Create customer' }).click();
    await page.getByRole('heading', { level: 1, name: 'Rosewood Terrace HOA' }).waitFor();
    await expectAccessible();

    await page.getByRole('button', { name: 'New site' }).click();
    const siteDialog = page.getByRole('dialog', { name: 'New site' });
    await siteDialog.getByLabel('Street').fill('4100 SE Woodstock Blvd');
    await siteDialog.getByLabel('City').fill('Portland');
    await siteDialog.getByLabel('State').fill('OR');
    await siteDialog.getByLabel('ZIP').fill('97202');
    await siteDialog.getByRole('button', { name: 'Create site' }).click();

    const result = page.getByRole('dialog', { name: 'Site created' });
    await result.getByText('Located from the address.').waitFor();
    const canvas = result.locator('canvas.maplibregl-canvas');
    await canvas.waitFor();
    expect((await canvas.boundingBox())!.height).toBeGreaterThan(150);
    await expect.poll(() => pixelsNear(canvas, SITE_DOT)).toBeGreaterThan(40);
    await expectAccessible();
    await page.screenshot({ path: '/tmp/canopy-e2e-site-created.png' });
  });

  it('opens a seeded site: trees in the table and on the map, and a photo that loads', async () => {
    const [siteId, treeId] = await seededSiteWithPhoto();
    await page.goto(`${origin.replace('127.0.0.1', 'localhost')}/sites/${siteId}`);
    const table = page.getByRole('table', { name: 'Trees at this site' });
    await table.waitFor();
    const canvas = page.locator('canvas.maplibregl-canvas');
    await canvas.waitFor();
    await expect.poll(() => pixelsNear(canvas, TREE_DOT)).toBeGreaterThan(40);
    expect(await page.locator('.site-map__marker').count()).toBeGreaterThan(0);
    await expectAccessible();
    await page.screenshot({ path: '/tmp/canopy-e2e-site.png', fullPage: true });

    const trees = await api<{ items: Item[] }>(`/sites/${siteId}/trees`);
    const number = trees.items.findIndex((tree) => tree.id === treeId) + 1;
    await page.getByRole('button', { name: `Photos of tree ${number}` }).click();
    const gallery = page.getByRole('dialog', { name: new RegExp(`^Photos of tree ${number}`) });
    const photo = gallery.locator('img').first();
    await photo.waitFor();
    await expect
      .poll(() => photo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
      .toBeGreaterThan(0);
    await expectAccessible();
    await page.screenshot({ path: '/tmp/canopy-e2e-gallery.png' });
  });

  it("drafts an estimate from a seeded site's trees, accepts it, finds it in the board's queue and places it on a crew-day", async () => {
    const siteId = await seededSiteToDraft();
    await page.goto(`${origin}/sites/${siteId}#key=${apiKey}`);
    await page.getByRole('link', { name: 'Draft estimate' }).click();
    const lines = page.getByRole('list', { name: 'Estimate lines' });
    await lines.waitFor();
    expect(await lines.getByRole('group').count()).toBeGreaterThan(0);
    await page.getByRole('region', { name: 'Totals preview' }).getByText('Total (preview)').waitFor();
    await expectAccessible();
    await page.screenshot({ path: '/tmp/canopy-e2e-draft.png', fullPage: true });

    await page.getByRole('button', { name: 'Create estimate' }).click();
    await page.getByRole('heading', { level: 1, name: /^Estimate JOB-\d+$/ }).waitFor();
    const estimateId = new URL(page.url()).pathname.split('/').at(-1)!;
    await page.getByRole('table', { name: /^Lines of JOB-/ }).waitFor();
    await expectAccessible();

    await page.getByRole('button', { name: 'Accept estimate' }).click();
    // Accepting asks first (it commits the price and queues the work).
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /^Accept JOB-\d+$/ })
      .click();
    await page.getByRole('link', { name: 'Find it in the board’s queue' }).waitFor();
    await page.screenshot({ path: '/tmp/canopy-e2e-accepted.png', fullPage: true });
    const estimate = await api<{ status: string; number: string }>(`/estimates/${estimateId}`);
    expect(estimate.status).toBe('accepted');
    const queue = await api<{ items: { estimateId: string; estimateNumber: string }[] }>(
      `/schedule/unscheduled?estimateIds=${estimateId}`,
    );
    expect(queue.items).toEqual([expect.objectContaining({ estimateId, estimateNumber: estimate.number })]);

    await page.getByRole('link', { name: 'Find it in the board’s queue' }).click();
    const row = page.locator('.queue-row', { hasText: estimate.number });
    await row.waitFor();
    // Pencilled with no crew: it has no day length, so whatever the job's hours, no
    // overbooking question comes between the drop and the placement.
    // The board shows the calendar week holding today: the first no-crew day from today on
    // (on a weekend the working week shown is past, and Next shows the coming one).
    const today = todayIn((await api<{ timeZone: string }>('/org')).timeZone, new Date());
    const openDays = async () =>
      (
        await page
          .locator('td[data-cell^="cell:unassigned:"]')
          .evaluateAll((cells) => cells.map((cell) => (cell as HTMLElement).dataset.cell!.split(':')[2]!))
      ).filter((shown) => shown >= today);
    if ((await openDays()).length === 0) {
      await page.getByRole('button', { name: 'Next' }).click();
      await expect.poll(async () => (await openDays()).length).toBeGreaterThan(0);
    }
    const day = (await openDays())[0]!;
    const cell = page.locator(`td[data-cell="cell:unassigned:${day}"]`);
    // The no-crew row is the board's last: on a week of many cards it lies below the board's
    // scroll box, and a dispatcher scrolls to it first (a drop at its place outside the box missed).
    await cell.scrollIntoViewIfNeeded();
    await dragWithMouse(page, row.locator('.queue-row__grip'), cell);
    await page
      .getByText(`${estimate.number} placed on No crew (pencilled), ${formatColumnDay(day)}`, { exact: true })
      .waitFor();
    const board = await api<ScheduleBoard>(`/schedule?from=${day}&to=${day}&estimateIds=${estimateId}`);
    expect(board.upcoming).toEqual([expect.objectContaining({ estimateId, scheduledDate: day, crew: null })]);
    await page.screenshot({ path: '/tmp/canopy-e2e-office-placed.png', fullPage: true });
  });

  it('shows the invoices screen, accessible', async () => {
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Invoices' }).click();
    await page.getByRole('heading', { level: 1, name: 'Invoices' }).waitFor();
    await page.getByRole('button', { name: 'New invoice' }).waitFor();
    await expectAccessible();
  });

  it('opens a new tab signed in with the key of this one, and signing out there signs this tab out too', async () => {
    const tab = await page.context().newPage();
    try {
      await tab.goto(`${origin}/estimates`);
      await tab.getByRole('table', { name: 'Estimates' }).waitFor();
      expect(await tab.evaluate(() => window.sessionStorage.getItem('canopy.apiKey'))).toBe(apiKey);
      await tab.getByRole('button', { name: 'Sign out' }).click();
      await tab.getByLabel('API key').waitFor();
    } finally {
      await tab.close();
    }
    expect(await page.getByRole('alert').innerText()).toContain('You signed out in another Canopy tab.');
    expect(await page.evaluate(() => window.sessionStorage.getItem('canopy.apiKey'))).toBeNull();
  });

  it('logged no console errors on the way', () => {
    expect(pageErrors).toEqual([]);
  });
});
