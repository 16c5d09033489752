import { pointInRing, type LngLat } from '../../shared/domain/polygon';
import type { districts, siteDistricts } from '../db/schema';
import { daysAgo, type SeedContext } from './seed-profile';
import type { SiteRow } from './sites.seed';

export type DistrictRow = typeof districts.$inferInsert & { id: string; name: string; boundary: [number, number][] };
export type SiteDistrictRow = typeof siteDistricts.$inferInsert;

/**
 * Areas the office plans by, drawn roughly around Portland neighbourhoods and suburbs as rings of
 * [longitude, latitude] (GeoJSON order, closing implicitly). Southwest Hills and Beaverton share
 * Raleigh Hills, so some sites fall in both; much of the metro falls in none.
 */
export const demoDistricts: readonly { name: string; boundary: readonly LngLat[] }[] = [
  {
    name: 'North Portland',
    boundary: [
      [-122.805, 45.603],
      [-122.745, 45.628],
      [-122.68, 45.615],
      [-122.665, 45.588],
      [-122.668, 45.556],
      [-122.712, 45.545],
      [-122.772, 45.566],
    ],
  },
  {
    name: 'Northeast',
    boundary: [
      [-122.664, 45.588],
      [-122.6, 45.598],
      [-122.53, 45.585],
      [-122.505, 45.552],
      [-122.522, 45.524],
      [-122.664, 45.524],
    ],
  },
  {
    name: 'Southeast',
    boundary: [
      [-122.664, 45.522],
      [-122.522, 45.522],
      [-122.5, 45.482],
      [-122.555, 45.445],
      [-122.638, 45.448],
      [-122.668, 45.472],
    ],
  },
  {
    name: 'Southwest Hills',
    boundary: [
      [-122.785, 45.515],
      [-122.688, 45.528],
      [-122.668, 45.5],
      [-122.672, 45.455],
      [-122.722, 45.442],
      [-122.795, 45.475],
    ],
  },
  {
    name: 'Beaverton',
    boundary: [
      [-122.865, 45.502],
      [-122.8, 45.525],
      [-122.762, 45.502],
      [-122.765, 45.462],
      [-122.81, 45.445],
      [-122.858, 45.46],
    ],
  },
  {
    name: 'Lake Oswego',
    boundary: [
      [-122.742, 45.432],
      [-122.682, 45.441],
      [-122.638, 45.421],
      [-122.65, 45.39],
      [-122.708, 45.378],
      [-122.752, 45.4],
    ],
  },
];

export interface ExistingDistrict {
  id: string;
  name: string;
  boundary: [number, number][];
}

/**
 * The demo districts the organization does not have yet (names are unique per organization, in
 * any case), and for every located site each district it falls in, the organization's existing
 * districts included: membership is decided by the same ring test the service uses.
 */
export function generateDistricts(
  context: SeedContext,
  sites: readonly SiteRow[],
  existing: readonly ExistingDistrict[],
): { districts: DistrictRow[]; siteDistricts: SiteDistrictRow[] } {
  const taken = new Set(existing.map((district) => district.name.toLowerCase()));
  const createdAt = daysAgo(context, 180);
  const created: DistrictRow[] = demoDistricts
    .filter((spec) => !taken.has(spec.name.toLowerCase()))
    .map((spec) => ({
      orgId: context.orgId,
      id: context.newId(),
      name: spec.name,
      boundary: spec.boundary.map(([lng, lat]): [number, number] => [lng, lat]),
      createdAt,
    }));
  const all = [...existing, ...created];
  const memberships: SiteDistrictRow[] = [];
  for (const site of sites) {
    if (site.latitude == null || site.longitude == null) continue;
    const point: LngLat = [site.longitude, site.latitude];
    for (const district of all) {
      if (pointInRing(point, district.boundary))
        memberships.push({ orgId: context.orgId, siteId: site.id, districtId: district.id });
    }
  }
  return { districts: created, siteDistricts: memberships };
}
