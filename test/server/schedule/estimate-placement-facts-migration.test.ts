import { sql } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { queryRows } from '../../../src/server/db/client';
import { checkOnBothDatabases, demoSeededToday, seedDemoThenMigrate } from '../../support/migrate-up-to';

/*
 * Migration 0013 counts the placements made before it into their estimates' stored facts: the queue
 * of an organization that upgrades holds the same work as before, now decided from those facts.
 */

const demo = demoSeededToday(new Date('2026-03-10T18:00:00Z'));

describe('migration 0013: work placed before it gets its placement facts', () => {
  checkOnBothDatabases('canopy_placement_facts', async (database) => {
    await seedDemoThenMigrate(database, '0012_placement_card_rows', demo);

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
