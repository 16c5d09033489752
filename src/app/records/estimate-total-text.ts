import type { Estimate } from '../../shared/contract/estimates';
import { formatCents } from '../lib/format';
import { plural } from '../lib/plural';

type Totals = Pick<Estimate, 'totalCents' | 'unpricedCount' | 'lines'>;

/** The server's total counts priced lines only: with none priced, there is no total to show (never $0.00). */
export const hasNoPricedLine = (estimate: Totals) =>
  estimate.unpricedCount > 0 && estimate.unpricedCount === estimate.lines.length;

/** "$345.50", "$300.00 + 1 unpriced line", or "Unpriced": for places that take plain text (a select's options). */
export function estimateTotalText(estimate: Totals): string {
  if (hasNoPricedLine(estimate)) return 'Unpriced';
  const unpriced = estimate.unpricedCount > 0 ? ` + ${plural(estimate.unpricedCount, 'unpriced line')}` : '';
  return `${formatCents(estimate.totalCents)}${unpriced}`;
}
