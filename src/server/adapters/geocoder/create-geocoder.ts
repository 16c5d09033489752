import type { GeocodeResult, Geocoder, PostalAddress } from './geocoder';
import { httpGeocoder } from './http-geocoder';
import { zipCentroidGeocoder } from './zip-centroid-geocoder';

/** The first geocoder that finds the address wins; a failing one is skipped (and reported) so a site can still be saved. */
function firstFound(geocoders: readonly Geocoder[]): Geocoder {
  return {
    async geocode(address: PostalAddress): Promise<GeocodeResult | null> {
      for (const geocoder of geocoders) {
        try {
          const found = await geocoder.geocode(address);
          if (found) return found;
        } catch (error) {
          console.warn(`${(error as Error).message}; trying the next geocoder`);
        }
      }
      return null;
    },
  };
}

/** Offline ZIP centroids by default; with GEOCODER_URL that service first and the ZIP centroids behind it. */
export function createGeocoder(config: { geocoderUrl?: string | undefined }): Geocoder {
  if (!config.geocoderUrl) return zipCentroidGeocoder;
  return firstFound([httpGeocoder(config.geocoderUrl), zipCentroidGeocoder]);
}
