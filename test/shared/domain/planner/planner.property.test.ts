import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { planQueue } from '../../../../src/shared/domain/planner/plan';
import type { PlannerInput } from '../../../../src/shared/domain/planner/types';
import { makeInstance } from '../../../support/plan-instances';
import { planViolations } from '../../../support/plan-validator';

/** Evaluations, not time, bound these runs: a loaded machine must not change what they check. */
const options = (seed: number) => ({ seed, maxEvaluations: 600, timeBudgetMs: 60_000 });

const shapes = fc.record({
  seed: fc.integer({ min: 1, max: 1_000_000 }),
  jobs: fc.integer({ min: 1, max: 24 }),
  crews: fc.integer({ min: 1, max: 4 }),
  days: fc.integer({ min: 1, max: 6 }),
  booked: fc.double({ min: 0, max: 0.8, noNaN: true }),
  locked: fc.double({ min: 0, max: 0.4, noNaN: true }),
  rounds: fc.double({ min: 0, max: 0.4, noNaN: true }),
  long: fc.double({ min: 0, max: 0.3, noNaN: true }),
  maxOverbookPercent: fc.constantFrom(0, 0, 10, 25),
});

const instances = shapes.map((shape) => makeInstance(shape));

const dayKey = (crewId: string, day: string) => `${crewId} ${day}`;

function byJob(input: PlannerInput) {
  return new Map(input.jobs.map((job) => [job.id, job]));
}

// Each property plans dozens of instances: a shared, loaded machine needs more than the default 5 s.
describe('planQueue (properties)', { timeout: 120_000 }, () => {
  it('breaks no rule: caps, locked days, crews that do not take the work, consecutive splits, round windows', () => {
    fc.assert(
      fc.property(instances, fc.integer({ min: 1, max: 1000 }), (input, seed) => {
        const plan = planQueue(input, options(seed));
        expect(planViolations(input, plan)).toEqual([]);
      }),
      { numRuns: 40 },
    );
  });

  it('never puts work past a day length, nor past the overbooking allowed', () => {
    fc.assert(
      fc.property(instances, (input) => {
        const plan = planQueue(input, options(1));
        const booked = new Map(input.crewDays.map((day) => [dayKey(day.crewId, day.day), day.bookedMinutes]));
        for (const job of plan.placed)
          for (const piece of job.pieces)
            booked.set(
              dayKey(piece.crewId, piece.day),
              (booked.get(dayKey(piece.crewId, piece.day)) ?? 0) + piece.minutes,
            );
        const before = new Map(input.crewDays.map((day) => [dayKey(day.crewId, day.day), day.bookedMinutes]));
        for (const crew of input.crews)
          for (const day of input.days) {
            const key = dayKey(crew.id, day);
            if ((booked.get(key) ?? 0) === (before.get(key) ?? 0)) continue;
            expect(booked.get(key)!).toBeLessThanOrEqual(
              Math.floor(crew.dayLengthMinutes * (1 + input.maxOverbookPercent / 100)),
            );
          }
      }),
      { numRuns: 40 },
    );
  });

  it('never gives work to a frozen or pinned day, nor to a crew that does not take it', () => {
    fc.assert(
      fc.property(instances, (input) => {
        const locked = new Set(input.crewDays.filter((day) => day.locked).map((day) => dayKey(day.crewId, day.day)));
        const crews = new Map(input.crews.map((crew) => [crew.id, crew]));
        const jobs = byJob(input);
        for (const placed of planQueue(input, options(2)).placed)
          for (const piece of placed.pieces) {
            expect(locked.has(dayKey(piece.crewId, piece.day))).toBe(false);
            const taken = crews.get(piece.crewId)!.serviceCategories;
            if (taken) for (const category of jobs.get(placed.jobId)!.categories) expect(taken).toContain(category);
          }
      }),
      { numRuns: 40 },
    );
  });

  it('splits long work over consecutive working days of one crew, the hours adding up', () => {
    fc.assert(
      fc.property(
        shapes.map((shape) => makeInstance({ ...shape, long: 0.6, booked: shape.booked / 2 })),
        (input) => {
          const jobs = byJob(input);
          for (const placed of planQueue(input, options(3)).placed) {
            const hours = placed.pieces.reduce((sum, piece) => sum + piece.hours, 0);
            expect(hours).toBeCloseTo(jobs.get(placed.jobId)!.hours, 6);
            expect(new Set(placed.pieces.map((piece) => piece.crewId)).size).toBe(1);
            const indexes = placed.pieces.map((piece) => input.days.indexOf(piece.day));
            indexes.forEach((index, at) => at > 0 && expect(index).toBe(indexes[at - 1]! + 1));
          }
        },
      ),
      { numRuns: 40 },
    );
  });

  it('keeps program rounds inside their windows', () => {
    fc.assert(
      fc.property(
        shapes.map((shape) => makeInstance({ ...shape, rounds: 0.7 })),
        (input) => {
          const jobs = byJob(input);
          for (const placed of planQueue(input, options(4)).placed) {
            const round = jobs.get(placed.jobId)!.round;
            if (!round) continue;
            for (const piece of placed.pieces) {
              expect(piece.day >= round.windowOpensOn).toBe(true);
              if (round.dueOn >= input.days[0]!) expect(piece.day <= round.dueOn).toBe(true);
            }
          }
        },
      ),
      { numRuns: 40 },
    );
  });

  it('places the earliest-due round first when only one of two fits', () => {
    const input = makeInstance({ seed: 5, jobs: 0, crews: 1, days: 1 });
    const crew = { ...input.crews[0]!, serviceCategories: null, dayLengthMinutes: 240 };
    const job = (id: string, dueOn: string) => ({
      id,
      label: id,
      hours: 3,
      location: null,
      categories: [],
      districtIds: [],
      acceptedAt: '2026-01-05T00:00:00.000Z',
      round: { number: 2, dueOn, windowOpensOn: '2026-02-01' },
    });
    const plan = planQueue(
      { ...input, crews: [crew], crewDays: [], jobs: [job('later', '2026-03-20'), job('sooner', '2026-03-09')] },
      options(1),
    );
    expect(plan.placed.map((placed) => placed.jobId)).toEqual(['sooner']);
    expect(plan.unplaced).toEqual([
      { jobId: 'later', reason: '3 h, and no crew has that much room left on a day by Mar 2' },
    ]);
  });

  it('pulls an overdue round to the earliest day with room, and says it is overdue', () => {
    // One crew over five days, the first two fuller: even load alone would put the round on a later day.
    const input = makeInstance({ seed: 9, jobs: 0, crews: 1, days: 5 });
    const crew = { ...input.crews[0]!, serviceCategories: null, dayLengthMinutes: 480 };
    const round = {
      id: 'overdue',
      label: 'JOB-901',
      hours: 2,
      location: null,
      categories: [],
      districtIds: [],
      acceptedAt: '2025-03-01T00:00:00.000Z',
      round: { number: 2, dueOn: '2026-02-20', windowOpensOn: '2026-01-21' },
    };
    const plan = planQueue(
      {
        ...input,
        crews: [crew],
        crewDays: input.days.slice(0, 2).map((day) => ({
          crewId: crew.id,
          day,
          bookedMinutes: 300,
          stops: [],
          locked: null,
        })),
        jobs: [round],
      },
      options(1),
    );
    expect(plan.placed[0]!.pieces.map((piece) => piece.day)).toEqual([input.days[0]]);
    expect(plan.placed[0]!.reason).toMatch(/^Round 2 was due Feb 20, overdue: /);
  });

  describe('between two jobs that fill the one gap alike', () => {
    // One crew, one day with 3 h left after a job already there; two 3 h jobs waiting.
    const input = makeInstance({ seed: 7, jobs: 0, crews: 1, days: 1 });
    const crew = { ...input.crews[0]!, serviceCategories: null, dayLengthMinutes: 480 };
    const there = { lat: 45.52, lng: -122.68 };
    const job = (id: string, acceptedAt: string, location: { lat: number; lng: number } | null) => ({
      id,
      label: id,
      hours: 3,
      location,
      categories: [],
      districtIds: [],
      acceptedAt,
      round: null,
    });
    const planned = (jobs: ReturnType<typeof job>[]) =>
      planQueue(
        {
          ...input,
          origin: { lat: 45.5, lng: -122.65 },
          crews: [crew],
          crewDays: [
            {
              crewId: crew.id,
              day: input.days[0]!,
              bookedMinutes: 300,
              stops: [{ label: 'JOB-1', location: there }],
              locked: null,
            },
          ],
          jobs,
        },
        options(1),
      );

    it('gives the gap to the job nearby, not to an older one across town', () => {
      const plan = planned([
        job('older-far', '2026-01-05T00:00:00.000Z', { lat: 45.62, lng: -122.45 }),
        job('newer-near', '2026-02-20T00:00:00.000Z', { lat: 45.521, lng: -122.681 }),
      ]);
      expect(plan.placed.map((placed) => placed.jobId)).toEqual(['newer-near']);
      expect(plan.unplaced.map((left) => left.jobId)).toEqual(['older-far']);
    });

    it('says a job where a stop already is goes to the same place, not "0.0 mi" from it', () => {
      const plan = planned([job('same-site', '2026-02-20T00:00:00.000Z', there)]);
      expect(plan.placed[0]!.reason).toContain(
        ': at the same place as JOB-1, already there; fills the day to 8 of 8 h',
      );
    });

    it('gives it to the older job when neither adds driving', () => {
      const plan = planned([
        job('newer', '2026-02-20T00:00:00.000Z', null),
        job('older', '2026-01-05T00:00:00.000Z', null),
      ]);
      expect(plan.placed.map((placed) => placed.jobId)).toEqual(['older']);
    });
  });

  it('places the most hours it can: never leaves out work that still fits a day', () => {
    fc.assert(
      fc.property(instances, (input) => {
        const plan = planQueue(input, options(5));
        const jobs = byJob(input);
        const crews = new Map(input.crews.map((crew) => [crew.id, crew]));
        const booked = new Map(input.crewDays.map((day) => [dayKey(day.crewId, day.day), day]));
        const added = new Map<string, number>();
        for (const placed of plan.placed)
          for (const piece of placed.pieces)
            added.set(
              dayKey(piece.crewId, piece.day),
              (added.get(dayKey(piece.crewId, piece.day)) ?? 0) + piece.minutes,
            );
        for (const left of plan.unplaced) {
          const job = jobs.get(left.jobId)!;
          const minutes = Math.round(job.hours * 60);
          for (const crew of crews.values()) {
            const cap = Math.floor(crew.dayLengthMinutes * (1 + input.maxOverbookPercent / 100));
            if (minutes > cap) continue;
            if (
              crew.serviceCategories &&
              job.categories.some((category) => !crew.serviceCategories!.includes(category))
            )
              continue;
            for (const day of input.days) {
              const key = dayKey(crew.id, day);
              const existing = booked.get(key);
              if (existing?.locked) continue;
              if (
                job.round &&
                (day < job.round.windowOpensOn || (job.round.dueOn >= input.days[0]! && day > job.round.dueOn))
              )
                continue;
              const free = cap - (existing?.bookedMinutes ?? 0) - (added.get(key) ?? 0);
              expect(free).toBeLessThan(minutes);
            }
          }
        }
      }),
      { numRuns: 40 },
    );
  });

  it('gives the same plan for the same seed', () => {
    fc.assert(
      fc.property(instances, fc.integer({ min: 1, max: 1000 }), (input, seed) => {
        expect(planQueue(input, options(seed))).toEqual(planQueue(input, options(seed)));
      }),
      { numRuns: 25 },
    );
  });

  it('says in plain words where each job goes and why', () => {
    const input = makeInstance({ seed: 11, jobs: 6, crews: 2, days: 3, booked: 0.5 });
    const plan = planQueue(input, options(1));
    for (const placed of plan.placed)
      expect(placed.reason).toMatch(/^Crew [A-Z], (Mon|Tue|Wed|Thu|Fri) Mar \d+(: | to )/);
    expect(plan.placed.some((placed) => / mi from JOB-\d+/.test(placed.reason))).toBe(true);
    expect(
      plan.placed.every((placed) => /fills (the day|\w{3} \w{3} \d+) to [\d.]+ of [\d.]+ h/.test(placed.reason)),
    ).toBe(true);
  });
});
