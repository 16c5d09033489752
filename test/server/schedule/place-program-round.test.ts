import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../../src/client/api-types';
import { placements } from '../../../src/server/db/schema';
import { insertSite, type SiteRow } from '../../support/inventory-fixtures';
import { insertAcceptedWork, insertScheduleCatalog, type ScheduleCatalog } from '../../support/schedule-fixtures';
import { startTestApp, type TestApp, type TestOrg } from '../../support/test-app';

/*
 * `lineItemId` on POST /schedule covers the next round of a program (docs/decisions/scheduling.md "Program work").
 * Today is 2026-03-02; work accepted 2025-03-10 with a 12-month program has round 1 due 2026-03-10,
 * its window open since 2026-02-08.
 */

let api: TestApp;
let org: TestOrg;
let site: SiteRow;
let catalog: ScheduleCatalog;

beforeAll(async () => {
  api = await startTestApp();
  org = await api.newOrg();
  site = await insertSite(api.deps, org.id);
  catalog = await insertScheduleCatalog(api.deps, org.id);
});

/** Program work whose first round was done (every line done, so the work reads completed) and whose next round is due. */
const programWork = async () =>
  insertAcceptedWork(api.deps, org.id, site, {
    estimate: { acceptedAt: new Date('2025-03-10T18:00:00Z') },
    lines: [
      { catalogItemId: catalog.program.id, estimatedHours: 1.5, status: 'done' },
      { catalogItemId: catalog.pruning.id, estimatedHours: 3, status: 'done' },
    ],
  });

const place = (body: components['schemas']['PlaceWork']) => api.contract.post('/schedule', { body, key: org.key });
const queueRow = async (estimateId: string) => {
  const res = await api.contract.get('/schedule/unscheduled', { query: { estimateIds: estimateId }, key: org.key });
  return res.body.data.items[0];
};
const roundsOf = async (estimateId: string) =>
  api.deps.database.db
    .select({ lineItemId: placements.lineItemId, round: placements.round, plannedHours: placements.plannedHours })
    .from(placements)
    .where(and(eq(placements.orgId, org.id), eq(placements.estimateId, estimateId)))
    .orderBy(placements.scheduledDate);

describe('POST /schedule with lineItemId', () => {
  it("covers the next round of the program with that line's hours, and the queue moves on to the following round", async () => {
    const { estimate, lines } = await programWork();
    const programLine = lines[0]!;
    expect(await queueRow(estimate.id)).toMatchObject({
      dueRound: {
        lineItemId: programLine.id,
        round: 1,
        dueOn: '2026-03-10',
        windowOpensOn: '2026-02-08',
        overdue: false,
        hours: 1.5,
      },
    });
    // Fit sizes the round by what placing it books: its line's 1.5 h, not the estimate's 4.5 h.
    const fit = await api.contract.get('/schedule/fit', { query: { estimateIds: estimate.id, days: 1 }, key: org.key });
    expect(fit.body.data.need).toEqual({ minutes: 90, estimated: true });

    const res = await place({
      estimateIds: [estimate.id],
      crewId: null,
      scheduledDate: '2026-03-09',
      lineItemId: programLine.id,
    });
    expect(res.body.data.items).toEqual([
      { estimateId: estimate.id, status: 'placed', error: null, scheduleId: expect.any(String) },
    ]);
    expect(await roundsOf(estimate.id)).toEqual([{ lineItemId: programLine.id, round: 1, plannedHours: 1.5 }]);
    expect(await queueRow(estimate.id)).toBeUndefined();
    // The board says which line the placement is a round of, so a client can put it back as that round.
    const board = await api.contract.get('/schedule', {
      query: { from: '2026-03-09', to: '2026-03-09', estimateIds: estimate.id },
      key: org.key,
    });
    expect(board.body.data.upcoming).toEqual([
      expect.objectContaining({ estimateId: estimate.id, lineItemId: programLine.id, plannedHours: 1.5 }),
    ]);

    await place({
      estimateIds: [estimate.id],
      crewId: null,
      scheduledDate: '2027-03-08',
      lineItemId: programLine.id,
      plannedHours: 2,
    });
    expect((await roundsOf(estimate.id)).at(-1)).toEqual({ lineItemId: programLine.id, round: 2, plannedHours: 2 });
  });

  it('refuses completed work without a program line, and a line that is not a program line of the estimate', async () => {
    const { estimate, lines } = await programWork();
    const other = await programWork();
    const day = '2026-03-11';
    const plain = await place({ estimateIds: [estimate.id], crewId: null, scheduledDate: day });
    const pruningLine = await place({
      estimateIds: [estimate.id],
      crewId: null,
      scheduledDate: day,
      lineItemId: lines[1]!.id,
    });
    const foreignLine = await place({
      estimateIds: [estimate.id],
      crewId: null,
      scheduledDate: day,
      lineItemId: other.lines[0]!.id,
    });
    expect(plain.body.data.items[0]).toMatchObject({ status: 'failed', error: 'completed' });
    expect(pruningLine.body.data.items[0]).toMatchObject({ status: 'failed', error: 'not_a_program_line' });
    expect(foreignLine.body.data.items[0]).toMatchObject({ status: 'failed', error: 'not_a_program_line' });
    expect(await roundsOf(estimate.id)).toEqual([]);
  });

  it('is honored only when exactly one estimate is sent; with several it is ignored', async () => {
    const first = await insertAcceptedWork(api.deps, org.id, site, {
      lines: [{ catalogItemId: catalog.program.id, estimatedHours: 2 }],
    });
    const second = await insertAcceptedWork(api.deps, org.id, site, {
      lines: [{ catalogItemId: catalog.pruning.id, estimatedHours: 2 }],
    });
    const res = await place({
      estimateIds: [first.estimate.id, second.estimate.id],
      crewId: null,
      scheduledDate: '2026-03-12',
      lineItemId: first.lines[0]!.id,
    });
    expect(res.body.data.placedCount).toBe(2);
    expect(await roundsOf(first.estimate.id)).toEqual([{ lineItemId: null, round: null, plannedHours: 2 }]);
  });
});
