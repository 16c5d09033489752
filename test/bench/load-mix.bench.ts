import { type Bench, quickOr } from './bench';
import { benchKinds } from './api-fixture';
import { runLoadMix } from './load-mix';

/** Seconds of load per database: short enough for `npm run bench`; `npm run soak` runs the same mix for longer. */
const BENCH_SECONDS = quickOr(20, 3);
const DISPATCHERS = quickOr(8, 2);

export const loadBench: Bench = {
  name: 'load',
  async run() {
    for (const kind of benchKinds()) await runLoadMix({ kind, seconds: BENCH_SECONDS, dispatchers: DISPATCHERS });
  },
};
