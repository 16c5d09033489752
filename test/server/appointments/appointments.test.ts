import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { appointmentSchema, userSchema, type CreateAppointment } from '../../../src/shared/contract/appointments';
import { insertEstimate } from '../../support/estimate-fixtures';
import { insertSite, type SiteRow } from '../../support/inventory-fixtures';
import { insertAppointment, insertUser } from '../../support/schedule-fixtures';
import { startTestApp, type TestApp, type TestOrg } from '../../support/test-app';

let api: TestApp;
let org: TestOrg;
let site: SiteRow;
let estimator: string;

beforeAll(async () => {
  api = await startTestApp();
  org = await api.newOrg();
  site = await insertSite(api.deps, org.id, { label: 'Maple house', latitude: 45.52, longitude: -122.66 });
  estimator = await insertUser(api.deps, org.id, 'Rowan Estimator');
});

/** A booking of the Maple house visit with `body` laid over it. */
const booking = (body: Partial<CreateAppointment>) => ({
  siteId: site.id,
  assigneeId: estimator,
  date: '2026-03-04',
  title: 'Quote the oaks',
  ...body,
});

const book = (body: Partial<CreateAppointment>, options: { key?: string; idempotencyKey?: string } = {}) =>
  api.contract.post('/appointments', { body: booking(body), key: org.key, ...options });

describe('POST /appointments', () => {
  it('books a site visit for a user of the organization (201) with the site it is at', async () => {
    const { estimate } = await insertEstimate(api.deps, org.id, site);
    const res = await book({ estimateId: estimate.id, startMinutes: 540, durationMinutes: 45, note: 'Gate code 1234' });
    expect(res.status).toBe(201);
    expect(appointmentSchema.parse(res.body.data)).toEqual({
      id: expect.any(String),
      siteId: site.id,
      estimateId: estimate.id,
      assigneeId: estimator,
      date: '2026-03-04',
      startMinutes: 540,
      durationMinutes: 45,
      title: 'Quote the oaks',
      note: 'Gate code 1234',
      siteLabel: 'Maple house',
      latitude: 45.52,
      longitude: -122.66,
    });
  });

  it('leaves the optional fields null and labels an unnamed site by its street', async () => {
    const street = await insertSite(api.deps, org.id, {
      label: null,
      street: '9 SE Ash St',
      latitude: null,
      longitude: null,
    });
    const res = await book({ siteId: street.id });
    expect(res.body.data).toMatchObject({
      estimateId: null,
      startMinutes: null,
      durationMinutes: null,
      note: null,
      siteLabel: '9 SE Ash St',
      latitude: null,
    });
  });

  it("answers 404 for an unknown or another organization's site, estimate or assignee", async () => {
    const other = await api.newOrg();
    const theirSite = await insertSite(api.deps, other.id);
    const theirUser = await insertUser(api.deps, other.id);
    const { estimate: theirEstimate } = await insertEstimate(api.deps, other.id, theirSite);
    for (const body of [
      { siteId: theirSite.id },
      { siteId: randomUUID() },
      { assigneeId: theirUser },
      { assigneeId: randomUUID() },
      { estimateId: theirEstimate.id },
    ]) {
      const res = await book(body);
      expect(res.status, JSON.stringify(body)).toBe(404);
      expect(res.body.data).toEqual({ code: 'not_found' });
    }
  });

  it('refuses an estimate for another site and out-of-range times (422)', async () => {
    const elsewhere = await insertSite(api.deps, org.id);
    const { estimate } = await insertEstimate(api.deps, org.id, elsewhere);
    const wrongSite = await api.post('/appointments', booking({ estimateId: estimate.id }), { key: org.key });
    expect(wrongSite.status).toBe(422);
    expect(wrongSite.body.data.errors).toEqual([expect.objectContaining({ field: 'estimateId' })]);
    const bad = await api.post(
      '/appointments',
      booking({ startMinutes: 1440, durationMinutes: 0, title: '', date: '2026-02-30' }),
      { key: org.key },
    );
    expect(bad.body.data.errors.map((error: { field: string }) => error.field).sort()).toEqual([
      'date',
      'durationMinutes',
      'startMinutes',
      'title',
    ]);
  });

  it('needs schedule:write', async () => {
    const readOnly = await org.newKey(['schedule:read']);
    expect((await book({}, { key: readOnly })).status).toBe(403);
  });
});

describe('GET /appointments', () => {
  it('lists by day and time from today (UTC) on, within to, for the assignees asked', async () => {
    const own = await api.newOrg();
    const ownSite = await insertSite(api.deps, own.id, { label: 'Birch lot' });
    const ana = await insertUser(api.deps, own.id, 'Ana');
    const ben = await insertUser(api.deps, own.id, 'Ben');
    const visit = (day: string, assigneeId: string, startMinutes: number | null) =>
      insertAppointment(api.deps, own.id, { siteId: ownSite.id, assigneeId, day, startMinutes });
    await visit('2026-03-01', ana, 600); // before today (2026-03-02 UTC)
    const untimed = await visit('2026-03-03', ana, null);
    const later = await visit('2026-03-03', ben, 660);
    const early = await visit('2026-03-03', ana, 480);
    const next = await visit('2026-03-09', ben, 480);

    const all = await api.contract.get('/appointments', { key: own.key });
    expect(all.status).toBe(200);
    expect(all.body.data.items.map((row) => row.id)).toEqual([early, later, untimed, next]);
    const bounded = await api.contract.get('/appointments', {
      query: { from: '2026-03-01', to: '2026-03-03' },
      key: own.key,
    });
    expect(bounded.body.data.items).toHaveLength(4);
    const bens = await api.contract.get('/appointments', { query: { assigneeIds: ben }, key: own.key });
    expect(bens.body.data.items.map((row) => row.id)).toEqual([later, next]);
    expect(
      (await api.contract.get('/appointments', { key: org.key })).body.data.items.map((row) => row.id),
    ).not.toContain(next);
  });

  it('refuses malformed filters (422) and needs schedule:read', async () => {
    expect((await api.get('/appointments?assigneeIds=nope', { key: org.key })).status).toBe(422);
    expect((await api.get('/appointments?from=03/04/2026', { key: org.key })).status).toBe(422);
    const none = await org.newKey(['customers:read']);
    expect((await api.contract.get('/appointments', { key: none })).status).toBe(403);
  });
});

describe('GET /users', () => {
  it("lists the organization's people by name for the assignee filter, never another's", async () => {
    const own = await api.newOrg();
    const zoe = await insertUser(api.deps, own.id, 'Zoe');
    const abe = await insertUser(api.deps, own.id, 'Abe');
    await insertUser(api.deps, org.id, 'Someone else');
    const res = await api.contract.get('/users', { key: own.key });
    expect(res.status).toBe(200);
    expect(res.body.data.items.map((user) => userSchema.parse(user))).toEqual([
      { id: abe, name: 'Abe', role: 'estimator' },
      { id: zoe, name: 'Zoe', role: 'estimator' },
    ]);
    const none = await own.newKey(['customers:read']);
    expect((await api.contract.get('/users', { key: none })).status).toBe(403);
  });
});
