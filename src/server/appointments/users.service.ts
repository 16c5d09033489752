import type { User } from '../../shared/contract/appointments';
import type { DbOrTx } from '../db/client';
import { notFound } from '../http/app-error';
import { findUserRow, listUserRows, type UserRow } from './users.repo';

const toUser = (row: UserRow): User => ({ id: row.id, name: row.name, role: row.role });

export async function listUsers(db: DbOrTx, orgId: string): Promise<User[]> {
  return (await listUserRows(db, orgId)).map(toUser);
}

export async function getUser(db: DbOrTx, orgId: string, id: string): Promise<User> {
  const row = await findUserRow(db, orgId, id);
  if (!row) throw notFound('User');
  return toUser(row);
}
