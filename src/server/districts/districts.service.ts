import { randomUUID } from 'node:crypto';
import type { CreateDistrict, District } from '../../shared/contract/districts';
import { ringBounds } from '../../shared/domain/district-boundary';
import { pointInRing } from '../../shared/domain/polygon';
import type { DbOrTx, Tx } from '../db/client';
import { toIso } from '../db/sql-helpers';
import { recordEvent } from '../events/events.service';
import { conflict } from '../http/app-error';
import {
  insertDistrict,
  insertSiteDistricts,
  listDistrictRows,
  listLocatedSitesInBox,
  type DistrictRow,
} from './districts.repo';

function toDistrict(row: DistrictRow): District {
  return { id: row.id, name: row.name, boundary: row.boundary, createdAt: toIso(row.createdAt) };
}

export async function listDistricts(db: DbOrTx, orgId: string): Promise<District[]> {
  return (await listDistrictRows(db, orgId)).map(toDistrict);
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
  if (!row) throw conflict(`A district named "${input.name}" already exists`);
  const candidates = await listLocatedSitesInBox(tx, orgId, ringBounds(row.boundary));
  const inside = candidates.filter((site) => pointInRing(site.position, row.boundary));
  await insertSiteDistricts(
    tx,
    orgId,
    inside.map((site) => ({ siteId: site.id, districtId: row.id })),
  );
  await recordEvent(tx, orgId, { type: 'district.created', payload: { districtId: row.id } }, now);
  return toDistrict(row);
}

/** Called when a site is created: the districts its coordinates fall in (none without coordinates). */
export async function assignSiteToDistricts(
  tx: Tx,
  orgId: string,
  siteId: string,
  lat: number | null,
  lng: number | null,
): Promise<void> {
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
