/** What the totals of an estimate are computed from; a null price means UNPRICED, never zero. */
export interface LineFigures {
  quantity: number;
  unitPriceCents: number | null;
  estimatedHours: number | null;
}

export interface EstimateTotals {
  /** Sum of the priced lines only. */
  totalCents: number;
  unpricedCount: number;
  /** Sum of the lines' hours; null when no line has any (null never reads as zero). */
  estimatedHours: number | null;
}

/** quantity x unit price in whole cents (seeded quantities may be fractional); null when unpriced. */
export function lineAmountCents(quantity: number, unitPriceCents: number): number;
export function lineAmountCents(quantity: number, unitPriceCents: number | null): number | null;
export function lineAmountCents(quantity: number, unitPriceCents: number | null): number | null {
  return unitPriceCents === null ? null : Math.round(quantity * unitPriceCents);
}

export function estimateTotals(lines: readonly LineFigures[]): EstimateTotals {
  let totalCents = 0;
  let unpricedCount = 0;
  let hours: number | null = null;
  for (const line of lines) {
    const amount = lineAmountCents(line.quantity, line.unitPriceCents);
    if (amount === null) unpricedCount += 1;
    else totalCents += amount;
    if (line.estimatedHours !== null) hours = (hours ?? 0) + line.estimatedHours;
  }
  return { totalCents, unpricedCount, estimatedHours: roundEstimatedHours(hours) };
}

/** Hours are entered to the quarter hour at best; rounding hides binary fractions like 0.30000000000000004. */
export function roundEstimatedHours(hours: number | null): number | null {
  return hours === null ? null : Math.round(hours * 100) / 100;
}
