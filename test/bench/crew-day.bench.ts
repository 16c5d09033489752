/**
 * The crew's day on a phone over a throttled mobile network: how long from navigation until the day
 * is readable (every stop drawn with its lines), on a first visit and on a later one served by the
 * service worker (the app shell from its cache, the day's answers from the phone's IndexedDB).
 *
 * Network: Chrome DevTools' "Slow 4G" preset (formerly "Fast 3G"): 1.6 Mbit/s down and 750 kbit/s
 * up, each x 0.9, and 562.5 ms of latency (150 ms x 3.75), set with CDP's
 * Network.emulateNetworkConditions. Phone: 390 x 844, touch, device scale 2; the CPU unthrottled.
 * Data of its own choosing, whatever the date: the server and the phone stand on the bench clock's day
 * (`benchClock`, `setPageClock`); the small demo organization on PGlite, and five new three-line jobs
 * placed on the first crew-day from that day that held none of the demo's work, read with a key bound
 * to that crew. BENCH_QUICK=1 runs each visit once.
 * Target (a benchmark, not a test): the later visit readable in under 1 s. Small on purpose (three
 * runs each): the shared machine is noisy, compare runs on the same machine only.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { createApiKey } from '../../src/server/keys/api-keys';
import { createOrganization } from '../../src/server/orgs/orgs.service';
import { DEMO_DEPOT, seedDemo } from '../../src/server/demo/seed-demo';
import { diskStorage } from '../../src/server/adapters/storage/disk-storage';
import { greatCircleTravel } from '../../src/server/adapters/travel/great-circle-travel';
import type { Crew } from '../../src/shared/contract/crews';
import type { CreatedApiKey } from '../../src/shared/contract/keys';
import { crewKeyScopes, scopes as allScopes } from '../../src/shared/contract/scopes';
import type { ScheduleBoard } from '../../src/shared/contract/schedule-board';
import { addDays, todayIn } from '../../src/shared/domain/working-days';
import { collectPageErrors, hasChromium, launchChromium } from '../e2e/support/browser';
import { productApi } from '../e2e/support/product-api';
import { benchClock, openBenchDatabase, scratchFolder, startBenchServer } from './api-fixture';
import { percentile } from './api-http-load';
import { type Bench, failIfBroken, printTable, quickOr, unmeasured, verdict } from './bench';
import { setPageClock } from './page-clock';

const RUNS = quickOr(3, 1);
const JOBS = 5;
const LINES_PER_JOB = 3;
const TARGET_LATER_VISIT_MS = 1000;
const WAIT_MS = 60_000;
const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };
const SLOW_4G = {
  offline: false,
  downloadThroughput: ((1.6 * 1000 * 1000) / 8) * 0.9,
  uploadThroughput: ((750 * 1000) / 8) * 0.9,
  latency: 150 * 3.75,
};

async function throttle(page: Page): Promise<void> {
  const session = await page.context().newCDPSession(page);
  await session.send('Network.enable');
  await session.send('Network.emulateNetworkConditions', SLOW_4G);
}

/** Milliseconds from the navigation's start until every stop shows its lines, measured in the page. */
async function readableAfter(page: Page, url: string): Promise<number> {
  await page.goto(url, { waitUntil: 'commit', timeout: WAIT_MS });
  const handle = await page.waitForFunction(
    (lines) => (document.querySelectorAll('.crew-line').length >= lines ? performance.now() : null),
    JOBS * LINES_PER_JOB,
    { timeout: WAIT_MS, polling: 'raf' },
  );
  return (await handle.jsonValue()) as number;
}

/** The service worker has taken the shell in and the day's answers are on the phone. */
async function keptOnPhone(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.waitForFunction(
    () =>
      new Promise<boolean>((resolve) => {
        const open = indexedDB.open('canopy-reads');
        open.onsuccess = () => {
          const read = open.result.transaction('clients').objectStore('clients').count();
          read.onsuccess = () => resolve(read.result > 0);
          read.onerror = () => resolve(false);
        };
        open.onerror = () => resolve(false);
      }),
    null,
    { timeout: WAIT_MS, polling: 500 },
  );
}

interface Samples {
  first: number[];
  later: number[];
  /** What the pages reported going wrong: a bench that meets them is broken. */
  pageErrors: string[];
}

async function measure(baseUrl: string, crewKey: string, day: string, samples: Samples): Promise<void> {
  const browser = await launchChromium();
  try {
    for (let run = 0; run < RUNS; run++) {
      const context: BrowserContext = await browser.newContext(PHONE);
      // The SPA counts the crew's today from the browser's Date: both stand on the bench's day.
      await setPageClock(context, benchClock.now());
      const first = await context.newPage();
      const errors = collectPageErrors(first);
      await throttle(first);
      samples.first.push(await readableAfter(first, `${baseUrl}/crew/${day}#key=${crewKey}`));
      await keptOnPhone(first);
      await first.close();

      const later = await context.newPage();
      await throttle(later);
      samples.later.push(await readableAfter(later, `${baseUrl}/crew/${day}`));
      samples.pageErrors.push(...errors);
      await context.close();
    }
  } finally {
    await browser.close();
  }
}

/** The first crew-day from today on that holds no work of the demo's. */
async function emptyCrewDay(api: ReturnType<typeof productApi>): Promise<{ crew: Crew; day: string }> {
  const { timeZone } = await api<{ timeZone: string }>('/org');
  const today = todayIn(timeZone, benchClock.now());
  const crews = (await api<{ items: Crew[] }>('/crews')).items.filter((candidate) => candidate.active);
  const board = await api<ScheduleBoard>(`/schedule?from=${today}&to=${addDays(today, 13)}&kinds=work_day`);
  for (let offset = 0; offset < 14; offset++) {
    const day = addDays(today, offset);
    const crew = crews.find((candidate) =>
      board.upcoming.every((row) => row.crew?.id !== candidate.id || row.scheduledDate !== day),
    );
    if (crew) return { crew, day };
  }
  throw new Error('crew-day: every crew has work on each of the next 14 days');
}

/** Five new jobs of three lines on a crew-day that held nothing, and a key bound to that crew. */
async function crewDayOfItsOwn(baseUrl: string, officeKey: string): Promise<{ crewKey: string; day: string }> {
  const api = productApi(baseUrl, officeKey);
  const { crew, day } = await emptyCrewDay(api);
  const sites = (await api<{ items: { id: string; latitude: number | null }[] }>('/sites?limit=50')).items.filter(
    (site) => site.latitude !== null,
  );
  const [item] = (await api<{ items: { id: string }[] }>('/catalog/items?limit=1')).items;
  for (let job = 0; job < JOBS; job++) {
    const estimate = await api<{ id: string }>('/estimates', {
      method: 'POST',
      body: {
        siteId: sites[job]!.id,
        lines: Array.from({ length: LINES_PER_JOB }, (_, line) => ({
          catalogItemId: item!.id,
          description: `Line ${line + 1} of job ${job + 1}`,
          quantity: 1,
          unitPriceCents: 30_000,
          estimatedHours: 0.5,
        })),
      },
    });
    await api(`/estimates/${estimate.id}/accept`, { method: 'POST' });
    await api('/schedule', {
      method: 'POST',
      body: { estimateIds: [estimate.id], crewId: crew.id, scheduledDate: day },
    });
  }
  const made = await api<CreatedApiKey>('/keys', {
    method: 'POST',
    body: { name: 'crew-day bench phone', crewId: crew.id, scopes: [...crewKeyScopes] },
  });
  return { crewKey: made.key!, day };
}

const ms = (value: number) => value.toFixed(0);

function row(name: string, values: number[], target: number | null): string[] {
  const sorted = [...values].sort((a, b) => a - b);
  const p50 = percentile(sorted, 0.5);
  return [
    name,
    String(sorted.length),
    ms(p50),
    ms(sorted.at(-1) ?? Number.NaN),
    target === null ? '' : `< ${target}`,
    target === null ? '' : verdict(p50 < target),
  ];
}

export const crewDayBench: Bench = {
  name: 'crew-day',
  async run() {
    if (!hasChromium) {
      console.log('crew-day: skipped, /usr/bin/chromium is not installed (apt-get install -y chromium)');
      return;
    }
    // npm start's own step: builds dist/ (and its service worker) when missing or older than the sources.
    await import('../../src/server/static/ensure-spa-built');
    const bench = await openBenchDatabase('pglite');
    const files = scratchFolder();
    try {
      const now = benchClock.now();
      const { id: orgId } = await createOrganization(
        bench.database.db,
        { name: 'Crew Day Bench', timeZone: 'America/Los_Angeles', origin: DEMO_DEPOT },
        now,
      );
      await seedDemo(bench.database.db, orgId, {
        size: 'small',
        now,
        storage: diskStorage(files.root),
        travel: greatCircleTravel,
      });
      const { key } = await createApiKey(bench.database.db, { orgId, scopes: allScopes, label: 'bench' }, now);
      const server = await startBenchServer(bench.database, files.root);
      try {
        const { crewKey, day } = await crewDayOfItsOwn(server.baseUrl, key);
        const samples: Samples = { first: [], later: [], pageErrors: [] };
        await measure(server.baseUrl, crewKey, day, samples);
        console.log(
          `\nms from navigation to the crew's day readable (every stop with its lines), ${RUNS} runs each, ` +
            `Chrome's "Slow 4G" (1.44 Mbit/s down, 562.5 ms latency), 390 x 844; verdict on the p50; shared machine: noisy`,
        );
        printTable(
          ['case', 'n', 'p50', 'max', 'target', 'verdict'],
          [
            row('first visit (signs in by the link)', samples.first, null),
            row('later visit (service worker, kept answers)', samples.later, TARGET_LATER_VISIT_MS),
          ],
        );
        failIfBroken([
          unmeasured('first visit', samples.first),
          unmeasured('later visit', samples.later),
          samples.pageErrors.length > 0 ? `page errors: ${samples.pageErrors.slice(0, 3).join(' | ')}` : null,
        ]);
      } finally {
        await server.close();
      }
    } finally {
      await bench.dispose();
      files.remove();
    }
  },
};
