import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { distanceMeters } from '../../../src/shared/domain/geo';

const portland = { lat: 45.5152, lng: -122.6784 };
const seattle = { lat: 47.6062, lng: -122.3321 };

const point = fc.record({
  lat: fc.double({ min: -90, max: 90, noNaN: true }),
  lng: fc.double({ min: -180, max: 180, noNaN: true }),
});

describe('distanceMeters', () => {
  it('is zero from a point to itself', () => {
    expect(distanceMeters(portland, portland)).toBe(0);
  });

  it('measures Portland to Seattle as about 234 km', () => {
    expect(distanceMeters(portland, seattle)).toBeGreaterThan(232_000);
    expect(distanceMeters(portland, seattle)).toBeLessThan(236_000);
  });

  it('gives one degree of latitude as about 111.2 km', () => {
    expect(distanceMeters({ lat: 0, lng: 0 }, { lat: 1, lng: 0 })).toBeCloseTo(111_195, -1);
  });

  it('resolves a few metres between nearby points', () => {
    // 0.0001 degree of latitude is about 11.1 m.
    expect(distanceMeters(portland, { lat: portland.lat + 0.0001, lng: portland.lng })).toBeCloseTo(11.12, 1);
  });

  it('goes the short way across the antimeridian', () => {
    expect(distanceMeters({ lat: 0, lng: 179.5 }, { lat: 0, lng: -179.5 })).toBeCloseTo(111_195, -1);
  });

  it('gives half the circumference between antipodes', () => {
    expect(distanceMeters({ lat: 10, lng: 20 }, { lat: -10, lng: -160 })).toBeCloseTo(Math.PI * 6_371_008.8, -1);
  });

  it('is symmetric, never negative and obeys the triangle inequality', () => {
    fc.assert(
      fc.property(point, point, point, (a, b, c) => {
        const ab = distanceMeters(a, b);
        expect(ab).toBeGreaterThanOrEqual(0);
        expect(ab).toBeCloseTo(distanceMeters(b, a), 6);
        expect(ab).toBeLessThanOrEqual(distanceMeters(a, c) + distanceMeters(c, b) + 1e-3);
      }),
      { numRuns: 2_000 },
    );
  });
});
