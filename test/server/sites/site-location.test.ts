import { describe, expect, it } from 'vitest';
import { settleLocation } from '../../../src/server/sites/site-location';

const geocode = { latitude: 45, longitude: -122, precision: 'zip' as const };
/** Metres north of the geocode, as supplied coordinates (one degree of latitude is about 111,195 m). */
const northBy = (meters: number) => ({ latitude: 45 + meters / 111_195, longitude: -122 });

describe('settleLocation', () => {
  it('keeps supplied coordinates just inside 25 km and replaces them just outside', () => {
    expect(settleLocation(northBy(24_900), geocode)).toEqual({
      ...northBy(24_900),
      locationSource: 'supplied',
      locationPrecision: null,
    });
    expect(settleLocation(northBy(25_100), geocode)).toEqual({
      latitude: 45,
      longitude: -122,
      locationSource: 'replaced',
      locationPrecision: 'zip',
    });
  });

  it('uses the geocode (with its precision) when nothing was supplied, and nothing when neither exists', () => {
    expect(settleLocation(null, geocode)).toEqual({
      latitude: 45,
      longitude: -122,
      locationSource: 'geocoded',
      locationPrecision: 'zip',
    });
    expect(settleLocation(null, null)).toEqual({
      latitude: null,
      longitude: null,
      locationSource: 'none',
      locationPrecision: null,
    });
  });
});
