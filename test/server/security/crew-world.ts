import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { queryRows } from '../../../src/server/db/client';
import { crewKeyScopes } from '../../../src/shared/contract/scopes';
import { makeKey, type MadeKey } from '../../support/crew-key-fixtures';
import { insertNote, insertPhoto, insertSite, insertTree } from '../../support/inventory-fixtures';
import { insertAcceptedWork, insertCrew, insertScheduleCatalog } from '../../support/schedule-fixtures';
import type { TestApp, TestOrg } from '../../support/test-app';

/*
 * One organization seen by a crew key of crew A (docs/decisions/crews.md "Crew keys"): the test
 * clock's today is Monday 2026-03-02 in the organization's zone, so A's key reaches A's days from
 * 2026-02-23 to 2026-03-16. Each side is a site with a tree (photo, note) and accepted work of two
 * lines at it.
 */

/** A day the crews work, in the reach's window. */
export const CREW_DAY = '2026-03-04';
/** A day of crew A beyond the window (today + 23). */
export const LATER_DAY = '2026-03-25';

/** Where a side's work stands: on A's day (`own`), on B's (`other`), on nobody's (`none`), on A's beyond the window (`later`). */
export const sides = ['own', 'other', 'none', 'later'] as const;
export type Side = (typeof sides)[number];

export interface SideRecords {
  customerId: string;
  siteId: string;
  treeId: string;
  estimateId: string;
  lineId: string;
  /** The placement; a fresh id for work placed nowhere. */
  scheduleId: string;
  /** The crew-day it is on (`unassigned` for work placed nowhere). */
  crewId: string;
  date: string;
}

export interface CrewWorld {
  org: TestOrg;
  crewA: string;
  crewB: string;
  /** A key of crew A holding every scope a crew key may hold. */
  crewKey: MadeKey;
  side: Record<Side, SideRecords>;
}

export async function seedCrewWorld(api: TestApp): Promise<CrewWorld> {
  const org = await api.newOrg({ name: 'Crew world' });
  const deps = api.deps;
  const crewA = (await insertCrew(deps, org.id, { name: 'A crew' })).id;
  const crewB = (await insertCrew(deps, org.id, { name: 'B crew' })).id;
  const catalog = await insertScheduleCatalog(deps, org.id);
  const line = { catalogItemId: catalog.pruning.id, estimatedHours: 1 };

  const sideAt = async (label: string, placing: { crewId: string; date: string } | null): Promise<SideRecords> => {
    const site = await insertSite(deps, org.id, { label, latitude: 45.5, longitude: -122.6 });
    const tree = await insertTree(deps, org.id, site.id);
    await insertPhoto(deps, org.id, tree.id);
    await insertNote(deps, org.id, site.id);
    const work = await insertAcceptedWork(deps, org.id, site, { lines: [line, line] });
    const records = {
      customerId: site.customerId,
      siteId: site.id,
      treeId: tree.id,
      estimateId: work.estimate.id,
      lineId: work.lines[0]!.id,
    };
    if (!placing) return { ...records, scheduleId: crypto.randomUUID(), crewId: 'unassigned', date: CREW_DAY };
    const placed = await api.post(
      '/schedule',
      { estimateIds: [work.estimate.id], crewId: placing.crewId, scheduledDate: placing.date },
      { key: org.key },
    );
    expect(placed.body.data?.placedCount, placed.text).toBe(1);
    const route = await api.get(`/routes/${placing.crewId}/${placing.date}`, { key: org.key });
    return { ...records, scheduleId: route.body.data.orderedScheduleIds[0], ...placing };
  };

  const side = {
    own: await sideAt('On A today', { crewId: crewA, date: CREW_DAY }),
    other: await sideAt('On B today', { crewId: crewB, date: CREW_DAY }),
    none: await sideAt('Placed nowhere', null),
    later: await sideAt('On A later', { crewId: crewA, date: LATER_DAY }),
  };
  const crewKey = await makeKey(api, org, { name: 'A crew tablet', crewId: crewA, scopes: crewKeyScopes });
  return { org, crewA, crewB, crewKey, side };
}

/** Tables a request could change, with the columns that say so (a key's last use is bookkeeping, not data). */
const watched: Record<string, string> = {
  customers: 't.*',
  sites: 't.*',
  trees: 't.*',
  tree_photos: 't.*',
  notes: 't.*',
  catalog_items: 't.*',
  estimates: 't.*',
  estimate_lines: 't.*',
  placements: 't.*',
  routes: 't.*',
  invoices: 't.*',
  invoice_payments: 't.*',
  crews: 't.*',
  districts: 't.*',
  appointments: 't.*',
  events: 't.*',
  api_keys: 't.id, t.scopes, t.crew_id, t.expires_at, t.revoked_at',
};

/** A digest of everything of the organization's that any operation could change. */
export async function fingerprint(api: TestApp, orgId: string): Promise<Record<string, string>> {
  const entries = await Promise.all(
    Object.entries(watched).map(async ([table, columns]) => {
      const [row] = await queryRows<{ digest: string }>(
        api.deps.database.db,
        sql`SELECT md5(coalesce(string_agg(r::text, '|' ORDER BY r::text), '')) AS digest
            FROM (SELECT ${sql.raw(columns)} FROM ${sql.raw(table)} t WHERE t.org_id = ${orgId}::uuid) r`,
      );
      return [table, row?.digest ?? ''] as const;
    }),
  );
  return Object.fromEntries(entries);
}
