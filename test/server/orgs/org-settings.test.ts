import { beforeAll, describe, expect, it } from 'vitest';
import { updateOrganizationSettings } from '../../../src/server/orgs/orgs.service';
import { orgSettingsSchema } from '../../../src/shared/contract/org';
import { scopes } from '../../../src/shared/contract/scopes';
import { startTestApp, type TestApp } from '../../support/test-app';
import { expectFailure } from '../http/http-expectations';

let api: TestApp;

beforeAll(async () => {
  api = await startTestApp();
});

describe('GET /org', () => {
  it("answers the caller's organization with the defaults of a new one", async () => {
    const org = await api.newOrg({ name: 'Kiritimati Tree Care', timeZone: 'Pacific/Kiritimati' });
    const res = await api.contract.get('/org', { key: org.key });
    expect(res.status).toBe(200);
    expect(orgSettingsSchema.strict().parse(res.body.data)).toEqual({
      name: 'Kiritimati Tree Care',
      timeZone: 'Pacific/Kiritimati',
      origin: null,
      estimateValidityDays: 30,
      placeholderHours: 2,
      freezeHours: 0,
    });
  });

  it('shows settings an operator changed (depot, zone, freeze horizon) on the next read', async () => {
    const org = await api.newOrg({ name: 'Depot Arborists' });
    const origin = { label: 'Yard', lat: 45.52, lng: -122.68 };
    await updateOrganizationSettings(
      api.deps.database.db,
      org.id,
      { origin, timeZone: 'America/New_York', freezeHours: 12 },
      api.clock.now(),
    );
    const res = await api.contract.get('/org', { key: org.key });
    expect(res.body.data).toMatchObject({
      name: 'Depot Arborists',
      timeZone: 'America/New_York',
      origin,
      freezeHours: 12,
    });
  });

  it("answers each key with its own organization's settings, never another's, and never names the organization id", async () => {
    const east = await api.newOrg({ name: 'East', timeZone: 'Asia/Tokyo' });
    const west = await api.newOrg({ name: 'West', timeZone: 'Pacific/Pago_Pago' });
    const [eastRes, westRes] = await Promise.all([
      api.contract.get('/org', { key: east.key }),
      api.contract.get('/org', { key: west.key }),
    ]);
    expect([eastRes.body.data.name, eastRes.body.data.timeZone]).toEqual(['East', 'Asia/Tokyo']);
    expect([westRes.body.data.name, westRes.body.data.timeZone]).toEqual(['West', 'Pacific/Pago_Pago']);
    expect(eastRes.text).not.toContain(east.id);
  });

  it('is 401 without a key or with an unknown one', async () => {
    expectFailure(await api.contract.get('/org', { key: null }), 401, 'unauthorized');
    expectFailure(await api.contract.get('/org', { key: 'ck_live_not-a-real-key' }), 401, 'unauthorized');
  });

  it('is 403 for a key without schedule:read, and 200 with that scope alone', async () => {
    const org = await api.newOrg();
    const withoutSchedule = await org.newKey(scopes.filter((scope) => scope !== 'schedule:read'));
    expectFailure(await api.contract.get('/org', { key: withoutSchedule }), 403, 'forbidden');
    expect((await api.contract.get('/org', { key: await org.newKey(['schedule:read']) })).status).toBe(200);
  });
});
