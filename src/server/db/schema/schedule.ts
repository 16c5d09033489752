import { sql } from 'drizzle-orm';
import {
  bigserial,
  date,
  doublePrecision,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { StoredRoutePlan } from '../../../shared/contract/routes';
import type { JournalChanges } from '../../../shared/domain/action-journal';
import { timestamps } from './columns';
import { crewMembers, crews } from './crews';
import { sites } from './customers';
import { estimates } from './estimates';

/**
 * One placement: an estimate's work on a crew's day (crew null = pencilled on the unassigned board).
 * `sortOrder` is the drive order within the crew-day, dense from 1.
 */
export const placements = pgTable(
  'placements',
  {
    orgId: uuid('org_id').notNull(),
    id: uuid('id').notNull(),
    estimateId: uuid('estimate_id').notNull(),
    crewId: uuid('crew_id'),
    scheduledDate: date('scheduled_date', { mode: 'string' }).notNull(),
    sortOrder: integer('sort_order').notNull(),
    note: text('note'),
    /** Hours of the estimate planned onto this day; null when nobody estimated the work. */
    plannedHours: doublePrecision('planned_hours'),
    /** The program line (and its round) this day covers, when placed for a program round. */
    lineItemId: uuid('line_item_id'),
    round: integer('round'),
    ...timestamps,
  },
  (t) => [
    primaryKey({ columns: [t.orgId, t.id] }),
    index('placements_org_day_crew_idx').on(t.orgId, t.scheduledDate, t.crewId, t.sortOrder),
    index('placements_org_estimate_idx').on(t.orgId, t.estimateId, t.scheduledDate),
    // The same job twice on one crew's day (or twice pencilled on one day) is never allowed.
    unique('placements_one_job_per_crew_day').on(t.orgId, t.crewId, t.scheduledDate, t.estimateId).nullsNotDistinct(),
    foreignKey({ columns: [t.orgId, t.estimateId], foreignColumns: [estimates.orgId, estimates.id] }),
    foreignKey({ columns: [t.orgId, t.crewId], foreignColumns: [crews.orgId, crews.id] }),
  ],
);

/**
 * The stored card of each placement: its ScheduledWork JSON (api.md) up to the crew, which the board
 * appends as it reads (so a crew's rename touches no card), and its site's position. Kept by the
 * triggers of migrations 0010 and 0018 on placements, estimates, sites and site_districts, whatever code path
 * writes them, so GET /schedule and fit read cards instead of joining thousands of rows to their
 * estimates and sites.
 */
export const placementCards = pgTable(
  'placement_cards',
  {
    orgId: uuid('org_id').notNull(),
    placementId: uuid('placement_id').notNull(),
    /** `{"scheduleId":...,"lineItemId":...` without its closing brace: the board adds `,"crew":...}`. */
    workJson: text('work_json').notNull(),
    /** The same card as a ScheduledWorkRow (GET /schedule/board): its values in column order, the crew by id. */
    workRow: text('work_row').notNull(),
    /**
     * Its JobDay as JSON (`{"number":2,"count":3}`), `null` for a job on one day: counted over every
     * placement of its estimate, so any placement of the job rebuilds the cards of all of them.
     */
    jobDay: text('job_day').notNull(),
    /** The site's position (also in the JSON), for fit's distances without joining estimates and sites. */
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    /** The placement's crew-day (also in the JSON), so a card's change names the crew-day it left as well as the one it is on. */
    crewId: uuid('crew_id'),
    scheduledDate: date('scheduled_date', { mode: 'string' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.orgId, t.placementId] }),
    foreignKey({ columns: [t.orgId, t.placementId], foreignColumns: [placements.orgId, placements.id] }).onDelete(
      'cascade',
    ),
    // Fit reads the positions of a window's few thousand stops from this index alone, not from the
    // cards' wide rows (~9 instead of ~12 ms for ten working days of the large demo organization).
    index('placement_cards_positions_idx').on(t.orgId, t.placementId, t.latitude, t.longitude),
  ],
);

/**
 * The board's rows of one crew-day, stored (migration 0019): its placements' ScheduledWorkRow JSON
 * (each card's `work_row` closed with its JobDay) joined by commas in drive order, and their
 * ScheduledWork JSON (0020), with what its load is summed from. Kept by triggers on placement_cards,
 * so GET /schedule/board and GET /schedule copy one text per crew-day instead of probing and joining
 * every card of two weeks. A crew-day that loses its last
 * placement keeps its row, empty: rows are the crew-day's lock as the triggers rebuild it, and a
 * writer waiting on a deleted row would rebuild nothing.
 */
export const crewDayRows = pgTable(
  'crew_day_rows',
  {
    orgId: uuid('org_id').notNull(),
    /** null: the unassigned board. */
    crewId: uuid('crew_id'),
    day: date('day', { mode: 'string' }).notNull(),
    /** `[...],[...]`: the rows without the array's brackets, so a read joins crew-days with commas. */
    workRows: text('work_rows').notNull(),
    /**
     * `{...},{...}`: the crew-day's ScheduledWork for GET /schedule (migration 0020) in the same way,
     * each `crew` left as U+0001 for the read to fill in with the crew's CrewRef: a crew renamed
     * then changes no stored text. JSON text never holds a raw control character, so the mark
     * cannot be part of a card.
     */
    workObjects: text('work_objects').notNull().default(''),
    stops: integer('stops').notNull(),
    /** Minutes of the placements with planned hours; the unestimated ones count the organization's placeholder as the board reads. */
    plannedMinutes: doublePrecision('planned_minutes').notNull(),
    unestimated: integer('unestimated').notNull(),
  },
  (t) => [unique('crew_day_rows_one_per_crew_day').on(t.orgId, t.day, t.crewId).nullsNotDistinct()],
);

/**
 * A crew-day's drive-order control (api.md Route), created with the day's first placement. Its row
 * is the crew-day's lock: every write that changes the day holds it FOR UPDATE for its transaction.
 * Order changes bump `controlVersion`.
 */
export const routes = pgTable(
  'routes',
  {
    orgId: uuid('org_id').notNull(),
    id: uuid('id').notNull(),
    crewId: uuid('crew_id'),
    day: date('day', { mode: 'string' }).notNull(),
    /** automatic: the optimizer may reorder; manual: pinned by a person (order, emergency, inherited pin). */
    orderMode: text('order_mode').notNull().default('automatic'),
    orderSource: text('order_source').notNull().default('schedule'),
    controlVersion: integer('control_version').notNull().default(1),
    /** The optimizer's last plan (legs, totals, geometry); current only while planControlVersion = controlVersion. */
    plan: jsonb('plan').$type<StoredRoutePlan>(),
    planControlVersion: integer('plan_control_version'),
    optimizedAt: timestamp('optimized_at', { withTimezone: true }),
    /** Why the last optimization gave up, and the version it gave up on (status `failed` while that is current). */
    failureReason: text('failure_reason'),
    failedControlVersion: integer('failed_control_version'),
    ...timestamps,
  },
  (t) => [
    primaryKey({ columns: [t.orgId, t.id] }),
    unique('routes_one_per_crew_day').on(t.orgId, t.crewId, t.day).nullsNotDistinct(),
    foreignKey({ columns: [t.orgId, t.crewId], foreignColumns: [crews.orgId, crews.id] }),
  ],
);

/** Written by the field app (and the seed): a crew member clocked on a placement makes it "started". */
export const timeEntries = pgTable(
  'time_entries',
  {
    orgId: uuid('org_id').notNull(),
    id: uuid('id').notNull(),
    placementId: uuid('placement_id').notNull(),
    crewMemberId: uuid('crew_member_id').notNull(),
    clockInAt: timestamp('clock_in_at', { withTimezone: true }).notNull(),
    clockOutAt: timestamp('clock_out_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.orgId, t.id] }),
    index('time_entries_org_placement_idx').on(t.orgId, t.placementId),
    foreignKey({ columns: [t.orgId, t.placementId], foreignColumns: [placements.orgId, placements.id] }).onDelete(
      'cascade',
    ),
    foreignKey({ columns: [t.orgId, t.crewMemberId], foreignColumns: [crewMembers.orgId, crewMembers.id] }),
  ],
);

export const districts = pgTable(
  'districts',
  {
    orgId: uuid('org_id').notNull(),
    id: uuid('id').notNull(),
    name: text('name').notNull(),
    /** [longitude, latitude] pairs, closing implicitly. */
    boundary: jsonb('boundary').$type<[number, number][]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.orgId, t.id] }),
    uniqueIndex('districts_org_name_idx').on(t.orgId, sql`lower(${t.name})`),
  ],
);

/** Which districts each located site falls in, computed when a site or a district is created. */
export const siteDistricts = pgTable(
  'site_districts',
  {
    orgId: uuid('org_id').notNull(),
    siteId: uuid('site_id').notNull(),
    districtId: uuid('district_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.orgId, t.siteId, t.districtId] }),
    index('site_districts_org_district_idx').on(t.orgId, t.districtId, t.siteId),
    foreignKey({ columns: [t.orgId, t.siteId], foreignColumns: [sites.orgId, sites.id] }),
    foreignKey({ columns: [t.orgId, t.districtId], foreignColumns: [districts.orgId, districts.id] }),
  ],
);

/** Office and field staff: the people appointments are assigned to. */
export const users = pgTable(
  'users',
  {
    orgId: uuid('org_id').notNull(),
    id: uuid('id').notNull(),
    name: text('name').notNull(),
    role: text('role').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.orgId, t.id] })],
);

/** Estimate site visits (docs/decisions/scheduling.md "Scheduling"). */
export const appointments = pgTable(
  'appointments',
  {
    orgId: uuid('org_id').notNull(),
    id: uuid('id').notNull(),
    siteId: uuid('site_id').notNull(),
    estimateId: uuid('estimate_id'),
    assigneeId: uuid('assignee_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    startMinutes: integer('start_minutes'),
    durationMinutes: integer('duration_minutes'),
    title: text('title').notNull(),
    note: text('note'),
    ...timestamps,
  },
  (t) => [
    primaryKey({ columns: [t.orgId, t.id] }),
    index('appointments_org_day_idx').on(t.orgId, t.day),
    foreignKey({ columns: [t.orgId, t.siteId], foreignColumns: [sites.orgId, sites.id] }),
    foreignKey({ columns: [t.orgId, t.assigneeId], foreignColumns: [users.orgId, users.id] }),
  ],
);

/** The change feed (GET /events): `seq` is the event id a reconnecting client resumes after. */
export const events = pgTable(
  'events',
  {
    orgId: uuid('org_id').notNull(),
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    type: text('type').notNull(),
    payload: jsonb('payload').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.orgId, t.seq] })],
);

/**
 * The action journal (issue 43, docs/decisions/board.md "Undo on the server"): what each undoable
 * board write changed, written in that write's transaction, so `POST /schedule/actions/{id}/undo`
 * can put it back in one transaction. Kept 24 hours and at most ACTION_JOURNAL_CAP entries an
 * organization (docs/decisions/caps.md); housekeeping deletes the rest.
 */
export const actionJournal = pgTable(
  'action_journal',
  {
    orgId: uuid('org_id').notNull(),
    id: uuid('id').notNull(),
    /** Commit order of the organization's actions: "a later action" whatever the clock says. */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    kind: text('kind').notNull(),
    changes: jsonb('changes').$type<JournalChanges>().notNull(),
    /** The action this one took back (an undo); undoing an undo redoes. */
    undoes: uuid('undoes'),
    /** The undo that took this action back; it is not undone twice. */
    undoneBy: uuid('undone_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.orgId, t.id] }),
    index('action_journal_org_seq_idx').on(t.orgId, t.seq),
    index('action_journal_created_idx').on(t.createdAt),
  ],
);
