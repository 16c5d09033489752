import { beforeAll, describe, expect, it } from 'vitest';
import { workProgressListSchema } from '../../../src/shared/contract/work-progress';
import { insertSite } from '../../support/inventory-fixtures';
import { insertAcceptedWork, insertCrew, insertPlacement } from '../../support/schedule-fixtures';
import { startTestApp, type TestApp, type TestOrg } from '../../support/test-app';
import { expectValidationFailure } from '../http/http-expectations';

/*
 * GET /schedule/progress (docs/decisions/crews.md "Work progress"): the board and the crew's day
 * show each job not started, under way or done from its lines done of its lines.
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
  for (const { crewId, day } of placedOn)
    await insertPlacement(api.deps, org.id, { estimateId: work.estimate.id, scheduledDate: day, crewId });
  return { id: work.estimate.id, lineIds: work.lines.map((line) => line.id) };
}

const progress = async (query: string) => {
  const res = await api.get(`/schedule/progress?${query}`, { key: org.key });
  expect(res.status, res.text).toBe(200);
  return workProgressListSchema.parse(res.body.data).items;
};

/** In estimate id order, as PostgreSQL orders uuids (their bytes: the lowercase hex text's order). */
const byId = <T extends { estimateId: string }>(items: T[]) =>
  [...items].sort((a, b) => (a.estimateId < b.estimateId ? -1 : 1));

describe('GET /schedule/progress', () => {
  it('counts the lines done of every job placed in the span, once per job, on one crew when asked', async () => {
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
        { estimateId: notStarted.id, done: 0, total: 3 },
        { estimateId: underWay.id, done: 1, total: 2 },
        { estimateId: done.id, done: 1, total: 1 },
        { estimateId: twoDays.id, done: 1, total: 2 },
      ]),
    );
    expect(all.map((item) => item.estimateId)).not.toContain(later.id);
    const onA = await progress(`from=2026-03-04&to=2026-03-06&crewId=${crewA}`);
    expect(onA.map((item) => item.estimateId)).toEqual([notStarted.id, underWay.id, twoDays.id].sort());
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
    expect(await progress('from=2026-03-09&to=2026-03-09')).toEqual([{ estimateId: work.id, done: 1, total: 2 }]);
  });

  it('needs both days, at most a year apart', async () => {
    expectValidationFailure(await api.get('/schedule/progress?to=2026-03-09', { key: org.key }), ['from']);
    expectValidationFailure(await api.get('/schedule/progress?from=2026-03-09&to=2027-03-11', { key: org.key }), [
      'to',
    ]);
  });
});
