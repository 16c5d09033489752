/**
 * `npm run bench [-- name-filter]`: runs every bench module (or those whose name contains the
 * filter) one after another, so timings do not compete. Add a bench with one line in BENCHES.
 * A bench that breaks (throws, times out, measures nothing) is reported and the others still run;
 * the exit code is then 1. A goal missed is a MISS in the bench's table, not a failure.
 */
import { apiBench } from './api.bench';
import { boardUiBench } from './board-ui.bench';
import { crewDayBench } from './crew-day.bench';
import { loadBench } from './load-mix.bench';
import { pdfBench } from './pdf.bench';
import { planBench } from './plan.bench';
import { type Bench, BenchBroken, QUICK } from './bench';
import { routeJobBench } from './route-job.bench';
import { routeReadyBench } from './route-ready.bench';
import { tspBench } from './tsp.bench';

const BENCHES: Bench[] = [
  tspBench,
  routeJobBench,
  routeReadyBench,
  apiBench,
  loadBench,
  boardUiBench,
  pdfBench,
  crewDayBench,
  planBench,
];

const filter = process.argv[2] ?? '';
const selected = BENCHES.filter((bench) => bench.name.includes(filter));
if (selected.length === 0) {
  console.error(`no bench matches "${filter}"; known: ${BENCHES.map((bench) => bench.name).join(', ')}`);
  process.exit(1);
}
if (QUICK) console.log('quick mode (BENCH_QUICK=1): small data, few iterations; figures not judged');
const broken: string[] = [];
for (const bench of selected) {
  console.log(`\n== ${bench.name} ==`);
  const startedAt = performance.now();
  try {
    await bench.run();
  } catch (error) {
    // A bench's own verdict says what broke; anything else thrown needs its stack.
    const said = error instanceof BenchBroken ? error.message : error instanceof Error ? error.stack : String(error);
    console.error(`\n${bench.name}: BROKEN\n${said}`);
    broken.push(bench.name);
  }
  console.log(`(${bench.name}: ${((performance.now() - startedAt) / 1000).toFixed(0)} s)`);
}
console.log(
  `\nbench: ${selected.length - broken.length} of ${selected.length} ran` +
    (broken.length > 0 ? `; broken: ${broken.join(', ')}` : ', none broken'),
);
// Still-open handles (a browser, a pool) must not keep a broken run alive.
process.exit(broken.length > 0 ? 1 : 0);
