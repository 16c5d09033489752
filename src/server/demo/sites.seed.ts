import type { sites } from '../db/schema';
import type { CustomerRow } from './customers.seed';
import { portlandMetroZips, streetAddress, unlocatableStreet } from './metro-places';
import { addDays, notAfterNow, type SeedContext } from './seed-profile';

export type SiteRow = typeof sites.$inferInsert & { id: string; createdAt: Date };

const labels = [
  'Front yard',
  'Rental',
  'Back lot',
  "Mom's house",
  'Church grounds',
  'Office park',
  'Cabin',
  'Duplex',
] as const;

/** How a demo site was located: the offline geocoder answers ZIP centroids; typed coordinates have no known precision. */
function seededLocation(unlocated: boolean, random: SeedContext['random']) {
  if (unlocated) return { locationSource: 'none', locationPrecision: null } as const;
  const locationSource = random.weighted([
    ['geocoded', 70],
    ['supplied', 27],
    ['replaced', 3],
  ] as const);
  return { locationSource, locationPrecision: locationSource === 'supplied' ? null : 'zip' } as const;
}

/**
 * Every customer gets a site; the rest go to repeat customers. Coordinates sit within about a
 * kilometre of the ZIP centroid; a few sites were never located (lat/lng null).
 */
export function generateSites(context: SeedContext, owners: readonly CustomerRow[]): SiteRow[] {
  const { random, newId, orgId, profile } = context;
  const zips = portlandMetroZips();
  const rows: SiteRow[] = [];
  let unlocatedCount = 0;
  const unlocatedEvery = Math.max(1, Math.floor(profile.sites / Math.max(1, profile.unlocatedSites)));
  for (let index = 0; index < profile.sites; index += 1) {
    const owner = index < owners.length ? owners[index] : random.pick(owners);
    if (!owner) throw new Error('sites need at least one customer');
    const place = random.pick(zips);
    const latitude = Number((place.latitude + random.real(-0.012, 0.012, 6)).toFixed(6));
    const longitude = Number((place.longitude + random.real(-0.017, 0.017, 6)).toFixed(6));
    const unlocated = index % unlocatedEvery === unlocatedEvery - 1 && unlocatedCount < profile.unlocatedSites;
    if (unlocated) unlocatedCount += 1;
    const createdAt = notAfterNow(
      context,
      addDays(owner.createdAt, index < owners.length ? random.real(0, 0.02, 4) : random.real(1, 300, 4)),
    );
    rows.push({
      orgId,
      id: newId(),
      customerId: owner.id,
      label: random.chance(0.15) ? random.pick(labels) : null,
      street: unlocated ? unlocatableStreet(random) : streetAddress(random, place, latitude, longitude),
      city: place.city,
      state: place.state,
      zip: place.zip,
      country: 'US',
      latitude: unlocated ? null : latitude,
      longitude: unlocated ? null : longitude,
      ...seededLocation(unlocated, random),
      createdAt,
      updatedAt: createdAt,
    });
  }
  // Creation order is list order: sort so the oldest-first pages read chronologically.
  return rows.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
}
