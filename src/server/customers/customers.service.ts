import { randomUUID } from 'node:crypto';
import type { CreateCustomer, Customer, ListCustomersQuery } from '../../shared/contract/customers';
import type { DbOrTx, Tx } from '../db/client';
import { toIso } from '../db/sql-helpers';
import { notFound } from '../http/app-error';
import { afterCursor, toPage, type PositionCodec } from '../http/cursor';
import { findCustomer, insertCustomer, listCustomers, type CustomerRow } from './customers.repo';

export function toCustomer(row: CustomerRow): Customer {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    createdAt: toIso(row.createdAt),
    updatedAt: toIso(row.updatedAt),
  };
}

export async function createCustomer(tx: Tx, orgId: string, input: CreateCustomer, now: Date): Promise<Customer> {
  const row = await insertCustomer(tx, {
    orgId,
    id: randomUUID(),
    name: input.name,
    email: input.email ?? null,
    phone: input.phone ?? null,
    createdAt: now,
    updatedAt: now,
  });
  return toCustomer(row);
}

export async function getCustomer(db: DbOrTx, orgId: string, id: string): Promise<Customer> {
  const row = await findCustomer(db, orgId, id);
  if (!row) throw notFound('Customer');
  return toCustomer(row);
}

export async function pageCustomers(db: DbOrTx, orgId: string, query: ListCustomersQuery, cursors: PositionCodec) {
  const rows = await listCustomers(db, orgId, {
    afterSeq: afterCursor(cursors, query.cursor),
    limit: query.limit,
    search: query.search,
  });
  return toPage(rows, query.limit, toCustomer, cursors);
}
