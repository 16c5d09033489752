import { describe, expect, it } from 'vitest';
import { stopTimes, type PlannedLeg } from '../../../src/shared/domain/stop-times';

const origin = { type: 'origin' as const, scheduleId: null };
const stop = (scheduleId: string) => ({ type: 'stop' as const, scheduleId });
const leg = (from: PlannedLeg['from'], to: PlannedLeg['to'], minutes: number, meters = 1000): PlannedLeg => ({
  from,
  to,
  distanceMeters: meters,
  driveDurationSeconds: minutes * 60,
});

describe("a crew's arrival at each stop", () => {
  const stops = [
    { scheduleId: 'a', plannedHours: 2 },
    { scheduleId: 'b', plannedHours: null },
    { scheduleId: 'c', plannedHours: 1.5 },
  ];
  const legs = [
    leg(origin, stop('a'), 24, 9000),
    leg(stop('a'), stop('b'), 10),
    leg(stop('b'), stop('c'), 6),
    leg(stop('c'), origin, 30),
  ];

  it('leaves when the day starts, drives each leg and works the planned hours (the placeholder when none)', () => {
    const times = stopTimes(stops, legs, 420, 2);
    // 7:00 + 24 min; 7:24 + 2 h + 10 min; 9:34 + 2 h placeholder + 6 min.
    expect(times.map((time) => time.arriveMinutes)).toEqual([444, 574, 700]);
    expect(times[0]?.drive).toEqual({ seconds: 1440, meters: 9000 });
  });

  it('starts at 7:00 when the crew has no hours of its own', () => {
    expect(stopTimes(stops, legs, null, 2)[0]?.arriveMinutes).toBe(444);
  });

  it('times nothing without a plan', () => {
    expect(stopTimes(stops, [], 420, 2)).toEqual(stops.map(() => ({ drive: null, arriveMinutes: null })));
  });

  it('stops timing where the plan was made for another order, keeping the drives it does have', () => {
    // The dispatcher put c before b since the plan was made: the plan has no leg a -> c.
    const reordered = [stops[0]!, stops[2]!, stops[1]!];
    const times = stopTimes(reordered, legs, 420, 2);
    expect(times.map((time) => time.arriveMinutes)).toEqual([444, null, null]);
    expect(times[2]?.drive).toBeNull();
  });
});
