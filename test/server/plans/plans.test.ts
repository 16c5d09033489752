import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../../src/client/api-types';
import { planSchema } from '../../../src/shared/contract/plans';
import type { UndoConflict } from '../../../src/shared/contract/schedule-actions';
import { scheduleBoardSchema } from '../../../src/shared/contract/schedule-board';
import { insertSite } from '../../support/inventory-fixtures';
import {
  insertAcceptedWork,
  insertCrew,
  insertPlacement,
  insertScheduleCatalog,
  type CrewRow,
  type ScheduleCatalog,
} from '../../support/schedule-fixtures';
import { startTestApp, type TestApp, type TestOrg } from '../../support/test-app';
import { expectFailure, expectValidationFailure } from '../http/http-expectations';

/*
 * POST /schedule/plans, .../accept and .../undo through the real app and database. The test clock
 * starts on Monday 2026-03-02 at 16:00 UTC; every world plans Tuesday to Friday of that week.
 */

let api: TestApp;

const TUE = '2026-03-03';
const FRI = '2026-03-06';
const YARD = { lat: 45.5, lng: -122.65 };

interface World {
  org: TestOrg;
  catalog: ScheduleCatalog;
  alder: CrewRow;
  /** Takes plant health care only. */
  birch: CrewRow;
  archived: CrewRow;
  jobs: { id: string; number: number }[];
}

beforeAll(async () => {
  api = await startTestApp();
});

/** Two working crews (one for plant health only), an archived one, and five jobs of pruning and removal. */
async function world(): Promise<World> {
  const org = await api.newOrg({ origin: { label: 'Yard', ...YARD } });
  const catalog = await insertScheduleCatalog(api.deps, org.id);
  const alder = await insertCrew(api.deps, org.id, { name: 'Alder crew' });
  const birch = await insertCrew(api.deps, org.id, { name: 'Birch crew', serviceCategories: ['Plant health care'] });
  const archived = await insertCrew(api.deps, org.id, { name: 'Old crew', active: false });
  const jobs: World['jobs'] = [];
  const shapes = [
    { hours: 4, item: catalog.pruning.id, lat: 45.51 },
    { hours: 3, item: catalog.removal.id, lat: 45.52 },
    { hours: 5, item: catalog.pruning.id, lat: 45.53 },
    { hours: 2, item: catalog.pruning.id, lat: 45.515 },
    { hours: 6, item: catalog.removal.id, lat: 45.54 },
  ];
  for (const [index, shape] of shapes.entries()) {
    const site = await insertSite(api.deps, org.id, {
      label: `Site ${index}`,
      latitude: shape.lat,
      longitude: YARD.lng,
    });
    const { estimate } = await insertAcceptedWork(api.deps, org.id, site, {
      estimate: { acceptedAt: new Date(Date.UTC(2026, 1, 1 + index)) },
      lines: [{ catalogItemId: shape.item, estimatedHours: shape.hours }],
    });
    jobs.push({ id: estimate.id, number: estimate.number });
  }
  return { org, catalog, alder, birch, archived, jobs };
}

type CreatePlan = components['schemas']['CreatePlan'];

const propose = (w: World, body: Partial<CreatePlan> = {}, idempotencyKey?: string) =>
  api.post(
    '/schedule/plans',
    { from: TUE, to: FRI, ...body },
    { key: w.org.key, ...(idempotencyKey && { idempotencyKey }) },
  );

const accept = (w: World, planId: string, body: { estimateIds?: string[] } = {}, idempotencyKey?: string) =>
  api.post(`/schedule/plans/${planId}/accept`, body, { key: w.org.key, ...(idempotencyKey && { idempotencyKey }) });

const undo = (w: World, planId: string, idempotencyKey?: string) =>
  api.post(`/schedule/plans/${planId}/undo`, {}, { key: w.org.key, ...(idempotencyKey && { idempotencyKey }) });

async function newPlan(w: World, body: Partial<CreatePlan> = {}) {
  const res = await propose(w, body);
  expect(res.status).toBe(201);
  return planSchema.parse(res.body.data);
}

/** The week's placements as the board reads them, in its order: what accept adds and undo must take back exactly. */
async function week(w: World) {
  const res = await api.contract.get('/schedule', { query: { from: TUE, to: FRI }, key: w.org.key });
  return scheduleBoardSchema
    .parse(res.body.data)
    .upcoming.map((row) => [
      row.scheduleId,
      row.estimateId,
      row.crew?.id ?? null,
      row.scheduledDate,
      row.sortOrder,
      row.plannedHours,
    ]);
}

async function queueIds(w: World) {
  const res = await api.contract.get('/schedule/unscheduled', { query: { limit: 200 }, key: w.org.key });
  return res.body.data.items.map((row) => row.estimateId).sort();
}

describe('POST /schedule/plans', () => {
  it('proposes a crew-day for every waiting job, with a reason, and places nothing', async () => {
    const w = await world();
    const before = await week(w);
    const plan = await newPlan(w);

    expect(plan.proposals.map((proposal) => proposal.estimateId).sort()).toEqual(w.jobs.map((job) => job.id).sort());
    expect(plan.unplaced).toEqual([]);
    for (const proposal of plan.proposals) {
      expect(proposal.estimateNumber).toMatch(/^JOB-\d+$/);
      expect(proposal.reason).toMatch(/^Alder crew, (Tue|Wed|Thu|Fri) Mar \d: /);
      // Birch takes plant health care only; the archived crew takes nothing.
      expect(proposal.placements.every((piece) => piece.crewId === w.alder.id)).toBe(true);
      expect(proposal.placements.every((piece) => piece.scheduledDate >= TUE && piece.scheduledDate <= FRI)).toBe(true);
    }
    expect(plan.summary).toMatchObject({ jobs: 5, hours: 20 });
    expect(plan.summary.loadAfter).toBeGreaterThan(plan.summary.loadBefore);
    expect(plan.summary.crewDays).toBe(plan.crewDays.length);
    // The driving: the routes' growth, and what each job adds to it (what leaving it out saves); a
    // job on the way between two others adds nothing (the sites here lie on one meridian).
    expect(plan.summary.addedMeters).toBeGreaterThan(0);
    expect(plan.summary.addedDriveMinutes).toBeGreaterThan(0);
    for (const proposal of plan.proposals)
      expect(Number.isInteger(proposal.addedMeters) && proposal.addedMeters >= 0).toBe(true);
    expect(Math.max(...plan.proposals.map((proposal) => proposal.addedMeters))).toBeGreaterThan(0);
    // Alder's 8-hour days never go past their length (no overbooking asked for).
    for (const day of plan.crewDays) expect(day.bookedMinutesAfter).toBeLessThanOrEqual(day.dayLengthMinutes);
    expect(new Date(plan.expiresAt).getTime() - api.clock.now().getTime()).toBe(30 * 60_000);
    expect(await week(w)).toEqual(before);
    expect(await queueIds(w)).toEqual(w.jobs.map((job) => job.id).sort());
  });

  it('says which proposals hold the placeholder hours of work nobody estimated, and places them without hours', async () => {
    const w = await world();
    const site = await insertSite(api.deps, w.org.id, { label: 'Unmeasured', latitude: 45.52, longitude: YARD.lng });
    const { estimate } = await insertAcceptedWork(api.deps, w.org.id, site, {
      lines: [{ catalogItemId: w.catalog.pruning.id, estimatedHours: null }],
    });
    const plan = await newPlan(w);
    const held = plan.proposals.find((proposal) => proposal.estimateId === estimate.id)!;
    expect(held.estimated).toBe(false);
    expect(held.placements.map((piece) => piece.plannedHours)).toEqual([2]);
    expect(plan.proposals.filter((proposal) => proposal !== held).every((proposal) => proposal.estimated)).toBe(true);
    const res = await accept(w, plan.id, { estimateIds: [estimate.id] });
    expect(res.status, res.text).toBe(200);
    expect(res.body.data.placements.map((row: { plannedHours: number | null }) => row.plannedHours)).toEqual([null]);
  });

  it('gives the same proposal for the same queue and days', async () => {
    const w = await world();
    const first = await newPlan(w);
    const second = await newPlan(w);
    expect(second.proposals).toEqual(first.proposals);
    expect(second.id).not.toBe(first.id);
  });

  it('plans only the named jobs and crews, and says why work is left out', async () => {
    const w = await world();
    const removal = w.jobs[1]!.id;
    const plan = await newPlan(w, { crewIds: [w.birch.id], estimateIds: [removal, w.jobs[0]!.id] });
    expect(plan.proposals).toEqual([]);
    expect(plan.unplaced.map((job) => job.estimateId).sort()).toEqual([removal, w.jobs[0]!.id].sort());
    expect(plan.unplaced.find((job) => job.estimateId === removal)!.reason).toBe(
      '3 h, and no working crew does removal',
    );
  });

  it('refuses a span past the cap, a span backwards or in the past, unknown or archived crews and work not waiting, changing nothing', async () => {
    const w = await world();
    expectValidationFailure(await propose(w, { to: '2026-03-31' }), ['to']);
    expectValidationFailure(await propose(w, { from: FRI, to: TUE }), ['to']);
    expectValidationFailure(await propose(w, { from: '2026-02-27', to: TUE }), ['from']);
    expectValidationFailure(await propose(w, { from: '2026-03-07', to: '2026-03-08' }), ['to']);
    expectValidationFailure(await propose(w, { maxOverbookPercent: 51 }), ['maxOverbookPercent']);
    const unknown = await propose(w, { crewIds: [randomUUID()] });
    expect(expectFailure(unknown, 404, 'not_found').message).toMatch(/^Crew .* was not found$/);
    const archived = expectValidationFailure(await propose(w, { crewIds: [w.alder.id, w.archived.id] }), ['crewIds']);
    expect(archived[0]!.problem).toBe('Old crew is archived and takes no new work');
    const notWaiting = await propose(w, { estimateIds: [randomUUID()] });
    expect(expectFailure(notWaiting, 404, 'not_found').message).toMatch(/is not waiting to be placed$/);
    expectValidationFailure(await api.post('/schedule/plans', { from: TUE }, { key: w.org.key }), ['to']);
    expect(await week(w)).toEqual([]);
  });

  it("plans past a day's length only as far as maxOverbookPercent allows", async () => {
    const w = await world();
    const plan = await newPlan(w, { to: TUE, maxOverbookPercent: 25 });
    const [day] = plan.crewDays;
    expect(day!.bookedMinutesAfter).toBeGreaterThan(480);
    expect(day!.bookedMinutesAfter).toBeLessThanOrEqual(600);
  });
});

describe('POST /schedule/plans/{planId}/accept and /undo', () => {
  it('places every proposal in one step, replays under the same key, and refuses a second accept', async () => {
    const w = await world();
    const plan = await newPlan(w);
    const key = randomUUID();
    const res = await accept(w, plan.id, {}, key);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ jobs: 5, crewDays: plan.crewDays.length });
    const placed = await week(w);
    expect(placed).toHaveLength(5);
    for (const proposal of plan.proposals) {
      const [piece] = proposal.placements;
      expect(placed).toContainEqual([
        expect.any(String),
        proposal.estimateId,
        piece!.crewId,
        piece!.scheduledDate,
        expect.any(Number),
        piece!.plannedHours,
      ]);
    }
    expect(await queueIds(w)).toEqual([]);

    const again = await accept(w, plan.id, {}, key);
    expect(again.status).toBe(200);
    expect(again.headers.get('Idempotent-Replay')).toBe('true');
    expect(again.body.data).toEqual(res.body.data);
    const twice = await accept(w, plan.id);
    expect(expectFailure(twice, 409, 'conflict').message).toBe(
      'This plan was accepted already; nothing was placed again',
    );
    expect(await week(w)).toEqual(placed);
  });

  it("accepts only the proposals named, and refuses one that is not the plan's", async () => {
    const w = await world();
    const plan = await newPlan(w);
    expectValidationFailure(await accept(w, plan.id, { estimateIds: [randomUUID()] }), ['estimateIds']);
    const chosen = plan.proposals[0]!.estimateId;
    expect((await accept(w, plan.id, { estimateIds: [chosen] })).status).toBe(200);
    expect((await week(w)).map((row) => row[1])).toEqual([chosen]);
    expect(await queueIds(w)).not.toContain(chosen);
  });

  it('places nothing and names the jobs when a day the plan read changed since (409)', async () => {
    const w = await world();
    const plan = await newPlan(w);
    const target = plan.proposals[0]!;
    const day = target.placements[0]!;
    const other = plan.proposals.find((proposal) =>
      proposal.placements.every((piece) => piece.scheduledDate !== day.scheduledDate),
    );
    // The plan says the version of each day it read, the one Accept guards: the day's own, until it changes.
    const versionOf = async () =>
      (await api.get(`/routes/${day.crewId}/${day.scheduledDate}`, { key: w.org.key })).body.data
        .controlVersion as number;
    const read = plan.crewDays.find((one) => one.crewId === day.crewId && one.date === day.scheduledDate)!;
    expect(await versionOf()).toBe(read.controlVersion);
    // Another dispatcher places work on that crew-day meanwhile (through POST /schedule, which bumps its version).
    const site = await insertSite(api.deps, w.org.id, { label: 'Late', latitude: 45.6, longitude: YARD.lng });
    const { estimate } = await insertAcceptedWork(api.deps, w.org.id, site, { lines: [{ estimatedHours: 1 }] });
    const late = await api.contract.post('/schedule', {
      body: { estimateIds: [estimate.id], crewId: day.crewId, scheduledDate: day.scheduledDate },
      key: w.org.key,
    });
    expect(late.body.data.placedCount).toBe(1);
    expect(await versionOf()).toBe(read.controlVersion + 1);
    const before = await week(w);

    const res = await accept(w, plan.id);
    const failure = expectFailure(res, 409, 'conflict');
    expect(failure.message).toContain(`Alder crew, `);
    expect(failure.message).toContain(target.estimateNumber);
    expect(failure.message).toMatch(/Nothing was placed$/);
    const details = failure.data as unknown as { jobs: string[]; estimateIds: string[]; changedCrewDays: unknown[] };
    expect(details.estimateIds).toContain(target.estimateId);
    expect(details.changedCrewDays).toEqual([{ crewId: day.crewId, date: day.scheduledDate }]);
    if (other) expect(details.estimateIds).not.toContain(other.estimateId);
    expect(await week(w)).toEqual(before);
  });

  it('places nothing and names the jobs when a crew stopped taking the work or was archived since (409)', async () => {
    const w = await world();
    const patchAlder = (body: object) => api.request('PATCH', `/crews/${w.alder.id}`, body, { key: w.org.key });
    const onAlder = (plan: { proposals: { estimateNumber: string; placements: { crewId: string }[] }[] }) =>
      plan.proposals
        .filter((proposal) => proposal.placements.some((piece) => piece.crewId === w.alder.id))
        .map((proposal) => proposal.estimateNumber);
    const before = await week(w);

    const plan = await newPlan(w);
    expect(onAlder(plan).length).toBeGreaterThan(0);
    expect((await patchAlder({ serviceCategories: ['Pruning'] })).status).toBe(200);
    const narrowed = expectFailure(await accept(w, plan.id), 409, 'conflict');
    expect(narrowed.message).toMatch(/^Alder crew no longer does removal since the plan was made, which affects /);
    // The removals (the world's second and fifth jobs) are the work Alder no longer does.
    const removalIds = [w.jobs[1]!.id, w.jobs[4]!.id];
    const removals = plan.proposals.filter((proposal) => removalIds.includes(proposal.estimateId));
    expect(removals.length).toBeGreaterThan(0);
    for (const proposal of removals) expect(narrowed.message).toContain(proposal.estimateNumber);
    expect((narrowed.data as unknown as { estimateIds: string[] }).estimateIds.sort()).toEqual(
      removals.map((proposal) => proposal.estimateId).sort(),
    );
    expect(narrowed.message).toMatch(/Nothing was placed$/);
    expect(await week(w)).toEqual(before);

    expect((await patchAlder({ serviceCategories: null })).status).toBe(200);
    const again = await newPlan(w);
    // Archiving has no endpoint in the contract: an operator's change, made here as the database sees it.
    await api.deps.database.db.execute(sql`UPDATE crews SET active = false WHERE id = ${w.alder.id}::uuid`);
    const archived = expectFailure(await accept(w, again.id), 409, 'conflict');
    expect(archived.message).toMatch(/^Alder crew was archived since the plan was made, which affects /);
    for (const number of onAlder(again)) expect(archived.message).toContain(number);
    expect((archived.data as unknown as { estimateIds: string[] }).estimateIds).toHaveLength(onAlder(again).length);
    expect(await week(w)).toEqual(before);
  });

  it('undo takes back everything the plan placed, drive orders included, and says so only once', async () => {
    const w = await world();
    // Work already on Tuesday keeps its place in the drive order through accept and undo.
    const site = await insertSite(api.deps, w.org.id, { label: 'Early', latitude: 45.505, longitude: YARD.lng });
    for (const sortOrder of [1, 2]) {
      const { estimate } = await insertAcceptedWork(api.deps, w.org.id, site, {
        estimate: { acceptedAt: new Date('2026-01-01T00:00:00.000Z') },
        lines: [{ catalogItemId: w.catalog.pruning.id, estimatedHours: 1 }],
      });
      await insertPlacement(api.deps, w.org.id, {
        estimateId: estimate.id,
        crewId: w.alder.id,
        scheduledDate: TUE,
        sortOrder,
        plannedHours: 1,
      });
    }
    const before = await week(w);
    const queueBefore = await queueIds(w);
    const plan = await newPlan(w);
    expect((await accept(w, plan.id)).status).toBe(200);
    expect((await week(w)).length).toBe(before.length + 5);

    const key = randomUUID();
    const res = await undo(w, plan.id, key);
    expect(res.status).toBe(200);
    expect(res.body.data.removed).toBe(5);
    expect(await week(w)).toEqual(before);
    expect(await queueIds(w)).toEqual(queueBefore);
    expect((await undo(w, plan.id, key)).headers.get('Idempotent-Replay')).toBe('true');
    expect(expectFailure(await undo(w, plan.id), 409, 'conflict').message).toBe('This plan was undone already');
  });

  it("is one action of the board's journal: the accept's Action-Id undoes it, and undoing that undo redoes it", async () => {
    const w = await world();
    const before = await week(w);
    const plan = await newPlan(w);
    const accepted = await accept(w, plan.id);
    const actionId = accepted.headers.get('Action-Id')!;
    expect(actionId).toMatch(/^[0-9a-f-]{36}$/);
    const placed = await week(w);
    expect(placed).toHaveLength(before.length + 5);

    const undone = await api.post(
      `/schedule/actions/${actionId}/undo`,
      {},
      { key: w.org.key, idempotencyKey: randomUUID() },
    );
    expect(undone.status).toBe(200);
    expect(await week(w)).toEqual(before);
    const redo = await api.post(
      `/schedule/actions/${undone.headers.get('Action-Id')}/undo`,
      {},
      {
        key: w.org.key,
        idempotencyKey: randomUUID(),
      },
    );
    expect(redo.status).toBe(200);
    expect(await week(w)).toEqual(placed);
  });

  it('undo after a day changed says which days and takes nothing back', async () => {
    const w = await world();
    const plan = await newPlan(w);
    const accepted = await accept(w, plan.id);
    const placements = accepted.body.data.placements as {
      estimateId: string;
      scheduleId: string;
      scheduledDate: string;
    }[];
    const moved = placements[0]!;
    const to = moved.scheduledDate === FRI ? TUE : FRI;
    const move = await api.contract.patch('/estimates/{estimateId}/schedule/{scheduleId}', {
      path: { estimateId: moved.estimateId, scheduleId: moved.scheduleId },
      body: { scheduledDate: to },
      key: w.org.key,
    });
    expect(move.status).toBe(200);
    const before = await week(w);

    const failure = expectFailure(await undo(w, plan.id), 409, 'conflict');
    // The plan's undo is the undo of its accept's action: the same refusal the board's Undo gets.
    expect(failure.message).toMatch(/^Not undone: it has changed since \(Alder crew/);
    const details = failure.data as unknown as UndoConflict;
    expect(details.reason).toBe('changed_since');
    expect(details.laterActionId).toBe(move.headers.get('Action-Id'));
    expect(details.days.map(({ crewId, date }) => ({ crewId, date }))).toContainEqual({
      crewId: w.alder.id,
      date: moved.scheduledDate,
    });
    expect(await week(w)).toEqual(before);
  });

  it("refuses an expired plan, another organization's, and undo of a plan never accepted", async () => {
    const w = await world();
    const plan = await newPlan(w);
    const stranger = await world();
    expectFailure(await accept(stranger, plan.id), 404, 'not_found');
    expectFailure(await undo(stranger, plan.id), 404, 'not_found');
    expect(expectFailure(await undo(w, plan.id), 409, 'conflict').message).toBe(
      'This plan was never accepted; there is nothing to undo',
    );
    expectFailure(await accept(w, randomUUID()), 404, 'not_found');
    const now = api.clock.now().toISOString();
    api.clock.set(new Date(api.clock.now().getTime() + 31 * 60_000).toISOString());
    try {
      const expired = expectFailure(await accept(w, plan.id), 409, 'conflict');
      expect(expired.message).toBe('This plan has expired; make a new one. Nothing was placed');
    } finally {
      api.clock.set(now);
    }
    expect(await week(w)).toEqual([]);
  });
});
