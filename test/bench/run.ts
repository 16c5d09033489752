/**
 * `npm run bench [-- name-filter]`: runs every bench module (or those whose name contains the
 * filter) one after another, so timings do not compete. Add a bench with one line in BENCHES.
 */
import { apiBench } from './api.bench';
import { boardUiBench } from './board-ui.bench';
import { crewDayBench } from './crew-day.bench';
import { loadBench } from './load-mix.bench';
import { type Bench } from './bench';
import { routeJobBench } from './route-job.bench';
import { routeReadyBench } from './route-ready.bench';
import { tspBench } from './tsp.bench';

const BENCHES: Bench[] = [tspBench, routeJobBench, routeReadyBench, apiBench, loadBench, boardUiBench, crewDayBench];

const filter = process.argv[2] ?? '';
const selected = BENCHES.filter((bench) => bench.name.includes(filter));
if (selected.length === 0) {
  console.error(`no bench matches "${filter}"; known: ${BENCHES.map((bench) => bench.name).join(', ')}`);
  process.exit(1);
}
for (const bench of selected) {
  console.log(`\n== ${bench.name} ==`);
  await bench.run();
}
