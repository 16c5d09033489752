import { beforeAll, describe, expect, it } from 'vitest';
import type { paths } from '../../../src/client/api-types';
import { unscheduledPageSchema } from '../../../src/shared/contract/unscheduled';
import { completedEstimate, insertEstimate } from '../../support/estimate-fixtures';
import { insertSite, type SiteRow } from '../../support/inventory-fixtures';
import {
  insertAcceptedWork,
  insertDistrict,
  insertPlacement,
  insertScheduleCatalog,
  type ScheduleCatalog,
} from '../../support/schedule-fixtures';
import { startTestApp, type TestApp, type TestOrg } from '../../support/test-app';
import { expectFailure, expectValidationFailure } from '../http/http-expectations';

/* Today (test clock) is 2026-03-02 in the organization's zone. Each test works in its own organization. */

let api: TestApp;

beforeAll(async () => {
  api = await startTestApp();
});

interface World {
  org: TestOrg;
  site: SiteRow;
  catalog: ScheduleCatalog;
}

async function world(): Promise<World> {
  const org = await api.newOrg();
  return {
    org,
    site: await insertSite(api.deps, org.id, { label: 'Maple house', latitude: 45.52, longitude: -122.65 }),
    catalog: await insertScheduleCatalog(api.deps, org.id),
  };
}

type QueueQuery = NonNullable<paths['/schedule/unscheduled']['get']['parameters']['query']>;

async function queue(w: World, query: QueueQuery = {}) {
  const res = await api.contract.get('/schedule/unscheduled', { query, key: w.org.key });
  expect(res.status).toBe(200);
  return unscheduledPageSchema.parse(res.body.data);
}

const accepted = (iso: string) => ({ acceptedAt: new Date(iso) });

describe('GET /schedule/unscheduled', () => {
  it('answers every field of an unscheduled row; null coordinates, hours and customer are listed, never zero', async () => {
    const w = await world();
    const unlocated = await insertSite(api.deps, w.org.id, {
      label: null,
      street: '12 Elm St',
      latitude: null,
      longitude: null,
    });
    const districtId = await insertDistrict(api.deps, w.org.id, [w.site.id]);
    const sized = await insertAcceptedWork(api.deps, w.org.id, w.site, {
      estimate: { ...accepted('2026-02-10T17:00:00.000Z'), expectedDays: 2 },
      lines: [
        { catalogItemId: w.catalog.removal.id, estimatedHours: 6 },
        { catalogItemId: w.catalog.pruning.id, estimatedHours: 1.5 },
        { catalogItemId: w.catalog.removal.id },
      ],
    });
    // Made in the app without a customer.
    const unsized = await insertAcceptedWork(api.deps, w.org.id, unlocated, {
      estimate: { ...accepted('2026-02-11T17:00:00.000Z'), customerId: null },
    });
    await insertPlacement(api.deps, w.org.id, {
      estimateId: sized.estimate.id,
      scheduledDate: '2026-03-03',
      plannedHours: 2.5,
    });
    const page = await queue(w);
    expect(page).toEqual({
      items: [
        {
          estimateId: sized.estimate.id,
          estimateNumber: `JOB-${sized.estimate.number}`,
          siteId: w.site.id,
          siteLabel: 'Maple house',
          customerName: 'Fixture Customer',
          acceptedAt: '2026-02-10T17:00:00.000Z',
          estimatedHours: 7.5,
          remainingHours: 5,
          expectedDays: 2,
          latitude: 45.52,
          longitude: -122.65,
          serviceCategories: ['Pruning', 'Removal'],
          districtIds: [districtId],
          dueRound: null,
        },
        {
          estimateId: unsized.estimate.id,
          estimateNumber: `JOB-${unsized.estimate.number}`,
          siteId: unlocated.id,
          siteLabel: '12 Elm St',
          customerName: null,
          acceptedAt: '2026-02-11T17:00:00.000Z',
          estimatedHours: null,
          remainingHours: null,
          expectedDays: null,
          latitude: null,
          longitude: null,
          serviceCategories: [],
          districtIds: [],
          dueRound: null,
        },
      ],
      total: 2,
      nextOffset: null,
    });
  });

  it('lists only accepted work with hours still unplaced', async () => {
    const w = await world();
    const inState = async (status: string) =>
      insertEstimate(api.deps, w.org.id, w.site, { estimate: { status, acceptedAt: new Date() } });
    await Promise.all(['draft', 'sent', 'declined', 'canceled'].map(inState));
    await insertEstimate(api.deps, w.org.id, w.site, completedEstimate());
    const full = await insertAcceptedWork(api.deps, w.org.id, w.site, { lines: [{ estimatedHours: 4 }] });
    await insertPlacement(api.deps, w.org.id, {
      estimateId: full.estimate.id,
      scheduledDate: '2026-03-03',
      plannedHours: 4,
    });
    const unsizedPlaced = await insertAcceptedWork(api.deps, w.org.id, w.site);
    await insertPlacement(api.deps, w.org.id, { estimateId: unsizedPlaced.estimate.id, scheduledDate: '2026-03-03' });
    const partial = await insertAcceptedWork(api.deps, w.org.id, w.site, { lines: [{ estimatedHours: 4 }] });
    await insertPlacement(api.deps, w.org.id, {
      estimateId: partial.estimate.id,
      scheduledDate: '2026-03-03',
      plannedHours: 3.75,
    });
    const waiting = await insertAcceptedWork(api.deps, w.org.id, w.site);
    const page = await queue(w);
    expect(page.items.map((row) => [row.estimateId, row.remainingHours])).toEqual([
      [partial.estimate.id, 0.25],
      [waiting.estimate.id, null],
    ]);
  });

  it("lists completed program work whose next round's window is open, with its dueRound", async () => {
    const w = await world();
    const program = await insertAcceptedWork(api.deps, w.org.id, w.site, {
      estimate: accepted('2025-03-20T18:00:00.000Z'),
      lines: [{ catalogItemId: w.catalog.program.id, status: 'done', estimatedHours: 1 }],
    });
    const notYet = await insertAcceptedWork(api.deps, w.org.id, w.site, {
      estimate: accepted('2025-06-20T18:00:00.000Z'),
      lines: [{ catalogItemId: w.catalog.program.id, status: 'done', estimatedHours: 1 }],
    });
    // Once the first round is done on a placed day, rounds count from that day instead of the acceptance.
    const anchored = await insertAcceptedWork(api.deps, w.org.id, w.site, {
      estimate: accepted('2025-02-01T18:00:00.000Z'),
      lines: [{ catalogItemId: w.catalog.program.id, status: 'done', estimatedHours: 1 }],
    });
    await insertPlacement(api.deps, w.org.id, {
      estimateId: anchored.estimate.id,
      scheduledDate: '2025-03-25',
      plannedHours: 1,
    });
    const page = await queue(w);
    expect(page.items.map((row) => [row.estimateId, row.dueRound])).toEqual([
      [
        anchored.estimate.id,
        {
          lineItemId: anchored.lines[0]!.id,
          round: 1,
          dueOn: '2026-03-25',
          windowOpensOn: '2026-02-23',
          overdue: false,
          hours: 1,
        },
      ],
      [
        program.estimate.id,
        {
          lineItemId: program.lines[0]!.id,
          round: 1,
          dueOn: '2026-03-20',
          windowOpensOn: '2026-02-18',
          overdue: false,
          hours: 1,
        },
      ],
    ]);
    expect(page.items.map((row) => row.estimateId)).not.toContain(notYet.estimate.id);
    // Done work waits only for its round: none of its own hours is left, placed or not.
    expect(page.items.map((row) => [row.estimateId, row.remainingHours])).toEqual([
      [anchored.estimate.id, 0],
      [program.estimate.id, 0],
    ]);
  });

  it('orders by oldest acceptance first, then estimate number; never-accepted work last', async () => {
    const w = await world();
    const never = await insertAcceptedWork(api.deps, w.org.id, w.site, { estimate: { acceptedAt: null } });
    const later = await insertAcceptedWork(api.deps, w.org.id, w.site, {
      estimate: accepted('2026-02-20T10:00:00.000Z'),
    });
    const tieFirst = await insertAcceptedWork(api.deps, w.org.id, w.site, {
      estimate: accepted('2026-02-10T10:00:00.000Z'),
    });
    const tieSecond = await insertAcceptedWork(api.deps, w.org.id, w.site, {
      estimate: accepted('2026-02-10T10:00:00.000Z'),
    });
    const { items } = await queue(w);
    expect(items.map((row) => row.estimateId)).toEqual(
      [tieFirst, tieSecond, later, never].map((work) => work.estimate.id),
    );
  });

  it('pages by offset: total is the whole filtered set, nextOffset null on the last page', async () => {
    const w = await world();
    const made = [];
    for (let day = 1; day <= 5; day += 1)
      made.push(
        (await insertAcceptedWork(api.deps, w.org.id, w.site, { estimate: accepted(`2026-02-0${day}T10:00:00.000Z`) }))
          .estimate.id,
      );
    const first = await queue(w, { limit: 2 });
    expect(first).toMatchObject({ total: 5, nextOffset: 2 });
    expect(first.items.map((row) => row.estimateId)).toEqual(made.slice(0, 2));
    const last = await queue(w, { limit: 2, offset: 4 });
    expect(last).toMatchObject({ total: 5, nextOffset: null });
    expect(last.items.map((row) => row.estimateId)).toEqual(made.slice(4));
    expect(await queue(w, { offset: 9 })).toEqual({ items: [], total: 5, nextOffset: null });
  });

  it('answers 50 rows when no limit is given', async () => {
    const w = await world();
    for (let index = 0; index < 51; index += 1) await insertAcceptedWork(api.deps, w.org.id, w.site);
    expect(await queue(w)).toMatchObject({ total: 51, nextOffset: 50 });
  });

  it('refuses a limit outside 1-200 and a negative offset', async () => {
    const w = await world();
    for (const query of ['?limit=0', '?limit=201'])
      expectValidationFailure(await api.get(`/schedule/unscheduled${query}`, { key: w.org.key }), ['limit']);
    expectValidationFailure(await api.get('/schedule/unscheduled?offset=-1', { key: w.org.key }), ['offset']);
    expect((await queue(w, { limit: 200 })).items).toEqual([]);
  });

  it("lists only the caller organization's work", async () => {
    const w = await world();
    const other = await world();
    const own = await insertAcceptedWork(api.deps, w.org.id, w.site);
    await insertAcceptedWork(api.deps, other.org.id, other.site);
    expect((await queue(w)).items.map((row) => row.estimateId)).toEqual([own.estimate.id]);
  });

  it('needs schedule:read', async () => {
    const w = await world();
    const key = await w.org.newKey(['estimates:read']);
    expectFailure(await api.contract.get('/schedule/unscheduled', { key }), 403, 'forbidden');
  });
});
