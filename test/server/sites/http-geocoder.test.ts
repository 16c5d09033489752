import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createGeocoder } from '../../../src/server/adapters/geocoder/create-geocoder';
import { GeocoderUnavailableError, httpGeocoder } from '../../../src/server/adapters/geocoder/http-geocoder';
import { startFakeGeocoder, type FakeGeocoder } from '../../support/fake-geocoder';
import { startTestApp, type TestApp, type TestOrg } from '../../support/test-app';
import { createCustomer, portlandAddress, portlandZipCentroid } from './site-fixtures';

let fake: FakeGeocoder;
let api: TestApp;
let org: TestOrg;
let customerId: string;

/** Pioneer Courthouse Square: a street-level answer, distinct from the 97205 ZIP centroid. */
const pioneerSquare = { lat: '45.5189', lon: '-122.6793', addresstype: 'building' };

beforeAll(async () => {
  fake = await startFakeGeocoder();
  api = await startTestApp({ geocoder: createGeocoder({ geocoderUrl: fake.url }) });
  org = await api.newOrg();
  customerId = await createCustomer(api, org);
});

afterEach(() => {
  vi.restoreAllMocks();
});

const lastQuery = () => fake.requests.at(-1);

describe('POST /sites with an HTTP geocoder', () => {
  it('asks the service with a structured Nominatim search and uses its answer', async () => {
    fake.answer({ body: [pioneerSquare] });
    const res = await api.contract.post('/sites', { body: { customerId, ...portlandAddress }, key: org.key });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      latitude: 45.5189,
      longitude: -122.6793,
      locationSource: 'geocoded',
      locationPrecision: 'address',
    });

    const query = lastQuery();
    expect(query?.pathname).toBe('/nominatim/search');
    expect(Object.fromEntries(query?.searchParams ?? [])).toEqual({
      format: 'jsonv2',
      limit: '1',
      street: portlandAddress.street,
      city: portlandAddress.city,
      state: portlandAddress.state,
      postalcode: portlandAddress.zip,
      country: 'US',
    });
  });

  it('lets its answer win over supplied coordinates far from it', async () => {
    fake.answer({ body: [{ lat: '47.6062', lon: '-122.3321' }] });
    const res = await api.contract.post('/sites', {
      body: { customerId, ...portlandAddress, ...portlandZipCentroid },
      key: org.key,
    });
    expect(res.body.data).toMatchObject({ latitude: 47.6062, longitude: -122.3321, locationSource: 'replaced' });
  });

  it('sends the address as given, for any country', async () => {
    fake.answer({ body: [{ lat: 49.2827, lon: -123.1207 }] });
    const address = { street: '800 Robson St', city: 'Vancouver', state: 'BC', zip: 'V6Z 3B7', country: 'CA' };
    const res = await api.contract.post('/sites', { body: { customerId, ...address }, key: org.key });
    expect(res.body.data).toMatchObject({ latitude: 49.2827, longitude: -123.1207, locationSource: 'geocoded' });
    expect(lastQuery()?.searchParams.get('postalcode')).toBe('V6Z 3B7');
    expect(lastQuery()?.searchParams.get('country')).toBe('CA');
  });

  it.each([
    ['answers 500', { status: 500, body: { error: 'down' } }],
    ['answers something that is not JSON', { body: '<html>maintenance</html>' }],
    ['answers JSON of another shape', { body: [{ lat: 'north', lon: 'west' }] }],
  ])('falls back to the ZIP centroid when the service %s', async (_case, answer) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    fake.answer(answer);
    const asked = fake.requests.length;
    const res = await api.contract.post('/sites', { body: { customerId, ...portlandAddress }, key: org.key });
    expect(fake.requests.length).toBe(asked + 1);
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ ...portlandZipCentroid, locationSource: 'geocoded' });
    // Operators learn that their geocoder is failing.
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('geocoder'));
  });

  it('falls back to the ZIP centroid when the service finds nothing', async () => {
    fake.answer({ body: [] });
    const res = await api.contract.post('/sites', { body: { customerId, ...portlandAddress }, key: org.key });
    expect(res.body.data).toMatchObject({ ...portlandZipCentroid, locationSource: 'geocoded' });
  });

  it('stores null coordinates when neither geocoder finds the address', async () => {
    fake.answer({ body: [] });
    const res = await api.contract.post('/sites', {
      body: { customerId, street: '1 Nowhere Rd', city: 'Nowhereville', state: 'OR', zip: '00000' },
      key: org.key,
    });
    expect(res.body.data).toMatchObject({ latitude: null, longitude: null, locationSource: 'none' });
  });
});

describe('httpGeocoder', () => {
  const address = { ...portlandAddress, country: 'US' };

  it('gives up after its timeout', async () => {
    fake.answer({ body: [pioneerSquare], delayMs: 2_000 });
    const started = Date.now();
    await expect(httpGeocoder(fake.url, { timeoutMs: 100 }).geocode(address)).rejects.toBeInstanceOf(
      GeocoderUnavailableError,
    );
    expect(Date.now() - started).toBeLessThan(1_500);
  });

  it('reports a non-2xx answer as a failure and an empty one as not found', async () => {
    fake.answer({ status: 503, body: [] });
    await expect(httpGeocoder(fake.url).geocode(address)).rejects.toBeInstanceOf(GeocoderUnavailableError);
    fake.answer({ body: [] });
    await expect(httpGeocoder(fake.url).geocode(address)).resolves.toBeNull();
  });

  it('accepts a base URL with a trailing slash and reads the precision of the match', async () => {
    fake.answer({ body: [{ lat: '45.52', lon: '-122.68', addresstype: 'postcode' }] });
    await expect(httpGeocoder(`${fake.url}/`).geocode(address)).resolves.toEqual({
      latitude: 45.52,
      longitude: -122.68,
      precision: 'zip',
    });
    expect(lastQuery()?.pathname).toBe('/nominatim/search');
  });
});

describe('createGeocoder', () => {
  it('is the offline ZIP centroid geocoder without a URL', async () => {
    const asked = fake.requests.length;
    const found = await createGeocoder({}).geocode({ ...portlandAddress, country: 'US' });
    expect(found).toEqual({ ...portlandZipCentroid, precision: 'zip' });
    expect(fake.requests.length).toBe(asked);
  });
});
