import type { OrgSettings, UpdateOrgSettings } from '../../shared/contract/org';
import { base64Bytes } from '../../shared/contract/org';
import type { DbOrTx, Tx } from '../db/client';
import { notFound } from '../http/app-error';
import {
  findOrganization,
  findOrganizationLogoFacts,
  updateOrganizationSettings,
  type OrganizationSettingsChange,
} from './orgs.service';

export type OrganizationRow = NonNullable<Awaited<ReturnType<typeof findOrganization>>>;
type LogoFacts = Awaited<ReturnType<typeof findOrganizationLogoFacts>>;

/** A stored organization as the contract shows it: the depot only when all three parts are set. */
export function orgSettingsOf(row: OrganizationRow, logo: LogoFacts): OrgSettings {
  const { originLabel: label, originLat: lat, originLng: lng } = row;
  return {
    name: row.name,
    timeZone: row.timeZone,
    origin: label !== null && lat !== null && lng !== null ? { label, lat, lng } : null,
    estimateValidityDays: row.estimateValidityDays,
    placeholderHours: row.placeholderHours,
    freezeHours: row.freezeHours,
    distanceUnit: row.distanceUnit,
    addressLines: row.addressLines,
    phone: row.phone,
    email: row.email,
    documentTerms: row.documentTerms,
    visitNotices: row.visitNotices,
    logo: logo && { ...logo, updatedAt: logo.updatedAt.toISOString() },
  };
}

/** The caller's organization settings (a key outlives no organization, but a 404 beats a crash). */
export async function readOrgSettings(db: DbOrTx, orgId: string): Promise<OrgSettings> {
  const row = await findOrganization(db, orgId);
  if (!row) throw notFound('Organization');
  return orgSettingsOf(row, await findOrganizationLogoFacts(db, orgId));
}

/** PATCH /org: the change as the service takes it (the logo as bytes), then the settings as they now read. */
export async function changeOrgSettings(
  tx: Tx,
  orgId: string,
  body: UpdateOrgSettings,
  now: Date,
): Promise<OrgSettings> {
  const { logo, ...rest } = body;
  const change: OrganizationSettingsChange = {
    ...rest,
    ...(logo !== undefined && { logo: logo === null ? null : base64Bytes(logo) }),
  };
  if (!(await updateOrganizationSettings(tx, orgId, change, now))) throw notFound('Organization');
  return readOrgSettings(tx, orgId);
}
