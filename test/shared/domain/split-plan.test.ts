import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  MAX_SPLIT_DAYS,
  planPartSplit,
  planSplit,
  splitRoomMinutes,
  type SplitShare,
} from '../../../src/shared/domain/split-plan';

const days = (...free: number[]) =>
  free.map((freeMinutes, index) => ({ day: `2026-03-${String(10 + index)}`, freeMinutes }));

/** Checks `check` on every plan fast-check finds for some work over some crew's days (null plans skipped). */
const forAnyPlan = (check: (plan: SplitShare[], minutes: number, free: number[]) => void) =>
  fc.assert(
    fc.property(
      fc.integer({ min: 31, max: 3000 }),
      fc.array(fc.integer({ min: -120, max: 600 }), { minLength: 1, maxLength: 12 }),
      (minutes, free) => {
        const plan = planSplit(minutes, days(...free));
        if (plan) check(plan, minutes, free);
      },
    ),
  );

const fullDays = (count: number) => days(...Array<number>(count).fill(480));

describe('splitting a job over a crew’s coming days', () => {
  it('fills each day’s free time in quarter hours and leaves the rest to the last day', () => {
    // 10 h of work: the first day's 3 h 20 free takes 3 h 15, the next day takes the 6 h 45 left.
    expect(planSplit(600, days(200, 480, 480))).toEqual([
      { day: '2026-03-10', hours: 3.25 },
      { day: '2026-03-11', hours: 6.75 },
    ]);
  });

  it('passes over days with less than an hour free', () => {
    expect(planSplit(600, days(300, 50, -60, 480))).toEqual([
      { day: '2026-03-10', hours: 5 },
      { day: '2026-03-13', hours: 5 },
    ]);
  });

  it('leaves the last day an hour at least, never a quarter hour', () => {
    // 8 h 15 over empty 8 h days: all of the first day would leave 15 min for the next.
    expect(planSplit(495, days(480, 480))).toEqual([
      { day: '2026-03-10', hours: 7.25 },
      { day: '2026-03-11', hours: 1 },
    ]);
    // A day that could give only a sliver without leaving the last share short is passed over.
    expect(planSplit(110, days(100, 480))).toEqual([{ day: '2026-03-11', hours: 1.83 }]);
  });

  it('starts on the next day with room when the day dropped on is full', () => {
    expect(planSplit(600, days(20, 480, 480))).toEqual([
      { day: '2026-03-11', hours: 8 },
      { day: '2026-03-12', hours: 2 },
    ]);
  });

  it('finds the days of a long job on a half-booked fortnight', () => {
    // 22 h on a crew with 4 h free a day: six days, the last taking the 2 h left.
    const plan = planSplit(22 * 60, days(...Array<number>(MAX_SPLIT_DAYS).fill(240)));
    expect(plan?.map((share) => share.hours)).toEqual([4, 4, 4, 4, 4, 2]);
  });

  it('visits only days that can give the work two hours, rather than every sliver in turn', () => {
    // 10 h from a day with 1 h 45 free, on a crew whose days have only slivers free before two
    // empty ones: the day with 2 h 30 and the next empty day, not six visits of 1 to 2.5 h.
    expect(planSplit(600, days(105, 60, 90, 150, 75, 480, 480))).toEqual([
      { day: '2026-03-13', hours: 2.5 },
      { day: '2026-03-15', hours: 7.5 },
    ]);
    // A whole day elsewhere is one visit: no split of it at all.
    expect(planSplit(480, days(105, 60, 480))).toEqual([{ day: '2026-03-12', hours: 8 }]);
    // Slivers only: no split (the question then says why, and offers what fits).
    expect(planSplit(480, days(...Array<number>(MAX_SPLIT_DAYS).fill(105)))).toBeNull();
  });

  it('visits only days with two hours free, and splits no share under an hour', () => {
    forAnyPlan((plan, _minutes, free) => {
      const byDay = new Map(days(...free).map((day) => [day.day, day.freeMinutes]));
      for (const share of plan) expect(byDay.get(share.day)).toBeGreaterThanOrEqual(120);
      // A plan of one share is the whole job on the crew's next day with room, however short.
      if (plan.length > 1) for (const share of plan) expect(share.hours * 60).toBeGreaterThanOrEqual(59.4);
    });
  });

  it('offers no split when the work fits the first day or the days run out', () => {
    expect(planSplit(120, days(180, 480))).toBeNull();
    expect(planSplit(3000, days(480, 480))).toBeNull();
  });

  it('never uses more than MAX_SPLIT_DAYS days', () => {
    expect(planSplit(60 * 8 * (MAX_SPLIT_DAYS + 1), fullDays(MAX_SPLIT_DAYS + 2))).toBeNull();
    expect(planSplit(60 * 8 * MAX_SPLIT_DAYS, fullDays(MAX_SPLIT_DAYS + 1))).toHaveLength(MAX_SPLIT_DAYS);
  });

  it('books exactly the work, in day order, never more than a day has free', () => {
    forAnyPlan((plan, minutes, free) => {
      const total = plan.reduce((sum, share) => sum + share.hours * 60, 0);
      expect(Math.abs(total - minutes)).toBeLessThan(1);
      const byDay = new Map(days(...free).map((day) => [day.day, day.freeMinutes]));
      for (const share of plan) expect(share.hours * 60).toBeLessThanOrEqual(byDay.get(share.day)! + 0.6);
      if (plan.length > 1) for (const share of plan) expect(share.hours * 60).toBeGreaterThanOrEqual(59.4);
      expect(plan.map((share) => share.day)).toEqual([...plan.map((share) => share.day)].sort());
    });
  });

  it('never places more than splitRoomMinutes says the days have room for', () => {
    expect(splitRoomMinutes(days(130, 50, 110, 480))).toBe(130 + 480);
    // The last share may take a day's odd minutes: 90 + 65 over days of 130 and 140 free.
    expect(planSplit(155, days(130, 140))).toEqual([
      { day: '2026-03-10', hours: 1.5 },
      { day: '2026-03-11', hours: 1.08 },
    ]);
    fc.assert(
      fc.property(
        fc.integer({ min: 31, max: 6000 }),
        fc.array(fc.integer({ min: -120, max: 600 }), { minLength: 1, maxLength: 12 }),
        (minutes, free) => {
          if (minutes > splitRoomMinutes(days(...free))) expect(planSplit(minutes, days(...free))).toBeNull();
        },
      ),
    );
  });

  it('places part of work the days cannot hold: every day it may visit gives all of it, in quarter hours', () => {
    expect(planPartSplit(days(130, 50, -60, 110, 480))).toEqual([
      { day: '2026-03-10', hours: 2 },
      { day: '2026-03-14', hours: 8 },
    ]);
    expect(planPartSplit(days(50, 119, -10))).toBeNull();
    expect(planPartSplit(fullDays(MAX_SPLIT_DAYS + 2))).toHaveLength(MAX_SPLIT_DAYS);
  });
});
