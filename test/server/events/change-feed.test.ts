import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { apiKeys } from '../../../src/server/db/schema';
import { hashApiKey, revokeApiKey } from '../../../src/server/keys/api-keys';
import { changeEventSchema } from '../../../src/shared/contract/events';
import type { Route } from '../../../src/shared/contract/routes';
import { insertEstimate } from '../../support/estimate-fixtures';
import { startTestApp, type TestApp } from '../../support/test-app';
import { addWork, dayWorld, routeOf, type DayWorld } from '../schedule/day-ops.fixtures';
import { openFeed, type FeedMessage } from './sse-client';

let api: TestApp;
let world: DayWorld;

const THU = '2026-03-05';
const square = [
  [-122.7, 45.5],
  [-122.6, 45.5],
  [-122.6, 45.6],
];

beforeAll(async () => {
  api = await startTestApp();
  world = await dayWorld(api);
});

const feedUrl = (query = '') => `${api.baseUrl}/api/v1/events${query}`;
const auth = (key: string) => ({ Authorization: `ApiKey ${key}` });

async function putNext(target: DayWorld) {
  const job = await addWork(api, target);
  const res = await api.post(
    '/schedule/emergency',
    { estimateId: job.id, crewId: target.crew.id, date: THU },
    { key: target.org.key },
  );
  expect(res.status).toBe(200);
  return job.id;
}

async function newDistrict(target: DayWorld): Promise<string> {
  const res = await api.post(
    '/districts',
    { name: `District ${crypto.randomUUID()}`, boundary: square },
    { key: target.org.key },
  );
  expect(res.status).toBe(201);
  return res.body.data.id;
}

const asEvent = (message: FeedMessage) => changeEventSchema.parse({ type: message.event, payload: message.data });

describe('GET /events', () => {
  it('streams a placement change made through the API, with an id, its type and a JSON payload', async () => {
    const feed = await openFeed(feedUrl(), auth(world.org.key));
    try {
      expect(feed.status).toBe(200);
      expect(feed.headers.get('content-type')).toMatch(/^text\/event-stream/);
      const estimateId = await putNext(world);
      const message = await feed.next();
      // Opaque: no sequence shared by every organization to count from.
      expect(message.id).toMatch(/^[A-Za-z0-9_-]{40,}$/);
      // The day's version after the change rides along: a plan or a route read at an older one is out of date.
      const { controlVersion } = (await routeOf(api, world.org.id, world.crew.id, THU))!;
      expect(asEvent(message)).toEqual({
        type: 'placement.changed',
        payload: { crewDays: [{ crewId: world.crew.id, day: THU, controlVersion }], estimateIds: [estimateId] },
      });
    } finally {
      feed.close();
    }
  });

  it("says a crew-day's version on its route changes: a pinned order moves it on, asking to optimize and a note do not", async () => {
    const target = await dayWorld(api);
    const estimateId = await putNext(target);
    const read = (await api.get(`/routes/${target.crew.id}/${THU}`, { key: target.org.key })).body.data as Route;
    const feed = await openFeed(feedUrl(), auth(target.org.key));
    try {
      const pinned = await api.post(
        `/routes/${target.crew.id}/${THU}/order`,
        { expectedVersion: read.controlVersion, orderedScheduleIds: read.orderedScheduleIds },
        { key: target.org.key },
      );
      expect(pinned.status).toBe(200);
      const after = read.controlVersion + 1;
      expect(asEvent(await feed.next())).toEqual({
        type: 'route.changed',
        payload: { crewId: target.crew.id, day: THU, controlVersion: after },
      });

      expect((await api.post(`/routes/${target.crew.id}/${THU}/optimize`, {}, { key: target.org.key })).status).toBe(
        200,
      );
      expect(asEvent(await feed.next())).toEqual({
        type: 'route.changed',
        payload: { crewId: target.crew.id, day: THU, status: 'pending', controlVersion: after },
      });

      const [scheduleId] = read.orderedScheduleIds;
      const noted = await api.request(
        'PATCH',
        `/estimates/${estimateId}/schedule/${scheduleId}`,
        { note: 'Gate code 4411' },
        { key: target.org.key },
      );
      expect(noted.status, noted.text).toBe(200);
      expect(asEvent(await feed.next())).toEqual({
        type: 'placement.changed',
        payload: { crewDays: [{ crewId: target.crew.id, day: THU, controlVersion: after }], estimateIds: [estimateId] },
      });
    } finally {
      feed.close();
    }
  });

  it('starts from now when no event id is given', async () => {
    await newDistrict(world);
    const feed = await openFeed(feedUrl(), auth(world.org.key));
    try {
      const later = await newDistrict(world);
      expect((await feed.next()).data).toEqual({ districtId: later });
    } finally {
      feed.close();
    }
  });

  it('resumes after Last-Event-ID (or ?lastEventId=) with what happened while disconnected', async () => {
    const feed = await openFeed(feedUrl(), auth(world.org.key));
    await putNext(world);
    const seen = await feed.next();
    feed.close();

    const districtId = await newDistrict(world);
    const { estimate } = await insertEstimate(api.deps, world.org.id, world.site);
    expect((await api.post(`/estimates/${estimate.id}/accept`, undefined, { key: world.org.key })).status).toBe(200);

    for (const resume of [
      () => openFeed(feedUrl(), { ...auth(world.org.key), 'Last-Event-ID': seen.id ?? '' }),
      () => openFeed(feedUrl(`?lastEventId=${seen.id}`), auth(world.org.key)),
    ]) {
      const resumed = await resume();
      try {
        const first = await resumed.next();
        const second = await resumed.next();
        expect(asEvent(first)).toEqual({ type: 'district.created', payload: { districtId } });
        expect(asEvent(second)).toEqual({
          type: 'estimate.changed',
          payload: { estimateId: estimate.id, status: 'accepted' },
        });
      } finally {
        resumed.close();
      }
    }
  });

  it("never carries another organization's events, and will not resume from another organization's event id", async () => {
    const other = await dayWorld(api);
    const feed = await openFeed(feedUrl(), auth(other.org.key));
    const ours = await openFeed(feedUrl(), auth(world.org.key));
    try {
      await putNext(world);
      const theirs = await newDistrict(other);
      expect((await feed.next()).data).toEqual({ districtId: theirs });
      expect(await feed.drain(800)).toEqual([]);

      const ourId = (await ours.next()).id!;
      const borrowed = await api.get(`/events?lastEventId=${ourId}`, { key: other.org.key });
      expect(borrowed.status).toBe(422);
      expect(borrowed.body.data.errors).toEqual([
        { field: 'Last-Event-ID', problem: 'is not one this service issued' },
      ]);
    } finally {
      feed.close();
      ours.close();
    }
  });

  it('ends an open stream within seconds of its key being revoked, and the reconnect is refused', async () => {
    const key = await world.org.newKey(['schedule:read']);
    const keyId = (
      await api.deps.database.db
        .select({ id: apiKeys.id })
        .from(apiKeys)
        .where(eq(apiKeys.keyHash, hashApiKey(key)))
    )[0]!.id;
    const feed = await openFeed(feedUrl(), auth(key));
    expect(feed.status).toBe(200);
    const revokedAt = performance.now();
    await revokeApiKey(api.deps.database.db, keyId, api.clock.now());
    await feed.ended;
    expect(performance.now() - revokedAt).toBeLessThan(10_000);
    expect(feed.comments).toContain('the API key was revoked or has expired');
    expect((await fetch(feedUrl(), { headers: auth(key) })).status).toBe(401);
  });

  it('ends an open stream once its key expires', async () => {
    const key = await world.org.newKey(['schedule:read'], { expiresAt: new Date(api.clock.now().getTime() + 60_000) });
    const feed = await openFeed(feedUrl(), auth(key));
    expect(feed.status).toBe(200);
    api.clock.advance(60_000);
    await feed.ended;
    expect(feed.comments).toContain('the API key was revoked or has expired');
  });

  it('needs an API key with schedule:read and refuses a malformed event id', async () => {
    expect((await api.get('/events', { key: null })).status).toBe(401);
    const noScope = await world.org.newKey(['customers:read']);
    const forbidden = await api.get('/events', { key: noScope });
    expect(forbidden.status).toBe(403);
    expect(forbidden.body.data.code).toBe('forbidden');
    const malformed = await api.get('/events?lastEventId=abc', { key: world.org.key });
    expect(malformed.status).toBe(422);
  });
});
