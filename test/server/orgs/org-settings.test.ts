import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { greatCircleTravel } from '../../../src/server/adapters/travel/great-circle-travel';
import type { CliContext } from '../../../src/server/cli/cli-context';
import { orgSettingsCommand } from '../../../src/server/cli/org.commands';
import { UsageError } from '../../../src/server/cli/usage-error';
import { findOrganization, updateOrganizationSettings } from '../../../src/server/orgs/orgs.service';
import { orgSettingsSchema, type DistanceUnit } from '../../../src/shared/contract/org';
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
      distanceUnit: 'mi',
      addressLines: [],
      phone: null,
      email: null,
      documentTerms: null,
      visitNotices: 'off',
      logo: null,
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

describe('distanceUnit (extension)', () => {
  /** `canopy org:settings` as the command line runs it, on this app's database. */
  const orgSettings = (values: Record<string, string>) =>
    orgSettingsCommand.prepare({ values, positionals: [] })(cliContext());
  const cliContext = (): CliContext => ({
    database: api.deps.database,
    clock: api.clock,
    storage: api.deps.storage,
    travel: greatCircleTravel,
  });
  const unitRead = async (key: string) => (await api.contract.get('/org', { key })).body.data.distanceUnit;

  it('is written by an operator with `org:settings --distance-unit` and read by GET /org, per organization', async () => {
    const org = await api.newOrg({ name: 'Metric Arborists' });
    const other = await api.newOrg({ name: 'Imperial Arborists' });
    expect(await unitRead(org.key)).toBe('mi');

    expect(await orgSettings({ org: org.id, 'distance-unit': 'km' })).toMatchObject({ id: org.id, distanceUnit: 'km' });
    const res = await api.contract.get('/org', { key: org.key });
    expect(orgSettingsSchema.strict().parse(res.body.data)).toMatchObject({
      name: 'Metric Arborists',
      distanceUnit: 'km',
    });
    expect(await unitRead(other.key)).toBe('mi');

    // Changing something else keeps the unit; it can be set back.
    await orgSettings({ org: org.id, 'freeze-hours': '6' });
    expect(await unitRead(org.key)).toBe('km');
    await orgSettings({ org: org.id, 'distance-unit': 'mi' });
    expect(await unitRead(org.key)).toBe('mi');
  });

  it('refuses any other unit before touching the database: the command line, the service and the column', async () => {
    const org = await api.newOrg();
    await orgSettings({ org: org.id, 'distance-unit': 'km' });

    for (const unit of ['miles', 'MI', '', 'm']) {
      expect(() =>
        orgSettingsCommand.prepare({ values: { org: org.id, 'distance-unit': unit }, positionals: [] }),
      ).toThrow(new UsageError(`--distance-unit must be one of mi, km, got "${unit}"`));
    }
    await expect(
      updateOrganizationSettings(
        api.deps.database.db,
        org.id,
        { distanceUnit: 'miles' as string as DistanceUnit },
        api.clock.now(),
      ),
    ).rejects.toThrow('Unknown distance unit: miles');
    // Written around the service, the column's check refuses it on either database.
    await expect(
      api.deps.database.db.execute(sql`UPDATE organizations SET distance_unit = 'miles' WHERE id = ${org.id}`),
    ).rejects.toThrow();
    expect((await findOrganization(api.deps.database.db, org.id))?.distanceUnit).toBe('km');
    expect(await unitRead(org.key)).toBe('km');
  });

  it('is described in the OpenAPI document as an extension, one of mi and km', async () => {
    const document = (await (await fetch(`${api.baseUrl}/api/v1/openapi.json`)).json()) as {
      components: {
        schemas: Record<
          string,
          { properties: Record<string, { enum?: string[]; description?: string }>; required: string[] }
        >;
      };
    };
    const settings = document.components.schemas.OrgSettings!;
    expect(settings.required).toContain('distanceUnit');
    expect(settings.properties.distanceUnit).toMatchObject({ enum: ['mi', 'km'] });
    expect(settings.properties.distanceUnit?.description).toMatch(/^extension: /);
  });
});
