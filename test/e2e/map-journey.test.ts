import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { PNG } from 'pngjs';
import type { Crew } from '../../src/shared/contract/crews';
import type { District } from '../../src/shared/contract/districts';
import type { Route, RouteStatusList } from '../../src/shared/contract/routes';
import type { ScheduleBoard } from '../../src/shared/contract/schedule-board';
import type { UnscheduledPage } from '../../src/shared/contract/unscheduled';
import {
  CHROMIUM_PATH,
  chooseOption,
  collectPageErrors,
  hasChromium,
  launchChromium,
  pixelsNear,
  seriousA11yViolations,
} from './support/browser';

/** The route line and the district being drawn (src/app/route/route-canvas.tsx, src/app/map/district-style.ts). */
const ROUTE_LINE = [0xc0, 0x26, 0xd3] as const;
const DRAFT_LINE = [0xc2, 0x41, 0x0c] as const;
/** A queue point, and the selected one. */
const QUEUE_DOT = [0x3f, 0x8f, 0x52] as const;
const SELECTED_DOT = [0x7c, 0x2d, 0x12] as const;

const { origin, signInLink, apiKey } = inject('product');

if (!hasChromium) {
  console.warn(`e2e: skipping the map journey: ${CHROMIUM_PATH} is not installed (apt-get install -y chromium)`);
}

async function api<T>(path: string): Promise<T> {
  const response = await fetch(`${origin}/api/v1${path}`, { headers: { Authorization: `ApiKey ${apiKey}` } });
  return ((await response.json()) as { data: T }).data;
}

/** The middle of the first patch of `colour` drawn on an element (to click what the map drew there). */
async function spotOf(
  element: Locator,
  colour: readonly [number, number, number],
  tolerance = 16,
): Promise<{ x: number; y: number }> {
  const image = PNG.sync.read(await element.screenshot());
  const matches = (x: number, y: number) => {
    const offset = (y * image.width + x) * 4;
    return colour.every((wanted, channel) => Math.abs((image.data[offset + channel] ?? 0) - wanted) <= tolerance);
  };
  for (let y = 0; y < image.height; y++) {
    for (let x = 0; x < image.width; x++) {
      if (!matches(x, y)) continue;
      const patch: [number, number][] = [];
      for (let dy = 0; dy < 8; dy++)
        for (let dx = -4; dx < 4; dx++) if (matches(x + dx, y + dy)) patch.push([x + dx, y + dy]);
      const mean = (axis: 0 | 1) => patch.reduce((sum, point) => sum + point[axis], 0) / patch.length;
      return { x: mean(0), y: mean(1) };
    }
  }
  throw new Error('the colour is not drawn on the element');
}

const dayPlus = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/**
 * A crew-day with two stops or more and its drive line: of the coming two weeks, or a pinned one
 * (manual order) of the seeded window. The demo plans every day it seeds, pinned ones included,
 * on whatever day it is seeded (test/server/demo/seed-any-day.test.ts holds it to that).
 */
async function crewDayWithLine(
  options: { pinned?: boolean } = {},
): Promise<{ crewId: string; crewName: string; date: string }> {
  const range = options.pinned ? `from=${dayPlus(-7)}&to=${dayPlus(14)}` : `from=${dayPlus(2)}&to=${dayPlus(14)}`;
  const board = await api<ScheduleBoard>(`/schedule?${range}`);
  const planned = new Set(
    (await api<RouteStatusList>(`/routes?${range}`)).items
      .filter((item) => item.driveDurationSeconds)
      .map((item) => `${item.crewId}:${item.date}`),
  );
  const day = board.crewDays.find(
    (crewDay) =>
      crewDay.crewId !== null &&
      crewDay.stops >= 2 &&
      planned.has(`${crewDay.crewId}:${crewDay.date}`) &&
      (!options.pinned || crewDay.orderMode === 'manual'),
  );
  if (!day)
    throw new Error(
      `the demo data has no planned${options.pinned ? ' pinned' : ''} crew-day with two stops in ${range}`,
    );
  const crew = (await api<{ items: Crew[] }>('/crews')).items.find((candidate) => candidate.id === day.crewId)!;
  return { crewId: crew.id, crewName: crew.name, date: day.date };
}

describe.skipIf(!hasChromium)('the map in Chromium against npm start', () => {
  let browser: Browser;
  let page: Page;
  let pageErrors: string[];

  beforeAll(async () => {
    browser = await launchChromium();
    page = await browser.newPage({ viewport: { width: 1280, height: 1000 } });
    pageErrors = collectPageErrors(page);
    await page.goto(signInLink);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Map' }).waitFor();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it("opens a crew-day's route on the map and sees the line drawn, with its stops and legs", async () => {
    const { crewId, crewName, date } = await crewDayWithLine();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Map' }).click();
    await page.getByRole('heading', { level: 1, name: 'Map' }).waitFor();
    // The route's crew and day sit beside the district map, on the first screen, not below it.
    const districts = (await page.getByTestId('district-canvas').boundingBox())!;
    const crewPicker = (await page.getByRole('combobox', { name: 'Crew', exact: true }).boundingBox())!;
    expect(crewPicker.x).toBeGreaterThan(districts.x + districts.width);
    expect(crewPicker.y + crewPicker.height).toBeLessThanOrEqual(1000);
    await chooseOption(page, 'Crew', crewName);
    await page.getByLabel('Day', { exact: true }).fill(date);

    const route = await api<Route>(`/routes/${crewId}/${date}`);
    // The day picked last may still be replacing the one first shown: wait for its lists.
    const order = page.getByRole('list', { name: 'Drive order' });
    await expect.poll(() => order.getByRole('listitem').count()).toBe(route.orderedScheduleIds.length);
    await expect
      .poll(() => page.getByRole('list', { name: 'Legs' }).getByRole('listitem').count())
      .toBe(route.legs.length);
    const canvas = page.getByTestId('route-canvas').locator('canvas.maplibregl-canvas');
    await canvas.waitFor();
    await expect.poll(() => pixelsNear(canvas, ROUTE_LINE), { timeout: 15_000 }).toBeGreaterThan(60);
    expect(await page.locator('.route-map__stop').count()).toBe(
      route.orderedScheduleIds.length - route.issues.filter((issue) => issue.code === 'missing_coordinate').length,
    );
    await page.locator('.route-map__origin').waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.screenshot({ path: '/tmp/canopy-e2e-route.png', fullPage: true });
  });

  it('selects queue work by clicking its point on the district map', async () => {
    const canvas = page.getByTestId('district-canvas').locator('canvas.maplibregl-canvas');
    await expect.poll(() => pixelsNear(canvas, QUEUE_DOT)).toBeGreaterThan(40);
    await canvas.click({ position: await spotOf(canvas, QUEUE_DOT) });
    const selected = page.getByText(/^Selected:/);
    await selected.waitFor();
    expect(await selected.getByRole('link').textContent()).toMatch(/^JOB-\d+$/);
    await expect.poll(() => pixelsNear(canvas, SELECTED_DOT)).toBeGreaterThan(20);
  });

  it('counts the unscheduled work in the map viewport: all located work at first, less after zooming in', async () => {
    const inView = page.getByText(/unscheduled jobs? in view\.$/);
    await inView.waitFor();
    const count = async () => Number((await inView.textContent())?.split(' ')[0]);
    const queue = await api<UnscheduledPage>('/schedule/unscheduled?limit=200');
    expect(queue.nextOffset).toBeNull();
    const located = queue.items.filter((row) => row.latitude !== null && row.longitude !== null).length;
    expect(located).toBeGreaterThan(1);
    await expect.poll(count).toBe(located);

    const zoomIn = page.getByTestId('district-canvas').getByRole('button', { name: 'Zoom in' });
    for (let step = 0; step < 3; step++) await zoomIn.click();
    // Three zoom animations, then the count's read: more than expect.poll's default second.
    await expect.poll(count, { timeout: 5_000 }).toBeLessThan(located);
  });

  it('draws a district by clicking four corners, names it, and finds it in the API', async () => {
    const canvas = page.getByTestId('district-canvas').locator('canvas.maplibregl-canvas');
    await canvas.waitFor();
    await page.getByRole('button', { name: 'Draw district' }).click();
    const box = (await canvas.boundingBox())!;
    for (const [x, y] of [
      [0.3, 0.3],
      [0.6, 0.3],
      [0.6, 0.7],
      [0.3, 0.7],
    ] as const) {
      await canvas.click({ position: { x: box.width * x, y: box.height * y } });
    }
    const form = page.getByRole('form', { name: 'New district' });
    await form.getByText('Click the map to add corners (4 so far; at least 3).').waitFor();
    await expect.poll(() => pixelsNear(canvas, DRAFT_LINE)).toBeGreaterThan(60);
    expect(await seriousA11yViolations(page)).toEqual([]);

    await form.getByLabel('District name').fill('Drawn in Chromium');
    await form.getByRole('button', { name: 'Save district' }).click();
    await page.getByText('District Drawn in Chromium created').waitFor();
    await page
      .getByRole('list', { name: 'Districts' })
      .getByText(/^Drawn in Chromium/)
      .waitFor();
    const districts = await api<{ items: District[] }>('/districts');
    const drawn = districts.items.find((district) => district.name === 'Drawn in Chromium');
    expect(drawn?.boundary).toHaveLength(4);
    await page.locator('.district-map__label', { hasText: 'Drawn in Chromium' }).waitFor();
    await page.screenshot({ path: '/tmp/canopy-e2e-district.png', fullPage: true });
  });

  it('reshapes the drawn district by dragging a corner, renames it, then deletes it once the dialog is confirmed', async () => {
    const canvas = page.getByTestId('district-canvas').locator('canvas.maplibregl-canvas');
    const before = (await api<{ items: District[] }>('/districts')).items.find(
      (district) => district.name === 'Drawn in Chromium',
    )!;
    await page.getByRole('button', { name: 'Edit Drawn in Chromium' }).click();
    const form = page.getByRole('form', { name: 'Edit district Drawn in Chromium' });
    await expect.poll(() => pixelsNear(canvas, DRAFT_LINE)).toBeGreaterThan(60);

    // The map has not moved since the district was drawn: its second corner is where it was clicked.
    const box = (await canvas.boundingBox())!;
    await page.mouse.move(box.x + box.width * 0.6, box.y + box.height * 0.3);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.7, box.y + box.height * 0.2, { steps: 8 });
    await page.mouse.up();
    const corners = form.getByLabel('Corners');
    await expect.poll(async () => (await corners.inputValue()).split('\n')[1]).not.toBe(before.boundary[1]!.join(', '));
    expect(await seriousA11yViolations(page)).toEqual([]);

    await form.getByLabel('District name').fill('Reshaped in Chromium');
    await form.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('District Drawn in Chromium renamed to Reshaped in Chromium and reshaped').waitFor();
    const after = (await api<{ items: District[] }>('/districts')).items.find((district) => district.id === before.id)!;
    expect(after.name).toBe('Reshaped in Chromium');
    expect(after.boundary).toHaveLength(4);
    expect([after.boundary[0], after.boundary[2], after.boundary[3]]).toEqual([
      before.boundary[0],
      before.boundary[2],
      before.boundary[3],
    ]);
    // Dragged right and up: east and north.
    expect(after.boundary[1]![0]).toBeGreaterThan(before.boundary[1]![0]);
    expect(after.boundary[1]![1]).toBeGreaterThan(before.boundary[1]![1]);
    await page.locator('.district-map__label', { hasText: 'Reshaped in Chromium' }).waitFor();
    await page.screenshot({ path: '/tmp/canopy-e2e-district-reshaped.png', fullPage: true });

    await page.getByRole('button', { name: 'Edit Reshaped in Chromium' }).click();
    await page
      .getByRole('form', { name: 'Edit district Reshaped in Chromium' })
      .getByRole('button', { name: 'Delete district' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Delete district Reshaped in Chromium?' });
    expect(await seriousA11yViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Delete Reshaped in Chromium' }).click();
    await page.getByText('District Reshaped in Chromium deleted').waitFor();
    expect((await api<{ items: District[] }>('/districts')).items.map((district) => district.id)).not.toContain(
      before.id,
    );
  });

  it("filters the board's queue to the map: the bbox follows a zoom, in the address, until the filter is turned off", async () => {
    const queue = await api<UnscheduledPage>('/schedule/unscheduled?limit=200');
    const located = queue.items.filter((row) => row.latitude !== null && row.longitude !== null).length;
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Board' }).click();
    await page.getByRole('button', { name: 'Show map' }).click();
    const canvas = page.getByTestId('district-canvas').locator('canvas.maplibregl-canvas');
    await expect.poll(() => pixelsNear(canvas, QUEUE_DOT)).toBeGreaterThan(40);

    const heading = page.getByRole('heading', { name: /^Unscheduled \(\d+( matching)?\)$/ });
    const shown = async () => Number((await heading.textContent())?.match(/\d+/)?.[0]);
    const bbox = () => new URL(page.url()).searchParams.get('bbox');
    await expect.poll(shown).toBe(queue.total);
    // A click, not check(): the box follows the address, which the router updates a moment later.
    const follow = page.getByLabel('Filter queue to map');
    await follow.click();
    await expect.poll(() => follow.isChecked()).toBe(true);
    // The map opened framed on every located job, so the filter keeps exactly those.
    await expect.poll(shown).toBe(located);
    const framed = bbox();
    expect(framed).toMatch(/^-?[\d.]+,-?[\d.]+,-?[\d.]+,-?[\d.]+$/);

    const zoomIn = page.getByTestId('district-canvas').getByRole('button', { name: 'Zoom in' });
    for (let step = 0; step < 3; step++) await zoomIn.click();
    // The address follows the view once it stops moving: a box inside the framed one...
    const settledBox = async () => {
      const first = bbox();
      await page.waitForTimeout(700);
      return first === bbox() && first !== framed ? first : null;
    };
    await expect.poll(settledBox, { timeout: 10_000 }).not.toBeNull();
    const [west, south, east, north] = bbox()!.split(',').map(Number) as [number, number, number, number];
    const [fWest, fSouth, fEast, fNorth] = framed!.split(',').map(Number) as [number, number, number, number];
    expect(west > fWest && south > fSouth && east < fEast && north < fNorth, `${bbox()} inside ${framed}`).toBe(true);
    // ...and the queue shows exactly the work the API finds in the box the address holds. Both are
    // read again on each try: on a busy machine the map can still settle a step further after the
    // check above (a CI run compared the queue of one box with the API's count of the box before).
    const queueMatchesApi = async () => {
      const box = bbox();
      const asked = (await api<UnscheduledPage>(`/schedule/unscheduled?limit=1&bbox=${box}`)).total;
      return box === bbox() && asked <= located && (await shown()) === asked;
    };
    await expect.poll(queueMatchesApi, { timeout: 10_000 }).toBe(true);
    await page.screenshot({ path: '/tmp/canopy-e2e-board-map.png', fullPage: true });

    await follow.click();
    await expect.poll(() => follow.isChecked()).toBe(false);
    await expect.poll(bbox).toBeNull();
    await expect.poll(shown).toBe(queue.total);
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  it("reviews a crew-day's route in the board's map panel, picked there: the line drawn and the stops listed", async () => {
    const { crewId, crewName, date } = await crewDayWithLine();
    const route = await api<Route>(`/routes/${crewId}/${date}`);
    const panel = page.getByRole('region', { name: 'Map and routes' });
    await chooseOption(panel, 'Crew', crewName);
    await panel.getByLabel('Day', { exact: true }).fill(date);
    await expect.poll(() => new URL(page.url()).searchParams.get('route')).toBe(`${crewId}:${date}`);

    const order = panel.getByRole('list', { name: 'Drive order' });
    await expect.poll(() => order.getByRole('listitem').count()).toBe(route.orderedScheduleIds.length);
    const canvas = panel.getByTestId('route-canvas').locator('canvas.maplibregl-canvas');
    await expect.poll(() => pixelsNear(canvas, ROUTE_LINE), { timeout: 15_000 }).toBeGreaterThan(60);
    // The route scrolls inside the panel, and the board stays on the screen below it: crews to look at while checking the drive.
    const boardTop = await page
      .getByRole('table', { name: 'Crew board' })
      .evaluate((board) => board.getBoundingClientRect().top + window.scrollY);
    expect(boardTop).toBeLessThan(page.viewportSize()!.height - 250);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.screenshot({ path: '/tmp/canopy-e2e-board-route.png', fullPage: true });
  });

  it("shows a pinned day's drive for the order a person pinned: its legs, total and line", async () => {
    const { crewId, date } = await crewDayWithLine({ pinned: true });
    const route = await api<Route>(`/routes/${crewId}/${date}`);
    expect(route).toMatchObject({ orderMode: 'manual', geometry: expect.objectContaining({ precision: 5 }) });
    await page.goto(`${new URL(signInLink).origin}/map?crew=${crewId}&date=${date}`);
    await expect
      .poll(() => page.getByRole('list', { name: 'Drive order' }).getByRole('listitem').count())
      .toBe(route.orderedScheduleIds.length);
    await expect
      .poll(() => page.getByRole('list', { name: 'Legs' }).getByRole('listitem').count())
      .toBe(route.legs.length);
    await page.getByText(/^Total: .* driving$/).waitFor();
    const canvas = page.getByTestId('route-canvas').locator('canvas.maplibregl-canvas');
    await expect.poll(() => pixelsNear(canvas, ROUTE_LINE), { timeout: 15_000 }).toBeGreaterThan(60);
    // The map names the day's start as the legs do: one name for the organization's origin.
    expect(route.origin).not.toBeNull();
    await expect.poll(() => page.locator('.route-map__origin').innerText()).toBe(route.origin!.label);
    await page.getByRole('list', { name: 'Legs' }).getByText(route.origin!.label).first().waitFor();
    await page.screenshot({ path: '/tmp/canopy-e2e-pinned-route.png', fullPage: true });
  });

  it('logged no console errors on the way', () => {
    expect(pageErrors).toEqual([]);
  });
});
