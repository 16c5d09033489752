import { beforeAll, describe, expect, it } from 'vitest';
import { customers, estimates, sites } from '../../../src/server/db/schema';
import { insertEstimateWorld, type EstimateWorld } from '../../support/estimate-fixtures';
import { startTestApp, type TestApp, type TestOrg } from '../../support/test-app';
import { expectValidationFailure } from '../http/http-expectations';
import { expectCreateCase, lengthCases, oddTextCases, rowCount, type LimitCase } from './limit-cases';

/*
 * api.md sections 4 and 8, field by field: a value at each limit api.md states is accepted, one past
 * it is refused (422 naming the field, nothing stored), and where api.md bounds text by length only,
 * any text within it is stored exactly as sent.
 */

let api: TestApp;
let org: TestOrg;
let world: EstimateWorld;

beforeAll(async () => {
  api = await startTestApp();
  org = await api.newOrg();
  world = await insertEstimateWorld(api.deps, org.id);
});

const withField = (field: string) => (limit: LimitCase) => ({ field, ...limit, name: `${field}: ${limit.label}` });

describe('POST /customers: name 1-200, phone up to 40 or null, email in e-mail format or null', () => {
  const phones = [
    '503-555-0142 (cell, text first)',
    'ask for Bob at the front desk',
    '+1 (503) 555-0142 ext. 12, or the shop',
    '(503) 555-0142',
    '555',
    '',
  ].map((phone) => ({ label: JSON.stringify(phone), value: phone, accepted: true }));
  const cases = [
    ...[...lengthCases(1, 200), ...oddTextCases(200)].map(withField('name')),
    ...[...lengthCases(0, 40), ...oddTextCases(40), ...phones].map(withField('phone')),
    { label: 'null', value: null, accepted: true, field: 'phone', name: 'phone: null' },
  ];

  it.each(cases)('$name', async ({ field, ...limit }) => {
    await expectCreateCase({
      field,
      case: limit,
      send: () => api.post('/customers', { name: 'Limits', [field]: limit.value }, { key: org.key }),
      stored: (data) => data[field],
      rows: () => rowCount(api, customers, org.id),
    });
  });

  it.each([
    'ada@example.com',
    "o'brien+trees@example.co.uk",
    'a!b#c$d%e&f*g=h?i^j{k|l}m~n@example.com',
    'josé@example.com',
    'info@bücher.de',
    'office@localhost',
    'ops@[192.0.2.7]',
  ])('takes the email address %s as sent', async (email) => {
    const res = await api.post('/customers', { name: 'Mailable', email }, { key: org.key });
    expect(res.status).toBe(201);
    expect(res.body.data.email).toBe(email);
  });

  it.each(['not-an-email', '', 'two@@example.com', 'no spaces@example.com', '@example.com', 'office@'])(
    'refuses %j as an email address, storing nothing',
    async (email) => {
      const before = await rowCount(api, customers, org.id);
      const res = await api.post('/customers', { name: 'Unmailable', email }, { key: org.key });
      expect(expectValidationFailure(res, ['email'])).toEqual([
        { field: 'email', problem: 'must be an email address' },
      ]);
      expect(await rowCount(api, customers, org.id)).toBe(before);
    },
  );
});

describe('GET /customers and GET /sites: search 1-200 characters', () => {
  it.each(['/customers', '/sites'])('%s takes 200 characters and refuses 201 or none', async (path) => {
    for (const search of ['x'.repeat(200), '🌳'.repeat(200), ' ', '%_']) {
      const res = await api.get(`${path}?search=${encodeURIComponent(search)}`, { key: org.key });
      expect(res.status, search).toBe(200);
    }
    for (const search of ['x'.repeat(201), '🌳'.repeat(201), '']) {
      expectValidationFailure(await api.get(`${path}?search=${encodeURIComponent(search)}`, { key: org.key }), [
        'search',
      ]);
    }
  });
});

describe('POST /sites: label up to 200 or null, street 1-300, city 1-200, state 1-100, zip 1-20, country 1-100', () => {
  const address = { street: '1200 SE Oak St', city: 'Portland', state: 'OR', zip: '97214' };
  const bounds: [string, number, number][] = [
    ['label', 0, 200],
    ['street', 1, 300],
    ['city', 1, 200],
    ['state', 1, 100],
    ['zip', 1, 20],
    ['country', 1, 100],
  ];
  const cases = bounds.flatMap(([field, min, max]) =>
    [...lengthCases(min, max), ...oddTextCases(max)].map(withField(field)),
  );

  it.each(cases)('$name', async ({ field, ...limit }) => {
    await expectCreateCase({
      field,
      case: limit,
      send: () =>
        api.post('/sites', { customerId: world.site.customerId, ...address, [field]: limit.value }, { key: org.key }),
      stored: (data) => data[field],
      rows: () => rowCount(api, sites, org.id),
    });
  });

  it.each([
    [90, 180, true],
    [-90, -180, true],
    [90.000001, 0, false],
    [-90.000001, 0, false],
    [0, 180.000001, false],
    [0, -180.000001, false],
  ])('latitude %d, longitude %d: accepted %s', async (latitude, longitude, accepted) => {
    const before = await rowCount(api, sites, org.id);
    const res = await api.post(
      '/sites',
      { customerId: world.site.customerId, ...address, latitude, longitude },
      { key: org.key },
    );
    if (accepted) expect(res.status).toBe(201);
    else expectValidationFailure(res, [Math.abs(latitude) > 90 ? 'latitude' : 'longitude']);
    expect(await rowCount(api, sites, org.id)).toBe(before + (accepted ? 1 : 0));
  });
});

describe('GET /catalog/items: activeOnly true or false', () => {
  it.each(['true', 'false'])('takes activeOnly=%s', async (activeOnly) => {
    expect((await api.get(`/catalog/items?activeOnly=${activeOnly}`, { key: org.key })).status).toBe(200);
  });
});

describe('POST /estimates: at least one line; quantity and unit price whole numbers; totals ignored', () => {
  const line = (fields: Record<string, unknown> = {}) => ({
    catalogItemId: world.service.id,
    quantity: 2,
    unitPriceCents: 12_000,
    ...fields,
  });
  const post = (body: object) => api.post('/estimates', { siteId: world.site.id, ...body }, { key: org.key });
  const estimateRows = () => rowCount(api, estimates, org.id);

  it('refuses an estimate without lines and takes one with a single line', async () => {
    const before = await estimateRows();
    expectValidationFailure(await post({ lines: [] }), ['lines']);
    expect(await estimateRows()).toBe(before);
    expect((await post({ lines: [line()] })).status).toBe(201);
  });

  it.each([
    ['quantity', 1.5],
    ['unitPriceCents', 120.5],
  ])('refuses a fractional %s, storing nothing', async (field, value) => {
    const before = await estimateRows();
    expectValidationFailure(await post({ lines: [line({ [field]: value })] }), [`lines.0.${field}`]);
    expect(await estimateRows()).toBe(before);
  });

  it.each([...oddTextCases(2000), { label: 'null', value: null, accepted: true }])(
    'stores the line description $label as sent',
    async (limit) => {
      await expectCreateCase({
        field: 'lines.0.description',
        case: limit,
        send: () => post({ lines: [line({ description: limit.value })] }),
        stored: (data) => data.lines[0].description,
        rows: estimateRows,
      });
    },
  );

  it('ignores a total and line amounts sent by the client: both are computed', async () => {
    const res = await post({
      totalCents: 5,
      lines: [
        line({ quantity: 2, unitPriceCents: 12_000, amountCents: 1 }),
        line({ quantity: 3, unitPriceCents: 100 }),
      ],
    });
    expect(res.status).toBe(201);
    expect(res.body.data.lines.map((sent: { amountCents: number }) => sent.amountCents)).toEqual([24_000, 300]);
    expect(res.body.data.totalCents).toBe(24_300);
  });
});
