import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { estimateLines, events } from '../../../src/server/db/schema';
import { changeEventSchema } from '../../../src/shared/contract/events';
import { estimateSchema } from '../../../src/shared/contract/estimates';
import { crewPhoneScopes, makeKey, type MadeKey } from '../../support/crew-key-fixtures';
import { insertEstimate } from '../../support/estimate-fixtures';
import { insertSite } from '../../support/inventory-fixtures';
import { insertAcceptedWork, insertCrew, insertPlacement } from '../../support/schedule-fixtures';
import { startTestApp, type TestApp, type TestOrg } from '../../support/test-app';
import { openFeed } from '../events/sse-client';
import { expectFailure, expectValidationFailure } from '../http/http-expectations';

/*
 * Marking work done (issue 41, docs/decisions/crews.md "Marking work done"): a line's status through
 * PATCH /estimates/{id}/lines/{lineId} and a whole stop through POST /estimates/{id}/lines/done, by a
 * crew key (field:write) on its crew's days or an office key (estimates:write).
 */

let api: TestApp;
let org: TestOrg;
let crewId: string;
let crewPhone: MadeKey;
let office: MadeKey;
let siteId: string;
let customerId: string;

/** Today on the test clock is Monday 2026-03-02 in the organization's zone (Los Angeles). */
const TODAY = '2026-03-02';

beforeAll(async () => {
  api = await startTestApp();
  org = await api.newOrg({ name: 'Marking Arborists' });
  const crew = await insertCrew(api.deps, org.id, { name: 'Oak Crew' });
  crewId = crew.id;
  const site = await insertSite(api.deps, org.id, { label: 'Hollis Park' });
  siteId = site.id;
  customerId = site.customerId;
  crewPhone = await makeKey(api, org, { name: 'Oak Crew tablet', crewId, scopes: crewPhoneScopes });
  office = await makeKey(api, org, {
    name: 'Front office',
    scopes: ['estimates:read', 'estimates:write', 'invoices:read', 'invoices:write', 'schedule:read'],
  });
});

/** Accepted work of two lines, placed on the crew today. */
async function placedWork(lines = 2) {
  const work = await insertAcceptedWork(
    api.deps,
    org.id,
    { id: siteId, customerId },
    {
      lines: Array.from({ length: lines }, () => ({})),
    },
  );
  await insertPlacement(api.deps, org.id, { estimateId: work.estimate.id, scheduledDate: TODAY, crewId });
  return { id: work.estimate.id, lineIds: work.lines.map((line) => line.id) };
}

const markLine = (estimateId: string, lineId: string, status: string, key: string, idempotencyKey?: string) =>
  api.request('PATCH', `/estimates/${estimateId}/lines/${lineId}`, { status }, { key, idempotencyKey });

const lineRows = (estimateId: string) =>
  api.deps.database.db
    .select()
    .from(estimateLines)
    .where(and(eq(estimateLines.orgId, org.id), eq(estimateLines.estimateId, estimateId)))
    .orderBy(estimateLines.lineNumber);

const estimateEvents = async (estimateId: string) =>
  (await api.deps.database.db.select().from(events).where(eq(events.orgId, org.id)))
    .map((row) => changeEventSchema.parse({ type: row.type, payload: row.payload }))
    .filter((event) => event.type === 'estimate.changed' && event.payload.estimateId === estimateId);

describe('PATCH /estimates/{estimateId}/lines/{lineId} status', () => {
  it('records when and by which key a line was marked done, and clears it when set back to pending', async () => {
    const work = await placedWork();
    const done = await markLine(work.id, work.lineIds[0]!, 'done', crewPhone.key);
    expect(done.status, done.text).toBe(200);
    const estimate = estimateSchema.parse(done.body.data);
    expect(estimate.status).toBe('scheduled');
    expect(estimate.lines[0]).toMatchObject({
      status: 'done',
      doneAt: api.clock.now().toISOString(),
      doneBy: 'Oak Crew tablet',
    });
    expect(estimate.lines[1]).toMatchObject({ status: 'pending', doneAt: null, doneBy: null });

    const pending = await markLine(work.id, work.lineIds[0]!, 'pending', office.key);
    expect(pending.status, pending.text).toBe(200);
    expect(pending.body.data.lines[0]).toMatchObject({ status: 'pending', doneAt: null, doneBy: null });
    const [row] = await lineRows(work.id);
    expect(row).toMatchObject({ status: 'pending', doneAt: null, doneBy: null, doneByKeyId: null });
  });

  it('reads completed once every line is done, offers the work to bill at once and says so on the feed', async () => {
    const work = await placedWork();
    const feed = await openFeed(`${api.baseUrl}/api/v1/events`, { Authorization: `ApiKey ${office.key}` });
    try {
      await markLine(work.id, work.lineIds[0]!, 'done', crewPhone.key);
      expect((await feed.next()).data).toEqual({ estimateId: work.id, status: 'scheduled' });
      const last = await markLine(work.id, work.lineIds[1]!, 'done', crewPhone.key);
      expect(last.body.data.status).toBe('completed');
      const announced = await feed.next();
      expect({ event: announced.event, data: announced.data }).toEqual({
        event: 'estimate.changed',
        data: { estimateId: work.id, status: 'completed' },
      });
    } finally {
      feed.close();
    }
    // The office's "to bill" list is the completed work without a live invoice.
    const toBill = await api.get('/estimates?status=completed&billed=false&limit=200', { key: office.key });
    expect(toBill.body.data.items.map((item: { id: string }) => item.id)).toContain(work.id);
    const invoice = await api.post('/invoices', { estimateId: work.id, post: true }, { key: office.key });
    expect(invoice.status, invoice.text).toBe(201);
  });

  it('keeps a billed line done: pending is refused in plain words until the invoice is voided', async () => {
    const work = await placedWork(1);
    await markLine(work.id, work.lineIds[0]!, 'done', crewPhone.key);
    const invoice = await api.post('/invoices', { estimateId: work.id, post: true }, { key: office.key });
    expect(invoice.status, invoice.text).toBe(201);

    const refused = await markLine(work.id, work.lineIds[0]!, 'pending', crewPhone.key);
    const [problem] = expectValidationFailure(refused, ['status']);
    expect(problem?.problem).toBe(
      `the work is billed (${invoice.body.data.number}); a billed line stays done unless its invoice is voided`,
    );
    expect((await lineRows(work.id))[0]).toMatchObject({ status: 'done', doneBy: 'Oak Crew tablet' });

    const voided = await api.post(
      `/invoices/${invoice.body.data.id}/void`,
      { reason: 'Billed too soon' },
      { key: office.key },
    );
    expect(voided.status, voided.text).toBe(200);
    const reopened = await markLine(work.id, work.lineIds[0]!, 'pending', crewPhone.key);
    expect(reopened.status, reopened.text).toBe(200);
    expect(reopened.body.data.status).toBe('scheduled');
  });

  it('answers a mark made twice unchanged (when and by whom kept, said once), and replays a retried request', async () => {
    const work = await placedWork();
    const first = await markLine(work.id, work.lineIds[0]!, 'done', crewPhone.key);
    const markedAt = first.body.data.lines[0].doneAt;
    api.clock.advance(60_000);
    const again = await markLine(work.id, work.lineIds[0]!, 'done', office.key);
    expect(again.status).toBe(200);
    expect(again.body.data.lines[0]).toMatchObject({ doneAt: markedAt, doneBy: 'Oak Crew tablet' });
    expect(await estimateEvents(work.id)).toHaveLength(1);

    const idempotencyKey = crypto.randomUUID();
    const sent = await markLine(work.id, work.lineIds[1]!, 'done', crewPhone.key, idempotencyKey);
    api.clock.advance(60_000);
    const replayed = await markLine(work.id, work.lineIds[1]!, 'done', crewPhone.key, idempotencyKey);
    expect(replayed.headers.get('Idempotent-Replay')).toBe('true');
    expect(replayed.body).toEqual(sent.body);
    expect(await estimateEvents(work.id)).toHaveLength(2);
  });

  it('refuses, changing nothing: a status other than done or pending, an unknown line, a canceled or draft estimate', async () => {
    const work = await placedWork();
    const before = await lineRows(work.id);
    expectValidationFailure(await markLine(work.id, work.lineIds[0]!, 'finished', office.key), ['status']);
    expectFailure(await markLine(work.id, crypto.randomUUID(), 'done', office.key), 404, 'not_found');
    const other = await placedWork(1);
    expectFailure(await markLine(work.id, other.lineIds[0]!, 'done', office.key), 404, 'not_found');
    expect(await lineRows(work.id)).toEqual(before);

    for (const status of ['canceled', 'declined', 'draft', 'sent'] as const) {
      const { estimate, lines } = await insertEstimate(
        api.deps,
        org.id,
        { id: siteId, customerId },
        { estimate: { status } },
      );
      const [problem] = expectValidationFailure(await markLine(estimate.id, lines[0]!.id, 'done', office.key), [
        'status',
      ]);
      expect(problem?.problem).toMatch(new RegExp(`^the estimate is ${status}; `));
      expect((await lineRows(estimate.id))[0]).toMatchObject({ status: 'pending', doneAt: null });
    }
  });

  it("lets a crew key change only a line's status, never its hours or price", async () => {
    const work = await placedWork();
    const res = await api.request(
      'PATCH',
      `/estimates/${work.id}/lines/${work.lineIds[0]}`,
      { status: 'done', estimatedHours: 3 },
      { key: crewPhone.key },
    );
    expectFailure(res, 403, 'forbidden');
    expect(res.body.data).toMatchObject({ missingScope: 'estimates:write' });
    expect((await lineRows(work.id))[0]).toMatchObject({ status: 'pending', estimatedHours: null });
  });
});

describe('POST /estimates/{estimateId}/lines/done', () => {
  it("marks a whole stop's lines done in one request, or just the lines named", async () => {
    const work = await placedWork(3);
    const named = await api.post(
      `/estimates/${work.id}/lines/done`,
      { lineIds: [work.lineIds[1], work.lineIds[1]] },
      { key: crewPhone.key },
    );
    expect(named.status, named.text).toBe(200);
    expect(named.body.data.lines.map((line: { status: string }) => line.status)).toEqual([
      'pending',
      'done',
      'pending',
    ]);
    const markedAt = named.body.data.lines[1].doneAt;

    api.clock.advance(60_000);
    const all = await api.post(`/estimates/${work.id}/lines/done`, {}, { key: crewPhone.key });
    expect(all.status, all.text).toBe(200);
    expect(all.body.data.status).toBe('completed');
    expect(all.body.data.lines.map((line: { doneAt: string }) => line.doneAt)).toEqual([
      api.clock.now().toISOString(),
      markedAt,
      api.clock.now().toISOString(),
    ]);
  });

  it("refuses every line that is not the estimate's at once, and work not accepted, changing nothing", async () => {
    const work = await placedWork();
    const other = await placedWork(1);
    const before = await lineRows(work.id);
    const res = await api.post(
      `/estimates/${work.id}/lines/done`,
      { lineIds: [work.lineIds[0], other.lineIds[0], crypto.randomUUID()] },
      { key: crewPhone.key },
    );
    expectValidationFailure(res, ['lineIds.1', 'lineIds.2']);
    expectValidationFailure(await api.post(`/estimates/${work.id}/lines/done`, { lineIds: [] }, { key: office.key }), [
      'lineIds',
    ]);
    expect(await lineRows(work.id)).toEqual(before);

    const { estimate } = await insertEstimate(
      api.deps,
      org.id,
      { id: siteId, customerId },
      { estimate: { status: 'canceled' } },
    );
    const canceled = await api.post(`/estimates/${estimate.id}/lines/done`, {}, { key: office.key });
    expectValidationFailure(canceled, ['status']);
  });
});
