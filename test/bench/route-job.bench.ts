/**
 * Route jobs end to end on an in-memory PGlite: days of 12, 50 and 150 stops placed in random
 * order, each optimized by the worker (claim, read the day, offline travel table, solve, store
 * the order and plan under the day lock). Reports milliseconds per job and how much drive time
 * the optimizer saved over the placement order.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { greatCircleTravel } from '../../src/server/adapters/travel/great-circle-travel';
import { diskStorage } from '../../src/server/adapters/storage/disk-storage';
import { openPglite } from '../../src/server/db/client';
import { createOrganization } from '../../src/server/orgs/orgs.service';
import { lockCrewDay, writeDayOrder } from '../../src/server/crew-days/crew-day.repo';
import { insertPlacements } from '../../src/server/schedule/place-work.repo';
import { loadRouteDay } from '../../src/server/routes/route-day';
import type { CrewDay } from '../../src/shared/domain/crew-day';
import type { Db } from '../../src/server/db/client';
import { enqueueRouteJobs } from '../../src/server/crew-days/route-jobs.repo';
import { runPendingJobs } from '../../src/server/worker/route-worker';
import { createRandom } from '../../src/shared/domain/tsp/random';
import { insertAcceptedWork, insertCrew } from '../support/schedule-fixtures';
import { insertSite } from '../support/inventory-fixtures';
import { testClock } from '../support/test-clock';
import { type Bench, failIfBroken, printTable, quickOr } from './bench';

const DAY_SIZES = quickOr([12, 50, 150], [5, 20]);
const DEPOT = { label: 'Yard', lat: 45.52, lng: -122.68 };

/** Drive time of the day's current order under the offline model. */
async function driveSeconds(db: Db, orgId: string, crewDay: CrewDay): Promise<number> {
  const day = await loadRouteDay(db, orgId, crewDay);
  const stops = day.stops.map((stop) => ({ lat: stop.lat ?? DEPOT.lat, lng: stop.lng ?? DEPOT.lng }));
  const trip = await greatCircleTravel.path([DEPOT, ...stops, DEPOT]);
  return trip.legs.reduce((sum, leg) => sum + leg.durationSeconds, 0);
}

export const routeJobBench: Bench = {
  name: 'route-jobs',
  async run() {
    const database = await openPglite();
    await database.migrate();
    const clock = testClock();
    const deps = { database, clock, storage: diskStorage(mkdtempSync(path.join(tmpdir(), 'canopy-bench-'))) };
    const { id: orgId } = await createOrganization(
      database.db,
      { name: 'Bench Arborists', origin: DEPOT },
      clock.now(),
    );
    const crew = await insertCrew(deps, orgId);
    const random = createRandom(7);
    const rows: string[][] = [];
    const problems: (string | null)[] = [];

    for (const [index, stops] of DAY_SIZES.entries()) {
      const day = `2026-03-${String(10 + index).padStart(2, '0')}`;
      const ids: string[] = [];
      for (let stop = 0; stop < stops; stop++) {
        // Scattered over roughly 20 x 20 km around the depot.
        const site = await insertSite(deps, orgId, {
          latitude: DEPOT.lat + (random.next() - 0.5) * 0.18,
          longitude: DEPOT.lng + (random.next() - 0.5) * 0.26,
        });
        const { estimate } = await insertAcceptedWork(deps, orgId, site);
        ids.push(estimate.id);
      }
      await database.db.transaction(async (tx) => {
        const route = await lockCrewDay(tx, orgId, { crewId: crew.id, day }, clock.now());
        const placements = ids.map((estimateId, position) => ({
          orgId,
          id: crypto.randomUUID(),
          estimateId,
          crewId: crew.id,
          scheduledDate: day,
          sortOrder: position + 1,
          createdAt: clock.now(),
          updatedAt: clock.now(),
        }));
        await insertPlacements(tx, placements);
        await writeDayOrder(
          tx,
          orgId,
          placements.map((placement) => placement.id),
          clock.now(),
        );
        await enqueueRouteJobs(tx, orgId, [route.id], clock.now());
      });
      const before = await driveSeconds(database.db, orgId, { crewId: crew.id, day });
      const startedAt = performance.now();
      const outcomes = await runPendingJobs({ db: database.db, clock, travel: greatCircleTravel }, { orgIds: [orgId] });
      const ms = performance.now() - startedAt;
      if (outcomes.join() !== 'stored')
        problems.push(`the ${stops}-stop day's job ended ${outcomes.join(', ') || 'unrun'}`);
      const after = await driveSeconds(database.db, orgId, { crewId: crew.id, day });
      rows.push([
        String(stops),
        ms.toFixed(0),
        (before / 60).toFixed(0),
        (after / 60).toFixed(0),
        `${(100 * (1 - after / before)).toFixed(1)} %`,
      ]);
    }
    printTable(['stops', 'job ms', 'placed min', 'optimized min', 'saved'], rows);
    await database.close();
    failIfBroken(problems);
  },
};
