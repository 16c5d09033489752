import { describe, expect, it } from 'vitest';
import { estimateFlags, type FlagFacts } from '../../../src/shared/domain/estimate-flags';

const NOW = Date.parse('2026-03-02T16:00:00Z');
const clean: FlagFacts = {
  status: 'draft',
  customerId: 'c0ffee00-0000-4000-8000-000000000000',
  unpricedCount: 0,
  linePrices: [{ unitPriceCents: 12_000, catalogUnitPriceCents: 12_000 }],
  expiresAtMs: NOW + 1,
  nowMs: NOW,
};

describe('estimateFlags', () => {
  it('is empty for a priced, current estimate at catalog prices', () => {
    expect(estimateFlags(clean)).toEqual([]);
  });

  it('lists every warning that applies, in a fixed order', () => {
    expect(
      estimateFlags({
        ...clean,
        customerId: null,
        unpricedCount: 1,
        linePrices: [{ unitPriceCents: 9_000, catalogUnitPriceCents: 12_000 }],
        expiresAtMs: NOW,
      }),
    ).toEqual(['unpriced_lines', 'price_differs_from_catalog', 'no_customer', 'expired']);
  });

  it('compares prices only where both the line and the catalog have one', () => {
    const linePrices = [
      { unitPriceCents: null, catalogUnitPriceCents: 12_000 },
      { unitPriceCents: 5_000, catalogUnitPriceCents: null },
    ];
    expect(estimateFlags({ ...clean, linePrices })).toEqual([]);
  });

  it.each([
    ['draft', true],
    ['sent', true],
    ['accepted', false],
    ['declined', false],
    ['canceled', false],
    ['scheduled', false],
    ['completed', false],
  ] as const)('a %s estimate past expiresAt is expired: %s', (status, expired) => {
    expect(estimateFlags({ ...clean, status, expiresAtMs: NOW - 1 }).includes('expired')).toBe(expired);
  });

  it('never expires without an expiry', () => {
    expect(estimateFlags({ ...clean, expiresAtMs: null })).toEqual([]);
  });
});
