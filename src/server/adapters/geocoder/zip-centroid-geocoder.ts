import zipcodes from 'zipcodes';
import type { GeocodeResult, Geocoder, PostalAddress } from './geocoder';

const US = new Set(['US', 'USA', 'UNITED STATES', 'UNITED STATES OF AMERICA']);

/** Offline geocoder (US only): the ZIP's centroid, else the centre of the named city. */
export const zipCentroidGeocoder: Geocoder = {
  async geocode(address: PostalAddress): Promise<GeocodeResult | null> {
    if (!US.has(address.country.trim().toUpperCase())) return null;
    const zip = /^\d{5}/.exec(address.zip.trim())?.[0];
    const byZip = zip ? zipcodes.lookup(zip) : undefined;
    if (byZip) return { latitude: byZip.latitude, longitude: byZip.longitude, precision: 'zip' };

    const inCity = zipcodes.lookupByName(address.city.trim(), address.state.trim().toUpperCase());
    if (inCity.length === 0) return null;
    const latitude = inCity.reduce((sum, place) => sum + place.latitude, 0) / inCity.length;
    const longitude = inCity.reduce((sum, place) => sum + place.longitude, 0) / inCity.length;
    return { latitude, longitude, precision: 'city' };
  },
};
