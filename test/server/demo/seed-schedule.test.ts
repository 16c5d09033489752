import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../src/server/db/client';
import { seedDemo, type SeedSummary } from '../../../src/server/demo/seed-demo';
import { addWorkingDays, isWorkingDay } from '../../../src/shared/domain/working-days';
import { startTestApp, type TestApp, type TestOrg } from '../../support/test-app';
import { greatCircleTravel } from '../../../src/server/adapters/travel/great-circle-travel';

/*
 * The dispatcher board the demo seed leaves behind. The test clock stands at Monday 2026-03-02,
 * 08:00 in Portland: the window runs from Monday 2026-02-23 (five working days back) to Monday
 * 2026-03-23 (fifteen working days ahead).
 */
const TODAY = '2026-03-02';
const FIRST_DAY = '2026-02-23';
const LAST_DAY = '2026-03-23';

let api: TestApp;
let org: TestOrg;
let summary: SeedSummary;

const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(api.deps.database.db, query);

beforeAll(async () => {
  api = await startTestApp();
  org = await api.newOrg({ name: 'Board Demo' });
  summary = await seedDemo(api.deps.database.db, org.id, {
    size: 'small',
    now: api.clock.now(),
    storage: api.deps.storage,
    travel: greatCircleTravel,
  });
}, 120_000);

describe('demo board', () => {
  it('places work on the working days of the window, on active crews only', async () => {
    const placed = await rows<{ day: string; active: boolean | null }>(sql`
      SELECT p.scheduled_date::text AS day, c.active FROM placements p LEFT JOIN crews c ON c.org_id = p.org_id AND c.id = p.crew_id
      WHERE p.org_id = ${org.id}`);
    expect(placed).toHaveLength(summary.placements);
    for (const { day, active } of placed) {
      expect(day >= FIRST_DAY && day <= LAST_DAY).toBe(true);
      expect(isWorkingDay(day)).toBe(true);
      expect(active).not.toBe(false);
    }
    expect(new Set(placed.map((row) => row.day)).size).toBeGreaterThanOrEqual(18);
  });

  it('keeps every crew-day dense from 1, each job once, with exactly one route row', async () => {
    const days = await rows<{
      crew_id: string | null;
      day: string;
      orders: number[];
      stops: number;
      jobs: number;
      routes: number;
      multi_day_alone: boolean;
    }>(sql`
      SELECT p.crew_id, p.scheduled_date::text AS day, array_agg(p.sort_order ORDER BY p.sort_order) AS orders, count(*)::int AS stops,
             count(DISTINCT p.estimate_id)::int AS jobs,
             count(*) = 1 AND bool_and((SELECT count(*) FROM placements o WHERE o.org_id = p.org_id AND o.estimate_id = p.estimate_id) > 1) AS multi_day_alone,
             (SELECT count(*)::int FROM routes r WHERE r.org_id = p.org_id AND r.day = p.scheduled_date AND r.crew_id IS NOT DISTINCT FROM p.crew_id) AS routes
      FROM placements p WHERE p.org_id = ${org.id} GROUP BY p.org_id, p.crew_id, p.scheduled_date`);
    expect(days).toHaveLength(summary.crewDays);
    for (const day of days) {
      expect(day.orders).toEqual(Array.from({ length: day.stops }, (_, index) => index + 1));
      expect(day.jobs).toBe(day.stops);
      expect(day.routes).toBe(1);
    }
    // A day holding one share of a multi-day job is that job's alone; every other crew-day is dense.
    const stops = days.filter((day) => day.crew_id !== null && !day.multi_day_alone).map((day) => day.stops);
    expect(stops.filter((count) => count >= 2 && count <= 5).length / stops.length).toBeGreaterThan(0.8);

    const routes = await rows<{
      order_mode: string;
      order_source: string;
      control_version: number;
      plan_control_version: number | null;
      crew_id: string | null;
    }>(sql`
      SELECT order_mode, order_source, control_version, plan_control_version, crew_id FROM routes WHERE org_id = ${org.id}`);
    expect(routes).toHaveLength(days.length);
    // Every day starts planned (the optimizer's reorder is one version up), so none reads stale.
    expect(
      routes.filter((route) => route.plan_control_version !== route.control_version || route.control_version > 2),
    ).toEqual([]);
    const pinned = routes.filter((route) => route.order_mode === 'manual');
    expect(pinned.length).toBeGreaterThan(0);
    expect(pinned.length).toBeLessThan(routes.length / 4);
    expect(pinned.every((route) => route.order_source === 'manual' && route.crew_id !== null)).toBe(true);
  });

  it('plans the estimate hours, split over consecutive working days of one crew for multi-day jobs', async () => {
    const jobs = await rows<{
      estimated: number | null;
      planned: (number | null)[];
      days: string[];
      crews: (string | null)[];
      done: boolean;
      stored: string;
    }>(sql`
      SELECT e.status AS stored,
             (SELECT sum(l.estimated_hours) FROM estimate_lines l WHERE l.org_id = e.org_id AND l.estimate_id = e.id) AS estimated,
             (SELECT bool_and(l.status = 'done') FROM estimate_lines l WHERE l.org_id = e.org_id AND l.estimate_id = e.id) AS done,
             array_agg(p.planned_hours ORDER BY p.scheduled_date) AS planned, array_agg(p.scheduled_date::text ORDER BY p.scheduled_date) AS days,
             array_agg(p.crew_id ORDER BY p.scheduled_date) AS crews
      FROM estimates e JOIN placements p ON p.org_id = e.org_id AND p.estimate_id = e.id
      WHERE e.org_id = ${org.id} GROUP BY e.org_id, e.id`);
    for (const job of jobs) {
      expect(job.stored).toBe('accepted');
      if (job.done) expect(job.days.every((day) => day < TODAY)).toBe(true);
      if (job.estimated === null) expect(job.planned.every((hours) => hours === null)).toBe(true);
      else
        expect(job.planned.reduce((sum: number, hours) => sum + (hours ?? 0), 0)).toBeLessThanOrEqual(
          job.estimated + 0.001,
        );
    }
    const multiDay = jobs.filter(
      (job) =>
        job.days.length >= 2 &&
        new Set(job.crews).size === 1 &&
        job.days.every((day, index) => index === 0 || day === addWorkingDays(job.days[index - 1]!, 1)),
    );
    expect(multiDay.length).toBeGreaterThan(0);
    for (const job of multiDay) expect(job.days.length).toBeLessThanOrEqual(3);
    expect(jobs.filter((job) => job.crews.includes(null)).length).toBeGreaterThan(0);
  });
});

describe('demo board through the API', () => {
  it('lists 30 to 60 unscheduled jobs, with and without hours and coordinates, and program rounds due', async () => {
    const res = await api.get('/schedule/unscheduled?limit=200', { key: org.key });
    expect(res.status).toBe(200);
    const { items, total } = res.body.data;
    expect(total).toBe(summary.unscheduledJobs);
    expect(total).toBeGreaterThanOrEqual(30);
    expect(total).toBeLessThanOrEqual(60);
    expect(items.some((row: any) => row.estimatedHours === null)).toBe(true);
    expect(items.some((row: any) => row.estimatedHours !== null && row.remainingHours < row.estimatedHours)).toBe(true);
    expect(items.some((row: any) => row.latitude === null)).toBe(true);
    expect(items.some((row: any) => row.latitude !== null && row.districtIds.length > 0)).toBe(true);
    const due = items.filter((row: any) => row.dueRound !== null);
    expect(due.length).toBeGreaterThanOrEqual(summary.programEstimates);
    expect(due.some((row: any) => row.dueRound.overdue)).toBe(true);
  });

  it("shows today's crews, the pencilled work and the work whose last day passed unfinished", async () => {
    const res = await api.get(`/schedule?from=${TODAY}&to=${TODAY}&kinds=work_day`, { key: org.key });
    expect(res.status).toBe(200);
    const { upcoming, needsAttention } = res.body.data;
    const [today] = await rows<{ count: number }>(
      sql`SELECT count(*)::int AS count FROM placements WHERE org_id = ${org.id} AND scheduled_date = ${TODAY}`,
    );
    expect(upcoming).toHaveLength(today!.count);
    expect(new Set(upcoming.map((work: any) => work.crew?.id ?? null)).size).toBeGreaterThanOrEqual(7);
    expect(needsAttention.length).toBeGreaterThanOrEqual(3);
    for (const work of needsAttention) expect(work.scheduledDate < TODAY).toBe(true);

    const coming = await api.get(`/schedule?from=${TODAY}&to=${LAST_DAY}`, { key: org.key });
    expect(coming.body.data.upcoming.some((work: any) => work.crew === null)).toBe(true);
    expect(coming.body.data.upcoming.every((work: any) => work.crew === null || work.crew.isArchived === false)).toBe(
      true,
    );
  });

  it('has office staff and arborists, and site visits on the coming working days for the arborists', async () => {
    const users = (await api.get('/users', { key: org.key })).body.data.items;
    expect(users).toHaveLength(summary.users);
    expect(new Set(users.map((user: any) => user.role))).toEqual(new Set(['office', 'estimator']));
    const arborists = new Set(users.filter((user: any) => user.role === 'estimator').map((user: any) => user.id));

    const visits = (await api.get(`/appointments?from=${TODAY}`, { key: org.key })).body.data.items;
    expect(visits).toHaveLength(summary.appointments);
    expect(visits.length).toBeGreaterThan(0);
    for (const visit of visits) {
      expect(arborists.has(visit.assigneeId)).toBe(true);
      expect(isWorkingDay(visit.date) && visit.date >= TODAY).toBe(true);
    }
    const forDrafts = visits.filter((visit: any) => visit.estimateId !== null);
    expect(forDrafts.length).toBeGreaterThan(0);
    const estimate = await api.get(`/estimates/${forDrafts[0].estimateId}`, { key: org.key });
    expect(estimate.body.data).toMatchObject({ status: 'draft', siteId: forDrafts[0].siteId });
  });

  it("clocks a few crews in at 7:10 on today's first stop, so reassigning their day leaves it (already_started)", async () => {
    const started = await rows<{
      placement_id: string;
      crew_id: string;
      sort_order: number;
      day: string;
      clock_in: string;
      open: boolean;
      members: number;
      clocked: number;
    }>(sql`
      SELECT p.id AS placement_id, p.crew_id, p.sort_order, p.scheduled_date::text AS day,
             to_char(min(t.clock_in_at) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS clock_in, bool_and(t.clock_out_at IS NULL) AS open,
             (SELECT count(*)::int FROM crew_members m WHERE m.org_id = p.org_id AND m.crew_id = p.crew_id) AS members, count(*)::int AS clocked
      FROM time_entries t JOIN placements p ON p.org_id = t.org_id AND p.id = t.placement_id
      WHERE t.org_id = ${org.id} GROUP BY p.org_id, p.id`);
    expect(started).toHaveLength(summary.startedStops);
    expect(started.length).toBe(3);
    for (const stop of started) {
      expect(stop).toMatchObject({ sort_order: 1, day: TODAY, clock_in: '2026-03-02T15:10:00Z', open: true });
      expect(stop.clocked).toBe(stop.members);
    }
    const crews = (await api.get('/crews', { key: org.key })).body.data.items;
    const receiver = crews.find((crew: any) => crew.active && crew.id !== started[0]!.crew_id);
    const res = await api.post(
      '/schedule/reassign',
      { fromCrewId: started[0]!.crew_id, toCrewId: receiver.id, date: TODAY },
      { key: org.key },
    );
    expect(res.status).toBe(200);
    expect(res.body.data.notMoved).toContainEqual(
      expect.objectContaining({ scheduleId: started[0]!.placement_id, reason: 'already_started' }),
    );
  });
});
