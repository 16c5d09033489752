import type { EstimateFlag } from '../../../shared/contract/estimates';
import { Badge } from '../../ui/badge';

const labels: Record<EstimateFlag, string> = {
  unpriced_lines: 'Unpriced lines: cannot be sent as it is',
  price_differs_from_catalog: 'A price differs from the catalog',
  no_customer: 'No customer to bill',
  expired: 'Expired',
};

/** The server's computed warnings; nothing is refused because of them. */
export function EstimateFlags({ flags }: { flags: readonly EstimateFlag[] }) {
  if (flags.length === 0) return <span className="muted">none</span>;
  return (
    <ul className="estimate-flags" aria-label="Warnings">
      {flags.map((flag) => (
        <li key={flag}>
          <Badge tone="warning">{labels[flag]}</Badge>
        </li>
      ))}
    </ul>
  );
}
