import { sql } from 'drizzle-orm';
import type { Tx } from './client';
import { counters } from './schema';

export type CounterName = 'estimate' | 'invoice';

/**
 * The next number of an organization's sequence (docs/decisions/estimates-and-invoices.md "Numbers"). The upsert locks the
 * counter row until the caller's transaction ends, so parallel creators queue behind it: numbers
 * are unique, and a rolled-back create gives its number back, so they stay gap-free.
 */
export async function nextCounterValue(tx: Tx, orgId: string, name: CounterName): Promise<number> {
  const [row] = await tx
    .insert(counters)
    .values({ orgId, name, value: 1 })
    .onConflictDoUpdate({ target: [counters.orgId, counters.name], set: { value: sql`${counters.value} + 1` } })
    .returning({ value: counters.value });
  if (!row) throw new Error(`counter ${name} returned no value`);
  return row.value;
}
