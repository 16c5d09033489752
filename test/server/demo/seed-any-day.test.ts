import { beforeAll, describe, expect, it } from 'vitest';
import { boardColumns } from '../../../src/app/dispatch/board-days';
import { greatCircleTravel } from '../../../src/server/adapters/travel/great-circle-travel';
import { seedDemo } from '../../../src/server/demo/seed-demo';
import { DEMO_TIME_ZONE } from '../../../src/server/demo/seed-profile';
import { localMoment, seedWindow } from '../../../src/server/demo/seed-window';
import { routeStatusListSchema } from '../../../src/shared/contract/routes';
import { scheduleBoardSchema } from '../../../src/shared/contract/schedule-board';
import { unscheduledPageSchema } from '../../../src/shared/contract/unscheduled';
import { addDays } from '../../../src/shared/domain/working-days';
import { startTestApp, type TestApp } from '../../support/test-app';

/*
 * The demo is what a newcomer sees first and what the end-to-end journeys drive, on whatever day
 * they run. Seeded as if "today" were each of these days (Portland time), it must hold the same
 * promises: every day planned, and what the journeys look for present. One day of each kind the seed
 * window treats apart (each weekday kind, a holiday, both clock changes, the turns of month and year,
 * a leap day): a seed takes seconds, tens on a loaded machine, and the suite runs it in every CI step.
 */
const TODAYS: readonly string[] = [
  '2026-01-01', // New Year's Day, a Thursday
  '2026-01-05', // a Monday
  '2026-01-09', // a Friday
  '2026-01-11', // a Sunday
  '2026-02-28', // a Saturday, the month's last day
  '2026-03-08', // clocks go forward in Portland (a Sunday)
  '2026-03-09', // the Monday after
  '2026-11-01', // clocks go back (a Sunday)
  '2026-11-27', // the Friday after Thanksgiving
  '2026-12-31', // the year's last day
  '2028-02-29', // leap day
  '2028-12-29', // a Friday before the turn of the year
];
/** Local times of day the seed runs at, in turn: early, just after midnight, late evening, noon, before the crews' start. */
const MINUTES = [8 * 60, 5, 23 * 60 + 50, 12 * 60, 6 * 60 + 45];

/** Statuses of a planned day: none of them asks for the optimizer, and none says the plan is out of date. */
const PLANNED = ['ready', 'pinned', 'frozen', 'needs_attention', 'not_needed'];

let api: TestApp;

beforeAll(async () => {
  api = await startTestApp();
});

describe('the demo on any day', () => {
  it.each(TODAYS.map((day, index) => [day, MINUTES[index % MINUTES.length]!] as const))(
    'seeded on %s at minute %i keeps its promises',
    { timeout: 120_000 },
    async (day, minutes) => {
      api.clock.set(localMoment(day, minutes, DEMO_TIME_ZONE).toISOString());
      const org = await api.newOrg({ name: `Demo of ${day}` });
      await seedDemo(api.deps.database.db, org.id, {
        size: 'small',
        now: api.clock.now(),
        storage: api.deps.storage,
        travel: greatCircleTravel,
      });
      const window = seedWindow(DEMO_TIME_ZONE, api.clock.now());
      const get = async (path: string) => {
        const res = await api.get(path, { key: org.key });
        expect(res.status, path).toBe(200);
        return res.body.data;
      };

      // Every seeded day is planned: no day waits for the optimizer or reads stale, and every day with somewhere to drive has its drive time.
      const first = window.pastDays[0]!;
      const last = window.futureDays.at(-1)!;
      const { items: routes } = routeStatusListSchema.parse(await get(`/routes?from=${first}&to=${last}`));
      expect(routes.length).toBeGreaterThan(20);
      expect(routes.filter((route) => !PLANNED.includes(route.status))).toEqual([]);
      expect(routes.filter((route) => route.status !== 'not_needed' && route.driveDurationSeconds === null)).toEqual(
        [],
      );

      // The board journey: the board's first view (five working days from today) has a crew's day of two jobs or more,
      // and work of a crew on its last column; the queue holds ordinary work to drag.
      const shown = boardColumns(window.today, 5);
      const board = scheduleBoardSchema.parse(await get(`/schedule?from=${shown[0]}&to=${shown.at(-1)}`));
      const crewDays = board.crewDays.filter((crewDay) => crewDay.crewId !== null);
      expect(crewDays.some((crewDay) => crewDay.stops >= 2)).toBe(true);
      expect(crewDays.some((crewDay) => crewDay.date === shown.at(-1) && crewDay.stops >= 1)).toBe(true);
      const queue = unscheduledPageSchema.parse(await get('/schedule/unscheduled?limit=50'));
      expect(queue.items.some((row) => row.dueRound === null)).toBe(true);
      // The map journey: located queue work to click, and a planned crew-day of two stops or more in the coming two weeks.
      expect(queue.items.filter((row) => row.latitude !== null).length).toBeGreaterThan(5);
      const coming = { from: addDays(window.today, 2), to: addDays(window.today, 14) };
      const lined = routes.filter(
        (route) =>
          route.crewId !== null && route.date >= coming.from && route.date <= coming.to && route.driveDurationSeconds,
      );
      expect(lined.length).toBeGreaterThan(0);
      // ...and a pinned day of the window around today, drawn for the order a person pinned.
      const around = { from: addDays(window.today, -7), to: addDays(window.today, 14) };
      const pinned = routes.filter(
        (route) =>
          route.orderMode === 'manual' &&
          route.date >= around.from &&
          route.date <= around.to &&
          route.status !== 'not_needed',
      );
      expect(pinned.length).toBeGreaterThan(0);
      expect(pinned.every((route) => route.driveDurationSeconds !== null)).toBe(true);
    },
  );
});
