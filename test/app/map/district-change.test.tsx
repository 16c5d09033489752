import { describe, expect, it } from 'vitest';
import { districtChange, moveCorner } from '../../../src/app/map/district-change';
import type { District } from '../../../src/shared/contract/districts';

const stored: District = {
  id: '11111111-1111-4111-8111-111111111111',
  name: 'Sellwood',
  boundary: [
    [-122.7, 45.5],
    [-122.6, 45.5],
    [-122.6, 45.56],
  ],
  createdAt: '2026-03-02T09:00:00.000Z',
};

describe('the PATCH body of an edited district', () => {
  it('sends the dragged ring alone when only a corner moved', () => {
    const dragged = moveCorner(stored.boundary, 1, [-122.61234, 45.49876]);
    expect(districtChange(stored, 'Sellwood', dragged)).toEqual({
      boundary: [
        [-122.7, 45.5],
        [-122.61234, 45.49876],
        [-122.6, 45.56],
      ],
    });
    expect(stored.boundary[1]).toEqual([-122.6, 45.5]);
  });

  it('sends the trimmed name alone when only the name changed', () => {
    expect(districtChange(stored, '  Sellwood-Moreland ', stored.boundary)).toEqual({ name: 'Sellwood-Moreland' });
  });

  it('sends both when both changed, and nothing when neither did (a closing repeat of the first corner is no change)', () => {
    const added: [number, number][] = [...stored.boundary, [-122.7, 45.56]];
    expect(districtChange(stored, 'Moreland', added)).toEqual({ name: 'Moreland', boundary: added });
    expect(districtChange(stored, ' Sellwood', [...stored.boundary, stored.boundary[0]!])).toBeNull();
  });
});
