import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { changeEventSchema } from '../../../src/shared/contract/events';
import { insertSite } from '../../support/inventory-fixtures';
import { insertAcceptedWork } from '../../support/schedule-fixtures';
import { startTestApp, type TestApp, type TestOrg } from '../../support/test-app';
import { openFeed } from '../events/sse-client';
import { expectFailure, expectValidationFailure } from '../http/http-expectations';

/*
 * PATCH and DELETE /districts/{districtId} (extensions, docs/decisions/scheduling.md "Districts"): rename,
 * reshape and delete, with the queue's district filter following at once.
 */

let api: TestApp;
let org: TestOrg;

/** Downtown Portland as an open ring; `eastside` lies across the river, apart from it. */
const downtown: [number, number][] = [
  [-122.7, 45.51],
  [-122.68, 45.51],
  [-122.68, 45.53],
  [-122.7, 45.53],
];
const eastside: [number, number][] = [
  [-122.66, 45.51],
  [-122.64, 45.51],
  [-122.64, 45.53],
  [-122.66, 45.53],
];
const bowTie = [
  [0, 0],
  [1, 1],
  [1, 0],
  [0, 1],
];

beforeAll(async () => {
  api = await startTestApp();
  org = await api.newOrg();
});

async function newDistrict(name: string, boundary = downtown, key = org.key) {
  const res = await api.contract.post('/districts', { body: { name, boundary }, key });
  expect(res.status, res.text).toBe(201);
  return res.body.data;
}

const patchDistrict = (districtId: string, body: unknown, options: { key?: string; idempotencyKey?: string } = {}) =>
  api.request('PATCH', `/districts/${districtId}`, body, { key: org.key, ...options });

const deleteDistrict = (districtId: string, options: { key?: string; idempotencyKey?: string } = {}) =>
  api.contract.delete('/districts/{districtId}', { path: { districtId }, key: org.key, ...options });

const listed = async (key = org.key) => (await api.contract.get('/districts', { key })).body.data.items;

describe('PATCH /districts/{districtId}', () => {
  it('renames a district (trimmed), keeping its shape; the list shows the new name', async () => {
    const district = await newDistrict('Old Town');
    const res = await api.contract.patch('/districts/{districtId}', {
      path: { districtId: district.id },
      body: { name: '  Old Town Chinatown ' },
      key: org.key,
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body.data).toEqual({ ...district, name: 'Old Town Chinatown' });
    expect(await listed()).toContainEqual({ ...district, name: 'Old Town Chinatown' });
  });

  it('reshapes a district: the queue filter then finds the work inside the new ring, not the old', async () => {
    const own = await api.newOrg();
    const west = await insertSite(api.deps, own.id, { latitude: 45.52, longitude: -122.69 });
    const east = await insertSite(api.deps, own.id, { latitude: 45.52, longitude: -122.65 });
    const westWork = await insertAcceptedWork(api.deps, own.id, west, { lines: [{ estimatedHours: 2 }] });
    const eastWork = await insertAcceptedWork(api.deps, own.id, east, { lines: [{ estimatedHours: 2 }] });
    const district = await newDistrict('Moving', downtown, own.key);
    const inDistrict = async () =>
      (
        await api.contract.get('/schedule/unscheduled', { query: { districtIds: district.id }, key: own.key })
      ).body.data.items.map((row) => row.estimateId);
    // Read once before the change, so a cached answer would show if the change did not end it.
    expect(await inDistrict()).toEqual([westWork.estimate.id]);

    const res = await api.contract.patch('/districts/{districtId}', {
      path: { districtId: district.id },
      body: { boundary: [...eastside, eastside[0]!] },
      key: own.key,
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body.data).toEqual({ ...district, boundary: eastside });
    expect(await inDistrict()).toEqual([eastWork.estimate.id]);
    const queue = (await api.contract.get('/schedule/unscheduled', { key: own.key })).body.data.items;
    expect(queue.find((row) => row.estimateId === westWork.estimate.id)?.districtIds).toEqual([]);
    expect(queue.find((row) => row.estimateId === eastWork.estimate.id)?.districtIds).toEqual([district.id]);
  });

  it('refuses a bad name, a bad boundary and an unknown field all at once (422), and an empty change; nothing changes', async () => {
    const district = await newDistrict('Kept as is');
    expectValidationFailure(await patchDistrict(district.id, { name: ' ', boundary: bowTie, color: 'red' }), [
      'name',
      'boundary',
      'color',
    ]);
    expectValidationFailure(await patchDistrict(district.id, { boundary: downtown.slice(0, 2) }), ['boundary']);
    expectValidationFailure(await patchDistrict(district.id, {}), ['(body)']);
    expect(await listed()).toContainEqual(district);
  });

  it('refuses a name another district of the organization has, in any case (409); its own name in another case is fine', async () => {
    await newDistrict('Sellwood');
    const district = await newDistrict('Moreland');
    const clash = await patchDistrict(district.id, { name: 'SELLWOOD', boundary: eastside });
    expectFailure(clash, 409, 'conflict');
    expect(clash.body.message).toBe('A district named "SELLWOOD" already exists');
    expect(await listed()).toContainEqual(district);
    const recased = await patchDistrict(district.id, { name: 'MORELAND' });
    expect(recased.status, recased.text).toBe(200);
    expect(recased.body.data.name).toBe('MORELAND');
  });

  it("answers another organization's district, and an unknown one, as missing (404), changing nothing", async () => {
    const other = await api.newOrg();
    const theirs = await newDistrict('Theirs', downtown, other.key);
    expectFailure(await patchDistrict(theirs.id, { name: 'Ours now' }), 404, 'not_found');
    expectFailure(await patchDistrict(randomUUID(), { name: 'Nobody' }), 404, 'not_found');
    expect(await listed(other.key)).toEqual([theirs]);
  });

  it('replays a change under the same Idempotency-Key without applying it again', async () => {
    const district = await newDistrict('Hosford');
    const idempotencyKey = randomUUID();
    const first = await patchDistrict(district.id, { name: 'Hosford-Abernethy' }, { idempotencyKey });
    await patchDistrict(district.id, { name: 'Brooklyn' });
    const again = await patchDistrict(district.id, { name: 'Hosford-Abernethy' }, { idempotencyKey });
    expect(first.status).toBe(200);
    expect(again.status).toBe(200);
    expect(again.headers.get('Idempotent-Replay')).toBe('true');
    expect(again.body.data).toEqual(first.body.data);
    expect((await listed()).find((row) => row.id === district.id)?.name).toBe('Brooklyn');
  });

  it('needs schedule:write', async () => {
    const district = await newDistrict('Guarded');
    const readOnly = await org.newKey(['schedule:read']);
    const refused = await patchDistrict(district.id, { name: 'Renamed' }, { key: readOnly });
    expectFailure(refused, 403, 'forbidden');
    expect(refused.body.data).toMatchObject({ missingScope: 'schedule:write' });
    expect(await listed()).toContainEqual(district);
  });
});

describe('DELETE /districts/{districtId}', () => {
  it('deletes a district: gone from the list, and the queue filter naming it finds nothing', async () => {
    const own = await api.newOrg();
    const site = await insertSite(api.deps, own.id, { latitude: 45.52, longitude: -122.69 });
    const work = await insertAcceptedWork(api.deps, own.id, site, { lines: [{ estimatedHours: 2 }] });
    const district = await newDistrict('Short-lived', downtown, own.key);
    const kept = await newDistrict('Kept', downtown, own.key);
    const queue = async (districtIds?: string) =>
      (await api.contract.get('/schedule/unscheduled', { query: { districtIds }, key: own.key })).body.data.items;
    expect((await queue(district.id)).map((row) => row.estimateId)).toEqual([work.estimate.id]);

    const res = await deleteDistrict(district.id, { key: own.key });
    expect(res.status, res.text).toBe(200);
    expect(res.body.data).toEqual({ removed: true });
    expect(await listed(own.key)).toEqual([kept]);
    expect(await queue(district.id)).toEqual([]);
    expect((await queue())[0]?.districtIds).toEqual([kept.id]);
  });

  it("answers another organization's district, and one already deleted, as missing (404)", async () => {
    const other = await api.newOrg();
    const theirs = await newDistrict('Not yours', downtown, other.key);
    expectFailure(await deleteDistrict(theirs.id), 404, 'not_found');
    expect(await listed(other.key)).toEqual([theirs]);
    const mine = await newDistrict('Twice');
    expect((await deleteDistrict(mine.id)).status).toBe(200);
    expectFailure(await deleteDistrict(mine.id), 404, 'not_found');
  });

  it('replays a delete under the same Idempotency-Key with the first answer', async () => {
    const district = await newDistrict('Replayed');
    const idempotencyKey = randomUUID();
    const first = await deleteDistrict(district.id, { idempotencyKey });
    const again = await deleteDistrict(district.id, { idempotencyKey });
    expect(first.status).toBe(200);
    expect(again.status).toBe(200);
    expect(again.headers.get('Idempotent-Replay')).toBe('true');
    expect(again.body).toEqual(first.body);
  });

  it('needs schedule:write', async () => {
    const district = await newDistrict('Still here');
    const readOnly = await org.newKey(['schedule:read']);
    const refused = await deleteDistrict(district.id, { key: readOnly });
    expectFailure(refused, 403, 'forbidden');
    expect(await listed()).toContainEqual(district);
  });
});

describe('the change feed', () => {
  it('tells other dispatchers that a district changed and that it was deleted', async () => {
    const own = await api.newOrg();
    const district = await newDistrict('Followed', downtown, own.key);
    const feed = await openFeed(`${api.baseUrl}/api/v1/events`, { Authorization: `ApiKey ${own.key}` });
    try {
      expect((await patchDistrict(district.id, { name: 'Followed still' }, { key: own.key })).status).toBe(200);
      expect((await deleteDistrict(district.id, { key: own.key })).status).toBe(200);
      const events = [await feed.next(), await feed.next()].map((message) =>
        changeEventSchema.parse({ type: message.event, payload: message.data }),
      );
      expect(events).toEqual([
        { type: 'district.changed', payload: { districtId: district.id } },
        { type: 'district.deleted', payload: { districtId: district.id } },
      ]);
    } finally {
      feed.close();
    }
  });
});
