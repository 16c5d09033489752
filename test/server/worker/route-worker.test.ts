import { beforeAll, describe, expect, it } from 'vitest';
import { createTravelModel } from '../../../src/server/adapters/travel/create-travel';
import { planRouteJob } from '../../../src/server/routes/route-planning.service';
import { claimDueJob } from '../../../src/server/crew-days/route-jobs.repo';
import {
  JOB_LEASE_MS,
  MAX_JOB_ATTEMPTS,
  runPendingJobs,
  startRouteWorker,
} from '../../../src/server/worker/route-worker';
import { startFakeOsrm } from '../../support/fake-osrm';
import { onPostgres } from '../../support/test-database';
import { startTestApp, type TestApp } from '../../support/test-app';
import {
  EAST,
  jobsOf,
  placeStops,
  readRoute,
  routeWorld,
  runWorker,
  THU,
  workerDeps,
  type RouteWorld,
} from '../routes/route-fixtures';

let api: TestApp;

beforeAll(async () => {
  api = await startTestApp();
});

const [A, B, C, D] = EAST as [(typeof EAST)[0], (typeof EAST)[0], (typeof EAST)[0], (typeof EAST)[0]];

/** Claims the organization's due job the way a worker does, and then "crashes": never finishes it. */
async function claimAndCrash(world: RouteWorld) {
  const now = api.clock.now();
  const job = await claimDueJob(api.deps.database.db, now, new Date(now.getTime() + JOB_LEASE_MS), [world.org.id]);
  expect(job).not.toBeNull();
  return job!;
}

describe('the route worker', () => {
  it('takes a job again once the lease of a worker that died mid-job lapses', async () => {
    const world = await routeWorld(api);
    await placeStops(api, world, [C, A, D, B]);
    const crashed = await claimAndCrash(world);
    expect((await readRoute(api, world)).status).toBe('optimizing');

    // While the lease holds, nobody else takes the job.
    expect(await runWorker(api, world)).toEqual([]);
    api.clock.advance(JOB_LEASE_MS + 1);
    expect((await readRoute(api, world)).status).toBe('pending');

    expect(await runWorker(api, world)).toEqual(['stored']);
    const route = await readRoute(api, world);
    expect(route.status).toBe('ready');

    // The dead worker coming back finds its lease gone and stores nothing.
    expect(await planRouteJob({ ...workerDeps(api), solve: { seed: 1, timeBudgetMs: 200 } }, crashed)).toBe(
      'lost_lease',
    );
    expect(await readRoute(api, world)).toEqual(route);
  });

  it('gives up after repeated crashes and keeps the reason', async () => {
    const world = await routeWorld(api);
    await placeStops(api, world, [C, A]);
    for (let attempt = 0; attempt < MAX_JOB_ATTEMPTS; attempt++) {
      await claimAndCrash(world);
      api.clock.advance(JOB_LEASE_MS + 1);
    }
    expect(await runWorker(api, world)).toEqual(['failed']);
    expect(await readRoute(api, world)).toMatchObject({
      status: 'failed',
      failureReason: 'the optimizer stopped before finishing',
    });
    expect(await jobsOf(api, world.org.id)).toEqual([]);
  });

  it('stores nothing for a day that changed while it was planned, and plans the new day instead', async () => {
    const osrm = await startFakeOsrm();
    const world = await routeWorld(api);
    await placeStops(api, world, [C, A, D]);
    const held = osrm.hold();
    const running = runWorker(api, world, createTravelModel({ osrmUrl: osrm.url }));
    await held.arrived;

    const [late] = await placeStops(api, world, [B]);
    const changedVersion = (await readRoute(api, world)).controlVersion;
    held.release();

    expect(await running).toEqual(['changed', 'stored']);
    const route = await readRoute(api, world);
    expect(route.status).toBe('ready');
    expect(route.orderedScheduleIds).toContain(late);
    expect(route.legs).toHaveLength(5);
    // C, A, D, B was reordered: one version past the change it planned.
    expect(route.controlVersion).toBe(changedVersion + 1);
  });

  it('waits out the retry delay before trying a failed job again', async () => {
    const world = await routeWorld(api);
    await placeStops(api, world, [C, A]);
    const broken = {
      table: () => Promise.reject(new Error('no roads today')),
      path: () => Promise.reject(new Error('no roads today')),
    };
    expect(await runWorker(api, world, broken)).toEqual(['retry']);
    const [job] = await jobsOf(api, world.org.id);
    expect(job).toMatchObject({ state: 'queued', attempts: 1, lastError: 'no roads today' });

    expect(await runWorker(api, world)).toEqual([]);
    api.clock.advance(5_000);
    expect(await runWorker(api, world)).toEqual(['stored']);
  });

  it('runs in the background as the server starts it: a placed day becomes ready without anyone asking', async () => {
    const world = await routeWorld(api);
    const worker = await startRouteWorker(workerDeps(api), { pollMs: 10, orgIds: [world.org.id] });
    try {
      await placeStops(api, world, [C, A, D, B]);
      await expect
        .poll(async () => (await readRoute(api, world)).status, { timeout: 10_000, interval: 20 })
        .toBe('ready');
    } finally {
      await worker.stop();
    }
  });

  it('wakes as a job is queued: with an hour between looks, a placed day and an asked-for optimization are ready at once', async () => {
    const world = await routeWorld(api);
    const worker = await startRouteWorker(
      { ...workerDeps(api), listen: api.deps.database.listen },
      { pollMs: 3_600_000, orgIds: [world.org.id] },
    );
    try {
      const [first] = await placeStops(api, world, [C, A, D, B]);
      await expect
        .poll(async () => (await readRoute(api, world)).status, { timeout: 10_000, interval: 20 })
        .toBe('ready');
      const route = await readRoute(api, world);
      const pinned = [...route.orderedScheduleIds.filter((id) => id !== first), first];
      expect(
        (
          await api.post(
            `/routes/${world.crew.id}/${THU}/order`,
            { expectedVersion: route.controlVersion, orderedScheduleIds: pinned },
            { key: world.org.key },
          )
        ).status,
      ).toBe(200);
      await expect
        .poll(async () => (await readRoute(api, world)).status, { timeout: 10_000, interval: 20 })
        .toBe('pinned');
      expect((await readRoute(api, world)).legs.map((leg) => leg.to.scheduleId)).toEqual([...pinned, null]);
    } finally {
      await worker.stop();
    }
  });

  // PGlite runs one statement at a time; only PostgreSQL shows two workers side by side.
  it.runIf(onPostgres())(
    'lets two workers share the queue: a locked job is skipped, never waited on or run twice',
    async () => {
      const world = await routeWorld(api);
      for (const day of ['2026-03-05', '2026-03-06', '2026-03-09', '2026-03-10'])
        await placeStops(api, world, [C, A, B], { day });
      const db = api.deps.database.db;
      const now = api.clock.now();
      // All four due now and free to claim (a job another worker holds would be running, leased ahead).
      expect(
        (await jobsOf(api, world.org.id)).map((job) => ({ state: job.state, due: job.availableAt <= now })),
      ).toEqual(Array(4).fill({ state: 'queued', due: true }));

      await db
        .transaction(async (tx) => {
          const first = await claimDueJob(tx, now, new Date(now.getTime() + JOB_LEASE_MS), [world.org.id]);
          // Another connection, while the first claim is uncommitted: it gets a different job at once.
          const second = await claimDueJob(db, now, new Date(now.getTime() + JOB_LEASE_MS), [world.org.id]);
          expect(second?.id).toBeDefined();
          expect(second?.id).not.toBe(first?.id);
          tx.rollback();
        })
        .catch((error: unknown) => {
          if ((error as Error).message !== 'Rollback') throw error;
        });
      api.clock.advance(JOB_LEASE_MS + 1);

      const deps = workerDeps(api);
      const [one, two] = await Promise.all([
        runPendingJobs(deps, { orgIds: [world.org.id] }),
        runPendingJobs(deps, { orgIds: [world.org.id] }),
      ]);
      expect([...one, ...two].sort()).toEqual(['stored', 'stored', 'stored', 'stored']);
      expect(await jobsOf(api, world.org.id)).toEqual([]);
    },
  );
});
