import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { crewMembers, crews } from '../../../src/server/db/schema';
import { crewSchema } from '../../../src/shared/contract/crews';
import { startTestApp, type TestApp, type TestOrg } from '../../support/test-app';
import { expectFailure, expectValidationFailure } from '../http/http-expectations';

let api: TestApp;
let org: TestOrg;

/** A crew row and `members` member rows, straight into the database (crews are read-only in the API). */
async function insertCrew(orgId: string, crew: Partial<typeof crews.$inferInsert> & { name: string }, members: number) {
  const now = api.clock.now();
  const id = randomUUID();
  await api.deps.database.db
    .insert(crews)
    .values({ orgId, id, color: '#2e7d32', createdAt: now, updatedAt: now, ...crew });
  if (members > 0) {
    await api.deps.database.db.insert(crewMembers).values(
      Array.from({ length: members }, (_, index) => ({
        orgId,
        id: randomUUID(),
        crewId: id,
        name: `Member ${index + 1}`,
        createdAt: now,
      })),
    );
  }
  return id;
}

const names = (res: { body: { data: { items: { name: string }[] } } }) => res.body.data.items.map((crew) => crew.name);

beforeAll(async () => {
  api = await startTestApp();
  org = await api.newOrg();
  await insertCrew(org.id, { name: 'Bravo', color: '#1565c0', dayStartMinutes: 360, dayEndMinutes: 960 }, 3);
  await insertCrew(org.id, { name: 'Alpha' }, 0);
  await insertCrew(org.id, { name: 'Charlie (retired)', active: false }, 2);
});

describe('GET /crews', () => {
  it('lists every crew, archived ones included, with every field and its member count', async () => {
    const res = await api.contract.get('/crews', { key: org.key });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body.data)).toEqual(['items']);
    const items = res.body.data.items.map((item) => crewSchema.parse(item));
    expect(items.map((crew) => [crew.name, crew.active, crew.memberCount])).toEqual([
      ['Alpha', true, 0],
      ['Bravo', true, 3],
      ['Charlie (retired)', false, 2],
    ]);
    expect(items[0]).toMatchObject({
      color: '#2e7d32',
      dayStartMinutes: null,
      dayEndMinutes: null,
      createdAt: api.clock.now().toISOString(),
    });
    expect(items[1]).toMatchObject({ color: '#1565c0', dayStartMinutes: 360, dayEndMinutes: 960 });
  });

  it('filters by active', async () => {
    expect(names(await api.contract.get('/crews', { query: { active: 'true' }, key: org.key }))).toEqual([
      'Alpha',
      'Bravo',
    ]);
    expect(names(await api.contract.get('/crews', { query: { active: 'false' }, key: org.key }))).toEqual([
      'Charlie (retired)',
    ]);
    expectValidationFailure(await api.get('/crews?active=yes', { key: org.key }), ['active']);
  });

  it("never shows another organization's crews", async () => {
    const other = await api.newOrg();
    await insertCrew(other.id, { name: 'Other Org Crew' }, 1);
    expect(names(await api.contract.get('/crews', { key: other.key }))).toEqual(['Other Org Crew']);
    expect(names(await api.contract.get('/crews', { key: org.key }))).not.toContain('Other Org Crew');
    const empty = await api.newOrg();
    expect((await api.contract.get('/crews', { key: empty.key })).body.data).toEqual({ items: [] });
  });

  it('needs schedule:read', async () => {
    const key = await org.newKey(['schedule:write', 'estimates:read']);
    const envelope = expectFailure(await api.contract.get('/crews', { key }), 403, 'forbidden');
    expect(envelope.message).toContain('schedule:read');
  });
});
