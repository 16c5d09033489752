import type { Day } from '../../shared/contract/common';
import { todayIn } from '../../shared/domain/working-days';
import type { DbOrTx } from '../db/client';
import { findOrganization } from '../orgs/orgs.service';

/** The organization settings every scheduling read and write depends on, read once per request. */
export interface SchedulingContext {
  orgId: string;
  timeZone: string;
  /** Hours booked for work nobody estimated (docs/decisions/scheduling.md "Scheduling"). */
  placeholderHours: number;
  /** Today in the organization's zone: acceptance ages, due rounds and "already past" use it. */
  today: Day;
}

/** The scheduling context of an organization's settings, as of `now`. */
export const schedulingContextOf = (
  org: { id: string; timeZone: string; placeholderHours: number },
  now: Date,
): SchedulingContext => ({
  orgId: org.id,
  timeZone: org.timeZone,
  placeholderHours: org.placeholderHours,
  today: todayIn(org.timeZone, now),
});

export async function loadSchedulingContext(db: DbOrTx, orgId: string, now: Date): Promise<SchedulingContext> {
  const org = await findOrganization(db, orgId);
  if (!org) throw new Error(`organization ${orgId} vanished`);
  return schedulingContextOf(org, now);
}
