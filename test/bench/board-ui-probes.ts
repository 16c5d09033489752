/**
 * In-page probes of the board-ui bench. Each runs inside Chromium (Playwright serializes the
 * function), so they reach nothing outside their arguments and report through `window`. Times are
 * `performance.now()`: milliseconds since the page's navigation started.
 *
 * "Shown" means the frame after the DOM change was painted: the change is seen at once by a
 * MutationObserver, then requestAnimationFrame + setTimeout(0) run just after that frame's paint.
 */
import type { Page } from 'playwright-core';

export interface FirstRenderProbe {
  /** The first work card was drawn inside the Crew board table. */
  cardsShownAt: number | null;
}

export interface DropProbe {
  /** The mouse button was released over the target cell. */
  releasedAt: number | null;
  /** The job's card was drawn in the target cell (the optimistic picture). */
  optimisticAt: number | null;
  /** The server's answer was drawn: the "placed on" toast (or a "was not placed" refusal). */
  answeredAt: number | null;
  /** The refetched board replaced the pending card with the stored placement (its real schedule id). */
  settledAt: number | null;
  refused: boolean;
}

interface ProbeWindow {
  boardUiFirstRender?: FirstRenderProbe;
  boardUiDrop?: DropProbe;
}

/** Installed before every navigation of the page: notes when the first crew-day card is shown. */
export async function watchFirstRender(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const probe: FirstRenderProbe = { cardsShownAt: null };
    (window as ProbeWindow).boardUiFirstRender = probe;
    let seen = false;
    const observer = new MutationObserver(() => {
      if (seen || !document.querySelector('table[aria-label="Crew board"] .board-card')) return;
      seen = true;
      observer.disconnect();
      requestAnimationFrame(() => setTimeout(() => (probe.cardsShownAt = performance.now())));
    });
    observer.observe(document, { childList: true, subtree: true });
  });
}

export const readFirstRender = (page: Page) => page.evaluate(() => (window as ProbeWindow).boardUiFirstRender ?? null);

/** Milliseconds since navigation start when the last of the board's first API reads (crews, the board) arrived. */
export const boardReadsDoneAt = (page: Page) =>
  page.evaluate(() =>
    Math.max(
      0,
      ...performance
        .getEntriesByType('resource')
        .filter((entry) => /\/api\/v1\/(crews|schedule\/board)(\?|$)/.test(entry.name))
        .map((entry) => (entry as PerformanceResourceTiming).responseEnd),
    ),
  );

/** How many crew-day cells the page holds: what virtualization keeps small. */
export const renderedCells = (page: Page) => page.locator('td[data-cell]').count();

/**
 * Arms the drop probe for `estimateNumber` landing in the cell `cellId` (call before the drag).
 * No named helpers inside: tsx's keepNames would wrap them in a `__name` call the page lacks.
 */
export function watchDrop(page: Page, cellId: string, estimateNumber: string): Promise<void> {
  return page.evaluate(
    ({ cellId, estimateNumber }) => {
      const probe: DropProbe = {
        releasedAt: null,
        optimisticAt: null,
        answeredAt: null,
        settledAt: null,
        refused: false,
      };
      (window as ProbeWindow).boardUiDrop = probe;
      window.addEventListener('pointerup', () => (probe.releasedAt = performance.now()), { capture: true, once: true });
      let optimistic = false;
      let answered = false;
      let settled = false;
      const observer = new MutationObserver(() => {
        if (probe.releasedAt === null) return;
        // The card is found by its own name, "Actions for JOB-1", not by its text: "JOB-1" is also
        // part of "JOB-14123", a card that was on the day before the drop.
        const placed = document
          .querySelector(`td[data-cell="${cellId}"] button[aria-label="Actions for ${estimateNumber}"]`)
          ?.closest<HTMLElement>('li[data-schedule-id]');
        const message = Array.from(
          document.querySelectorAll('section[aria-label="Notifications"] [role="status"]'),
        ).find(
          (item) =>
            item.textContent?.includes(`${estimateNumber} placed on`) ||
            item.textContent?.includes(`${estimateNumber} was not placed`),
        );
        if (!optimistic && placed) {
          optimistic = true;
          requestAnimationFrame(() => setTimeout(() => (probe.optimisticAt = performance.now())));
        }
        if (!answered && message) {
          answered = true;
          probe.refused = message.textContent?.includes('was not placed') ?? false;
          requestAnimationFrame(() => setTimeout(() => (probe.answeredAt = performance.now())));
        }
        if (!settled && placed && !placed.dataset.scheduleId?.startsWith('pending-')) {
          settled = true;
          requestAnimationFrame(() => setTimeout(() => (probe.settledAt = performance.now())));
        }
        if ((optimistic && answered && settled) || probe.refused) observer.disconnect();
      });
      observer.observe(document.body, {
        childList: true,
        subtree: true,
        attributes: true,
        attributeFilter: ['data-schedule-id'],
      });
    },
    { cellId, estimateNumber },
  );
}

export const readDrop = (page: Page) => page.evaluate(() => (window as ProbeWindow).boardUiDrop ?? null);

/**
 * When the answer of the drop's POST /schedule arrived (its resource timing's responseEnd), the first
 * one sent after `releasedAt`: what the server took, told apart from what drawing its answer took.
 */
export const placeAnsweredAt = (page: Page, releasedAt: number) =>
  page.evaluate(
    (released) =>
      (
        performance
          .getEntriesByType('resource')
          .find((entry) => /\/api\/v1\/schedule$/.test(entry.name) && entry.startTime >= released) as
          PerformanceResourceTiming | undefined
      )?.responseEnd ?? null,
    releasedAt,
  );
