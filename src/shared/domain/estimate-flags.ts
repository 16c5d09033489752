import type { EstimateFlag, EstimateStatus } from '../contract/estimates';

export interface FlagFacts {
  status: EstimateStatus;
  customerId: string | null;
  unpricedCount: number;
  /** Each line's price next to its catalog item's current price (null when it has no item or no price). */
  linePrices: readonly { unitPriceCents: number | null; catalogUnitPriceCents: number | null }[];
  expiresAtMs: number | null;
  nowMs: number;
}

/** Only an estimate still waiting for the customer's answer can run out. */
const awaitingAnswer: readonly EstimateStatus[] = ['draft', 'sent'];

/** docs/decisions/estimates-and-invoices.md "Estimates": computed warnings, in a fixed order. */
export function estimateFlags(facts: FlagFacts): EstimateFlag[] {
  const flags: EstimateFlag[] = [];
  if (facts.unpricedCount > 0) flags.push('unpriced_lines');
  const differs = facts.linePrices.some(
    (line) =>
      line.unitPriceCents !== null &&
      line.catalogUnitPriceCents !== null &&
      line.unitPriceCents !== line.catalogUnitPriceCents,
  );
  if (differs) flags.push('price_differs_from_catalog');
  if (facts.customerId === null) flags.push('no_customer');
  if (facts.expiresAtMs !== null && facts.expiresAtMs <= facts.nowMs && awaitingAnswer.includes(facts.status))
    flags.push('expired');
  return flags;
}
