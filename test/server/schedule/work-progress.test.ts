import { beforeAll, describe, expect, it } from 'vitest';
import { workProgressListSchema } from '../../../src/shared/contract/work-progress';
import { insertSite } from '../../support/inventory-fixtures';
import {
  insertAcceptedWork,
  insertCrew,
  insertPlacement,
  insertScheduleCatalog,
} from '../../support/schedule-fixtures';
import { startTestApp, type TestApp, type TestOrg } from '../../support/test-app';
import { expectValidationFailure } from '../http/http-expectations';

/*
 * GET /schedule/progress (docs/decisions/crews.md "Work progress"): the board and the crew's day
 * show each visit not started, under way or done from its work's lines done of its lines. Today is
 * 2026-03-02.
 */

let api: TestApp;
let org: TestOrg;
let crewA: string;
let crewB: string;

beforeAll(async () => {
  api = await startTestApp();
  org = await api.newOrg({ name: 'Progress Arborists' });
  crewA = (await insertCrew(api.deps, org.id, { name: 'A' })).id;
  crewB = (await insertCrew(api.deps, org.id, { name: 'B' })).id;
});

async function job(lineStatuses: ('done' | 'pending')[], placedOn: { crewId: string; day: string }[]) {
  const site = await insertSite(api.deps, org.id);
  const work = await insertAcceptedWork(api.deps, org.id, site, { lines: lineStatuses.map((status) => ({ status })) });
  const visits = [];
  for (const { crewId, day } of placedOn)
    visits.push(
      (await insertPlacement(api.deps, org.id, { estimateId: work.estimate.id, scheduledDate: day, crewId })).id,
    );
  return { id: work.estimate.id, lineIds: work.lines.map((line) => line.id), visits };
}

const progress = async (query: string) => {
  const res = await api.get(`/schedule/progress?${query}`, { key: org.key });
  expect(res.status, res.text).toBe(200);
  return workProgressListSchema.parse(res.body.data).items;
};

/** In estimate id order, then visit id, as PostgreSQL orders uuids (their bytes: the lowercase hex text's order). */
const byId = <T extends { estimateId: string; scheduleId: string }>(items: T[]) =>
  [...items].sort((a, b) =>
    a.estimateId !== b.estimateId ? (a.estimateId < b.estimateId ? -1 : 1) : a.scheduleId < b.scheduleId ? -1 : 1,
  );

describe('GET /schedule/progress', () => {
  it("counts the lines done of every visit's job placed in the span, each day of a job alike, on one crew when asked", async () => {
    const notStarted = await job(['pending', 'pending', 'pending'], [{ crewId: crewA, day: '2026-03-04' }]);
    const underWay = await job(['done', 'pending'], [{ crewId: crewA, day: '2026-03-05' }]);
    const done = await job(['done'], [{ crewId: crewB, day: '2026-03-04' }]);
    const twoDays = await job(
      ['done', 'pending'],
      [
        { crewId: crewA, day: '2026-03-04' },
        { crewId: crewA, day: '2026-03-06' },
      ],
    );
    const later = await job(['pending'], [{ crewId: crewA, day: '2026-03-20' }]);

    const all = await progress('from=2026-03-04&to=2026-03-06');
    expect(all).toEqual(
      byId([
        { scheduleId: notStarted.visits[0]!, estimateId: notStarted.id, done: 0, total: 3 },
        { scheduleId: underWay.visits[0]!, estimateId: underWay.id, done: 1, total: 2 },
        { scheduleId: done.visits[0]!, estimateId: done.id, done: 1, total: 1 },
        { scheduleId: twoDays.visits[0]!, estimateId: twoDays.id, done: 1, total: 2 },
        { scheduleId: twoDays.visits[1]!, estimateId: twoDays.id, done: 1, total: 2 },
      ]),
    );
    expect(all.map((item) => item.estimateId)).not.toContain(later.id);
    const onA = await progress(`from=2026-03-04&to=2026-03-06&crewId=${crewA}`);
    expect(onA.map((item) => item.scheduleId).sort()).toEqual(
      [...notStarted.visits, ...underWay.visits, ...twoDays.visits].sort(),
    );
  });

  it('shows a line marked done at once', async () => {
    const work = await job(['pending', 'pending'], [{ crewId: crewA, day: '2026-03-09' }]);
    const marked = await api.request(
      'PATCH',
      `/estimates/${work.id}/lines/${work.lineIds[1]}`,
      { status: 'done' },
      { key: org.key },
    );
    expect(marked.status, marked.text).toBe(200);
    expect(await progress('from=2026-03-09&to=2026-03-09')).toEqual([
      { scheduleId: work.visits[0], estimateId: work.id, done: 1, total: 2 },
    ]);
  });

  it("never calls a program round's visit done from the lines an earlier round finished", async () => {
    // A yearly program accepted 2025-03-10: its first treatment (the estimate's own work, both lines)
    // was done on 2025-03-12; the next round is placed for 2026-03-09, a week from today.
    const catalog = await insertScheduleCatalog(api.deps, org.id);
    const site = await insertSite(api.deps, org.id);
    const { estimate, lines } = await insertAcceptedWork(api.deps, org.id, site, {
      estimate: { acceptedAt: new Date('2025-03-10T18:00:00Z') },
      lines: [
        { catalogItemId: catalog.program.id, estimatedHours: 1, status: 'done' },
        { catalogItemId: catalog.pruning.id, estimatedHours: 3, status: 'done' },
      ],
    });
    const firstTreatment = await insertPlacement(api.deps, org.id, {
      estimateId: estimate.id,
      scheduledDate: '2025-03-12',
      crewId: crewA,
    });
    const placed = await api.request(
      'POST',
      '/schedule',
      { estimateIds: [estimate.id], crewId: crewB, scheduledDate: '2026-03-09', lineItemId: lines[0]!.id },
      { key: org.key },
    );
    expect(placed.status, placed.text).toBe(200);
    const nextRound = placed.body.data.items[0].scheduleId as string;

    expect(await progress(`from=2026-03-09&to=2026-03-09&crewId=${crewB}`)).toEqual([
      { scheduleId: nextRound, estimateId: estimate.id, done: 0, total: 1 },
    ]);
    // Read together, the first treatment's visit is done and the round's is not.
    const both = await progress(`from=2025-03-12&to=2026-03-09`);
    expect(both.filter((item) => item.estimateId === estimate.id)).toEqual(
      byId([
        { scheduleId: firstTreatment.id, estimateId: estimate.id, done: 2, total: 2 },
        { scheduleId: nextRound, estimateId: estimate.id, done: 0, total: 1 },
      ]),
    );
  });

  it('needs both days, at most a year apart', async () => {
    expectValidationFailure(await api.get('/schedule/progress?to=2026-03-09', { key: org.key }), ['from']);
    expectValidationFailure(await api.get('/schedule/progress?from=2026-03-09&to=2027-03-11', { key: org.key }), [
      'to',
    ]);
  });
});
