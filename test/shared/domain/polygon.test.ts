import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { boxContains, parseBoundingBox } from '../../../src/shared/domain/bbox';
import { pointInRing, ringSelfIntersects, type LngLat } from '../../../src/shared/domain/polygon';

const square: LngLat[] = [
  [-122.7, 45.5],
  [-122.6, 45.5],
  [-122.6, 45.6],
  [-122.7, 45.6],
];

describe('pointInRing', () => {
  it('finds points inside and outside a district', () => {
    expect(pointInRing([-122.65, 45.55], square)).toBe(true);
    expect(pointInRing([-122.75, 45.55], square)).toBe(false);
    expect(pointInRing([-122.65, 45.65], square)).toBe(false);
  });

  it('handles a concave ring', () => {
    const notch: LngLat[] = [
      [0, 0],
      [4, 0],
      [4, 4],
      [2, 1],
      [0, 4],
    ];
    expect(pointInRing([2, 3], notch)).toBe(false);
    expect(pointInRing([1, 1], notch)).toBe(true);
  });

  it('agrees with the box test for rectangles', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -123, max: -122, noNaN: true }),
        fc.double({ min: 45, max: 46, noNaN: true }),
        (lng, lat) => {
          const strictlyInside = lng > -122.7 && lng < -122.6 && lat > 45.5 && lat < 45.6;
          const strictlyOutside = lng < -122.7 || lng > -122.6 || lat < 45.5 || lat > 45.6;
          const inside = pointInRing([lng, lat], square);
          return (!strictlyInside || inside) && (!strictlyOutside || !inside);
        },
      ),
    );
  });
});

describe('ringSelfIntersects', () => {
  it('accepts simple rings and refuses a bow tie', () => {
    expect(ringSelfIntersects(square)).toBe(false);
    expect(
      ringSelfIntersects([
        [0, 0],
        [1, 0],
        [1, 1],
      ]),
    ).toBe(false);
    expect(
      ringSelfIntersects([
        [0, 0],
        [1, 1],
        [1, 0],
        [0, 1],
      ]),
    ).toBe(true);
  });
});

describe('bounding boxes', () => {
  it('parses west,south,east,north and refuses nonsense', () => {
    expect(parseBoundingBox('-123,45,-122,46')).toEqual({ west: -123, south: 45, east: -122, north: 46 });
    expect(parseBoundingBox('1,2,3')).toBeNull();
    expect(parseBoundingBox('a,b,c,d')).toBeNull();
    expect(parseBoundingBox('-181,0,0,1')).toBeNull();
    expect(parseBoundingBox('0,10,1,5')).toBeNull();
  });

  it('wraps across the antimeridian when west > east', () => {
    const pacific = parseBoundingBox('170,-20,-170,20')!;
    expect(boxContains(pacific, { lng: 179, lat: 0 })).toBe(true);
    expect(boxContains(pacific, { lng: -175, lat: 0 })).toBe(true);
    expect(boxContains(pacific, { lng: 0, lat: 0 })).toBe(false);
    expect(boxContains(pacific, { lng: 179, lat: 30 })).toBe(false);
  });
});
