import { randomBytes } from 'node:crypto';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { Estimate } from '../../src/shared/contract/estimates';
import type { Note, Photo, Tree } from '../../src/shared/contract/inventory';
import type { InvoiceDetail } from '../../src/shared/contract/invoices';
import type { Site } from '../../src/shared/contract/sites';
import {
  CHROMIUM_PATH,
  collectPageErrors,
  hasChromium,
  launchChromium,
  seriousA11yViolations,
} from './support/browser';
import { productApi } from './support/product-api';

/**
 * An office clerk's day on the demo, at 1440x900: find last month's estimate by its customer's
 * name, duplicate it as a new draft, set a line's hours, accept it; bill completed work, record a
 * payment, and void a mistaken invoice with a reason; add a tree where the map is clicked, with a
 * photo and a note; drag a site's approximate pin to where the house is. Each step is checked in
 * the API too. Renaming and reshaping a district is the map journey's (map-journey.test.ts).
 */
const { origin, signInLink, apiKey } = inject('product');

if (!hasChromium) {
  console.warn(`e2e: skipping the clerk's day: ${CHROMIUM_PATH} is not installed (apt-get install -y chromium)`);
}

const api = productApi(origin, apiKey);

const DAY_MS = 24 * 60 * 60 * 1000;

describe.skipIf(!hasChromium)('an office clerk’s day in Chromium against npm start', () => {
  let browser: Browser;
  let page: Page;
  let pageErrors: string[];
  const app = (path: string) => `${new URL(signInLink).origin}${path}`;

  beforeAll(async () => {
    browser = await launchChromium();
    page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    pageErrors = collectPageErrors(page);
    await page.goto(signInLink);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('finds last month’s estimate by its customer, duplicates it, sets a line’s hours and accepts the draft', async () => {
    // The newest estimate made at least four weeks ago for a customer: "the one from last month".
    const monthAgo = Date.now() - 28 * DAY_MS;
    let wanted: Estimate | undefined;
    for (let cursor: string | null = null, pages = 0; !wanted && pages < 20; pages += 1) {
      const page: { items: Estimate[]; nextCursor: string | null } = await api(
        `/estimates?order=newest&limit=200${cursor ? `&cursor=${cursor}` : ''}`,
      );
      wanted = page.items.find((estimate) => estimate.customerName && Date.parse(estimate.createdAt) <= monthAgo);
      cursor = page.nextCursor;
      if (!cursor) break;
    }
    expect(wanted, 'the demo has an estimate of last month with a customer').toBeDefined();

    await page.goto(app('/estimates'));
    await page.getByLabel('Job number, customer or street').fill(wanted!.customerName!);
    const found = page.getByRole('link', { name: wanted!.number, exact: true });
    await found.waitFor();
    await page.screenshot({ path: '/tmp/canopy-e2e-estimates-list.png' });
    expect(await seriousA11yViolations(page)).toEqual([]);
    await found.click();
    await page.getByRole('heading', { level: 1, name: new RegExp(wanted!.number) }).waitFor();

    await page.getByRole('button', { name: 'Duplicate as new draft' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/estimates/') && !url.pathname.endsWith(wanted!.id));
    const copyId = new URL(page.url()).pathname.split('/').at(-1)!;
    const copy = await api<Estimate>(`/estimates/${copyId}`);
    expect(copy).toMatchObject({ status: 'draft', siteId: wanted!.siteId, totalCents: wanted!.totalCents });
    expect(copy.number).not.toBe(wanted!.number);

    await page.getByLabel('Hours, line 1').fill('5.5');
    await page.getByRole('button', { name: 'Save hours of line 1' }).click();
    await expect.poll(async () => (await api<Estimate>(`/estimates/${copyId}`)).lines[0]!.estimatedHours).toBe(5.5);

    await page.getByRole('button', { name: 'Accept estimate' }).click();
    // Accepting asks first (it commits the price and queues the work).
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /^Accept JOB-\d+$/ })
      .click();
    await expect.poll(async () => (await api<Estimate>(`/estimates/${copyId}`)).status).toBe('accepted');
  });

  it('bills completed work, records a payment in dollars, and voids a mistaken invoice with a reason', async () => {
    const invoiceOpened = async () => {
      await page.waitForURL(/\/invoices\/[0-9a-f-]{36}$/);
      return new URL(page.url()).pathname.split('/').at(-1)!;
    };
    const bill = async (post: boolean) => {
      await page.goto(app('/invoices'));
      await page.getByRole('button', { name: 'New invoice' }).click();
      const dialog = page.getByRole('dialog', { name: 'New invoice' });
      const choice = dialog.getByLabel('Completed estimate');
      await choice.locator('option').nth(1).waitFor({ state: 'attached' });
      // The newest work that can be billed: work with no customer or an unpriced line is offered disabled.
      const billable = await choice
        .locator('option')
        .evaluateAll((options) =>
          options.findIndex((option, index) => index > 0 && !(option as HTMLOptionElement).disabled),
        );
      await choice.selectOption({ index: billable });
      await dialog.getByRole('button', { name: post ? 'Create and post' : 'Save as draft' }).click();
      // Posting is final: it is asked first.
      if (post)
        await page
          .getByRole('dialog', { name: /^Post an invoice for / })
          .getByRole('button', { name: 'Post the invoice' })
          .click();
      return invoiceOpened();
    };

    const invoiceId = await bill(true);
    await page.getByRole('table', { name: /^Lines of / }).waitFor();
    const billed = await api<InvoiceDetail>(`/invoices/${invoiceId}`);
    expect(billed.lines.length).toBeGreaterThan(0);
    await page.getByLabel('Amount ($)').fill('25.50');
    await page.getByRole('button', { name: 'Record payment' }).click();
    await page.getByRole('cell', { name: '$25.50', exact: true }).waitFor();
    expect((await api<InvoiceDetail>(`/invoices/${invoiceId}`)).payments).toEqual([
      expect.objectContaining({ amountCents: 2550 }),
    ]);
    await page.screenshot({ path: '/tmp/canopy-e2e-invoice.png', fullPage: true });
    expect(await seriousA11yViolations(page)).toEqual([]);

    // Recorded twice by mistake: the second is reversed with a reason, and stays on record.
    await page.getByLabel('Amount ($)').fill('25.50');
    await page.getByRole('button', { name: 'Record payment' }).click();
    await expect.poll(async () => (await api<InvoiceDetail>(`/invoices/${invoiceId}`)).payments.length).toBe(2);
    // The page lists both before the second is chosen: clicking the last of one row reversed the first payment.
    const reverseButtons = page.getByRole('button', { name: /^Reverse the \$25\.50 payment of / });
    await expect.poll(() => reverseButtons.count()).toBe(2);
    await reverseButtons.last().click();
    const reversal = page.getByRole('dialog', { name: 'Reverse the $25.50 payment?' });
    await reversal.getByLabel('Reason for reversing').fill('Entered twice');
    await reversal.getByRole('button', { name: 'Reverse payment' }).click();
    await page.getByText('Entered twice').waitFor();
    const reversed = await api<InvoiceDetail>(`/invoices/${invoiceId}`);
    expect(reversed.payments.map((payment) => payment.reversalReason)).toEqual([null, 'Entered twice']);
    expect(reversed.paidCents).toBe(2550);

    // The Estimates list says the work is billed, naming the invoice, in its Billing column.
    await page.goto(app(`/estimates?q=${encodeURIComponent(billed.customerName)}`));
    const billedRow = page.getByRole('row', { name: new RegExp(`^${billed.estimateNumber}\\D`) });
    await billedRow.getByRole('link', { name: billed.number!, exact: true }).waitFor();
    await page.screenshot({ path: '/tmp/canopy-e2e-estimates-billed.png' });

    // Billed by mistake: voided with a reason, asked first, and the reason stays on the invoice.
    const mistakeId = await bill(true);
    const mistake = await api<InvoiceDetail>(`/invoices/${mistakeId}`);
    await page.getByLabel('Reason for voiding').fill('Billed to the wrong customer');
    await page.getByRole('button', { name: 'Void invoice' }).click();
    const ask = page.getByRole('dialog', { name: `Void ${mistake.number}?` });
    await ask.getByRole('button', { name: `Void ${mistake.number}` }).click();
    await page.getByText('Billed to the wrong customer').first().waitFor();
    expect(await api<InvoiceDetail>(`/invoices/${mistakeId}`)).toMatchObject({
      state: 'voided',
      voidedReason: 'Billed to the wrong customer',
    });
    expect(pageErrors).toEqual([]);
  });

  it('adds a tree where the map is clicked, uploads its photo and writes a note about it', async () => {
    const sites = await api<{ items: { id: string; latitude: number | null; longitude: number | null }[] }>(
      '/sites?limit=20',
    );
    const site = sites.items.find((candidate) => candidate.latitude !== null)!;
    const before = await api<{ items: Tree[] }>(`/sites/${site.id}/trees`);
    await page.goto(app(`/sites/${site.id}`));
    await page.getByRole('button', { name: 'Add tree' }).click();
    const form = page.getByRole('dialog', { name: 'Add a tree' });
    await form.getByLabel('Common name').fill('Bigleaf maple');
    await form.getByLabel('DBH (in)').fill('18');
    // Where the tree stands: a click on the site's map fills the position.
    await form.locator('canvas').click();
    await expect.poll(() => form.getByLabel('Latitude').inputValue()).not.toBe('');
    await form.getByRole('button', { name: 'Add tree' }).click();
    await form.waitFor({ state: 'detached' });
    const trees = (await api<{ items: Tree[] }>(`/sites/${site.id}/trees`)).items;
    expect(trees).toHaveLength(before.items.length + 1);
    const added = trees.find((tree) => tree.commonName === 'Bigleaf maple')!;
    expect(added).toMatchObject({ dbhInches: 18 });
    expect(Math.abs(added.latitude! - site.latitude!)).toBeLessThan(0.05);
    const number = trees.indexOf(added) + 1;

    // A camera-sized photo, over the server's body cap: the browser makes it smaller before sending.
    const image = new PNG({ width: 1400, height: 1000 });
    randomBytes(image.data.length).copy(image.data);
    const file = PNG.sync.write(image);
    expect(file.length).toBeGreaterThan(1024 * 1024);
    await page.getByRole('button', { name: `Photos of tree ${number}` }).click();
    const photos = page.getByRole('dialog', { name: new RegExp(`^Photos of tree ${number}`) });
    await photos.getByLabel('Photo', { exact: true }).setInputFiles({
      name: 'maple.png',
      mimeType: 'image/png',
      buffer: file,
    });
    await photos.getByLabel('Caption').fill('North leader, split');
    await photos.getByRole('button', { name: 'Upload photo' }).click();
    await expect
      .poll(async () =>
        (await api<{ items: Photo[] }>(`/trees/${added.id}/photos`)).items.map((photo) => photo.caption),
      )
      .toEqual(['North leader, split']);
    const [photo] = (await api<{ items: Photo[] }>(`/trees/${added.id}/photos`)).items;
    expect(photo!.width! / photo!.height!).toBeCloseTo(1.4, 1);
    expect(photo!.width).toBeLessThanOrEqual(1400);
    await photos.getByRole('button', { name: /^Close/ }).click();

    const note = page.getByRole('form', { name: 'Add a note' });
    await note.getByLabel('About').selectOption({ label: `Tree ${number}: Bigleaf maple` });
    await note.getByLabel('Note').fill('Cable the north leader before winter.');
    await note.getByRole('button', { name: 'Add note' }).click();
    await expect
      .poll(async () =>
        (await api<{ items: Note[] }>(`/sites/${site.id}/notes`)).items
          .filter((item) => item.treeId === added.id)
          .map((item) => item.transcript),
      )
      .toEqual(['Cable the north leader before winter.']);
    await page.getByText('Cable the north leader before winter.').waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    expect(pageErrors).toEqual([]);
  });

  it('drags a site’s approximate pin to the right spot, and the site then reads as placed by hand there', async () => {
    // A site the offline geocoder put at its ZIP centre, with no trees, so its map centres on the pin alone.
    const sites = (await api<{ items: Site[] }>('/sites?limit=200')).items.filter(
      (candidate) => candidate.locationPrecision === 'zip' && candidate.latitude !== null,
    );
    let site: Site | undefined;
    for (const candidate of sites.slice(0, 20)) {
      if ((await api<{ items: Tree[] }>(`/sites/${candidate.id}/trees`)).items.length > 0) continue;
      site = candidate;
      break;
    }
    expect(site, 'the demo has a ZIP-centre site without trees').toBeDefined();
    await page.goto(app(`/sites/${site!.id}`));
    await page.getByText(/^Accuracy: approximate, ZIP centre/).waitFor();

    // The pin is maplibre's draggable marker (src/app/map-kit/points-map.tsx): held and moved by the real mouse.
    const pin = page.getByTitle('Drag the pin to where the site really is');
    await pin.waitFor();
    const box = (await pin.boundingBox())!;
    const start = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    await page.mouse.move(start.x, start.y);
    await page.mouse.down();
    await page.mouse.move(start.x + 10, start.y + 5, { steps: 4 });
    await page.mouse.move(start.x + 90, start.y + 60, { steps: 16 });
    await page.mouse.up();

    await page.getByText('Accuracy: placed by hand.').waitFor();
    const moved = await api<Site>(`/sites/${site!.id}`);
    expect(moved).toMatchObject({ locationPrecision: 'manual', locationSource: 'supplied' });
    // Dragged right and down: east and south, by the hundred-odd metres 90 px are at street zoom.
    const east = moved.longitude! - site!.longitude!;
    const south = site!.latitude! - moved.latitude!;
    expect(east).toBeGreaterThan(0.0003);
    expect(south).toBeGreaterThan(0.0002);
    expect(Math.max(east, south)).toBeLessThan(0.02);
    // The typed fields below the map read the stored position, to six decimals.
    expect(Number(await page.getByLabel(/^Latitude/).inputValue())).toBe(moved.latitude);
    expect(Number(await page.getByLabel(/^Longitude/).inputValue())).toBe(moved.longitude);
    await page.screenshot({ path: '/tmp/canopy-e2e-site-pin.png' });
    expect(await seriousA11yViolations(page)).toEqual([]);
    expect(pageErrors).toEqual([]);
  });
});
