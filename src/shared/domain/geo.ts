/** A point on the globe in decimal degrees (WGS 84). */
export interface LatLng {
  lat: number;
  lng: number;
}

/** Mean Earth radius (IUGG); the sphere is within 0.5 % of the ellipsoid, plenty for site distances. */
const EARTH_RADIUS_METERS = 6_371_008.8;

const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

/**
 * Great-circle distance in metres. The atan2 (spherical Vincenty) form of the central angle stays
 * accurate both for a few metres and for nearly antipodal points, where haversine's asin loses digits.
 */
export function distanceMeters(a: LatLng, b: LatLng): number {
  const lat1 = toRadians(a.lat);
  const lat2 = toRadians(b.lat);
  const dLng = toRadians(b.lng - a.lng);
  const sinLat1 = Math.sin(lat1);
  const cosLat1 = Math.cos(lat1);
  const sinLat2 = Math.sin(lat2);
  const cosLat2 = Math.cos(lat2);
  const cosDLng = Math.cos(dLng);
  const across = cosLat2 * Math.sin(dLng);
  const along = cosLat1 * sinLat2 - sinLat1 * cosLat2 * cosDLng;
  const dot = sinLat1 * sinLat2 + cosLat1 * cosLat2 * cosDLng;
  // sqrt rather than Math.hypot: both terms are at most 1, so nothing overflows, and hypot's care costs ~3x here.
  return EARTH_RADIUS_METERS * Math.atan2(Math.sqrt(across * across + along * along), dot);
}
