import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hoursToPlace, remainingHours } from '../../../src/shared/domain/work-hours';

describe('remainingHours', () => {
  it('is null when nobody estimated, never zero', () => {
    expect(remainingHours(null, 0)).toBeNull();
    expect(remainingHours(null, 5)).toBeNull();
  });

  it('subtracts what is placed, floored at zero, without binary noise', () => {
    expect(remainingHours(6, 2.5)).toBe(3.5);
    expect(remainingHours(0.3, 0.1)).toBe(0.2);
    expect(remainingHours(4, 9)).toBe(0);
  });

  it('never exceeds the estimate and never goes negative', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 4000 }),
        fc.integer({ min: 0, max: 4000 }),
        (estimatedQuarters, placedQuarters) => {
          const remaining = remainingHours(estimatedQuarters / 4, placedQuarters / 4);
          expect(remaining).toBeGreaterThanOrEqual(0);
          expect(remaining).toBeLessThanOrEqual(estimatedQuarters / 4);
        },
      ),
    );
  });
});

describe('hoursToPlace', () => {
  it('books the hours asked for, whatever is left', () => {
    expect(hoursToPlace(8, 8, 3)).toEqual({ outcome: 'place', plannedHours: 3 });
    expect(hoursToPlace(null, 0, 2)).toEqual({ outcome: 'place', plannedHours: 2 });
  });

  it('books everything still unplaced when no hours are asked for', () => {
    expect(hoursToPlace(8, 3, undefined)).toEqual({ outcome: 'place', plannedHours: 5 });
  });

  it('books null for work nobody estimated', () => {
    expect(hoursToPlace(null, 0, undefined)).toEqual({ outcome: 'place', plannedHours: null });
  });

  it('refuses estimated work with nothing left and no hours asked for', () => {
    expect(hoursToPlace(8, 8, undefined)).toEqual({ outcome: 'fully_placed' });
  });
});
