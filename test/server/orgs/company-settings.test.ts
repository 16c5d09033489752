import { beforeAll, describe, expect, it } from 'vitest';
import { greatCircleTravel } from '../../../src/server/adapters/travel/great-circle-travel';
import { orgSettingsCommand } from '../../../src/server/cli/org.commands';
import { updateOrganizationSettings } from '../../../src/server/orgs/orgs.service';
import { orgSettingsSchema, MAX_LOGO_BYTES } from '../../../src/shared/contract/org';
import { scopes } from '../../../src/shared/contract/scopes';
import { insertEstimateWorld } from '../../support/estimate-fixtures';
import { pngBytes } from '../../support/inventory-fixtures';
import { startTestApp, type TestApp, type TestOrg } from '../../support/test-app';
import { expectFailure, expectValidationFailure } from '../http/http-expectations';

/*
 * PATCH /org (extension, org:write): the company as customer documents print it, the default
 * expiry and the distance unit (docs/decisions/estimates-and-invoices.md "Company settings").
 */

let api: TestApp;

beforeAll(async () => {
  // A body cap above the logo's, so a logo over its cap meets the logo's rule, not the body's.
  api = await startTestApp({ config: { maxBodyBytes: 1024 * 1024 } });
});

const base64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');
const settingsOf = async (org: TestOrg) =>
  orgSettingsSchema.parse((await api.contract.get('/org', { key: org.key })).body.data);
const patch = (org: TestOrg, body: unknown, key = org.key) => api.request('PATCH', '/org', body, { key });

/** A JPEG's first bytes with a start-of-frame of this size: enough for the image-type check. */
function jpegHeader(width: number, height: number): Uint8Array {
  return Uint8Array.from([
    0xff,
    0xd8,
    0xff,
    0xc0,
    0x00,
    0x11,
    0x08,
    height >> 8,
    height & 0xff,
    width >> 8,
    width & 0xff,
    0x03,
    0x01,
    0x22,
    0x00,
    0x02,
    0x11,
    0x01,
    0x03,
    0x11,
    0x01,
    0xff,
    0xd9,
  ]);
}

describe('PATCH /org', () => {
  it('changes the company, the default expiry and the distance unit, answered and read back by GET /org', async () => {
    const org = await api.newOrg({ name: 'Hollis Arborists' });
    const change = {
      name: 'Hollis Tree Care LLC',
      addressLines: ['4120 SE Division St', 'Portland, OR 97202'],
      phone: '503-555-0199',
      email: 'office@hollis.example',
      documentTerms: 'Payment due within 30 days.',
      estimateValidityDays: 45,
      distanceUnit: 'km',
    } as const;
    const res = await patch(org, change);
    expect(res.status, res.text).toBe(200);
    expect(orgSettingsSchema.strict().parse(res.body.data)).toMatchObject({ ...change, logo: null });
    expect(await settingsOf(org)).toMatchObject({ ...change, timeZone: 'America/Los_Angeles', logo: null });

    // Only what is sent changes; null clears a nullable field.
    await patch(org, { phone: null, addressLines: [] });
    expect(await settingsOf(org)).toMatchObject({ ...change, phone: null, addressLines: [] });
  });

  it('a new estimate expires after the changed validity', async () => {
    const org = await api.newOrg();
    await patch(org, { estimateValidityDays: 10 });
    const world = await insertEstimateWorld(api.deps, org.id);
    const res = await api.contract.post('/estimates', {
      body: { siteId: world.site.id, lines: [{ catalogItemId: world.service.id, quantity: 1, unitPriceCents: 100 }] },
      key: org.key,
    });
    const expiresAt = new Date(res.body.data.expiresAt ?? '').getTime();
    expect(expiresAt - api.clock.now().getTime()).toBe(10 * 24 * 3600 * 1000);
  });

  it('stores a logo (PNG or JPEG), described by GET /org and served as sent by GET /org/logo; null removes it', async () => {
    const org = await api.newOrg();
    const logo = pngBytes(120, 60);
    const res = await patch(org, { logo: base64(logo) });
    expect(res.status, res.text).toBe(200);
    expect(res.body.data.logo).toEqual({
      contentType: 'image/png',
      width: 120,
      height: 60,
      updatedAt: api.clock.now().toISOString(),
    });
    const image = await fetch(`${api.baseUrl}/api/v1/org/logo`, { headers: { Authorization: `ApiKey ${org.key}` } });
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await image.arrayBuffer()).equals(Buffer.from(logo))).toBe(true);

    const jpeg = jpegHeader(300, 100);
    expect((await patch(org, { logo: base64(jpeg) })).body.data.logo).toMatchObject({
      contentType: 'image/jpeg',
      width: 300,
      height: 100,
    });

    expect((await patch(org, { logo: null })).body.data.logo).toBeNull();
    expectFailure(await api.get('/org/logo', { key: org.key }), 404, 'not_found');
  });

  it('refuses a logo of another type, over its size or its pixels with 422 on logo, and keeps the one stored', async () => {
    const org = await api.newOrg();
    await patch(org, { logo: base64(pngBytes(10, 10)) });
    const webp = Uint8Array.from([0x52, 0x49, 0x46, 0x46, 0, 0, 0, 0, 0x57, 0x45, 0x42, 0x50, 0x56, 0x50, 0x38, 0x4c]);
    const gif = new TextEncoder().encode('GIF89a............');
    const oversized = new Uint8Array(MAX_LOGO_BYTES + 1);
    oversized.set(pngBytes(10, 10));
    for (const [bytes, problem] of [
      [webp, 'must be a PNG or JPEG image'],
      [gif, 'must be a PNG or JPEG image'],
      [oversized, 'must be at most 512 KB'],
      [jpegHeader(2001, 50), 'must be at most 2000 x 2000 pixels'],
    ] as const) {
      const [found] = expectValidationFailure(await patch(org, { logo: base64(bytes), name: 'Renamed' }), ['logo']);
      expect(found?.problem).toBe(problem);
    }
    expectValidationFailure(await patch(org, { logo: 'not base64!' }), ['logo']);
    expect(await settingsOf(org)).toMatchObject({ name: 'Test Arborists', logo: { width: 10, height: 10 } });
  });

  it('names every problem at once (lengths capped), changes nothing, and refuses an empty or unknown field', async () => {
    const org = await api.newOrg({ name: 'Unchanged' });
    const problems = expectValidationFailure(
      await patch(org, {
        name: '',
        addressLines: ['1', '2', '3', '4', '5'],
        phone: 'x'.repeat(41),
        email: 'not an address',
        documentTerms: 'x'.repeat(4001),
        estimateValidityDays: 0,
        distanceUnit: 'miles',
        visitNotices: 'always',
      }),
      [
        'name',
        'addressLines',
        'phone',
        'email',
        'documentTerms',
        'estimateValidityDays',
        'distanceUnit',
        'visitNotices',
      ],
    );
    expect(problems.find((problem) => problem.field === 'addressLines')?.problem).toBe('must hold at most 4 lines');
    expectValidationFailure(await patch(org, { addressLines: ['x'.repeat(201)] }), ['addressLines.0']);
    expectValidationFailure(await patch(org, { estimateValidityDays: 366 }), ['estimateValidityDays']);
    expectValidationFailure(await patch(org, { estimateValidityDays: 1.5 }), ['estimateValidityDays']);
    expectValidationFailure(await patch(org, { timeZone: 'UTC' }), ['timeZone']);
    expectValidationFailure(await patch(org, {}), ['(body)']);
    // At the caps exactly: accepted, text kept as sent (a character is a code point).
    const res = await patch(org, {
      name: '🌳'.repeat(200),
      addressLines: ['a', 'b', 'c', 'd'],
      documentTerms: 'é'.repeat(4000),
      estimateValidityDays: 365,
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body.data.name).toBe('🌳'.repeat(200));
  });

  it('needs org:write (403 otherwise, nothing changed), and changes only the caller organization', async () => {
    const org = await api.newOrg({ name: 'Mine' });
    const other = await api.newOrg({ name: 'Theirs' });
    const everythingElse = await org.newKey(scopes.filter((scope) => scope !== 'org:write'));
    expectFailure(await patch(org, { name: 'Taken over' }, everythingElse), 403, 'forbidden');
    expect((await settingsOf(org)).name).toBe('Mine');

    const writer = await org.newKey(['org:write']);
    expect((await patch(org, { name: 'Mine, renamed' }, writer)).status).toBe(200);
    expect((await settingsOf(org)).name).toBe('Mine, renamed');
    expect((await settingsOf(other)).name).toBe('Theirs');
    expectFailure(await api.get('/org/logo', { key: await org.newKey(['org:write']) }), 403, 'forbidden');
  });

  it('shares its rules with the command line: the one service refuses an unusable logo, and org:settings shows the company', async () => {
    const org = await api.newOrg();
    await expect(
      updateOrganizationSettings(api.deps.database.db, org.id, { logo: new Uint8Array([1, 2, 3]) }, api.clock.now()),
    ).rejects.toThrow('Unusable logo: it must be a PNG or JPEG image');
    await patch(org, { phone: '503-555-0100', logo: base64(pngBytes(8, 8)) });
    const shown = await orgSettingsCommand.prepare({ values: { org: org.id }, positionals: [] })({
      database: api.deps.database,
      clock: api.clock,
      storage: api.deps.storage,
      travel: greatCircleTravel,
    });
    expect(shown).toMatchObject({ id: org.id, phone: '503-555-0100', logo: { width: 8, height: 8 } });
  });
});
