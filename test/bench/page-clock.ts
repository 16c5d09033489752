import type { BrowserContext } from 'playwright-core';

/**
 * Sets the clock of the context's pages to `now`, running on from there. The SPA counts the
 * organization's today from the browser's Date and the bench's server from its own clock, so with
 * both set the board opens on the bench's day, whatever the day of the run.
 *
 * Only Date moves. Timers, animation frames and performance.now (what the probes time with) stay
 * the browser's own: Playwright's page.clock would replace them all, and its performance object
 * holds no resource timings.
 */
export async function setPageClock(context: BrowserContext, now: Date): Promise<void> {
  // Methods and anonymous functions only: tsx's keepNames would wrap a named one in a `__name`
  // call, which the page lacks. A proxy keeps Date's statics, prototype and instanceof.
  await context.addInitScript((shiftMs) => {
    const RealDate = Date;
    window.Date = new Proxy(RealDate, {
      construct(target, args, newTarget) {
        return Reflect.construct(target, args.length === 0 ? [RealDate.now() + shiftMs] : args, newTarget) as object;
      },
      apply() {
        return new RealDate(RealDate.now() + shiftMs).toString();
      },
      get(target, property, receiver) {
        if (property !== 'now') return Reflect.get(target, property, receiver) as unknown;
        return function () {
          return RealDate.now() + shiftMs;
        };
      },
    });
  }, now.getTime() - Date.now());
}
