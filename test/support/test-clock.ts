import type { Clock } from '../../src/server/clock';

export interface TestClock extends Clock {
  set(iso: string): void;
  advance(ms: number): void;
}

/** A clock that stands still until told to move, so "today" and expiry are deterministic. */
export function testClock(startIso = '2026-03-02T16:00:00.000Z'): TestClock {
  let current = new Date(startIso).getTime();
  return {
    now: () => new Date(current),
    set: (iso) => {
      current = new Date(iso).getTime();
    },
    advance: (ms) => {
      current += ms;
    },
  };
}
