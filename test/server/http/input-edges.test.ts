import { beforeAll, describe, expect, it } from 'vitest';
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
    expect(expectValidationFailure(far, ['to'])).toEqual([{ field: 'to', problem: 'must be between 2000-01-01 and 2099-12-31' }]);

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
    const created = await api.post('/customers', { name: 'Nul\u0000 Ltd', email: 'a\u0000@example.com', phone: '555' }, { key: org.key });
    expect(expectValidationFailure(created, ['name', 'email'])).toEqual([
      { field: 'name', problem: 'must not contain the NUL character (\\u0000)' },
      { field: 'email', problem: 'must not contain the NUL character (\\u0000)' },
    ]);
    const searched = await api.get('/customers?search=Nul%00', { key: org.key });
    expect(problemsOf(searched)).toEqual([{ field: 'search', problem: 'must not contain the NUL character (\\u0000)' }]);
    const nested = await api.post('/districts', { name: 'Ok', boundary: [[0, 0]], extra: { deep: ['fine', 'x\u0000'] } }, { key: org.key });
    expect(problemsOf(nested)).toEqual([{ field: 'extra.deep.1', problem: 'must not contain the NUL character (\\u0000)' }]);
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
