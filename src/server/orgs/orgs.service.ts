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

/** Where the organization's crews start and end their day; null until it is set. */
export function originOf(org: {
  originLabel: string | null;
  originLat: number | null;
  originLng: number | null;
}): Origin | null {
  return org.originLabel !== null && org.originLat !== null && org.originLng !== null
    ? { label: org.originLabel, lat: org.originLat, lng: org.originLng }
    : null;
}

export interface OrganizationSettingsChange {
  timeZone?: string;
  origin?: Origin | null;
  freezeHours?: number;
}

/** Changes only what is given; returns the updated row, null for an unknown organization. */
export async function updateOrganizationSettings(
  db: DbOrTx,
  id: string,
  change: OrganizationSettingsChange,
  now: Date,
) {
  if (change.timeZone !== undefined) assertTimeZone(change.timeZone);
  const [row] = await db
    .update(organizations)
    .set({
      ...(change.timeZone !== undefined && { timeZone: change.timeZone }),
      ...(change.origin !== undefined && {
        originLabel: change.origin?.label ?? null,
        originLat: change.origin?.lat ?? null,
        originLng: change.origin?.lng ?? null,
      }),
      ...(change.freezeHours !== undefined && { freezeHours: change.freezeHours }),
      updatedAt: now,
    })
    .where(eq(organizations.id, id))
    .returning();
  return row ?? null;
}
