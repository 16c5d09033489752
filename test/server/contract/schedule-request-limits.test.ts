import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { placements } from '../../../src/server/db/schema';
import { startTestApp, type TestApp } from '../../support/test-app';
import { expectFailure, expectValidationFailure } from '../http/http-expectations';
import { addWork, dayWorld, type DayWorld } from '../schedule/day-ops.fixtures';
import { oddTextCases, rowCount } from './limit-cases';

/*
 * api.md's scheduling, routing and header rules where the service once asked for more than api.md
 * does: each answer here is what api.md promises for the request.
 */

let api: TestApp;
let world: DayWorld;
let nextDay = 0;

beforeAll(async () => {
  api = await startTestApp();
  world = await dayWorld(api);
});

/** A fresh weekday in April 2026 for each test, so no two share a crew-day. */
const freshDay = () => {
  const weekdays = ['06', '07', '08', '09', '10', '13', '14', '15', '16', '17', '20', '21', '22', '23', '24'];
  return `2026-04-${weekdays[nextDay++]}`;
};

const post = (path: string, body: unknown, idempotencyKey?: string) =>
  api.post(path, body, { key: world.org.key, ...(idempotencyKey && { idempotencyKey }) });

describe('POST /schedule', () => {
  it('answers an empty estimateIds (api.md asks for no least count) with nothing placed', async () => {
    const before = await rowCount(api, placements, world.org.id);
    const res = await post('/schedule', { estimateIds: [], crewId: world.crew.id, scheduledDate: freshDay() });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ placedCount: 0, failedCount: 0, items: [] });
    expect(await rowCount(api, placements, world.org.id)).toBe(before);
  });

  it.each(oddTextCases(2000))('keeps the note $label exactly as sent', async ({ value: note }) => {
    const day = freshDay();
    const { id } = await addWork(api, world);
    const placed = await post('/schedule', { estimateIds: [id], crewId: world.crew.id, scheduledDate: day, note });
    expect(placed.body.data.placedCount).toBe(1);
    const board = await api.get(`/schedule?from=${day}&to=${day}`, { key: world.org.key });
    expect(board.body.data.upcoming.map((row: { note: string | null }) => row.note)).toEqual([note]);
  });
});

describe('PATCH /estimates/{estimateId}/schedule/{scheduleId} and POST /schedule/emergency', () => {
  it('keep a note exactly as sent', async () => {
    const note = '  Gate code 4411 🌳\nask for Bob  ';
    const day = freshDay();
    const { id } = await addWork(api, world);
    const emergency = await post('/schedule/emergency', { estimateId: id, crewId: world.crew.id, date: day, note });
    expect(emergency.status).toBe(200);
    const moved = await api.request(
      'PATCH',
      `/estimates/${id}/schedule/${emergency.body.data.scheduleId}`,
      { note: ` ${note}` },
      { key: world.org.key },
    );
    expect(moved.status).toBe(200);
    expect(moved.body.data.note).toBe(` ${note}`);
  });
});

describe('GET /schedule/fit: hours are ignored when estimateIds are given', () => {
  it.each(['-1', '0', 'many', ''])('ranks for the estimate whatever hours=%j says', async (hours) => {
    const { id } = await addWork(api, world, { lines: [{ estimatedHours: 3 }] });
    const res = await api.get(`/schedule/fit?estimateIds=${id}&hours=${hours}&days=1`, { key: world.org.key });
    expect(res.status).toBe(200);
    expect(res.body.data.need).toEqual({ minutes: 180, estimated: true });
  });

  it('checks hours when they are what is ranked for', async () => {
    for (const hours of ['-1', '0', 'many', '1001'])
      expectValidationFailure(await api.get(`/schedule/fit?hours=${hours}`, { key: world.org.key }), ['hours']);
    const res = await api.get('/schedule/fit?hours=1000&days=1', { key: world.org.key });
    expect(res.body.data.need).toEqual({ minutes: 60_000, estimated: true });
  });
});

describe('POST /routes/{crewId}/{date}/order and /automatic: expectedVersion is any integer', () => {
  it.each([0, -1])('answers expectedVersion %d as a stale version (409), changing nothing', async (expectedVersion) => {
    const path = `/routes/${world.crew.id}/${freshDay()}`;
    const before = (await api.get(path, { key: world.org.key })).body.data;
    expectFailure(await post(`${path}/order`, { expectedVersion, orderedScheduleIds: [] }), 409, 'conflict');
    expectFailure(await post(`${path}/automatic`, { expectedVersion }), 409, 'conflict');
    expect((await api.get(path, { key: world.org.key })).body.data).toEqual(before);
  });

  it('still refuses a version that is not a whole number (422)', async () => {
    const path = `/routes/${world.crew.id}/${freshDay()}`;
    expectValidationFailure(await post(`${path}/automatic`, { expectedVersion: 1.5 }), ['expectedVersion']);
  });
});

describe('Idempotency-Key: a UUID', () => {
  it.each([
    ['without version or variant digits', 'aaaaaaaa-aaaa-aaaa-aaaa-aaaaaaaaaaaa'],
    ['in capitals', randomUUID().toUpperCase()],
    ['the nil UUID', '00000000-0000-0000-0000-000000000000'],
  ])('takes a key %s, and replays under it', async (_, key) => {
    const body = { name: `Keyed ${key}` };
    const first = await post('/customers', body, key);
    const again = await post('/customers', body, key.toLowerCase());
    expect(first.status).toBe(201);
    expect(again.status).toBe(200);
    expect(again.headers.get('Idempotent-Replay')).toBe('true');
    expect(again.body.data).toEqual(first.body.data);
  });

  it.each(['not-a-uuid', 'aaaaaaaa-aaaa-aaaa-aaaa-aaaaaaaaaaa', '{aaaaaaaa-aaaa-aaaa-aaaa-aaaaaaaaaaaa}'])(
    'refuses %j, naming the header',
    async (key) => {
      expectValidationFailure(await post('/customers', { name: 'Unkeyed' }, key), ['Idempotency-Key']);
    },
  );
});
