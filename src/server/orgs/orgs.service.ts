import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { organizations } from '../db/schema';

export interface Origin {
  label: string;
  lat: number;
  lng: number;
}

export interface NewOrganization {
  name: string;
  timeZone?: string;
  origin?: Origin | null;
}

/** Throws on a zone the runtime does not know, so a typo never reaches scheduling. */
export function assertTimeZone(timeZone: string): void {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
  } catch {
    throw new Error(`Unknown time zone: ${timeZone}`);
  }
}

export async function createOrganization(db: DbOrTx, input: NewOrganization, now: Date): Promise<{ id: string }> {
  const timeZone = input.timeZone ?? 'America/Los_Angeles';
  assertTimeZone(timeZone);
  const id = randomUUID();
  await db.insert(organizations).values({
    id,
    name: input.name,
    timeZone,
    originLabel: input.origin?.label ?? null,
    originLat: input.origin?.lat ?? null,
    originLng: input.origin?.lng ?? null,
    createdAt: now,
    updatedAt: now,
  });
  return { id };
}

export async function findOrganization(db: DbOrTx, id: string) {
  const [row] = await db.select().from(organizations).where(eq(organizations.id, id)).limit(1);
  return row ?? null;
}
