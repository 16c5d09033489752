/**
 * The dispatcher board in Chromium on the large demo organization (200 crews, three weeks of
 * board, ~550 queued jobs; the small one in quick mode), served by the real app with the built SPA
 * (built first when dist/ is missing or stale), signed in with an API key, viewport 1600 x 1000, in
 * the organization's zone. The server and the browser both stand on the bench clock's day (a
 * Wednesday), so the board, its free room and the days dropped on are the same on every run,
 * weekends included.
 *
 * - first render: navigation start (page.goto of next week's working days) to the first crew-day
 *   card shown in the Crew board table. Measured in the page: a MutationObserver installed before
 *   the app's scripts notes the first `.board-card` inside the table, and the time is taken in
 *   the task after the next animation frame (i.e. once that frame was painted), as
 *   performance.now(). Also printed: when the board's API reads (crews, schedule) had arrived, so
 *   a slow render can be told apart from a slow API.
 * - drop-to-settled: a queue row dragged with the mouse (in steps, as the e2e tests do) onto a
 *   visible crew-day of an active crew, from the mouse-up (a capturing pointerup listener) to
 *   (a) the job's card shown in the target cell (the optimistic picture), (b) the server's answer
 *   shown (the "placed on" toast) and (c) the refetched board showing the stored placement (the
 *   card's pending id replaced by the real one). Also printed: when the POST /schedule answer
 *   arrived, so a slow drawing of it can be told apart from a slow server.
 *
 * Targets (a benchmark, not a test): first render < 600 ms, drop-to-settled < 100 ms. PostgreSQL
 * by default (BENCH_POSTGRES_URL); BENCH_DB=pglite runs it on PGlite instead. The machine is
 * shared: figures are noisy, compare runs on the same machine and load only.
 */
import type { Page } from 'playwright-core';
import { DEMO_TIME_ZONE } from '../../src/server/demo/seed-profile';
import { addDays, todayIn, weekStartOf } from '../../src/shared/domain/working-days';
import { collectPageErrors, dragWithMouse, hasChromium, launchChromium } from '../e2e/support/browser';
import { benchClock, withBenchOrg, type BenchDbKind } from './api-fixture';
import { percentile } from './api-http-load';
import { type Bench, failIfBroken, printTable, quickOr, unmeasured, verdict } from './bench';
import {
  boardReadsDoneAt,
  readDrop,
  placeAnsweredAt,
  readFirstRender,
  renderedCells,
  watchDrop,
  watchFirstRender,
  type DropProbe,
} from './board-ui-probes';
import { setPageClock } from './page-clock';

const WARMUP_RUNS = quickOr(1, 0);
const FIRST_RENDER_RUNS = quickOr(7, 1);
const DROP_RUNS = quickOr(7, 2);
const VIEWPORT = { width: 1600, height: 1000 };
const TARGET_FIRST_RENDER_MS = 600;
const TARGET_DROP_MS = 100;
const WAIT_MS = 30_000;

interface Samples {
  firstRender: number[];
  readsDone: number[];
  optimistic: number[];
  received: number[];
  answered: number[];
  settled: number[];
  cells: number;
  refused: number;
  pageErrors: string[];
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function measureFirstRender(page: Page, boardUrl: string): Promise<{ shownAt: number; readsDoneAt: number }> {
  await page.goto(boardUrl);
  await page.waitForFunction(
    () => (window as { boardUiFirstRender?: { cardsShownAt: number | null } }).boardUiFirstRender?.cardsShownAt != null,
    null,
    {
      timeout: WAIT_MS,
    },
  );
  const probe = await readFirstRender(page);
  return { shownAt: probe?.cardsShownAt ?? Number.NaN, readsDoneAt: await boardReadsDoneAt(page) };
}

/**
 * Open crew-days of active crews after `today` whose cell shows inside the board's scroll box (below
 * its sticky day headers) and the viewport.
 */
async function visibleTargets(page: Page, today: string): Promise<string[]> {
  const board = (await page.locator('.board-grid__scroll').boundingBox())!;
  const headerHeight = (await page.locator('.board-grid thead').boundingBox())?.height ?? 0;
  const top = board.y + headerHeight;
  const bottom = Math.min(VIEWPORT.height, board.y + board.height);
  const right = Math.min(VIEWPORT.width, board.x + board.width);
  const ids = await page
    .locator('td[data-cell]:not(.board-cell--closed)')
    .evaluateAll((cells) => cells.map((cell) => (cell as HTMLElement).dataset.cell ?? ''));
  const candidates = ids.filter((id) => !id.startsWith('cell:unassigned:') && (id.split(':')[2] ?? '') > today);
  const visible: string[] = [];
  for (const id of candidates) {
    const box = await page.locator(`td[data-cell="${id}"]`).boundingBox();
    if (box && box.y >= top && box.y + 60 <= bottom && box.x + box.width <= right) visible.push(id);
  }
  return visible;
}

/** Minutes a crew-day has free as its capacity meter says (0 when full or over). */
async function freeMinutes(page: Page, cellId: string): Promise<number> {
  const meter = page.locator(`td[data-cell="${cellId}"] [role="meter"]`);
  const [booked, length] = await Promise.all([
    meter.getAttribute('aria-valuenow'),
    meter.getAttribute('aria-valuemax'),
  ]);
  return Number(length) - Number(booked);
}

/** The first queue row not yet tried whose hours fit in `free` minutes, by its index in `texts`. */
function fittingRow(texts: readonly string[], free: number, tried: ReadonlySet<string>) {
  const index = texts.findIndex((text) => {
    // What the drop books: a due round's hours (it is placed as that round), else the hours left.
    const booked = /Round \d+ \(([\d.]+) h\) due/.exec(text) ?? /([\d.]+) h of [\d.]+ h left/.exec(text);
    const hours = Number(booked?.[1] ?? Number.NaN);
    return !tried.has(/JOB-\d+/.exec(text)?.[0] ?? '') && hours > 0 && hours * 60 <= free;
  });
  const estimateNumber = /JOB-\d+/.exec(texts[index] ?? '')?.[0];
  return index >= 0 && estimateNumber ? { index, estimateNumber } : null;
}

/**
 * Drags a queue row not yet tried onto a day of `targets` that has room for it (an ordinary drop:
 * an overbooking asks first), the days taken in turn from drop number `run`, so that the drops
 * spread over the visible days whatever the seeded week holds; the probe's times are relative to
 * the mouse-up.
 */
async function measureDrop(
  page: Page,
  targets: readonly string[],
  run: number,
  tried: Set<string>,
): Promise<DropProbe & { estimateNumber: string; receivedAt: number }> {
  const rows = page.locator('.queue-row');
  await rows.first().waitFor({ timeout: WAIT_MS });
  const texts = await rows.allTextContents();
  let chosen: { cellId: string; index: number; estimateNumber: string } | null = null;
  for (let step = 0; step < targets.length && !chosen; step += 1) {
    const cellId = targets[(run + step) % targets.length] ?? '';
    const row = fittingRow(texts, await freeMinutes(page, cellId), tried);
    if (row) chosen = { cellId, ...row };
  }
  if (!chosen) throw new Error(`board-ui: no untried queue row fits any of the ${targets.length} visible days`);
  const { cellId, index, estimateNumber } = chosen;
  tried.add(estimateNumber);

  await watchDrop(page, cellId, estimateNumber);
  // The mouse presses where the grip is on screen: a row scrolled under the queue's sticky filters
  // (the list scrolls as placed rows leave it) would take the press on the filters, and no drag starts.
  await rows.nth(index).evaluate((row) => row.scrollIntoView({ block: 'center' }));
  await dragWithMouse(page, rows.nth(index).locator('.queue-row__grip'), page.locator(`td[data-cell="${cellId}"]`));
  await page.waitForFunction(
    () => {
      const probe = (window as { boardUiDrop?: DropProbe }).boardUiDrop;
      return probe?.refused || (probe?.settledAt != null && probe.answeredAt != null && probe.optimisticAt != null);
    },
    null,
    { timeout: WAIT_MS },
  );
  const probe = await readDrop(page);
  if (!probe || probe.releasedAt === null)
    throw new Error(`board-ui: the drop of ${estimateNumber} on ${cellId} was not seen`);
  const since = (at: number | null) => (at === null ? Number.NaN : at - (probe.releasedAt ?? 0));
  const receivedAt = await placeAnsweredAt(page, probe.releasedAt);
  // Let the queue and fit refetches that follow a placement finish before the next drag.
  // Its own number, whole: "JOB-1" is also the start of "JOB-14123".
  await page
    .locator('.queue-row', { hasText: new RegExp(`${estimateNumber}\\b`) })
    .waitFor({ state: 'detached', timeout: WAIT_MS })
    .catch(() => undefined);
  await pause(300);
  return {
    ...probe,
    optimisticAt: since(probe.optimisticAt),
    receivedAt: since(receivedAt),
    answeredAt: since(probe.answeredAt),
    settledAt: since(probe.settledAt),
    estimateNumber,
  };
}

async function runInChromium(baseUrl: string, key: string, samples: Samples): Promise<void> {
  const today = todayIn(DEMO_TIME_ZONE, benchClock.now());
  const browser = await launchChromium();
  let errors: string[] = [];
  try {
    const context = await browser.newContext({ viewport: VIEWPORT, timezoneId: DEMO_TIME_ZONE });
    await setPageClock(context, benchClock.now());
    const page = await context.newPage();
    errors = collectPageErrors(page);
    await watchFirstRender(page);
    await page.goto(`${baseUrl}/#key=${key}`);
    await page.getByRole('heading', { level: 1, name: 'Dispatch board' }).waitFor({ timeout: WAIT_MS });

    // Next week, as a dispatcher plans it: every one of its days is ahead, open for drops.
    const boardUrl = `${baseUrl}/?from=${addDays(weekStartOf(today), 7)}`;
    for (let run = 0; run < WARMUP_RUNS + FIRST_RENDER_RUNS; run += 1) {
      const { shownAt, readsDoneAt } = await measureFirstRender(page, boardUrl);
      if (run < WARMUP_RUNS) continue;
      samples.firstRender.push(shownAt);
      samples.readsDone.push(readsDoneAt);
    }
    samples.cells = await renderedCells(page);

    await page
      .getByRole('list', { name: 'Unscheduled work' })
      .getByRole('listitem')
      .first()
      .waitFor({ timeout: WAIT_MS });
    const targets = await visibleTargets(page, today);
    if (targets.length === 0) throw new Error('board-ui: no open crew-day of an active crew is visible');
    const tried = new Set<string>();
    for (let run = 0; run < WARMUP_RUNS + DROP_RUNS; run += 1) {
      const drop = await measureDrop(page, targets, run, tried);
      if (drop.refused) samples.refused += 1;
      if (run < WARMUP_RUNS || drop.refused) continue;
      samples.optimistic.push(drop.optimisticAt ?? Number.NaN);
      samples.received.push(drop.receivedAt);
      samples.answered.push(drop.answeredAt ?? Number.NaN);
      samples.settled.push(drop.settledAt ?? Number.NaN);
    }
  } catch (error) {
    // What the page said tells a time-out apart: an exception in the SPA, or a board that was slow.
    if (errors.length > 0) console.log(`board-ui: page errors: ${errors.slice(0, 3).join(' | ')}`);
    throw error;
  } finally {
    samples.pageErrors.push(...errors);
    await browser.close();
  }
}

async function benchDatabase(kind: BenchDbKind): Promise<Samples> {
  const samples: Samples = {
    firstRender: [],
    readsDone: [],
    optimistic: [],
    received: [],
    answered: [],
    settled: [],
    cells: 0,
    refused: 0,
    pageErrors: [],
  };
  await withBenchOrg(kind, ({ org, server }) => runInChromium(server.baseUrl, org.key, samples));
  return samples;
}

const ms = (value: number) => value.toFixed(0);

function row(name: string, kind: BenchDbKind, values: number[], target: number | null): string[] {
  const sorted = [...values].sort((a, b) => a - b);
  const p50 = percentile(sorted, 0.5);
  return [
    name,
    kind,
    String(sorted.length),
    ms(p50),
    ms(sorted[sorted.length - 1] ?? Number.NaN),
    target === null ? '' : `< ${target}`,
    target === null ? '' : verdict(p50 < target),
  ];
}

export const boardUiBench: Bench = {
  name: 'board-ui',
  async run() {
    if (!hasChromium) {
      console.log('board-ui: skipped, /usr/bin/chromium is not installed (apt-get install -y chromium)');
      return;
    }
    // npm start's own step: builds dist/ when it is missing or older than the SPA's sources.
    await import('../../src/server/static/ensure-spa-built');
    const kind: BenchDbKind = process.env.BENCH_DB === 'pglite' ? 'pglite' : 'postgres';
    const samples = await benchDatabase(kind);
    console.log(
      `\nms, ${FIRST_RENDER_RUNS} page loads and ${DROP_RUNS} drops after ${WARMUP_RUNS} warm-up each; ` +
        `${samples.cells} crew-day cells in the page; ${samples.refused} refused drops left out; verdict on the p50; shared machine: noisy`,
    );
    const cases: [string, number[], number | null][] = [
      ['first render (cards shown)', samples.firstRender, TARGET_FIRST_RENDER_MS],
      ['API reads arrived (crews, board)', samples.readsDone, null],
      ['drop: card shown (optimistic)', samples.optimistic, TARGET_DROP_MS],
      ["drop: POST /schedule's answer arrived", samples.received, null],
      ['drop: server answer shown', samples.answered, TARGET_DROP_MS],
      ['drop: stored placement shown', samples.settled, TARGET_DROP_MS],
    ];
    printTable(
      ['case', 'db', 'n', 'p50', 'max', 'target', 'verdict'],
      cases.map(([name, values, target]) => row(name, kind, values, target)),
    );
    failIfBroken([
      ...cases.map(([name, values]) => unmeasured(name, values)),
      samples.pageErrors.length > 0 ? `page errors: ${samples.pageErrors.slice(0, 3).join(' | ')}` : null,
    ]);
  },
};
