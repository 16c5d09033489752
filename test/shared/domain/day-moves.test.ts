import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  dayEndsAtMinutes,
  mayBePlaced,
  passedStops,
  planReassign,
  staysPut,
  type DayStop,
} from '../../../src/shared/domain/day-moves';
import { putNext } from '../../../src/shared/domain/drive-order';

const stop = (scheduleId: string, overrides: Partial<DayStop> = {}): DayStop => ({
  scheduleId,
  estimateId: `job-${scheduleId}`,
  status: 'scheduled',
  started: false,
  ...overrides,
});

describe('which work moves with its day', () => {
  it('keeps finished and cancelled work in place and places only accepted work', () => {
    expect(['completed', 'declined', 'canceled'].every((status) => staysPut(status as DayStop['status']))).toBe(true);
    expect(staysPut('scheduled')).toBe(false);
    expect(mayBePlaced('accepted') && mayBePlaced('scheduled')).toBe(true);
    expect(mayBePlaced('draft') || mayBePlaced('completed') || mayBePlaced('declined')).toBe(false);
  });
});

describe('planReassign', () => {
  it('hands over live work in drive order and reports what stays with the original crew', () => {
    const plan = planReassign(
      [
        stop('a'),
        stop('b', { started: true }),
        stop('c', { estimateId: 'shared' }),
        stop('d', { status: 'completed' }),
        stop('e'),
      ],
      new Set(['shared']),
    );
    expect(plan.moving).toEqual(['a', 'e']);
    expect(plan.notMoved).toEqual([
      { scheduleId: 'b', jobId: 'job-b', reason: 'already_started' },
      { scheduleId: 'c', jobId: 'shared', reason: 'target_crew_already_on_that_job' },
    ]);
  });

  it('accounts for every live stop exactly once', () => {
    const stopsArb = fc
      .uniqueArray(fc.string({ minLength: 1, maxLength: 3 }), { maxLength: 10 })
      .chain((ids) =>
        fc.tuple(
          ...ids.map((id) =>
            fc.record({ started: fc.boolean(), done: fc.boolean(), shared: fc.boolean() }).map((f) => ({ id, ...f })),
          ),
        ),
      );
    fc.assert(
      fc.property(stopsArb, (facts) => {
        const stops = facts.map((f) => stop(f.id, { started: f.started, status: f.done ? 'completed' : 'scheduled' }));
        const plan = planReassign(stops, new Set(facts.filter((f) => f.shared).map((f) => `job-${f.id}`)));
        const reported = [...plan.moving, ...plan.notMoved.map((row) => row.scheduleId)];
        const live = stops.filter((s) => s.status !== 'completed').map((s) => s.scheduleId);
        return (
          reported.length === live.length &&
          new Set(reported).size === live.length &&
          live.every((id) => reported.includes(id))
        );
      }),
    );
  });
});

describe('passedStops', () => {
  it('names the stops a new emergency job now goes ahead of, never a started one', () => {
    const before = ['a', 'b', 'c'];
    const { order } = putNext(before, 'x', new Set(['a']));
    expect(passedStops(before, order, 'x')).toEqual(['b', 'c']);
  });

  it('names only the stops a job already on the day jumped over', () => {
    const before = ['a', 'b', 'c', 'd'];
    const { order } = putNext(before, 'c', new Set());
    expect(order).toEqual(['c', 'a', 'b', 'd']);
    expect(passedStops(before, order, 'c')).toEqual(['a', 'b']);
    expect(passedStops(['c', 'a'], ['c', 'a'], 'c')).toEqual([]);
  });
});

describe('dayEndsAtMinutes', () => {
  it('adds the booked minutes to the crew day start, placeholders standing in for unestimated work', () => {
    expect(
      dayEndsAtMinutes(
        { dayStartMinutes: null, dayEndMinutes: null },
        [{ plannedHours: 3 }, { plannedHours: null }],
        2,
      ),
    ).toBe(420 + 300);
    expect(dayEndsAtMinutes({ dayStartMinutes: 360, dayEndMinutes: 960 }, [{ plannedHours: 1.5 }], 2)).toBe(450);
  });

  it('is null for a day with no work', () => {
    expect(dayEndsAtMinutes({ dayStartMinutes: 360, dayEndMinutes: null }, [], 2)).toBeNull();
  });
});
