import { beforeAll, describe, expect, it } from 'vitest';
import { crewPhoneScopes, makeKey, type MadeKey } from '../../support/crew-key-fixtures';
import { insertSite } from '../../support/inventory-fixtures';
import { insertAcceptedWork, insertCrew, insertPlacement } from '../../support/schedule-fixtures';
import { startTestApp, type TestApp, type TestOrg } from '../../support/test-app';

/*
 * A crew key's reach is its crew's days from 7 days before the organization's today to 14 after
 * (docs/decisions/crews.md "Crew keys"): today in the organization's zone, and moving with it.
 */

let api: TestApp;
let org: TestOrg;
let crewId: string;
let phone: MadeKey;

beforeAll(async () => {
  api = await startTestApp();
  org = await api.newOrg({ name: 'Window Arborists', timeZone: 'America/Los_Angeles' });
  crewId = (await insertCrew(api.deps, org.id, { name: 'Window crew' })).id;
  phone = await makeKey(api, org, { name: 'Window tablet', crewId, scopes: crewPhoneScopes });
});

async function workOn(day: string): Promise<string> {
  const site = await insertSite(api.deps, org.id);
  const work = await insertAcceptedWork(api.deps, org.id, site);
  await insertPlacement(api.deps, org.id, { estimateId: work.estimate.id, scheduledDate: day, crewId });
  return work.estimate.id;
}

const readBy = async (estimateId: string) => (await api.get(`/estimates/${estimateId}`, { key: phone.key })).status;

describe("a crew key's reach", () => {
  it("runs from 7 days before to 14 after the organization's today, in its time zone", async () => {
    const first = await workOn('2026-02-23');
    const last = await workOn('2026-03-16');
    // 07:59 UTC on Monday 2 March is still Sunday 1 March in Los Angeles: the window is 22 Feb to 15 Mar.
    api.clock.set('2026-03-02T07:59:00Z');
    expect([await readBy(first), await readBy(last)]).toEqual([200, 404]);
    // A minute later it is Monday there: 23 Feb to 16 Mar.
    api.clock.set('2026-03-02T08:00:00Z');
    expect([await readBy(first), await readBy(last)]).toEqual([200, 200]);
    api.clock.set('2026-03-03T08:00:00Z');
    expect([await readBy(first), await readBy(last)]).toEqual([404, 200]);
  });

  it('follows the work: moved off its crew, the work is out of reach at once', async () => {
    api.clock.set('2026-03-02T16:00:00Z');
    const estimateId = await workOn('2026-03-04');
    expect(await readBy(estimateId)).toBe(200);
    const onDay = await api.get(`/schedule?from=2026-03-04&to=2026-03-04&crewId=${crewId}`, { key: org.key });
    const placement = onDay.body.data.upcoming.find((row: { estimateId: string }) => row.estimateId === estimateId);
    const moved = await api.request(
      'PATCH',
      `/estimates/${estimateId}/schedule/${placement.scheduleId}`,
      { crewId: null },
      { key: org.key },
    );
    expect(moved.status, moved.text).toBe(200);
    expect(await readBy(estimateId)).toBe(404);
  });
});
