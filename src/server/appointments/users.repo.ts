import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { users } from '../db/schema';

export type UserRow = typeof users.$inferSelect;

export async function listUserRows(db: DbOrTx, orgId: string): Promise<UserRow[]> {
  return db.select().from(users).where(eq(users.orgId, orgId)).orderBy(asc(users.name), asc(users.id));
}

export async function findUserRow(db: DbOrTx, orgId: string, id: string): Promise<UserRow | null> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.orgId, orgId), eq(users.id, id)))
    .limit(1);
  return row ?? null;
}
