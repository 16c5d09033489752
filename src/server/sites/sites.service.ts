import { randomUUID } from 'node:crypto';
import {
  locationPrecisions,
  locationSourceSchema,
  type CreateSite,
  type ListSitesQuery,
  type MoveSite,
  type Site,
} from '../../shared/contract/sites';
import { lockCrewDays } from '../crew-days/crew-day.repo';
import { crewDaysChanged } from '../crew-days/crew-days-changed';
import { getCustomer } from '../customers/customers.service';
import type { DbOrTx, Tx } from '../db/client';
import { storedEnum, toIso } from '../db/sql-helpers';
import { assignSiteToDistricts } from '../districts/districts.service';
import { recordEvent } from '../events/events.service';
import { notFound } from '../http/app-error';
import { afterCursor, toPage, type PositionCodec } from '../http/cursor';
import { organizationToday } from '../invoices/org-today';
import type { CrewReach } from '../keys/crew-reach';
import type { SiteLocation } from './site-location';
import { findSite, insertSite, listSites, listSiteVisitsFrom, updateSitePosition, type SiteRow } from './sites.repo';

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
    locationPrecision: row.locationPrecision === null ? null : storedEnum(locationPrecisions, row.locationPrecision),
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

/**
 * Puts the site where a person placed it (`manual`). Everything that reads its position follows,
 * as after any change of a crew-day: its districts are tagged again, and each crew-day visiting it
 * from today on gets a new version, so its route reads stale and is planned again. The feed says
 * `site.moved` too, for the screens that show it without a placement (the queue's map).
 */
export async function moveSite(tx: Tx, orgId: string, siteId: string, position: MoveSite, now: Date): Promise<Site> {
  if (!(await findSite(tx, orgId, siteId))) throw notFound('Site');
  // The past is driven already: its routes keep the legs they were driven by.
  const visits = await listSiteVisitsFrom(tx, orgId, siteId, await organizationToday(tx, orgId, now));
  await lockCrewDays(tx, orgId, visits, now);
  const row = await updateSitePosition(tx, orgId, siteId, {
    ...position,
    locationSource: 'supplied',
    locationPrecision: 'manual',
    updatedAt: now,
  });
  if (!row) throw notFound('Site');
  await assignSiteToDistricts(tx, orgId, row.id, row.latitude, row.longitude);
  await crewDaysChanged(
    tx,
    orgId,
    visits,
    visits.map((visit) => visit.estimateId),
    now,
  );
  await recordEvent(tx, orgId, { type: 'site.moved', payload: { siteId } }, now);
  return toSite(row);
}

export async function getSite(db: DbOrTx, orgId: string, siteId: string): Promise<Site> {
  const row = await findSite(db, orgId, siteId);
  if (!row) throw notFound('Site');
  return toSite(row);
}

/** A page of sites; a crew key's only those its crew's work is at. */
export async function pageSites(
  db: DbOrTx,
  orgId: string,
  crew: CrewReach | null,
  query: ListSitesQuery,
  cursors: PositionCodec,
) {
  const rows = await listSites(db, orgId, {
    afterSeq: afterCursor(cursors, query.cursor),
    limit: query.limit,
    customerId: query.customerId,
    search: query.search,
    q: query.q,
    crew,
  });
  return toPage(rows, query.limit, toSite, cursors);
}
