import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { imageFactsOf } from '../../shared/domain/image-type';
import {
  distanceUnitSchema,
  logoProblem,
  type DistanceUnit,
  type LogoType,
  type VisitNoticePolicy,
} from '../../shared/contract/org';
import type { DbOrTx } from '../db/client';
import { organizationLogos, organizations } from '../db/schema';

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
  name?: string;
  addressLines?: readonly string[];
  phone?: string | null;
  email?: string | null;
  documentTerms?: string | null;
  estimateValidityDays?: number;
  visitNotices?: VisitNoticePolicy;
  /** The logo's file (PNG or JPEG, checked by `logoProblem`); null removes it. */
  logo?: Uint8Array | null;
}

/** Throws on a logo the contract would refuse (the command line and the seed reach here without it). */
function assertLogo(bytes: Uint8Array): { type: LogoType; width: number; height: number } {
  const problem = logoProblem(bytes);
  const image = imageFactsOf(bytes);
  if (
    problem !== null ||
    image === null ||
    image.width === null ||
    image.height === null ||
    image.type === 'image/webp'
  )
    throw new Error(`Unusable logo: it ${problem ?? 'must be a PNG or JPEG image'}`);
  return { type: image.type, width: image.width, height: image.height };
}

/** Stores or removes the logo; its row is the organization's own, so a second write replaces the first. */
async function writeLogo(db: DbOrTx, orgId: string, bytes: Uint8Array | null, now: Date): Promise<void> {
  if (bytes === null) {
    await db.delete(organizationLogos).where(eq(organizationLogos.orgId, orgId));
    return;
  }
  const { type, width, height } = assertLogo(bytes);
  const row = { image: bytes, contentType: type, width, height, updatedAt: now };
  await db
    .insert(organizationLogos)
    .values({ orgId, ...row })
    .onConflictDoUpdate({ target: organizationLogos.orgId, set: row });
}

/**
 * Changes only what is given, the logo too: one service for PATCH /org, `canopy org:settings` and the
 * demo, so each path keeps the same rules. Returns the updated row, null for an unknown organization
 * (then nothing is written). Run it in a transaction when it changes the logo with other settings.
 */
export async function updateOrganizationSettings(
  db: DbOrTx,
  id: string,
  change: OrganizationSettingsChange,
  now: Date,
) {
  if (change.timeZone !== undefined) assertTimeZone(change.timeZone);
  if (change.distanceUnit !== undefined) assertDistanceUnit(change.distanceUnit);
  if (change.logo) assertLogo(change.logo);
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
      ...(change.name !== undefined && { name: change.name }),
      ...(change.addressLines !== undefined && { addressLines: [...change.addressLines] }),
      ...(change.phone !== undefined && { phone: change.phone }),
      ...(change.email !== undefined && { email: change.email }),
      ...(change.documentTerms !== undefined && { documentTerms: change.documentTerms }),
      ...(change.estimateValidityDays !== undefined && { estimateValidityDays: change.estimateValidityDays }),
      ...(change.visitNotices !== undefined && { visitNotices: change.visitNotices }),
      updatedAt: now,
    })
    .where(eq(organizations.id, id))
    .returning();
  if (row && change.logo !== undefined) await writeLogo(db, id, change.logo, now);
  return row ?? null;
}

/** The stored logo with its image, null without one. */
export async function findOrganizationLogo(db: DbOrTx, orgId: string) {
  const [row] = await db.select().from(organizationLogos).where(eq(organizationLogos.orgId, orgId)).limit(1);
  return row ?? null;
}

/** What GET /org says of the logo: everything but the image (which can be 512 KB). */
export async function findOrganizationLogoFacts(db: DbOrTx, orgId: string) {
  const [row] = await db
    .select({
      contentType: organizationLogos.contentType,
      width: organizationLogos.width,
      height: organizationLogos.height,
      updatedAt: organizationLogos.updatedAt,
    })
    .from(organizationLogos)
    .where(eq(organizationLogos.orgId, orgId))
    .limit(1);
  return row ?? null;
}
