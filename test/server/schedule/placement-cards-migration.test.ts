import { sql } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { queryRows, type Database } from '../../../src/server/db/client';
import { checkOnBothDatabases, demoSeededToday, seedDemoThenMigrate } from '../../support/migrate-up-to';
import { cardTexts, crewDayTexts } from '../../support/stale-stored-rows';

/*
 * Migration 0010 gives the placements made before it their stored cards, 0012 those cards their
 * rows (GET /schedule/board), 0018 their JobDays, 0019 each crew-day its stored rows, 0020 its
 * stored objects (GET /schedule) and 0021 every card its customer's name: the board of an organization
 * that upgrades shows every placement it showed before, as the cards built afresh say.
 */

interface CardCounts {
  placements: number;
  cards: number;
  current_cards: number;
}

const demo = demoSeededToday(new Date('2026-03-10T18:00:00Z'));

async function afterMigrating(database: Database, lastBefore: string) {
  await seedDemoThenMigrate(database, lastBefore, demo);
  return cardCounts(database);
}

async function cardCounts(database: Database) {
  const [counts] = await queryRows<CardCounts>(
    database.db,
    sql`SELECT (SELECT count(*)::int FROM placements) AS placements,
               (SELECT count(*)::int FROM placement_cards) AS cards,
               (SELECT count(*)::int FROM placement_cards c
                JOIN placement_card_source v ON v.org_id = c.org_id AND v.placement_id = c.placement_id
                WHERE ${cardTexts('c')} IS NOT DISTINCT FROM ${cardTexts('v')}) AS current_cards`,
  );
  if (!counts) throw new Error('no counts');
  return counts;
}

function expectEveryPlacementCarded(counts: CardCounts) {
  expect(counts.placements).toBeGreaterThan(0);
  expect(counts).toEqual({ placements: counts.placements, cards: counts.placements, current_cards: counts.placements });
}

describe('migration 0010: placements made before it get their cards', () => {
  checkOnBothDatabases('canopy_cards', async (database) =>
    expectEveryPlacementCarded(await afterMigrating(database, '0009_org_distance_unit')),
  );
});

describe('migration 0012: cards made before it get their rows', () => {
  checkOnBothDatabases('canopy_card_rows', async (database) =>
    expectEveryPlacementCarded(await afterMigrating(database, '0011_estimates_queue_candidates_index')),
  );
});

describe('migration 0018: cards made before it get their job days', () => {
  checkOnBothDatabases('canopy_card_job_days', async (database) => {
    expectEveryPlacementCarded(await afterMigrating(database, '0017_estimates_live_index'));
    // The demo splits jobs over days: their cards say which day each is.
    const [split] = await queryRows<{ numbered: number }>(
      database.db,
      sql`SELECT count(*)::int AS numbered FROM placement_cards WHERE job_day <> 'null'`,
    );
    expect(split?.numbered).toBeGreaterThan(0);
  });
});

/** Crew-days holding placements, crew-days stored, and stored crew-days equal to those built afresh. */
async function crewDayCounts(database: Database) {
  const [days] = await queryRows<{ crew_days: number; stored: number; current: number }>(
    database.db,
    sql`SELECT (SELECT count(*)::int FROM (SELECT DISTINCT org_id, crew_id, scheduled_date FROM placements) p) AS crew_days,
               (SELECT count(*)::int FROM crew_day_rows) AS stored,
               (SELECT count(*)::int FROM crew_day_rows d
                JOIN crew_day_row_source v ON v.org_id = d.org_id AND v.day = d.day AND v.crew_id IS NOT DISTINCT FROM d.crew_id
                WHERE ${crewDayTexts('d')} = ${crewDayTexts('v')}) AS current`,
  );
  expect(days?.crew_days).toBeGreaterThan(0);
  expect(days).toEqual({ crew_days: days?.crew_days, stored: days?.crew_days, current: days?.crew_days });
}

describe('migration 0019: crew-days made before it get their stored rows', () => {
  checkOnBothDatabases('canopy_crew_day_rows', async (database) => {
    expectEveryPlacementCarded(await afterMigrating(database, '0018_placement_card_job_days'));
    await crewDayCounts(database);
  });
});

describe('migration 0020: crew-days stored before it get their objects', () => {
  checkOnBothDatabases('canopy_crew_day_objects', async (database) => {
    expectEveryPlacementCarded(await afterMigrating(database, '0019_crew_day_rows'));
    await crewDayCounts(database);
  });
});

describe("migration 0021: cards made before it name their job's customer", () => {
  checkOnBothDatabases('canopy_card_customers', async (database) => {
    expectEveryPlacementCarded(await afterMigrating(database, '0020_crew_day_objects'));
    await crewDayCounts(database);
    // The stored cards name their customers (only a few estimates made in the app have none).
    const [named] = await queryRows<{ named: number }>(
      database.db,
      sql`SELECT count(*)::int AS named FROM placement_cards WHERE work_json LIKE '%"customerName":"%'`,
    );
    expect(named?.named).toBeGreaterThan(0);
  });
});
