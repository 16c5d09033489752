import { useCallback, useState } from 'react';
import type { CatalogItem } from '../../../shared/contract/catalog';
import type { Estimate } from '../../../shared/contract/estimates';
import { formatCents, hoursOrUnknown } from '../../lib/format';
import { plural } from '../../lib/plural';
import { Badge } from '../../ui/badge';
import { RefusalNotice } from '../../ui/refusal-notice';
import { Table } from '../../ui/table';
import { linePriceProblem } from '../../../shared/domain/estimate-status';
import { useSetLineHours, useSetLinePrice } from '../api/use-estimate-writes';
import { EstimateTotal } from './estimate-total';
import { useLeaveGuard } from './leave-guard';
import { LineHoursForm } from './line-hours-form';
import { LinePriceForm } from './line-price-form';

/** Hours nobody estimated read "not estimated", never 0 h. */
function Hours({ hours }: { hours: number | null }) {
  return hours === null ? <span className="muted">{hoursOrUnknown(hours)}</span> : <>{hoursOrUnknown(hours)}</>;
}

/** A missing price is "Unpriced", never $0.00 (api.md: null amounts must not read as zero). */
function Money({ cents }: { cents: number | null }) {
  return cents === null ? <Badge tone="warning">Unpriced</Badge> : <>{formatCents(cents)}</>;
}

/** "Trees 1, 3" by the site's numbering; a tree no longer listed (or not read yet) is only counted. */
function treesText(treeIds: readonly string[], treeNumbers: ReadonlyMap<string, number>): string {
  const numbers = treeIds.flatMap((id) => treeNumbers.get(id) ?? []);
  if (numbers.length < treeIds.length) return plural(treeIds.length, 'tree');
  return `${numbers.length === 1 ? 'Tree' : 'Trees'} ${numbers.join(', ')}`;
}

export interface EstimateLinesTableProps {
  estimate: Estimate;
  catalog: readonly CatalogItem[];
  /** Each of the site's trees' number in the site's order, by id. */
  treeNumbers: ReadonlyMap<string, number>;
}

/**
 * The lines with their trees and hours; a draft's hours and prices are edited in place, and so is
 * the price of a line nobody priced, at any stage before billing (linePriceProblem). Hours typed and not saved are asked about before the page is left, as a new draft's are:
 * one question for the table (a router holds one blocker at a time).
 */
export function EstimateLinesTable({ estimate, catalog, treeNumbers }: EstimateLinesTableProps) {
  const draft = estimate.status === 'draft';
  const saveHours = useSetLineHours(estimate.id);
  const savePrice = useSetLinePrice(estimate.id);
  const [unsavedLines, setUnsavedLines] = useState<ReadonlySet<string>>(new Set());
  const onUnsaved = useCallback(
    (lineId: string, unsaved: boolean) =>
      setUnsavedLines((lines) => {
        if (lines.has(lineId) === unsaved) return lines;
        const next = new Set(lines);
        if (unsaved) next.add(lineId);
        else next.delete(lineId);
        return next;
      }),
    [],
  );
  const leave = useLeaveGuard(draft && unsavedLines.size > 0);
  const itemName = (id: string | null) => (id === null ? null : (catalog.find((item) => item.id === id)?.name ?? null));
  return (
    <>
      {leave.dialog}
      <RefusalNotice error={saveHours.error} title="Hours not saved" shownFields={['estimatedHours']} />
      <RefusalNotice error={savePrice.error} title="Price not saved" shownFields={['unitPriceCents']} />
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
            <th scope="col" className="num">
              Hours
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
                {line.treeIds.length > 0 && (
                  <span className="ui-table__secondary">{treesText(line.treeIds, treeNumbers)}</span>
                )}
              </td>
              <td className="num">{line.quantity}</td>
              <td className="num">
                {linePriceProblem(estimate.status, line.unitPriceCents) === null ? (
                  // A stored price that changes (a refetch, another tab) starts the field afresh.
                  <LinePriceForm key={String(line.unitPriceCents)} line={line} save={savePrice} />
                ) : (
                  <Money cents={line.unitPriceCents} />
                )}
              </td>
              <td className="num">
                <Money cents={line.amountCents} />
              </td>
              <td className="num">
                {draft ? (
                  <LineHoursForm
                    // Stored hours that change (a refetch, another tab) start the field afresh.
                    key={String(line.estimatedHours)}
                    line={line}
                    save={saveHours}
                    onUnsaved={onUnsaved}
                  />
                ) : (
                  <Hours hours={line.estimatedHours} />
                )}
              </td>
              <td>
                {line.status === 'done' ? <Badge tone="success">Done</Badge> : <span className="muted">Pending</span>}
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
            <td className="num">
              <Hours hours={estimate.estimatedHours} />
            </td>
            <td />
          </tr>
        </tfoot>
      </Table>
    </>
  );
}
