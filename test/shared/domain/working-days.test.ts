import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  addWorkingDays,
  daySpans,
  daysBetween,
  isWorkingDay,
  nextWorkingDayOnOrAfter,
  todayIn,
  weekStartOf,
  workingDaysFrom,
} from '../../../src/shared/domain/working-days';

const dayArb = fc
  .date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2099-12-31T00:00:00Z'), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10));

describe('todayIn', () => {
  it('gives the local calendar day of the organization, not UTC', () => {
    // 05:30 UTC on 3 March is still the evening of 2 March in Los Angeles.
    expect(todayIn('America/Los_Angeles', new Date('2026-03-03T05:30:00Z'))).toBe('2026-03-02');
    expect(todayIn('Europe/Berlin', new Date('2026-03-02T23:30:00Z'))).toBe('2026-03-03');
  });

  it('follows daylight-saving changes', () => {
    // US clocks spring forward on 8 March 2026: 07:59 UTC is 23:59 PST the day before.
    expect(todayIn('America/Los_Angeles', new Date('2026-03-08T07:59:00Z'))).toBe('2026-03-07');
    expect(todayIn('America/Los_Angeles', new Date('2026-03-09T06:59:00Z'))).toBe('2026-03-08');
  });
});

describe('calendar arithmetic', () => {
  it('crosses month, year and leap-day boundaries', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('daysBetween undoes addDays', () => {
    fc.assert(
      fc.property(dayArb, fc.integer({ min: -800, max: 800 }), (day, n) => daysBetween(day, addDays(day, n)) === n),
    );
  });
});

describe('weekStartOf', () => {
  it('gives the Monday of the calendar week (Monday to Sunday) holding the day', () => {
    expect(weekStartOf('2026-03-05')).toBe('2026-03-02'); // a Thursday
    expect(weekStartOf('2026-03-02')).toBe('2026-03-02'); // a Monday is its own week's start
    expect(weekStartOf('2026-03-08')).toBe('2026-03-02'); // a Sunday ends its week
    expect(weekStartOf('2027-01-01')).toBe('2026-12-28'); // across a year
  });

  it('is a Monday at most six days back, the same for every day of its week', () => {
    fc.assert(
      fc.property(dayArb, (day) => {
        const monday = weekStartOf(day);
        const back = daysBetween(monday, day);
        return (
          isWorkingDay(monday) &&
          !isWorkingDay(addDays(monday, -1)) &&
          !isWorkingDay(addDays(monday, -2)) &&
          back >= 0 &&
          back <= 6 &&
          weekStartOf(addDays(monday, 6)) === monday
        );
      }),
    );
  });
});

describe('daySpans', () => {
  it('cuts a range into spans of the length, the last one shorter', () => {
    expect(daySpans('2026-11-18', '2026-12-01', 7)).toEqual([
      { from: '2026-11-18', to: '2026-11-24' },
      { from: '2026-11-25', to: '2026-12-01' },
    ]);
    expect(daySpans('2026-12-28', '2027-01-05', 7)).toEqual([
      { from: '2026-12-28', to: '2027-01-03' },
      { from: '2027-01-04', to: '2027-01-05' },
    ]);
    expect(daySpans('2026-11-18', '2026-11-18', 7)).toEqual([{ from: '2026-11-18', to: '2026-11-18' }]);
    expect(daySpans('2026-11-18', '2026-11-17', 7)).toEqual([]);
  });

  it('covers every day of the range exactly once, in order', () => {
    fc.assert(
      fc.property(
        dayArb,
        fc.integer({ min: 0, max: 120 }),
        fc.integer({ min: 1, max: 31 }),
        (from, length, spanDays) => {
          const spans = daySpans(from, addDays(from, length), spanDays);
          const days = spans.flatMap((span) =>
            Array.from({ length: daysBetween(span.from, span.to) + 1 }, (_, i) => addDays(span.from, i)),
          );
          return (
            days.length === length + 1 &&
            days.every((day, i) => day === addDays(from, i)) &&
            spans.every((span) => daysBetween(span.from, span.to) < spanDays)
          );
        },
      ),
    );
  });
});

describe('working days', () => {
  it('knows Monday to Friday', () => {
    expect(['2026-03-02', '2026-03-06'].map(isWorkingDay)).toEqual([true, true]); // Mon, Fri
    expect(['2026-03-07', '2026-03-08'].map(isWorkingDay)).toEqual([false, false]); // Sat, Sun
  });

  it('counts forward skipping weekends', () => {
    expect(addWorkingDays('2026-03-06', 1)).toBe('2026-03-09'); // Fri + 1 -> Mon
    expect(addWorkingDays('2026-03-04', 3)).toBe('2026-03-09'); // Wed + 3 -> Mon
    expect(addWorkingDays('2026-03-07', 1)).toBe('2026-03-09'); // Sat + 1 -> Mon
    expect(addWorkingDays('2026-03-02', 0)).toBe('2026-03-02');
  });

  it('refuses to count backwards', () => {
    expect(() => addWorkingDays('2026-03-02', -1)).toThrow(RangeError);
  });

  it('lands on a working day exactly n working days later, never earlier', () => {
    fc.assert(
      fc.property(dayArb, fc.integer({ min: 1, max: 60 }), (day, n) => {
        const target = addWorkingDays(day, n);
        let counted = 0;
        for (let d = addDays(day, 1); d <= target; d = addDays(d, 1)) if (isWorkingDay(d)) counted += 1;
        return isWorkingDay(target) && counted === n;
      }),
    );
  });

  it('lists the next working days from a start', () => {
    expect(workingDaysFrom('2026-03-06', 3)).toEqual(['2026-03-06', '2026-03-09', '2026-03-10']);
    expect(workingDaysFrom('2026-03-07', 2)).toEqual(['2026-03-09', '2026-03-10']);
    expect(nextWorkingDayOnOrAfter('2026-03-08')).toBe('2026-03-09');
  });
});
