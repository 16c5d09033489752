import { randomUUID } from 'node:crypto';
import type { CreateDistrict, District, UpdateDistrict } from '../../shared/contract/districts';
import { ringBounds } from '../../shared/domain/district-boundary';
import { pointInRing } from '../../shared/domain/polygon';
import type { DbOrTx, Tx } from '../db/client';
import { toIso } from '../db/sql-helpers';
import { recordEvent } from '../events/events.service';
import { conflict, notFound } from '../http/app-error';
import {
  deleteDistrictRow,
  deleteSiteDistrictsOf,
  deleteTagsOfSite,
  insertDistrict,
  insertSiteDistricts,
  listDistrictRows,
  listLocatedSitesInBox,
  type DistrictRow,
  updateDistrictRow,
} from './districts.repo';

function toDistrict(row: DistrictRow): District {
  return { id: row.id, name: row.name, boundary: row.boundary, createdAt: toIso(row.createdAt) };
}

export async function listDistricts(db: DbOrTx, orgId: string): Promise<District[]> {
  return (await listDistrictRows(db, orgId)).map(toDistrict);
}

const nameTaken = (name: string) => conflict(`A district named "${name}" already exists`);

/** Tags the organization's located sites inside the district's ring. */
async function tagSitesInside(tx: Tx, orgId: string, row: DistrictRow): Promise<void> {
  const candidates = await listLocatedSitesInBox(tx, orgId, ringBounds(row.boundary));
  const inside = candidates.filter((site) => pointInRing(site.position, row.boundary));
  await insertSiteDistricts(
    tx,
    orgId,
    inside.map((site) => ({ siteId: site.id, districtId: row.id })),
  );
}

/** Stores the district and which of the organization's located sites fall inside it. */
export async function createDistrict(tx: Tx, orgId: string, input: CreateDistrict, now: Date): Promise<District> {
  const row = await insertDistrict(tx, {
    orgId,
    id: randomUUID(),
    name: input.name,
    boundary: input.boundary,
    createdAt: now,
  });
  if (!row) throw nameTaken(input.name);
  await tagSitesInside(tx, orgId, row);
  await recordEvent(tx, orgId, { type: 'district.created', payload: { districtId: row.id } }, now);
  return toDistrict(row);
}

/** Renames and/or reshapes a district; a new ring replaces the sites it holds, so queue filters follow the new shape. */
export async function updateDistrict(
  tx: Tx,
  orgId: string,
  districtId: string,
  change: UpdateDistrict,
  now: Date,
): Promise<District> {
  const row = await updateDistrictRow(tx, orgId, districtId, change);
  if (row === null) throw notFound('District');
  if (row === 'name_taken') throw nameTaken(change.name ?? '');
  if (change.boundary) {
    await deleteSiteDistrictsOf(tx, orgId, districtId);
    await tagSitesInside(tx, orgId, row);
  }
  await recordEvent(tx, orgId, { type: 'district.changed', payload: { districtId } }, now);
  return toDistrict(row);
}

/** Deletes a district with its site tags: filters naming it then match nothing, as an unknown id does. */
export async function removeDistrict(tx: Tx, orgId: string, districtId: string, now: Date): Promise<{ removed: true }> {
  await deleteSiteDistrictsOf(tx, orgId, districtId);
  if (!(await deleteDistrictRow(tx, orgId, districtId))) throw notFound('District');
  await recordEvent(tx, orgId, { type: 'district.deleted', payload: { districtId } }, now);
  return { removed: true };
}

/** Called when a site is created or moved: its tags become the districts its coordinates fall in (none without coordinates). */
export async function assignSiteToDistricts(
  tx: Tx,
  orgId: string,
  siteId: string,
  lat: number | null,
  lng: number | null,
): Promise<void> {
  await deleteTagsOfSite(tx, orgId, siteId);
  if (lat === null || lng === null) return;
  // An organization has a handful of districts: testing each ring here beats a per-row SQL prefilter.
  const containing = (await listDistrictRows(tx, orgId)).filter((district) =>
    pointInRing([lng, lat], district.boundary),
  );
  await insertSiteDistricts(
    tx,
    orgId,
    containing.map((district) => ({ siteId, districtId: district.id })),
  );
}
