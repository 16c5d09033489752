import { and, asc, eq, gt, ilike, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { customers } from '../db/schema';
import { containsPattern } from '../db/sql-helpers';

export type CustomerRow = typeof customers.$inferSelect;

export async function insertCustomer(
  db: DbOrTx,
  row: Omit<typeof customers.$inferInsert, 'seq'>,
): Promise<CustomerRow> {
  const [inserted] = await db.insert(customers).values(row).returning();
  if (!inserted) throw new Error('insert returned no customer');
  return inserted;
}

export async function findCustomer(db: DbOrTx, orgId: string, id: string): Promise<CustomerRow | null> {
  const [row] = await db
    .select()
    .from(customers)
    .where(and(eq(customers.orgId, orgId), eq(customers.id, id)))
    .limit(1);
  return row ?? null;
}

/** One page plus one row, oldest first (index customers_org_seq_idx). */
export async function listCustomers(
  db: DbOrTx,
  orgId: string,
  page: { afterSeq: number | null; limit: number; search?: string | undefined },
): Promise<CustomerRow[]> {
  const conditions: SQL[] = [eq(customers.orgId, orgId)];
  if (page.afterSeq !== null) conditions.push(gt(customers.seq, page.afterSeq));
  if (page.search) conditions.push(ilike(customers.name, containsPattern(page.search)));
  return db
    .select()
    .from(customers)
    .where(and(...conditions))
    .orderBy(asc(customers.seq))
    .limit(page.limit + 1);
}
