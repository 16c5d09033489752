import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { distanceUnitSchema, type DistanceUnit } from '../../shared/contract/org';
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
  /** Left out: the column's default, 'mi'. */
  distanceUnit?: DistanceUnit;
}

/** Throws on a zone the runtime does not know, so a typo never reaches scheduling. */
export function assertTimeZone(timeZone: string): void {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
  } catch {
    throw new Error(`Unknown time zone: ${timeZone}`);
  }
}

/** Throws on a unit other than mi or km (the column's check would refuse it anyway, less legibly). */
export function assertDistanceUnit(unit: string): asserts unit is DistanceUnit {
  if (!distanceUnitSchema.safeParse(unit).success) throw new Error(`Unknown distance unit: ${unit}`);
}

export async function createOrganization(db: DbOrTx, input: NewOrganization, now: Date): Promise<{ id: string }> {
  const timeZone = input.timeZone ?? 'America/Los_Angeles';
  assertTimeZone(timeZone);
  if (input.distanceUnit !== undefined) assertDistanceUnit(input.distanceUnit);
  const id = randomUUID();
  await db.insert(organizations).values({
    id,
    name: input.name,
    timeZone,
    originLabel: input.origin?.label ?? null,
    originLat: input.origin?.lat ?? null,
    originLng: input.origin?.lng ?? null,
    ...(input.distanceUnit !== undefined && { distanceUnit: input.distanceUnit }),
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
  distanceUnit?: DistanceUnit;
}

/** Changes only what is given; returns the updated row, null for an unknown organization. */
export async function updateOrganizationSettings(
  db: DbOrTx,
  id: string,
  change: OrganizationSettingsChange,
  now: Date,
) {
  if (change.timeZone !== undefined) assertTimeZone(change.timeZone);
  if (change.distanceUnit !== undefined) assertDistanceUnit(change.distanceUnit);
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
      ...(change.distanceUnit !== undefined && { distanceUnit: change.distanceUnit }),
      updatedAt: now,
    })
    .where(eq(organizations.id, id))
    .returning();
  return row ?? null;
}
