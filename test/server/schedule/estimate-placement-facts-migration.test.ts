import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { diskStorage } from '../../../src/server/adapters/storage/disk-storage';
import { greatCircleTravel } from '../../../src/server/adapters/travel/great-circle-travel';
import { queryRows } from '../../../src/server/db/client';
import { DEMO_DEPOT, seedDemo } from '../../../src/server/demo/seed-demo';
import { createOrganization } from '../../../src/server/orgs/orgs.service';
import { checkOnBothDatabases, migrateUpTo } from '../../support/migrate-up-to';

/*
 * Migration 0013 counts the placements made before it into their estimates' stored facts: the queue
 * of an organization that upgrades holds the same work as before, now decided from those facts.
 */

const NOW = new Date('2026-03-10T18:00:00Z');

describe('migration 0013: work placed before it gets its placement facts', () => {
  checkOnBothDatabases('canopy_placement_facts', async (database) => {
    await migrateUpTo(database, '0012_placement_card_rows');
    const { id: orgId } = await createOrganization(
      database.db,
      { name: 'Before facts', timeZone: 'America/Los_Angeles', origin: DEMO_DEPOT },
      NOW,
    );
    await seedDemo(database.db, orgId, {
      size: 'small',
      now: NOW,
      storage: diskStorage(mkdtempSync(path.join(tmpdir(), 'canopy-files-'))),
      travel: greatCircleTravel,
    });
    await database.migrate();

    const [counts] = await queryRows<{ placed: number; stale: number }>(
      database.db,
      sql`SELECT count(*) FILTER (WHERE e.work_placements > 0)::int AS placed,
                 count(*) FILTER (WHERE (e.work_placed_hours, e.work_placements, e.work_days_from)
                                  IS DISTINCT FROM (coalesce(f.hours, 0), coalesce(f.placements, 0), f.first_day))::int AS stale
          FROM estimates e
          LEFT JOIN (SELECT p.org_id, p.estimate_id, sum(p.planned_hours::numeric) AS hours, count(*)::int AS placements,
                            min(p.scheduled_date) AS first_day
                     FROM placements p WHERE p.line_item_id IS NULL GROUP BY p.org_id, p.estimate_id) f
            ON f.org_id = e.org_id AND f.estimate_id = e.id`,
    );
    expect(counts?.placed).toBeGreaterThan(0);
    expect(counts?.stale).toBe(0);
  });
});
