import type { Tx } from '../db/client';
import { events } from '../db/schema';

/** What the change feed carries (GET /events): enough for a board to refetch the narrowest data. */
export type ChangeEvent =
  | { type: 'placement.changed'; payload: { crewDays: { crewId: string | null; day: string }[]; estimateIds: string[] } }
  | { type: 'route.changed'; payload: { crewId: string | null; day: string; status?: string } }
  | { type: 'estimate.changed'; payload: { estimateId: string; status: string } }
  | { type: 'district.created'; payload: { districtId: string } };

/** Recorded in the writing transaction, so the feed never shows a change that rolled back. */
export async function recordEvent(tx: Tx, orgId: string, event: ChangeEvent, now: Date): Promise<void> {
  await tx.insert(events).values({ orgId, type: event.type, payload: event.payload, createdAt: now });
}
