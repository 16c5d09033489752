import type { OrgSettings } from '../../shared/contract/org';
import type { DbOrTx } from '../db/client';
import { notFound } from '../http/app-error';
import { findOrganization } from './orgs.service';

export type OrganizationRow = NonNullable<Awaited<ReturnType<typeof findOrganization>>>;

/** A stored organization as the contract shows it: the depot only when all three parts are set. */
export function orgSettingsOf(row: OrganizationRow): OrgSettings {
  const { originLabel: label, originLat: lat, originLng: lng } = row;
  return {
    name: row.name,
    timeZone: row.timeZone,
    origin: label !== null && lat !== null && lng !== null ? { label, lat, lng } : null,
    estimateValidityDays: row.estimateValidityDays,
    placeholderHours: row.placeholderHours,
    freezeHours: row.freezeHours,
    distanceUnit: row.distanceUnit,
  };
}

/** The caller's organization settings (a key outlives no organization, but a 404 beats a crash). */
export async function readOrgSettings(db: DbOrTx, orgId: string): Promise<OrgSettings> {
  const row = await findOrganization(db, orgId);
  if (!row) throw notFound('Organization');
  return orgSettingsOf(row);
}
