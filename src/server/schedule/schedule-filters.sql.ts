import { sql, type SQL } from 'drizzle-orm';
import type { Day } from '../../shared/contract/common';
import type { ScheduleFilters } from '../../shared/contract/schedule-query';
import { crossesAntimeridian, type BoundingBox } from '../../shared/domain/bbox';
import { addDays } from '../../shared/domain/working-days';
import { containsPattern } from '../db/sql-helpers';
import { roundDueSql } from './program-due.sql';
import type { SchedulingContext } from './schedule-context';
import { lowered, uuidList } from './sql-lists.sql';
import { acceptedDaySql, customerNameSql, JOB_NUMBER_PREFIX, siteLabelSql } from './work-facts.sql';

/*
 * The filters GET /schedule and GET /schedule/unscheduled share (api.md "Schedule"), as SQL over the
 * aliases `e` (estimates) and `s` (its site) or, for appointments, `a`, `s` and `ae`. Each is an
 * index lookup or an EXISTS, so a filter never needs the row's facts computed first.
 */

/** Matching any district is enough; a site in none never matches. */
const inAnyDistrict = (owner: 'e' | 'a', districtIds: readonly string[]) =>
  sql`EXISTS (SELECT 1 FROM site_districts x WHERE x.org_id = ${sql.raw(owner)}.org_id AND x.site_id = ${sql.raw(owner)}.site_id
              AND x.district_id IN (${uuidList(districtIds)}))`;

/** Sites without coordinates never match; west > east crosses the antimeridian. */
function insideBox(box: BoundingBox): SQL {
  const longitude = crossesAntimeridian(box)
    ? sql`(s.longitude >= ${box.west} OR s.longitude <= ${box.east})`
    : sql`s.longitude BETWEEN ${box.west} AND ${box.east}`;
  return sql`(s.latitude BETWEEN ${box.south} AND ${box.north} AND ${longitude})`;
}

export function dayRange(column: SQL, from: Day | undefined, to: Day | undefined): SQL[] {
  return [...(from ? [sql`${column} >= ${from}::date`] : []), ...(to ? [sql`${column} <= ${to}::date`] : [])];
}

/** How `scheduledFrom`/`scheduledTo` read for a kind of row: its own day (board) or any placement of the work (queue). */
export type ScheduledWithin = (from: Day | undefined, to: Day | undefined) => SQL[];

/**
 * `s`, the site of `owner`'s row, probed on its primary key row by row. As a plain join the planner
 * hashed a seq scan of all the organization's sites (50k), or of those in a `bbox`, even for a few
 * hundred rows; OFFSET 0 keeps this subquery from being flattened back into that join. Filters on
 * `s` apply after the probe.
 */
export const siteOf = (owner: 'a' | 'e') =>
  sql.raw(
    `CROSS JOIN LATERAL (SELECT s.* FROM sites s WHERE s.org_id = ${owner}.org_id AND s.id = ${owner}.site_id OFFSET 0) s`,
  );

/** Filters that read the site `s` itself; without them a list need not join sites to decide membership. */
export const needsSiteJoin = (filters: ScheduleFilters): boolean =>
  filters.q !== undefined || filters.search !== undefined || filters.bbox !== undefined;

/** What `q` reads of a row (api.md): the fields matched against a pattern, any one enough. */
type TextFields = (pattern: string) => SQL[];

const jobNumberLike = (estimate: 'e' | 'ae', pattern: string) =>
  sql`(${JOB_NUMBER_PREFIX}::text || ${sql.raw(estimate)}.number::text) ILIKE ${pattern}`;

/** Work: its site's label and its job number. */
const workText: TextFields = (pattern) => [sql`${siteLabelSql} ILIKE ${pattern}`, jobNumberLike('e', pattern)];

/** An appointment: its site's label, its title and its estimate's job number. */
const appointmentText: TextFields = (pattern) => [
  sql`${siteLabelSql} ILIKE ${pattern}`,
  sql`a.title ILIKE ${pattern}`,
  jobNumberLike('ae', pattern),
];

/**
 * `q` over `fields`, and the extension `search`: the same fields or the name of the customer that
 * `owner` names (work: its estimate's; an appointment: its site's).
 */
function textConditions(filters: ScheduleFilters, fields: TextFields, owner: 'e' | 's'): SQL[] {
  const anyOf = (terms: SQL[]) => sql`(${sql.join(terms, sql` OR `)})`;
  const conditions: SQL[] = [];
  if (filters.q) conditions.push(anyOf(fields(containsPattern(filters.q))));
  if (filters.search) {
    const pattern = containsPattern(filters.search);
    conditions.push(anyOf([...fields(pattern), sql`${customerNameSql(owner)} ILIKE ${pattern}`]));
  }
  return conditions;
}

/** Conditions on a piece of work (estimate `e`, site `s`), `crewIds` and `assigneeIds` aside. */
export function workConditions(
  filters: ScheduleFilters,
  ctx: SchedulingContext,
  scheduledWithin: ScheduledWithin,
): SQL[] {
  const conditions = textConditions(filters, workText, 'e');
  const acceptedDay = acceptedDaySql(ctx);
  // The estimate's stored categories, whatever the case typed (a clerk's "pruning" is the catalog's
  // "Pruning"); work with no catalog-backed line has none and so never matches.
  if (filters.categories)
    conditions.push(
      sql`EXISTS (SELECT 1 FROM unnest(e.line_categories) AS c(name) WHERE lower(c.name) IN (${lowered(filters.categories)}))`,
    );
  // Whole days: accepted on or before today minus N, in the organization's zone; never accepted is excluded.
  if (filters.minAgeDays !== undefined)
    conditions.push(sql`${acceptedDay} <= ${addDays(ctx.today, -filters.minAgeDays)}::date`);
  conditions.push(...dayRange(acceptedDay, filters.acceptedFrom, filters.acceptedTo));
  if (filters.scheduledFrom || filters.scheduledTo)
    conditions.push(...scheduledWithin(filters.scheduledFrom, filters.scheduledTo));
  if (filters.dueOnly) conditions.push(roundDueSql(ctx));
  if (filters.estimateIds) conditions.push(sql`e.id IN (${uuidList(filters.estimateIds)})`);
  if (filters.districtIds) conditions.push(inAnyDistrict('e', filters.districtIds));
  if (filters.bbox) conditions.push(insideBox(filters.bbox));
  return conditions;
}

/** `crewIds` narrows placed crew-days only (pencilled work has no crew and so does not match). */
export const crewIdsCondition = (crewColumn: SQL, filters: ScheduleFilters): SQL[] =>
  filters.crewIds ? [sql`${crewColumn} IN (${uuidList(filters.crewIds)})`] : [];

/**
 * Conditions on appointments (alias `a`, its site `s`, its estimate `ae` if any); null when a filter
 * that only work can satisfy is set (categories, acceptance, scheduling, due rounds): then no
 * appointment matches. `crewIds` never drops an appointment.
 */
export function appointmentConditions(filters: ScheduleFilters): SQL[] | null {
  const workOnly = [
    filters.categories,
    filters.minAgeDays,
    filters.acceptedFrom,
    filters.acceptedTo,
    filters.scheduledFrom,
    filters.scheduledTo,
  ];
  if (workOnly.some((value) => value !== undefined) || filters.dueOnly) return null;
  // An appointment's customer is its site's: a visit may come before any estimate.
  const conditions = textConditions(filters, appointmentText, 's');
  if (filters.assigneeIds) conditions.push(sql`a.assignee_id IN (${uuidList(filters.assigneeIds)})`);
  if (filters.estimateIds) conditions.push(sql`a.estimate_id IN (${uuidList(filters.estimateIds)})`);
  if (filters.districtIds) conditions.push(inAnyDistrict('a', filters.districtIds));
  if (filters.bbox) conditions.push(insideBox(filters.bbox));
  return conditions;
}

export const whereAll = (conditions: readonly SQL[]): SQL => sql.join([...conditions], sql` AND `);
