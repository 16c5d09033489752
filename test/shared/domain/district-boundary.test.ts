import { describe, expect, it } from 'vitest';
import { checkBoundary, ringBounds } from '../../../src/shared/domain/district-boundary';
import type { LngLat } from '../../../src/shared/domain/polygon';

const square: LngLat[] = [
  [-122.7, 45.5],
  [-122.6, 45.5],
  [-122.6, 45.6],
  [-122.7, 45.6],
];

describe('checkBoundary', () => {
  it('keeps an open ring as given and drops a repeated closing point', () => {
    expect(checkBoundary(square)).toEqual({ ok: true, ring: square });
    expect(checkBoundary([...square, square[0]!])).toEqual({ ok: true, ring: square });
  });

  it('needs three distinct points once the closing point is dropped', () => {
    const triangleClosed: LngLat[] = [
      [0, 0],
      [1, 0],
      [0, 0],
    ];
    expect(checkBoundary(triangleClosed)).toMatchObject({ ok: false, problem: expect.stringContaining('at least 3') });
    expect(
      checkBoundary([
        [0, 0],
        [1, 0],
        [1, 1],
      ]),
    ).toMatchObject({ ok: true });
  });

  it('refuses rings that cross or touch themselves, revisit a point or enclose nothing', () => {
    const bowTie: LngLat[] = [
      [0, 0],
      [1, 1],
      [1, 0],
      [0, 1],
    ];
    expect(checkBoundary(bowTie)).toMatchObject({ ok: false, problem: expect.stringContaining('cross') });
    expect(
      checkBoundary([
        [0, 0],
        [2, 0],
        [1, 1],
        [2, 0],
        [2, 2],
      ]),
    ).toMatchObject({ ok: false, problem: expect.stringContaining('same point') });
    expect(
      checkBoundary([
        [0, 0],
        [1, 1],
        [2, 2],
      ]),
    ).toMatchObject({ ok: false, problem: expect.stringContaining('area') });
  });
});

describe('ringBounds', () => {
  it('is the smallest box around the ring', () => {
    expect(ringBounds(square)).toEqual({ west: -122.7, south: 45.5, east: -122.6, north: 45.6 });
  });
});
