import type { CatalogItem } from '../../../shared/contract/catalog';
import type { Estimate } from '../../../shared/contract/estimates';
import { formatCents } from '../../lib/format';
import { Badge } from '../../ui/badge';
import { Table } from '../../ui/table';
import { EstimateTotal } from './estimate-total';

/** A missing price is "Unpriced", never $0.00 (api.md: null amounts must not read as zero). */
function Money({ cents }: { cents: number | null }) {
  return cents === null ? <Badge tone="warning">Unpriced</Badge> : <>{formatCents(cents)}</>;
}

export function EstimateLinesTable({ estimate, catalog }: { estimate: Estimate; catalog: readonly CatalogItem[] }) {
  const itemName = (id: string | null) => (id === null ? null : (catalog.find((item) => item.id === id)?.name ?? null));
  return (
    <Table caption={`Lines of ${estimate.number}`}>
      <thead>
        <tr>
          <th scope="col" className="num">
            #
          </th>
          <th scope="col">Work</th>
          <th scope="col" className="num">
            Quantity
          </th>
          <th scope="col" className="num">
            Unit price
          </th>
          <th scope="col" className="num">
            Amount
          </th>
          <th scope="col">Done</th>
        </tr>
      </thead>
      <tbody>
        {estimate.lines.map((line) => (
          <tr key={line.id}>
            <th scope="row" className="num">
              {line.lineNumber}
            </th>
            <td>
              {line.description ?? <span className="muted">no description</span>}
              <span className="ui-table__secondary">{itemName(line.catalogItemId) ?? 'No catalog item'}</span>
            </td>
            <td className="num">{line.quantity}</td>
            <td className="num">
              <Money cents={line.unitPriceCents} />
            </td>
            <td className="num">
              <Money cents={line.amountCents} />
            </td>
            <td>
              {line.status === 'done' ? <Badge tone="success">done</Badge> : <span className="muted">pending</span>}
            </td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row" colSpan={4}>
            Total
          </th>
          <td className="num">
            <EstimateTotal estimate={estimate} />
          </td>
          <td />
        </tr>
      </tfoot>
    </Table>
  );
}
