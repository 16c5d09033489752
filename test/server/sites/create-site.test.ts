import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../../src/client/api-types';
import { siteSchema } from '../../../src/shared/contract/sites';
import { startTestApp, type TestApp, type TestOrg } from '../../support/test-app';
import { createCustomer, portlandAddress, portlandZipCentroid, seattle } from './site-fixtures';

let api: TestApp;
let org: TestOrg;
let customerId: string;

beforeAll(async () => {
  api = await startTestApp();
  org = await api.newOrg();
  customerId = await createCustomer(api, org);
});

type Options = { key?: string; idempotencyKey?: string };

const createSite = (body: components['schemas']['CreateSite'], options: Options = {}) =>
  api.contract.post('/sites', { body, key: org.key, ...options });

/** POST /sites uncheckedly, for bodies or answers the contract does not type. */
const sendSite = (body: Record<string, unknown>, options: Options = {}) =>
  api.post('/sites', body, { key: org.key, ...options });

async function siteCount(target: TestOrg): Promise<number> {
  const res = await api.contract.get('/sites', { query: { limit: 200 }, key: target.key });
  return res.body.data.items.length;
}

describe('POST /sites geocoding', () => {
  it('geocodes the address when coordinates are omitted', async () => {
    const res = await createSite({ customerId, label: 'Main office', ...portlandAddress });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Created');
    expect(siteSchema.parse(res.body.data)).toEqual({
      id: expect.any(String),
      customerId,
      label: 'Main office',
      ...portlandAddress,
      country: 'US',
      ...portlandZipCentroid,
      locationSource: 'geocoded',
      locationPrecision: 'zip',
      createdAt: api.clock.now().toISOString(),
      updatedAt: api.clock.now().toISOString(),
    });
  });

  it('geocodes when both coordinates are sent as null', async () => {
    const res = await createSite({ customerId, ...portlandAddress, latitude: null, longitude: null });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ ...portlandZipCentroid, locationSource: 'geocoded', label: null });
  });

  it('keeps supplied coordinates within 25 km of the geocode', async () => {
    // About 7 km east of the 97205 centroid: a real spot the ZIP centroid only approximates.
    const supplied = { latitude: 45.5122, longitude: -122.5983 };
    const res = await createSite({ customerId, ...portlandAddress, ...supplied });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ ...supplied, locationSource: 'supplied', locationPrecision: null });
  });

  it('replaces supplied coordinates far from the geocode with the geocode', async () => {
    const res = await createSite({ customerId, ...portlandAddress, ...seattle });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      ...portlandZipCentroid,
      locationSource: 'replaced',
      locationPrecision: 'zip',
    });
  });

  it('falls back to the city centre when the ZIP is unknown', async () => {
    const res = await createSite({ customerId, ...portlandAddress, zip: '00000' });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ locationSource: 'geocoded', locationPrecision: 'city' });
    expect(res.body.data.latitude).toBeCloseTo(45.5, 0);
    expect(res.body.data.longitude).toBeCloseTo(-122.6, 0);
  });

  const nowhere = { street: '1 Nowhere Rd', city: 'Nowhereville', state: 'OR', zip: '00000' };

  it('stores null coordinates for an address nobody can find', async () => {
    const res = await createSite({ customerId, ...nowhere });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ latitude: null, longitude: null, locationSource: 'none' });
  });

  it('keeps supplied coordinates when the address cannot be geocoded', async () => {
    const res = await createSite({ customerId, ...nowhere, ...seattle });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ ...seattle, locationSource: 'supplied' });
  });

  it('does not geocode outside the US offline, keeping what was sent', async () => {
    const res = await createSite({ customerId, ...portlandAddress, country: 'CA', ...seattle });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ country: 'CA', ...seattle, locationSource: 'supplied' });
  });
});

describe('POST /sites validation', () => {
  it.each([
    [{ latitude: 45.5 }, 'longitude'],
    [{ longitude: -122.6 }, 'latitude'],
    [{ latitude: 45.5, longitude: null }, 'longitude'],
  ])('refuses only one coordinate (%j) with 422 on %s', async (coordinates, field) => {
    const res = await sendSite({ customerId, ...portlandAddress, ...coordinates });
    expect(res.status).toBe(422);
    expect(res.body.data.errors).toEqual([{ field, problem: expect.any(String) }]);
  });

  it('lists every problem at once', async () => {
    const before = await siteCount(org);
    const res = await sendSite({
      customerId: 'not-a-uuid',
      label: 'x'.repeat(201),
      street: '',
      state: 'x'.repeat(101),
      zip: '1'.repeat(21),
      country: '',
      latitude: 91,
      longitude: -181,
      colour: 'green',
    });
    expect(res.status).toBe(422);
    expect(res.body.message).toBe('Validation failed');
    const fields = res.body.data.errors.map((error: { field: string }) => error.field).sort();
    expect(fields).toEqual([
      'city',
      'colour',
      'country',
      'customerId',
      'label',
      'latitude',
      'longitude',
      'state',
      'street',
      'zip',
    ]);
    expect(await siteCount(org)).toBe(before);
  });

  it.each([
    ['unknown', () => Promise.resolve(randomUUID())],
    ["another organization's", async () => createCustomer(api, await api.newOrg(), 'Elsewhere Ltd')],
  ])('answers 404 not_found for an %s customer and creates nothing', async (_kind, customer) => {
    const before = await siteCount(org);
    const res = await createSite({ customerId: await customer(), ...portlandAddress });
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ success: false, data: { code: 'not_found' } });
    expect(await siteCount(org)).toBe(before);
  });

  it('needs the sites:write scope', async () => {
    const readOnly = await org.newKey(['sites:read']);
    const res = await sendSite({ customerId, ...portlandAddress }, { key: readOnly });
    expect(res.status).toBe(403);
    expect(res.body.data.code).toBe('forbidden');
  });
});

describe('POST /sites idempotency', () => {
  it('replays the original answer and creates one site', async () => {
    const fresh = await api.newOrg();
    const freshCustomer = await createCustomer(api, fresh);
    const idempotencyKey = randomUUID();
    const body = { customerId: freshCustomer, ...portlandAddress };
    const first = await api.contract.post('/sites', { body, key: fresh.key, idempotencyKey });
    const again = await api.contract.post('/sites', { body, key: fresh.key, idempotencyKey });
    expect(first.status).toBe(201);
    expect(again.status).toBe(200);
    expect(again.headers.get('Idempotent-Replay')).toBe('true');
    expect(again.body.data).toEqual(first.body.data);
    expect(await siteCount(fresh)).toBe(1);

    const reused = await api.post('/sites', { ...body, label: 'Other' }, { key: fresh.key, idempotencyKey });
    expect(reused.status).toBe(409);
    expect(reused.body.data.code).toBe('idempotency_key_reused');
  });

  it('releases the key of a create refused for an unknown customer', async () => {
    const idempotencyKey = randomUUID();
    const refused = await createSite({ customerId: randomUUID(), ...portlandAddress }, { idempotencyKey });
    expect(refused.status).toBe(404);
    const corrected = await createSite({ customerId, ...portlandAddress, label: 'Corrected' }, { idempotencyKey });
    expect(corrected.status).toBe(201);
  });
});
