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
  const across = Math.cos(lat2) * Math.sin(dLng);
  const along = Math.cos(lat1) * Math.sin(lat2) - Math.sin(lat1) * Math.cos(lat2) * Math.cos(dLng);
  const dot = Math.sin(lat1) * Math.sin(lat2) + Math.cos(lat1) * Math.cos(lat2) * Math.cos(dLng);
  return EARTH_RADIUS_METERS * Math.atan2(Math.hypot(across, along), dot);
}
