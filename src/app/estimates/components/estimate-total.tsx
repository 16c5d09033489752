import type { Estimate } from '../../../shared/contract/estimates';
import { formatCents } from '../../lib/format';
import { plural } from '../../lib/plural';
import { Badge } from '../../ui/badge';
import { hasNoPricedLine } from '../../records/estimate-total-text';

/**
 * The server's total, which counts priced lines only: unpriced lines are named beside it, and an
 * estimate with no priced line at all reads "Unpriced", never $0.00.
 */
export function EstimateTotal({ estimate }: { estimate: Pick<Estimate, 'totalCents' | 'unpricedCount' | 'lines'> }) {
  if (hasNoPricedLine(estimate)) return <Badge tone="warning">Unpriced</Badge>;
  return (
    <>
      <strong>{formatCents(estimate.totalCents)}</strong>
      {estimate.unpricedCount > 0 && (
        <span className="ui-table__secondary">+ {plural(estimate.unpricedCount, 'unpriced line')}</span>
      )}
    </>
  );
}
