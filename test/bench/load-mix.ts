/**
 * The dispatcher load mix on the large demo organization (the small one in quick mode): N virtual
 * dispatchers work the board for a fixed time through the real app over keep-alive loopback HTTP
 * (board reads, queue, fit, placements, moves, drive orders, bumps, removals) with the route worker
 * running in process, as in production. Prints per-operation throughput, p50/p95/p99, 4xx by code
 * and 5xx; then checks by SQL that no placement was lost or duplicated. Throws on any 5xx, answer
 * outside the envelope, unfaithful replay or integrity breach, and when nothing was placed. Used by
 * the `load` bench (short) and `npm run soak` (long).
 */
import http from 'node:http';
import { greatCircleTravel } from '../../src/server/adapters/travel/great-circle-travel';
import { createRandom } from '../../src/server/demo/prng';
import { startRouteWorker } from '../../src/server/worker/route-worker';
import { crewSchema } from '../../src/shared/contract/crews';
import { listOf } from '../../src/shared/contract/common';
import { districtSchema } from '../../src/shared/contract/districts';
import { addDays, todayIn, workingDaysFrom } from '../../src/shared/domain/working-days';
import { benchClock, withBenchOrg, type BenchDbKind } from './api-fixture';
import { loopbackUrl } from './api-http-load';
import { DispatcherClient } from './load-mix-client';
import { runDispatcher, type DispatchWorld } from './load-mix-dispatcher';
import { LoadTally } from './load-mix-stats';
import { countPlacements, PlacementLedger, verifyPlacements } from './load-mix-verify';

export interface LoadMixOptions {
  kind: BenchDbKind;
  seconds: number;
  dispatchers: number;
}

/** Crews each dispatcher runs beyond its even share: the overlap where neighbours' writes meet. */
const SHARED_CREWS = 5;
const TIME_ZONE = 'America/Los_Angeles';

/** Dispatcher i runs an even slice of the crews plus a few of the next slice's. */
function crewGroups(crewIds: readonly string[], count: number): string[][] {
  const share = Math.ceil(crewIds.length / count);
  return Array.from({ length: count }, (_, index) =>
    Array.from(
      { length: Math.min(crewIds.length, share + SHARED_CREWS) },
      (_, offset) => crewIds[(index * share + offset) % crewIds.length] as string,
    ),
  );
}

async function dispatchWorld(setup: DispatcherClient): Promise<{ world: DispatchWorld; crewIds: string[] }> {
  const today = todayIn(TIME_ZONE, benchClock.now());
  const crews = await setup.read('setup', '/crews?active=true', listOf(crewSchema));
  const districts = await setup.read('setup', '/districts', listOf(districtSchema));
  const crewIds = (crews.data?.items ?? []).map((crew) => crew.id);
  const districtIds = (districts.data?.items ?? []).map((district) => district.id);
  if (crewIds.length === 0 || districtIds.length < 2)
    throw new Error('the seeded organization has no active crews or too few districts');
  const world: DispatchWorld = {
    today,
    boardTo: addDays(today, 13),
    moveDays: workingDaysFrom(addDays(today, 1), 8),
    queueFilters: [
      '',
      '&categories=Removal,Pruning',
      '&minAgeDays=30',
      `&districtIds=${districtIds[0]}`,
      // Inner Portland, east of the river.
      '&bbox=-122.68,45.48,-122.55,45.56',
      `&categories=Plant%20health%20care&districtIds=${districtIds[1]}`,
      '&offset=50',
    ],
  };
  return { world, crewIds };
}

/** Runs the mix on a fresh database of `kind`; resolves with the tally printed, throws if anything broke. */
export async function runLoadMix(options: LoadMixOptions): Promise<void> {
  await withBenchOrg(options.kind, async ({ database, org, server }) => {
    console.log(`${options.kind}: ${options.dispatchers} dispatchers for ${options.seconds} s, route worker running`);
    const worker = await startRouteWorker({
      db: database.db,
      clock: benchClock,
      travel: greatCircleTravel,
      listen: database.listen,
    });
    const agent = new http.Agent({ keepAlive: true, maxSockets: options.dispatchers + 1 });
    const tally = new LoadTally();
    const ledger = new PlacementLedger();
    let elapsedMs = 0;
    try {
      const base = loopbackUrl(server.baseUrl);
      const client = (seed: number) => {
        const random = createRandom(seed);
        return { random, client: new DispatcherClient(base, agent, org.key, tally, random.chance) };
      };
      // Setup reads are not part of the mix: they get a tally of their own.
      const { world, crewIds } = await dispatchWorld(
        new DispatcherClient(base, agent, org.key, new LoadTally(), () => false),
      );
      const countBefore = await countPlacements(database, org.orgId);
      const startedAt = performance.now();
      const deadline = startedAt + options.seconds * 1000;
      await Promise.all(
        crewGroups(crewIds, options.dispatchers).map((group, index) =>
          runDispatcher({ ...client(index + 1), crewIds: group }, world, ledger, deadline),
        ),
      );
      elapsedMs = performance.now() - startedAt;
      await worker.stop();
      tally.print(`${options.kind}, ${options.dispatchers} dispatchers`, elapsedMs);
      const problems = await verifyPlacements(database, org.orgId, ledger, countBefore);
      console.log(
        `${options.kind}: ${ledger.created} placed, ${ledger.removed.size} removed, ${ledger.reported.size} placements answered 2xx checked by SQL: ` +
          (problems.length === 0 ? 'none lost, none duplicated, every crew-day dense' : problems.join('; ')),
      );
      for (const problem of problems) tally.breach(problem);
      // A mix that sent nothing, or placed nothing, measured nothing of what it is for.
      if (tally.requests === 0) tally.breach('no request of the mix was answered');
      if (ledger.created === 0) tally.breach('no placement was made');
    } finally {
      await worker.stop();
      agent.destroy();
    }
    if (tally.breaches.length > 0)
      throw new Error(`load mix on ${options.kind} failed:\n  ${tally.breaches.join('\n  ')}`);
  });
}
