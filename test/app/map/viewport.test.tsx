import { describe, expect, it } from 'vitest';
import { fromViewportBbox, toViewportBbox } from '../../../src/app/map/viewport';
import { parseBoundingBox } from '../../../src/shared/domain/bbox';

describe('the map viewport as the queue bbox filter', () => {
  it('passes an ordinary view through, rounded to 5 decimals', () => {
    expect(toViewportBbox(-122.7654321, 45.4, -122.5, 45.6000001)).toBe('-122.76543,45.4,-122.5,45.6');
  });

  it('turns a view wider than the world (zoomed far out) into the whole world, latitudes clamped', () => {
    const bbox = toViewportBbox(-400, -95, 400, 95);
    expect(bbox).toBe('-180,-90,180,90');
    expect(parseBoundingBox(bbox)).not.toBeNull();
  });

  it('wraps a panned world copy, so a view across the antimeridian has west > east and is accepted', () => {
    const bbox = toViewportBbox(170, -10, 190, 10);
    expect(bbox).toBe('170,-10,-170,10');
    expect(parseBoundingBox(bbox)).toEqual({ west: 170, south: -10, east: -170, north: 10 });
    expect(toViewportBbox(-250, 0, -230, 5)).toBe('110,0,130,5');
  });

  it('keeps the eastern edge of a view that ends exactly on the antimeridian', () => {
    expect(toViewportBbox(150, 0, 180, 5)).toBe('150,0,180,5');
  });
});

describe('a bbox from the address as the map view it opens on', () => {
  it('reads back what the viewport wrote, antimeridian included', () => {
    expect(fromViewportBbox(toViewportBbox(-122.7, 45.4, -122.5, 45.6))).toEqual([
      [-122.7, 45.4],
      [-122.5, 45.6],
    ]);
    expect(fromViewportBbox('170,-10,-170,10')).toEqual([
      [170, -10],
      [190, 10],
    ]);
  });

  it('ignores what the API would refuse (a hand-edited address)', () => {
    for (const bad of [undefined, '', '1,2,3', 'a,b,c,d', '0,50,10,40', '-200,0,10,10'])
      expect(fromViewportBbox(bad)).toBeNull();
  });
});
