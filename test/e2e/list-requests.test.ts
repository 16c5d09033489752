import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page, Route } from 'playwright-core';
import { PAGE_SIZE } from '../../src/app/lib/cursor-page';
import { MAX_PAGE_SIZE } from '../../src/shared/contract/common';
import { CHROMIUM_PATH, collectPageErrors, hasChromium, launchChromium } from './support/browser';
import { productApi } from './support/product-api';

const { origin, signInLink, apiKey } = inject('product');
const api = productApi(origin, apiKey);

if (!hasChromium) {
  console.warn(
    `e2e: skipping the list request counts: ${CHROMIUM_PATH} is not installed (apt-get install -y chromium)`,
  );
}

/** Each list screen: where it is, the table it draws and the list read it pages. */
const listScreens = [
  { path: '/customers', table: 'Customers', list: '/api/v1/customers' },
  { path: '/estimates', table: 'Estimates', list: '/api/v1/estimates' },
  { path: '/invoices', table: 'Invoices', list: '/api/v1/invoices' },
] as const;

/** No API request for this long: the screen has read all it reads (the change feed stays open throughout). */
const QUIET_MS = 1000;

/**
 * The API requests a screen makes from its load until it has drawn `rows` rows and gone quiet, each
 * as "GET /api/v1/customers" (the query left out: pages differ in it), sorted. With `rows` above the
 * SPA's page size, the screen's list read asks the server for that many in one page (its `limit`
 * rewritten on the way): the same screen, drawing a page of that size.
 */
async function requestsOfScreen(page: Page, screen: (typeof listScreens)[number], rows: number): Promise<string[]> {
  const pageOf = async (route: Route) => {
    const url = new URL(route.request().url());
    url.searchParams.set('limit', String(rows));
    await route.continue({ url: url.toString() });
  };
  const listRead = (url: URL) => url.pathname === screen.list;
  if (rows > PAGE_SIZE) await page.route(listRead, pageOf);
  const requests: string[] = [];
  let last = Date.now();
  const record = (request: { url: () => string; method: () => string }) => {
    const url = new URL(request.url());
    if (!url.pathname.startsWith('/api/v1/')) return;
    requests.push(`${request.method()} ${url.pathname}`);
    last = Date.now();
  };
  // The screen shown before (the board after sign-in) may still be reading: leave it before counting.
  await page.goto('about:blank');
  page.on('request', record);
  try {
    // A load of its own (nothing cached), at the sign-in link's origin, whose tab holds the key.
    await page.goto(new URL(screen.path, signInLink).toString());
    const body = page.getByRole('table', { name: screen.table }).locator('tbody tr');
    await expect.poll(() => body.count(), { timeout: 20_000 }).toBe(rows);
    await expect.poll(() => Date.now() - last, { timeout: 20_000 }).toBeGreaterThanOrEqual(QUIET_MS);
  } finally {
    page.off('request', record);
    if (rows > PAGE_SIZE) await page.unroute(listRead, pageOf);
  }
  return requests.sort();
}

describe.skipIf(!hasChromium)('the list screens in Chromium against npm start', () => {
  let browser: Browser;
  let page: Page;
  let pageErrors: string[];

  beforeAll(async () => {
    browser = await launchChromium();
    page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    pageErrors = collectPageErrors(page);
    await page.goto(signInLink);
    await page.getByRole('navigation', { name: 'Main' }).waitFor();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it.each(listScreens)(
    'make as many requests for a page of up to 200 rows as for a page of 25: nothing is read per row ($path)',
    async (screen) => {
      // The largest page the demo organization fills: 200 customers and estimates; its invoices are fewer.
      const held = await api<{ items: unknown[] }>(`${screen.list.replace('/api/v1', '')}?limit=${MAX_PAGE_SIZE}`);
      const largest = held.items.length;
      expect(largest).toBeGreaterThan(2 * PAGE_SIZE);

      const ofOnePage = await requestsOfScreen(page, screen, PAGE_SIZE);
      const ofLargestPage = await requestsOfScreen(page, screen, largest);
      expect(ofOnePage).toContain(`GET ${screen.list}`);
      expect(ofLargestPage).toEqual(ofOnePage);
      expect(pageErrors).toEqual([]);
    },
  );
});
