import { z } from 'zod';
import { latitudeSchema, longitudeSchema } from '../../../shared/contract/common';
import type { GeocodeResult, Geocoder, PostalAddress } from './geocoder';

const DEFAULT_TIMEOUT_MS = 3_000;

/** Nominatim sends coordinates as decimal strings; numbers are accepted too. */
const decimal = z.union([z.number(), z.string().trim().min(1).transform(Number)]);

const nominatimAnswerSchema = z.array(
  z.looseObject({
    lat: decimal.pipe(latitudeSchema),
    lon: decimal.pipe(longitudeSchema),
    addresstype: z.string().optional(),
  }),
);

const cityTypes = new Set(['city', 'town', 'village', 'hamlet', 'municipality', 'suburb', 'neighbourhood']);

function precisionOf(addressType: string | undefined): GeocodeResult['precision'] {
  if (addressType === 'postcode') return 'zip';
  return addressType !== undefined && cityTypes.has(addressType) ? 'city' : 'address';
}

export class GeocoderUnavailableError extends Error {
  constructor(message: string, options?: { cause: unknown }) {
    super(message, options);
    this.name = 'GeocoderUnavailableError';
  }
}

/**
 * A geocoder speaking Nominatim's structured search (`/search?format=jsonv2`). Not found is null;
 * a timeout, a non-2xx status or an answer that is not the expected JSON throws
 * GeocoderUnavailableError so a caller can fall back.
 */
export function httpGeocoder(baseUrl: string, options: { timeoutMs?: number } = {}): Geocoder {
  const searchUrl = new URL('search', baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`);
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;

  return {
    async geocode(address: PostalAddress): Promise<GeocodeResult | null> {
      const url = new URL(searchUrl);
      url.search = new URLSearchParams({
        format: 'jsonv2',
        limit: '1',
        street: address.street,
        city: address.city,
        state: address.state,
        postalcode: address.zip,
        country: address.country,
      }).toString();

      let body: unknown;
      try {
        // Nominatim's usage policy asks every client to identify itself.
        const response = await fetch(url, {
          headers: { Accept: 'application/json', 'User-Agent': 'canopy-geocoder' },
          signal: AbortSignal.timeout(timeoutMs),
        });
        if (!response.ok) throw new Error(`answered ${response.status}`);
        body = await response.json();
      } catch (error) {
        throw new GeocoderUnavailableError(`geocoder at ${searchUrl.origin} failed: ${(error as Error).message}`, {
          cause: error,
        });
      }

      const parsed = nominatimAnswerSchema.safeParse(body);
      if (!parsed.success)
        throw new GeocoderUnavailableError(`geocoder at ${searchUrl.origin} sent an unexpected answer`);
      const [best] = parsed.data;
      return best ? { latitude: best.lat, longitude: best.lon, precision: precisionOf(best.addresstype) } : null;
    },
  };
}
