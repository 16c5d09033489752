import {
  AGREEMENT_RADIUS_METERS,
  type CreateSite,
  type LocationPrecision,
  type LocationSource,
} from '../../shared/contract/sites';
import { distanceMeters } from '../../shared/domain/geo';
import type { GeocodeResult, Geocoder } from '../adapters/geocoder/geocoder';

export interface SiteLocation {
  latitude: number | null;
  longitude: number | null;
  locationSource: LocationSource;
  locationPrecision: LocationPrecision | null;
}

/**
 * Settles a new site's coordinates: the geocode when none were sent, the sent ones when they
 * agree with the geocode or nothing could be geocoded, and the geocode when they lie far from it.
 */
export function settleLocation(
  supplied: { latitude: number; longitude: number } | null,
  geocode: GeocodeResult | null,
): SiteLocation {
  if (!geocode) {
    return supplied
      ? { ...supplied, locationSource: 'supplied', locationPrecision: null }
      : { latitude: null, longitude: null, locationSource: 'none', locationPrecision: null };
  }
  const geocoded = { latitude: geocode.latitude, longitude: geocode.longitude, locationPrecision: geocode.precision };
  if (!supplied) return { ...geocoded, locationSource: 'geocoded' };
  const apart = distanceMeters(
    { lat: supplied.latitude, lng: supplied.longitude },
    { lat: geocoded.latitude, lng: geocoded.longitude },
  );
  // Typed coordinates are as precise as whoever typed them: nobody can say.
  return apart <= AGREEMENT_RADIUS_METERS
    ? { ...supplied, locationSource: 'supplied', locationPrecision: null }
    : { ...geocoded, locationSource: 'replaced' };
}

/** Geocodes the address and settles the coordinates. Network work: call it before opening a transaction. */
export async function locateSite(geocoder: Geocoder, input: CreateSite): Promise<SiteLocation> {
  const { latitude, longitude } = input;
  const supplied = latitude != null && longitude != null ? { latitude, longitude } : null;
  const geocode = await geocoder.geocode({
    street: input.street,
    city: input.city,
    state: input.state,
    zip: input.zip,
    country: input.country,
  });
  return settleLocation(supplied, geocode);
}
