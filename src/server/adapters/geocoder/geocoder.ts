/** Finds coordinates for a postal address. Offline ZIP centroids by default, an HTTP service by URL. */
export interface PostalAddress {
  street: string;
  city: string;
  state: string;
  zip: string;
  country: string;
}

export interface GeocodeResult {
  latitude: number;
  longitude: number;
  /** How precise the match is: a ZIP centroid, a city centre, or a street address. */
  precision: 'address' | 'zip' | 'city';
}

export interface Geocoder {
  geocode(address: PostalAddress): Promise<GeocodeResult | null>;
}
