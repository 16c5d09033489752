import type { Database } from '../db/client';
import { logFault } from '../http/fault-log';

/**
 * The loop every leased queue of the service runs in (route jobs, mail; docs/decisions/runtime.md
 * "The mail queue"): run what is due, then wait for the next item to be announced on `channel`
 * (LISTEN, at commit) or `pollMs`, whichever comes first. The queue's own claim (UPDATE ... FOR
 * UPDATE SKIP LOCKED with a lease) lets every instance run one loop per queue side by side.
 */
export interface LeasedLoopOptions {
  /** Named in the fault log when a run throws. */
  label: string;
  channel: string;
  /** Hears announcements (Database.listen); without it the loop only polls. */
  listen?: Database['listen'] | undefined;
  /**
   * A loop that hears of new items still looks this often: for retries and lapsed leases, which
   * nobody announces, and for a notification lost while its connection was re-made.
   */
  pollMs: number;
}

export interface LeasedLoop {
  /** Stops waiting and lets an item in progress finish before the database is closed under it. */
  stop(): Promise<void>;
}

/** Exponential backoff: `baseMs` before retry 1, twice that before retry 2, and so on. */
export const backoffMs = (baseMs: number, attempt: number) => baseMs * 2 ** (attempt - 1);

export async function startLeasedLoop(runDue: () => Promise<unknown>, options: LeasedLoopOptions): Promise<LeasedLoop> {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | null = null;
  // An item announced while a run is under way may have committed after the run last looked.
  let announcedDuringRun = false;
  const tick = () => {
    clearTimeout(timer);
    announcedDuringRun = false;
    running = runDue()
      .catch((error: unknown) => logFault(options.label, {}, error))
      .finally(() => {
        running = null;
        if (stopped) return;
        if (announcedDuringRun) return tick();
        timer = setTimeout(tick, options.pollMs);
        timer.unref();
      });
  };
  const unlisten = await options.listen?.(options.channel, () => {
    if (stopped) return;
    if (running) announcedDuringRun = true;
    else tick();
  });
  tick();
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await unlisten?.();
      await running;
    },
  };
}
