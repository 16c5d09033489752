import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { estimateTotals, lineAmountCents } from '../../../src/shared/domain/estimate-totals';

const line = (quantity: number, unitPriceCents: number | null, estimatedHours: number | null = null) => ({
  quantity,
  unitPriceCents,
  estimatedHours,
});

describe('lineAmountCents', () => {
  it('is quantity x unit price, rounded to whole cents for fractional quantities', () => {
    expect(lineAmountCents(3, 12_000)).toBe(36_000);
    expect(lineAmountCents(1.5, 1_001)).toBe(1_502);
    expect(lineAmountCents(4, 0)).toBe(0);
  });

  it('is null for an unpriced line, never zero', () => {
    expect(lineAmountCents(3, null)).toBeNull();
  });
});

describe('estimateTotals', () => {
  it('totals the priced lines and counts the unpriced ones', () => {
    expect(estimateTotals([line(2, 15_000), line(3, null), line(1, 4_550), line(1, null)])).toEqual({
      totalCents: 34_550,
      unpricedCount: 2,
      estimatedHours: null,
    });
  });

  it('sums hours of the lines that have them; null only when none has', () => {
    expect(estimateTotals([line(1, 100, 0.1), line(1, 100, null), line(1, 100, 0.2)]).estimatedHours).toBe(0.3);
    expect(estimateTotals([line(1, 100, null)]).estimatedHours).toBeNull();
    expect(estimateTotals([]).estimatedHours).toBeNull();
  });

  it('never lets an unpriced line change the total', () => {
    const priced = fc.record({
      quantity: fc.integer({ min: 1, max: 1000 }),
      unitPriceCents: fc.integer({ min: 0, max: 10_000_000 }),
      estimatedHours: fc.constant(null),
    });
    fc.assert(
      fc.property(fc.array(priced), fc.array(fc.integer({ min: 1, max: 1000 })), (pricedLines, unpricedQuantities) => {
        const unpriced = unpricedQuantities.map((quantity) => line(quantity, null));
        const totals = estimateTotals([...pricedLines, ...unpriced]);
        expect(totals.totalCents).toBe(pricedLines.reduce((sum, l) => sum + l.quantity * l.unitPriceCents, 0));
        expect(totals.unpricedCount).toBe(unpriced.length);
      }),
    );
  });
});
