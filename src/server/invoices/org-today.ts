import type { Day } from '../../shared/contract/common';
import { todayIn } from '../../shared/domain/working-days';
import type { DbOrTx } from '../db/client';
import { findOrganization } from '../orgs/orgs.service';

/** "Today" for the organization's questions (money due or overdue, visits still to come) is its local day, not UTC's. */
export async function organizationToday(db: DbOrTx, orgId: string, now: Date): Promise<Day> {
  const org = await findOrganization(db, orgId);
  if (!org) throw new Error(`organization ${orgId} vanished`);
  return todayIn(org.timeZone, now);
}
