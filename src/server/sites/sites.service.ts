import { randomUUID } from 'node:crypto';
import { locationSourceSchema, type CreateSite, type ListSitesQuery, type Site } from '../../shared/contract/sites';
import { getCustomer } from '../customers/customers.service';
import type { DbOrTx, Tx } from '../db/client';
import { toIso } from '../db/sql-helpers';
import { assignSiteToDistricts } from '../districts/districts.service';
import { notFound } from '../http/app-error';
import { afterCursor, toPage, type PositionCodec } from '../http/cursor';
import type { SiteLocation } from './site-location';
import { findSite, insertSite, listSites, type SiteRow } from './sites.repo';

export function toSite(row: SiteRow): Site {
  return {
    id: row.id,
    customerId: row.customerId,
    label: row.label,
    street: row.street,
    city: row.city,
    state: row.state,
    zip: row.zip,
    country: row.country,
    latitude: row.latitude,
    longitude: row.longitude,
    locationSource: locationSourceSchema.parse(row.locationSource),
    createdAt: toIso(row.createdAt),
    updatedAt: toIso(row.updatedAt),
  };
}

/** Stores a site whose location was settled beforehand (see locateSite); the customer must be the org's own. */
export async function createSite(
  tx: Tx,
  orgId: string,
  input: CreateSite,
  location: SiteLocation,
  now: Date,
): Promise<Site> {
  await getCustomer(tx, orgId, input.customerId);
  const row = await insertSite(tx, {
    orgId,
    id: randomUUID(),
    customerId: input.customerId,
    label: input.label ?? null,
    street: input.street,
    city: input.city,
    state: input.state,
    zip: input.zip,
    country: input.country,
    ...location,
    createdAt: now,
    updatedAt: now,
  });
  await assignSiteToDistricts(tx, orgId, row.id, row.latitude, row.longitude);
  return toSite(row);
}

export async function getSite(db: DbOrTx, orgId: string, siteId: string): Promise<Site> {
  const row = await findSite(db, orgId, siteId);
  if (!row) throw notFound('Site');
  return toSite(row);
}

export async function pageSites(db: DbOrTx, orgId: string, query: ListSitesQuery, cursors: PositionCodec) {
  const rows = await listSites(db, orgId, {
    afterSeq: afterCursor(cursors, query.cursor),
    limit: query.limit,
    customerId: query.customerId,
    search: query.search,
  });
  return toPage(rows, query.limit, toSite, cursors);
}
