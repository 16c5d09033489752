import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiKeys, idempotencyRecords } from '../../../src/server/db/schema';
import { hashApiKey } from '../../../src/server/keys/api-keys';
import { KEY_USE_NOTED_EVERY_MS } from '../../../src/server/keys/key-use';
import { apiKeySchema, createdApiKeySchema } from '../../../src/shared/contract/keys';
import { crewKeyScopes } from '../../../src/shared/contract/scopes';
import { crewPhoneScopes, makeKey } from '../../support/crew-key-fixtures';
import { insertCrew } from '../../support/schedule-fixtures';
import { startTestApp, type TestApp, type TestOrg } from '../../support/test-app';
import { openFeed } from '../events/sse-client';
import { expectFailure, expectValidationFailure } from '../http/http-expectations';

/*
 * Keys through the API (issue 41, docs/decisions/crews.md "Making keys"): POST /keys answers the key
 * once and stores it hashed, GET /keys shows no secret, DELETE /keys/{keyId} revokes at once. A key
 * never makes or revokes a key that could do more than itself.
 */

let api: TestApp;
let org: TestOrg;
let crewId: string;

beforeAll(async () => {
  api = await startTestApp();
  org = await api.newOrg({ name: 'Key Arborists' });
  crewId = (await insertCrew(api.deps, org.id, { name: 'Maple Crew' })).id;
});

const post = (body: unknown, key = org.key, idempotencyKey?: string) =>
  api.request('POST', '/keys', body, { key, idempotencyKey });

const storedRow = async (id: string) =>
  (await api.deps.database.db.select().from(apiKeys).where(eq(apiKeys.id, id)))[0]!;

describe('POST /keys', () => {
  it('answers an office key once, stores only its hash, and the key works at once', async () => {
    const idempotencyKey = crypto.randomUUID();
    const res = await post({ name: 'Front office', scopes: ['customers:read', 'sites:read'] }, org.key, idempotencyKey);
    expect(res.status, res.text).toBe(201);
    const made = createdApiKeySchema.parse(res.body.data);
    expect(made).toMatchObject({
      name: 'Front office',
      crewId: null,
      scopes: ['customers:read', 'sites:read'],
      createdAt: api.clock.now().toISOString(),
      expiresAt: null,
      revokedAt: null,
      lastUsedAt: null,
    });
    expect(made.key).toMatch(/^ck_live_/);
    const row = await storedRow(made.id);
    expect(row.keyHash).toBe(hashApiKey(made.key!));
    expect(JSON.stringify(row)).not.toContain(made.key);
    expect((await api.get('/customers', { key: made.key! })).status).toBe(200);
    expect((await api.get('/estimates', { key: made.key! })).status).toBe(403);

    // A replay answers the same key without its secret, which was never stored for it.
    const replay = await post(
      { name: 'Front office', scopes: ['customers:read', 'sites:read'] },
      org.key,
      idempotencyKey,
    );
    expect(replay.status).toBe(200);
    expect(replay.headers.get('Idempotent-Replay')).toBe('true');
    expect(replay.body.data).toEqual({ ...made, key: null });
    const stored = await api.deps.database.db.select().from(idempotencyRecords);
    expect(JSON.stringify(stored)).not.toContain(made.key);
  });

  it('binds a crew key to its crew; a crew of another organization is a 404', async () => {
    const made = createdApiKeySchema.parse(
      (await post({ name: 'Maple tablet', crewId, scopes: crewPhoneScopes })).body.data,
    );
    expect(made).toMatchObject({ crewId, scopes: crewPhoneScopes });
    expect((await storedRow(made.id)).crewId).toBe(crewId);

    const elsewhere = await api.newOrg({ name: 'Elsewhere' });
    const theirCrew = await insertCrew(api.deps, elsewhere.id, { name: 'Their crew' });
    expectFailure(await post({ name: 'Stray', crewId: theirCrew.id, scopes: ['schedule:read'] }), 404, 'not_found');
  });

  it('refuses what a crew key may not hold, and field:write on an office key, in plain words', async () => {
    const crewKey = await post({ name: 'Too much', crewId, scopes: ['schedule:read', 'customers:read', 'keys:write'] });
    const [crewProblem] = expectValidationFailure(crewKey, ['scopes']);
    expect(crewProblem?.problem).toBe(
      `a crew key may hold only ${crewKeyScopes.join(', ')}; not customers:read, keys:write`,
    );
    const officeKey = await post({ name: 'Office marks', scopes: ['estimates:write', 'field:write'] });
    const [officeProblem] = expectValidationFailure(officeKey, ['scopes']);
    expect(officeProblem?.problem).toMatch(/^field:write is for crew keys \(send crewId\)/);
    expectValidationFailure(await post({ name: '', scopes: [] }), ['name', 'scopes']);
    expectValidationFailure(await post({ name: 'Odd', scopes: ['trees:chop'] }), ['scopes.0']);
  });

  it('never makes a key that can do more than the key making it, nor one that outlives it', async () => {
    const maker = await makeKey(api, org, {
      name: 'Key desk',
      scopes: ['keys:write', 'sites:read', 'estimates:write'],
      expiresAt: '2026-06-01T00:00:00Z',
    });
    const beyond = await post(
      { name: 'Wider', scopes: ['sites:read', 'customers:write'], expiresAt: '2026-05-01T00:00:00Z' },
      maker.key,
    );
    const [problem] = expectValidationFailure(beyond, ['scopes']);
    expect(problem?.problem).toBe('must be scopes this key holds itself; it lacks customers:write');
    // field:write stands for estimates:write and inventory:write: a maker without the second cannot hand it out.
    const field = await post(
      { name: 'Crew', crewId, scopes: ['field:write'], expiresAt: '2026-05-01T00:00:00Z' },
      maker.key,
    );
    expect(expectValidationFailure(field, ['scopes'])[0]?.problem).toMatch(/lacks field:write \(field:write takes/);

    const forever = await post({ name: 'Forever', scopes: ['sites:read'] }, maker.key);
    expect(expectValidationFailure(forever, ['expiresAt'])[0]?.problem).toBe(
      'is required: this key expires at 2026-06-01T00:00:00.000Z, and so must a key it makes',
    );
    const later = await post({ name: 'Later', scopes: ['sites:read'], expiresAt: '2026-07-01T00:00:00Z' }, maker.key);
    expectValidationFailure(later, ['expiresAt']);
    const past = await post({ name: 'Past', scopes: ['sites:read'], expiresAt: '2026-01-01T00:00:00Z' });
    expect(expectValidationFailure(past, ['expiresAt'])[0]?.problem).toBe('must be in the future');

    const within = await post(
      { name: 'Within', scopes: ['sites:read'], expiresAt: '2026-05-01T00:00:00-07:00' },
      maker.key,
    );
    expect(within.status, within.text).toBe(201);
    expect(within.body.data.expiresAt).toBe('2026-05-01T07:00:00.000Z');
  });

  it('is refused to a key without keys:write, and to every crew key', async () => {
    const reader = await makeKey(api, org, { name: 'Reader', scopes: ['sites:read'] });
    expectFailure(await post({ name: 'X', scopes: ['sites:read'] }, reader.key), 403, 'forbidden');
    const phone = await makeKey(api, org, { name: 'Phone', crewId, scopes: crewPhoneScopes });
    const refused = await post({ name: 'X', crewId, scopes: ['sites:read'] }, phone.key);
    expectFailure(refused, 403, 'forbidden');
    expect(refused.body.data).toMatchObject({ crewKey: true });
  });
});

describe('GET /keys', () => {
  it("pages the organization's keys oldest first, revoked ones included, never a key itself", async () => {
    const own = await api.newOrg({ name: 'Listing' });
    const made = [];
    for (const name of ['One', 'Two', 'Three']) made.push(await makeKey(api, own, { name, scopes: ['sites:read'] }));
    await api.request('DELETE', `/keys/${made[1]!.id}`, undefined, { key: own.key });

    const first = await api.get('/keys?limit=2', { key: own.key });
    expect(first.status, first.text).toBe(200);
    const second = await api.get(`/keys?limit=2&cursor=${first.body.data.nextCursor}`, { key: own.key });
    expect(second.body.data.nextCursor).toBeNull();
    const keys = [...first.body.data.items, ...second.body.data.items].map((item) => apiKeySchema.parse(item));
    // The organization's own all-scope key (no name) first, then the three in the order made.
    expect(keys.map((key) => key.name)).toEqual([null, 'One', 'Two', 'Three']);
    expect(keys.map((key) => key.revokedAt !== null)).toEqual([false, false, true, false]);
    const text = first.text + second.text;
    for (const { key } of made) expect(text).not.toContain(key);
    for (const item of [...first.body.data.items, ...second.body.data.items]) expect(item).not.toHaveProperty('key');
  });

  it('shows when a key was last used, to within minutes', async () => {
    const own = await api.newOrg({ name: 'Used' });
    const key = await makeKey(api, own, { name: 'Busy', scopes: ['sites:read'] });
    const lastUsed = async () =>
      (await api.get('/keys?limit=200', { key: own.key })).body.data.items.find(
        (item: { id: string }) => item.id === key.id,
      ).lastUsedAt;
    expect(await lastUsed()).toBeNull();
    const firstUse = api.clock.now().toISOString();
    await api.get('/sites', { key: key.key });
    expect(await lastUsed()).toBe(firstUse);
    api.clock.advance(60_000);
    await api.get('/sites', { key: key.key });
    expect(await lastUsed()).toBe(firstUse);
    api.clock.advance(KEY_USE_NOTED_EVERY_MS);
    await api.get('/sites', { key: key.key });
    expect(await lastUsed()).toBe(api.clock.now().toISOString());
  });
});

describe('DELETE /keys/{keyId}', () => {
  it('revokes at once: the next request is refused and an open change feed ends', async () => {
    const phone = await makeKey(api, org, { name: 'Lost tablet', crewId, scopes: crewPhoneScopes });
    const feed = await openFeed(`${api.baseUrl}/api/v1/events`, { Authorization: `ApiKey ${phone.key}` });
    expect(feed.status).toBe(200);
    const revoked = await api.request('DELETE', `/keys/${phone.id}`, undefined, { key: org.key });
    expect(revoked.status, revoked.text).toBe(200);
    expect(apiKeySchema.parse(revoked.body.data).revokedAt).toBe(api.clock.now().toISOString());
    expectFailure(await api.get('/crews', { key: phone.key }), 401, 'unauthorized');
    const endedAt = performance.now();
    await feed.ended;
    expect(performance.now() - endedAt).toBeLessThan(10_000);
    expect(feed.comments).toContain('the API key was revoked or has expired');

    api.clock.advance(60_000);
    const again = await api.request('DELETE', `/keys/${phone.id}`, undefined, { key: org.key });
    expect(again.status).toBe(200);
    expect(again.body.data.revokedAt).toBe(revoked.body.data.revokedAt);
  });

  it("is not for a key holding scopes the caller lacks; another organization's key is a 404", async () => {
    const desk = await makeKey(api, org, { name: 'Desk', scopes: ['keys:write', 'sites:read'] });
    const wide = await makeKey(api, org, { name: 'Wide', scopes: ['sites:read', 'customers:read'] });
    const refused = await api.request('DELETE', `/keys/${wide.id}`, undefined, { key: desk.key });
    expectFailure(refused, 403, 'forbidden');
    expect(refused.body.message).toBe('This key cannot revoke a key holding scopes it lacks itself: customers:read');
    expect((await storedRow(wide.id)).revokedAt).toBeNull();
    const narrow = await makeKey(api, org, { name: 'Narrow', scopes: ['sites:read'] });
    expect((await api.request('DELETE', `/keys/${narrow.id}`, undefined, { key: desk.key })).status).toBe(200);

    const elsewhere = await api.newOrg({ name: 'Other keys' });
    const theirs = await makeKey(api, elsewhere, { name: 'Theirs', scopes: ['sites:read'] });
    expectFailure(await api.request('DELETE', `/keys/${theirs.id}`, undefined, { key: org.key }), 404, 'not_found');
    expect((await storedRow(theirs.id)).revokedAt).toBeNull();
  });
});
