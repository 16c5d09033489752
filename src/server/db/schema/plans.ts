/** Plans of the queue (issue 44, migration 0036): what POST /schedule/plans proposed, until accepted or expired. */
import { index, jsonb, pgTable, primaryKey, timestamp, uuid } from 'drizzle-orm/pg-core';

/** A proposal as stored: what the answer shows, and what accepting it places. */
export interface StoredProposal {
  estimateId: string;
  estimateNumber: string;
  /** `order`: the piece's place among the plan's new work on its day, in drive order. */
  placements: { crewId: string; scheduledDate: string; plannedHours: number; order?: number }[];
  reason: string;
  /** The program line of a due round (placed as that round), else null. */
  lineItemId: string | null;
  /** Whether the work's hours were estimated: unestimated work is placed with the placeholder, no hours sent. */
  estimated: boolean;
  /** The work's service categories as planned (absent on plans stored before they were kept: not checked). */
  categories?: string[];
}

/** What accepting placed, and its action in the journal (what undo takes back). */
export interface StoredAcceptance {
  /** The accept's entry in the action journal: undoing the plan is undoing that action. */
  actionId: string;
  placements: { id: string; estimateId: string; crewId: string; day: string }[];
}

export const schedulePlans = pgTable(
  'schedule_plans',
  {
    orgId: uuid('org_id').notNull(),
    id: uuid('id').notNull(),
    /** The answer of POST /schedule/plans, as sent (proposals with their lineItemId and estimated flag). */
    answer: jsonb('answer').notNull(),
    proposals: jsonb('proposals').$type<StoredProposal[]>().notNull(),
    /** controlVersion of every crew-day the plan read, by `crewId|day` (1 for a day with no route row yet). */
    versions: jsonb('versions').$type<Record<string, number>>().notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptance: jsonb('acceptance').$type<StoredAcceptance>(),
    undoneAt: timestamp('undone_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.orgId, t.id] }), index('schedule_plans_org_expires_idx').on(t.orgId, t.expiresAt)],
);
