import { beforeAll, describe, expect, it } from 'vitest';
import { MAX_AMOUNT_CENTS, MAX_LINES, MAX_QUANTITY, MAX_UNIT_PRICE_CENTS } from '../../../src/shared/contract/common';
import { insertSite } from '../../support/inventory-fixtures';
import { insertAcceptedWork, insertCrew, insertScheduleCatalog } from '../../support/schedule-fixtures';
import { startTestApp, type TestApp, type TestOrg } from '../../support/test-app';
import { expectFailure, expectValidationFailure } from './http-expectations';

let api: TestApp;
let org: TestOrg;

beforeAll(async () => {
  api = await startTestApp();
  org = await api.newOrg();
});

const problemsOf = (res: { body: { data: { errors: { field: string; problem: string }[] } } }) => res.body.data.errors;

describe('input edges that once reached the database or ran away', () => {
  it('refuses a board span of 8,000 years before reading anything, and answers a year', async () => {
    const far = await api.get('/schedule?from=2026-01-01&to=9999-12-24', { key: org.key });
    expect(expectValidationFailure(far, ['to'])).toEqual([
      { field: 'to', problem: 'must be between 2000-01-01 and 2099-12-31' },
    ]);

    const long = await api.get('/schedule?from=2026-01-01&to=2099-12-24', { key: org.key });
    expect(problemsOf(long)).toEqual([{ field: 'to', problem: 'must be at most 366 days after from' }]);
    // `from` left to the server (today) is held to the same cap.
    const defaulted = await api.get('/schedule?to=2099-12-24', { key: org.key });
    expect(problemsOf(defaulted)).toEqual([{ field: 'to', problem: 'must be at most 366 days after from' }]);

    const year = await api.get('/schedule?from=2026-01-01&to=2027-01-02', { key: org.key });
    expect(year.status).toBe(200);
    expect(year.body.data.upcoming).toEqual([]);
  });

  it('accepts the days of the calendar from 2000-01-01 to 2099-12-31, leap days included, and names every other day', async () => {
    for (const day of ['2000-01-01', '2028-02-29', '2099-12-31']) {
      expect((await api.get(`/schedule?from=${day}&to=${day}`, { key: org.key })).status, day).toBe(200);
    }
    const refused = await api.get('/schedule?from=0000-01-01&to=2026-02-29', { key: org.key });
    expect(problemsOf(refused)).toEqual([
      { field: 'from', problem: 'must be between 2000-01-01 and 2099-12-31' },
      { field: 'to', problem: 'must be a real calendar day' },
    ]);
    const routes = await api.get('/routes?from=1999-12-31&to=2100-01-01', { key: org.key });
    expect(problemsOf(routes).map((problem) => problem.field)).toEqual(['from', 'to']);
  });

  it('refuses a NUL character in any string, body or query, naming each field, and stores nothing', async () => {
    const created = await api.post(
      '/customers',
      { name: 'Nul\u0000 Ltd', email: 'a\u0000@example.com', phone: '555' },
      { key: org.key },
    );
    expect(expectValidationFailure(created, ['name', 'email'])).toEqual([
      { field: 'name', problem: 'must not contain the NUL character (\\u0000)' },
      { field: 'email', problem: 'must not contain the NUL character (\\u0000)' },
    ]);
    const searched = await api.get('/customers?search=Nul%00', { key: org.key });
    expect(problemsOf(searched)).toEqual([
      { field: 'search', problem: 'must not contain the NUL character (\\u0000)' },
    ]);
    const nested = await api.post(
      '/districts',
      { name: 'Ok', boundary: [[0, 0]], extra: { deep: ['fine', 'x\u0000'] } },
      { key: org.key },
    );
    expect(problemsOf(nested)).toEqual([
      { field: 'extra.deep.1', problem: 'must not contain the NUL character (\\u0000)' },
    ]);
    expect((await api.get('/customers?search=Nul', { key: org.key })).body.data.items).toEqual([]);
  });

  it('answers 404 in the envelope for a path with a trailing slash (no route has one), not 405', async () => {
    const res = await api.get('/customers/', { key: org.key });
    expectFailure(res, 404, 'not_found');
    expect(res.body.message).toBe('No route for GET /api/v1/customers/ (paths have no trailing slash)');
    expect(res.headers.get('Allow')).toBeNull();
    // A known path under another method still answers 405.
    expect((await api.request('PUT', '/customers', {}, { key: org.key })).status).toBe(405);
  });
});

describe('money and hours edges', () => {
  it('keeps every amount an exact whole number of cents: the largest estimate the caps allow totals exactly, one more unit is refused', async () => {
    expect(MAX_AMOUNT_CENTS).toBeLessThan(Number.MAX_SAFE_INTEGER);
    const site = await insertSite(api.deps, org.id);
    const { pruning } = await insertScheduleCatalog(api.deps, org.id);
    const line = { catalogItemId: pruning.id, quantity: MAX_QUANTITY, unitPriceCents: MAX_UNIT_PRICE_CENTS };
    const largest = await api.post(
      '/estimates',
      { siteId: site.id, lines: Array.from({ length: MAX_LINES }, () => line) },
      { key: org.key },
    );
    expect(largest.status).toBe(201);
    expect(largest.body.data.totalCents).toBe(MAX_AMOUNT_CENTS);
    expect((await api.get(`/estimates/${largest.body.data.id}`, { key: org.key })).body.data.totalCents).toBe(
      MAX_AMOUNT_CENTS,
    );

    const over = await api.post(
      '/estimates',
      { siteId: site.id, lines: [{ ...line, quantity: MAX_QUANTITY + 1, unitPriceCents: MAX_UNIT_PRICE_CENTS + 1 }] },
      { key: org.key },
    );
    expect(expectValidationFailure(over, ['lines.0.quantity', 'lines.0.unitPriceCents'])).toEqual([
      { field: 'lines.0.quantity', problem: `must be at most ${MAX_QUANTITY}` },
      { field: 'lines.0.unitPriceCents', problem: `must be at most ${MAX_UNIT_PRICE_CENTS} cents` },
    ]);
    const tooMany = await api.post(
      '/estimates',
      { siteId: site.id, lines: Array.from({ length: MAX_LINES + 1 }, () => line) },
      { key: org.key },
    );
    expectValidationFailure(tooMany, ['lines']);
  });

  it('places at most a day (24 h) of planned hours on a placement, more than the crew day or the estimate being the dispatcher’s call', async () => {
    const site = await insertSite(api.deps, org.id);
    const crew = await insertCrew(api.deps, org.id);
    const { estimate } = await insertAcceptedWork(api.deps, org.id, site, { lines: [{ estimatedHours: 2 }] });
    const place = (plannedHours: number) =>
      api.post(
        '/schedule',
        { estimateIds: [estimate.id], crewId: crew.id, scheduledDate: '2026-03-10', plannedHours },
        { key: org.key },
      );
    expect(expectValidationFailure(await place(24.5), ['plannedHours'])).toEqual([
      { field: 'plannedHours', problem: 'must be at most 24 hours (one day)' },
    ]);
    const overbooked = await place(12);
    expect(overbooked.status).toBe(200);
    expect(overbooked.body.data.placedCount).toBe(1);
  });
});
