/**
 * POST optimize -> GET reads `ready`, as a client sees it: the real app over loopback HTTP with
 * the route worker running in process and woken by the job's NOTIFY, the route polled every 50 ms.
 * Days of 5 to 80 stops; p50 / p95 per size against the goal, on each bench database.
 */
import { diskStorage } from '../../src/server/adapters/storage/disk-storage';
import { greatCircleTravel } from '../../src/server/adapters/travel/great-circle-travel';
import { createApiKey } from '../../src/server/keys/api-keys';
import { createOrganization } from '../../src/server/orgs/orgs.service';
import { startRouteWorker } from '../../src/server/worker/route-worker';
import { scopes as allScopes } from '../../src/shared/contract/scopes';
import { createRandom } from '../../src/shared/domain/tsp/random';
import { addDays } from '../../src/shared/domain/working-days';
import { insertSite } from '../support/inventory-fixtures';
import { insertAcceptedWork, insertCrew } from '../support/schedule-fixtures';
import { benchClock, benchKinds, openBenchDatabase, scratchFolder, startBenchServer } from './api-fixture';
import { type Bench, failIfBroken, printTable, quickOr, verdict } from './bench';

const DAY_SIZES = quickOr([5, 20, 40, 80], [5, 20]);
const RUNS_PER_SIZE = quickOr(12, 2);
const POLL_MS = 50;
const GOAL_P95_MS = 300;
const GIVE_UP_MS = 10_000;
const DEPOT = { label: 'Yard', lat: 45.52, lng: -122.68 };
/** Working days well past the bench clock's freeze horizon (it stands on Wednesday 2026-11-18). */
const FIRST_DATE = '2026-11-30';

const percentile = (sorted: readonly number[], share: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? NaN;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export const routeReadyBench: Bench = {
  name: 'route-ready',
  async run() {
    for (const kind of benchKinds()) {
      const bench = await openBenchDatabase(kind);
      const files = scratchFolder();
      const { database } = bench;
      const server = await startBenchServer(database, files.root);
      const worker = await startRouteWorker({
        db: database.db,
        clock: benchClock,
        travel: greatCircleTravel,
        listen: database.listen,
      });
      try {
        const deps = { database, clock: benchClock, storage: diskStorage(files.root) };
        const { id: orgId } = await createOrganization(
          database.db,
          { name: 'Route bench', origin: DEPOT },
          benchClock.now(),
        );
        const { key } = await createApiKey(database.db, { orgId, scopes: allScopes, label: 'bench' }, benchClock.now());
        const call = async (method: string, path: string, body?: unknown) => {
          const headers: Record<string, string> = {
            Authorization: `ApiKey ${key}`,
            'Content-Type': 'application/json',
          };
          if (method === 'POST') headers['Idempotency-Key'] = crypto.randomUUID();
          const response = await fetch(`${server.baseUrl}/api/v1${path}`, {
            method,
            headers,
            body: body === undefined ? undefined : JSON.stringify(body),
          });
          const answer = (await response.json()) as { data: { status?: string } };
          if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(answer)}`);
          return answer.data;
        };
        const readyAfter = async (path: string, startedAt: number) => {
          for (;;) {
            const { status } = await call('GET', path);
            if (status !== 'pending' && status !== 'optimizing') return { status, ms: performance.now() - startedAt };
            if (performance.now() - startedAt > GIVE_UP_MS)
              throw new Error(`${path} still ${status} after ${GIVE_UP_MS} ms`);
            await sleep(POLL_MS);
          }
        };

        const random = createRandom(11);
        const rows: string[][] = [];
        const problems: string[] = [];
        for (const [index, stops] of DAY_SIZES.entries()) {
          const crew = await insertCrew(deps, orgId, { name: `Crew ${stops}` });
          const date = addDays(FIRST_DATE, index);
          const estimateIds: string[] = [];
          for (let stop = 0; stop < stops; stop++) {
            const site = await insertSite(deps, orgId, {
              latitude: DEPOT.lat + (random.next() - 0.5) * 0.18,
              longitude: DEPOT.lng + (random.next() - 0.5) * 0.26,
            });
            estimateIds.push((await insertAcceptedWork(deps, orgId, site)).estimate.id);
          }
          const path = `/routes/${crew.id}/${date}`;
          await call('POST', '/schedule', { estimateIds, crewId: crew.id, scheduledDate: date });
          await readyAfter(path, performance.now());

          const times: number[] = [];
          let last = '';
          for (let run = 0; run < RUNS_PER_SIZE; run++) {
            const startedAt = performance.now();
            await call('POST', `${path}/optimize`);
            const { status, ms } = await readyAfter(path, startedAt);
            last = status ?? '';
            times.push(ms);
          }
          times.sort((a, b) => a - b);
          const p95 = percentile(times, 0.95);
          rows.push([
            String(stops),
            last,
            percentile(times, 0.5).toFixed(0),
            p95.toFixed(0),
            `< ${GOAL_P95_MS}`,
            verdict(p95 < GOAL_P95_MS),
          ]);
          if (last !== 'ready') problems.push(`${kind}: the ${stops}-stop day's route ended ${last}`);
        }
        console.log(
          `${kind}: POST optimize -> GET not pending (polled every ${POLL_MS} ms), ${RUNS_PER_SIZE} runs per day size`,
        );
        printTable(['stops', 'status', 'p50 ms', 'p95 ms', 'goal', ''], rows);
        failIfBroken(problems);
      } finally {
        await worker.stop();
        await server.close();
        await bench.dispose();
        files.remove();
      }
    }
  },
};
