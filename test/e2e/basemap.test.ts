import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServerProcess, type ServerProcess } from '../support/server-process';
import { BLOCK_COLOR, startBasemapServer, type BasemapServer } from './support/basemap-server';
import { CHROMIUM_PATH, collectPageErrors, hasChromium, launchChromium, pixelsNear } from './support/browser';

/** A queue point (src/app/map/district-style.ts) and the plain background (src/app/map-kit/maplibre-setup.ts). */
const QUEUE_DOT = [0x3f, 0x8f, 0x52] as const;
const PLAIN_BACKGROUND = [0xe7, 0xed, 0xe4] as const;
/** Of the district map's ~700x500 canvas: most of it, wherever the districts and points fall. */
const MOST_OF_THE_MAP = 50_000;

if (!hasChromium) {
  console.warn(`e2e: skipping the basemap journey: ${CHROMIUM_PATH} is not installed (apt-get install -y chromium)`);
}

describe.skipIf(!hasChromium)('a self-hosted PMTiles basemap under the maps (MAP_STYLE_URL), in Chromium', () => {
  let basemap: BasemapServer;
  let product: ServerProcess;
  let dataDir: string;
  let origin: string;
  let signInLink: string;
  let apiKey: string;
  let browser: Browser;

  beforeAll(async () => {
    basemap = await startBasemapServer();
    dataDir = mkdtempSync(path.join(tmpdir(), 'canopy-e2e-basemap-'));
    // The server alone (main.ts): npm start of this run's product has built the SPA it serves.
    product = await startServerProcess(
      {
        ...process.env,
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        PUBLIC_URL: '',
        GEOCODER_URL: '',
        OSRM_URL: '',
        MAP_ORIGINS: '',
        MAP_STYLE_URL: basemap.styleUrl,
      },
      /Sign in: \S+#key=\S+\n/,
    );
    origin = product.apiUrl.replace(/\/api\/v1$/, '');
    apiKey = /#key=(\S+)/.exec(product.output())![1]!;
    signInLink = `${origin}/#key=${apiKey}`;
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
    await product?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  async function openMap(page: Page) {
    await page.goto(signInLink);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Map' }).click();
    await page.getByRole('heading', { level: 1, name: 'Map' }).waitFor();
    const canvas = page.getByTestId('district-canvas').locator('canvas.maplibregl-canvas');
    await canvas.waitFor();
    return canvas;
  }

  it('serves the page naming the style, with a policy that admits the basemap origin and no other', async () => {
    const response = await fetch(`${origin}/map`);
    expect(await response.text()).toContain(`<meta name="canopy-map-style" content="${basemap.styleUrl}" />`);
    const policy = response.headers.get('content-security-policy') ?? '';
    expect(policy).toContain(`connect-src 'self' ${basemap.origin};`);
    expect(policy).toContain(`img-src 'self' data: blob: ${basemap.origin};`);
  });

  it('draws the districts and the queue over the streets of the archive, read by range requests', async () => {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    const pageErrors = collectPageErrors(page);
    const canvas = await openMap(page);
    await expect.poll(() => pixelsNear(canvas, BLOCK_COLOR), { timeout: 15_000 }).toBeGreaterThan(MOST_OF_THE_MAP);
    expect(basemap.rangeRequests()).toBeGreaterThan(0);
    // Our layers stay on top: the queue's points are drawn over the streets.
    await expect.poll(() => pixelsNear(canvas, QUEUE_DOT)).toBeGreaterThan(40);
    // The basemap's credit is shown (a compact attribution control).
    expect(await page.getByTestId('district-canvas').locator('.maplibregl-ctrl-attrib-inner').textContent()).toBe(
      'Test streets',
    );
    await page.screenshot({ path: '/tmp/canopy-e2e-basemap.png' });
    // No request refused by the page's policy, no failed tile.
    expect(pageErrors).toEqual([]);
    await page.close();
  });

  it("draws a site's map, a point map of the kernel, over the streets too", async () => {
    const sites = await fetch(`${product.apiUrl}/sites?limit=1`, { headers: { Authorization: `ApiKey ${apiKey}` } });
    const [site] = ((await sites.json()) as { data: { items: { id: string }[] } }).data.items;
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await page.goto(signInLink);
    await page.getByRole('navigation', { name: 'Main' }).waitFor();
    await page.goto(`${origin}/sites/${site!.id}`);
    const canvas = page.getByRole('figure', { name: /^Map of / }).locator('canvas.maplibregl-canvas');
    await canvas.waitFor();
    await expect.poll(() => pixelsNear(canvas, BLOCK_COLOR), { timeout: 15_000 }).toBeGreaterThan(MOST_OF_THE_MAP / 2);
    await page.screenshot({ path: '/tmp/canopy-e2e-basemap-site.png' });
    await page.close();
  });

  it('falls back to the plain background, saying so, when the style cannot be loaded', async () => {
    basemap.setStyleDown(true);
    const archiveReadsBefore = basemap.rangeRequests();
    try {
      const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
      const canvas = await openMap(page);
      await page
        .getByTestId('district-canvas')
        .locator('xpath=ancestor::figure')
        .getByRole('status')
        .getByText('Streets could not be loaded. Reload the page to try again.')
        .waitFor();
      await expect
        .poll(() => pixelsNear(canvas, PLAIN_BACKGROUND), { timeout: 15_000 })
        .toBeGreaterThan(MOST_OF_THE_MAP);
      await expect.poll(() => pixelsNear(canvas, QUEUE_DOT)).toBeGreaterThan(40);
      expect(basemap.rangeRequests()).toBe(archiveReadsBefore);
      await page.screenshot({ path: '/tmp/canopy-e2e-basemap-down.png' });
      await page.close();
    } finally {
      basemap.setStyleDown(false);
    }
  });
});
