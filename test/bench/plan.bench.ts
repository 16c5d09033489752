/**
 * The planner's quality and speed (issue 44), every figure printed:
 * - small instances (10-20 jobs, 3 crews, 5 days) against their exact optimum (plan-exact.ts):
 *   the same hours placed, and a mean driving gap <= 1 %, worst <= 3 %, each day driven as its
 *   optimal round trip for both;
 * - a large instance (320 jobs over 10 crews and 10 working days, days partly booked, some frozen or
 *   pinned, rounds and long work), planned with 12 seeds: p95 time <= 2 s, and for every seed 0 rule
 *   violations by the independent validator and added driving <= 80 % of a greedy baseline (each
 *   job in queue order to its fit ranking's first choice when that day has room) at no fewer hours.
 * Instances come from fixed seeds (test/support/plan-instances.ts). BENCH_QUICK=1: fewer and smaller.
 */
import { rankFits, type FitCandidate } from '../../src/shared/domain/fit';
import { insertionDetourMeters } from '../../src/shared/domain/fit';
import { distanceMeters } from '../../src/shared/domain/geo';
import { planQueue } from '../../src/shared/domain/planner/plan';
import { ROAD_FACTOR } from '../../src/shared/domain/planner/travel';
import type { PlannerInput } from '../../src/shared/domain/planner/types';
import { priorityOrder } from '../../src/shared/domain/planner/state';
import { DEMO_TIME_ZONE } from '../../src/server/demo/seed-profile';
import { createPlanSchema } from '../../src/shared/contract/plans';
import { readPlanningInput } from '../../src/server/plans/plan-input.service';
import { addDays, nextWorkingDayOnOrAfter, todayIn } from '../../src/shared/domain/working-days';
import { makeInstance } from '../support/plan-instances';
import { planViolations } from '../support/plan-validator';
import { BENCH_ORG_SIZE, benchClock, withBenchOrg } from './api-fixture';
import { type Bench, failIfBroken, printTable, quickOr, unmeasured, verdict } from './bench';
import { exactDrive, exactReference } from './plan-exact';

const GOAL_MEAN_GAP = 1;
const GOAL_WORST_GAP = 3;
const GOAL_P95_MS = 2000;
const GOAL_DRIVE_SHARE = 0.8;

/**
 * A small instance within the exact search's limits: one-day work, days booked with unlocated work,
 * and no overdue round (made due on the last day: the same days open). An overdue round's lateness
 * weighs by the day it gets, and the exact search's days are interchangeable but for their room.
 */
function smallInstance(seed: number, jobs: number): PlannerInput {
  const input = makeInstance({ seed, jobs, crews: 3, days: 5, booked: 0.5, locked: 0.1, rounds: 0.15, long: 0 });
  const lastDay = input.days[input.days.length - 1]!;
  return {
    ...input,
    crewDays: input.crewDays.map((day) => ({ ...day, stops: day.stops.map((stop) => ({ ...stop, location: null })) })),
    jobs: input.jobs.map((job) =>
      job.round && job.round.dueOn < input.days[0]! ? { ...job, round: { ...job.round, dueOn: lastDay } } : job,
    ),
  };
}

function smallInstances() {
  const rows: string[][] = [];
  const gaps: number[] = [];
  let shortHours = 0;
  const sizes = quickOr([10, 12, 14, 16, 18, 20], [10]);
  const seeds = quickOr([1, 2, 3, 4, 5], [1]);
  for (const jobs of sizes)
    for (const seed of seeds) {
      const input = smallInstance(seed * 1000 + jobs, jobs);
      const started = performance.now();
      const plan = planQueue(input, { seed: 1, clock: () => performance.now() });
      const planMs = performance.now() - started;
      const exactStarted = performance.now();
      const best = exactReference(input);
      const exactMs = performance.now() - exactStarted;
      const placedMinutes = plan.placed.reduce((sum, job) => sum + job.pieces.reduce((s, p) => s + p.minutes, 0), 0);
      const drive = exactDrive(input, plan, best);
      const gap = best.meters > 0 ? (drive / best.meters - 1) * 100 : drive > 0 ? 100 : 0;
      if (placedMinutes < best.minutes) shortHours += 1;
      const violations = planViolations(input, plan).length;
      gaps.push(placedMinutes < best.minutes ? Number.POSITIVE_INFINITY : gap);
      rows.push([
        `${jobs} jobs, seed ${seed}`,
        (placedMinutes / 60).toFixed(1),
        (best.minutes / 60).toFixed(1),
        (drive / 1000).toFixed(2),
        (best.meters / 1000).toFixed(2),
        `${gap.toFixed(2)} %`,
        String(violations),
        planMs.toFixed(0),
        exactMs.toFixed(0),
        String(best.nodes),
      ]);
    }
  console.log('\nsmall instances: the plan against the exact optimum (3 crews, 5 days)');
  printTable(
    ['instance', 'plan h', 'best h', 'plan km', 'best km', 'gap', 'violations', 'plan ms', 'exact ms', 'exact nodes'],
    rows,
  );
  const finite = gaps.filter(Number.isFinite);
  const mean = finite.reduce((sum, gap) => sum + gap, 0) / Math.max(1, finite.length);
  const worst = Math.max(0, ...finite);
  console.log(
    `mean gap ${mean.toFixed(2)} % (goal <= ${GOAL_MEAN_GAP} %) ${verdict(mean <= GOAL_MEAN_GAP && shortHours === 0)}; ` +
      `worst ${worst.toFixed(2)} % (goal <= ${GOAL_WORST_GAP} %) ${verdict(worst <= GOAL_WORST_GAP && shortHours === 0)}; ` +
      `instances short of the best hours: ${shortHours}`,
  );
  return { samples: gaps.map((gap) => (Number.isFinite(gap) ? gap : 0)) };
}

/** Each job in queue order to the first day fit ranks for it, when that day has room; the driving its insertions add. */
function greedyBaseline(input: PlannerInput): { minutes: number; meters: number } {
  const booked = new Map(input.crewDays.map((day) => [`${day.crewId} ${day.day}`, day]));
  const candidates: FitCandidate[] = [];
  for (const crew of input.crews)
    for (const day of input.days) {
      const held = booked.get(`${crew.id} ${day}`);
      if (held?.locked) continue;
      candidates.push({
        crewId: crew.id,
        crewName: crew.name,
        date: day,
        dayLengthMinutes: Math.floor(crew.dayLengthMinutes * (1 + input.maxOverbookPercent / 100)),
        bookedMinutes: held?.bookedMinutes ?? 0,
        stops: (held?.stops ?? []).flatMap((stop) => (stop.location ? [stop.location] : [])),
        stopCount: held?.stops.length ?? 0,
        origin: input.origin,
        serviceCategories: crew.serviceCategories,
      });
    }
  // The queue's order: oldest acceptance first (a due round by its due day), as the planner ranks work.
  let minutes = 0;
  let meters = 0;
  for (const jobIndex of priorityOrder(input.jobs)) {
    const job = input.jobs[jobIndex]!;
    const need = Math.max(1, Math.round(job.hours * 60));
    const open = candidates.filter(
      (candidate) =>
        !job.round ||
        (candidate.date >= job.round.windowOpensOn &&
          (job.round.dueOn < input.days[0]! || candidate.date <= job.round.dueOn)),
    );
    const [first] = rankFits(open, need, job.location, 1, job.categories);
    if (!first || !first.fits) continue;
    const chosen = candidates.find((candidate) => candidate.crewId === first.crewId && candidate.date === first.date)!;
    if (job.location) {
      // An empty day's first stop is a round trip from the yard (fit reads it as null: no stop to be near).
      const detour =
        insertionDetourMeters(job.location, chosen.stops, chosen.origin) ??
        (chosen.origin ? 2 * distanceMeters(chosen.origin, job.location) : 0);
      meters += detour * ROAD_FACTOR;
      chosen.stops = [...chosen.stops, job.location];
    }
    chosen.bookedMinutes += need;
    chosen.stopCount += 1;
    minutes += need;
  }
  return { minutes, meters };
}

function largeInstance() {
  const input = makeInstance({
    seed: 44,
    jobs: quickOr(320, 80),
    crews: quickOr(10, 4),
    days: 10,
    booked: 0.35,
    locked: 0.05,
    rounds: 0.1,
    long: 0.04,
  });
  return judgeLarge('large instance', input, quickOr(12, 2));
}

/** The working days from `today` on, `count` of them: the days a dispatcher plans the queue over. */
function workingDaysFrom(today: string, count: number): { from: string; to: string } {
  let to = nextWorkingDayOnOrAfter(today);
  for (let found = 1; found < count; found++) to = nextWorkingDayOnOrAfter(addDays(to, 1));
  return { from: today, to };
}

/**
 * The demo organization's whole queue (the large one: 200 crews, its queue past POST /schedule/plans'
 * cap of 500 jobs, which then takes the oldest 500), over every working crew and 10 working days from
 * the bench's today, read as the API reads it (readPlanningInput) off a seeded database.
 */
async function demoQueue() {
  return withBenchOrg('pglite', async ({ database, org }) => {
    const now = benchClock.now();
    const days = workingDaysFrom(todayIn(DEMO_TIME_ZONE, now), 10);
    const { input } = await readPlanningInput(database.db, org.orgId, createPlanSchema.parse(days), now);
    return judgeLarge(`the ${BENCH_ORG_SIZE} demo organization's queue`, input, quickOr(12, 2));
  });
}

/**
 * Plans `input` once per seed and judges every seed's plan (its rules, hours and driving) against the
 * greedy baseline: p95 time, violations, hours, and the driving share.
 */
function judgeLarge(title: string, input: PlannerInput, runs: number) {
  const times: number[] = [];
  const greedy = greedyBaseline(input);
  // Every seed's plan is judged (its rules, hours and driving), not only the last one's.
  const seeds: { violations: string[]; minutes: number; share: number }[] = [];
  let plan = planQueue(input, { seed: 1, clock: () => performance.now() });
  for (let run = 0; run < runs; run++) {
    const started = performance.now();
    plan = planQueue(input, { seed: run + 1, clock: () => performance.now() });
    times.push(performance.now() - started);
    seeds.push({
      violations: planViolations(input, plan),
      minutes: plan.placed.reduce((sum, job) => sum + job.pieces.reduce((s, p) => s + p.minutes, 0), 0),
      share: greedy.meters > 0 ? plan.summary.addedMeters / greedy.meters : 0,
    });
  }
  const sorted = [...times].sort((a, b) => a - b);
  const p95 = sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.95) - 1)]!;
  const violations = seeds.flatMap((seed) => seed.violations);
  const placedMinutes = Math.min(...seeds.map((seed) => seed.minutes));
  const share = Math.max(...seeds.map((seed) => seed.share));
  const shares = seeds.map((seed) => (seed.share * 100).toFixed(1)).join(' ');
  console.log(
    `\n${title}: ${input.jobs.length} jobs, ${input.crews.length} crews, ${input.days.length} working days, ` +
      `${input.crewDays.filter((day) => day.locked).length} crew-days frozen or pinned`,
  );
  printTable(
    ['figure', 'value', 'goal', ''],
    [
      ['time p50 (ms)', sorted[Math.floor(sorted.length / 2)]!.toFixed(0), '', ''],
      ['time p95 (ms)', p95.toFixed(0), `<= ${GOAL_P95_MS}`, verdict(p95 <= GOAL_P95_MS)],
      [`rule violations (${runs} seeds)`, String(violations.length), '0', verdict(violations.length === 0)],
      ['jobs placed (last seed)', `${plan.placed.length} of ${input.jobs.length}`, '', ''],
      [
        'hours placed (plan, fewest of the seeds)',
        (placedMinutes / 60).toFixed(1),
        `>= ${(greedy.minutes / 60).toFixed(1)}`,
        verdict(placedMinutes >= greedy.minutes),
      ],
      ['hours placed (greedy)', (greedy.minutes / 60).toFixed(1), '', ''],
      ['added driving km (plan, last seed)', (plan.summary.addedMeters / 1000).toFixed(1), '', ''],
      ['added driving km (greedy)', (greedy.meters / 1000).toFixed(1), '', ''],
      [
        'plan / greedy driving (worst seed)',
        `${(share * 100).toFixed(1)} %`,
        `<= ${GOAL_DRIVE_SHARE * 100} %`,
        verdict(share <= GOAL_DRIVE_SHARE && placedMinutes >= greedy.minutes),
      ],
      ['added drive minutes (plan, last seed)', String(plan.summary.addedDriveMinutes), '', ''],
      ['crew-days touched', String(plan.summary.crewDays), '', ''],
      ['load before -> after', `${plan.summary.loadBefore} -> ${plan.summary.loadAfter}`, '', ''],
    ],
  );
  console.log(`plan / greedy driving by seed 1..${runs} (%): ${shares}`);
  for (const violation of violations.slice(0, 5)) console.log(`  violation: ${violation}`);
  return { times };
}

export const planBench: Bench = {
  name: 'plan',
  async run() {
    const small = smallInstances();
    const large = largeInstance();
    const demo = await demoQueue();
    failIfBroken([
      unmeasured('small instances', small.samples),
      unmeasured('large instance', large.times),
      unmeasured('demo queue', demo.times),
    ]);
  },
};
