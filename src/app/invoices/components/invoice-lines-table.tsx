import type { InvoiceDetail } from '../../../shared/contract/invoices';
import { formatCents } from '../../lib/format';
import { Table } from '../../ui/table';

type BilledLines = Pick<InvoiceDetail, 'lines' | 'subtotalCents' | 'discountCents' | 'taxCents' | 'totalCents'>;

/** What was billed, as copied from the estimate when invoiced, and how the lines add up to the total. */
export function InvoiceLinesTable({ invoice, name }: { invoice: BilledLines; name: string }) {
  const sums: [string, number][] = [
    ['Subtotal', invoice.subtotalCents],
    ['Discount', invoice.discountCents],
    ['Tax', invoice.taxCents],
    ['Total', invoice.totalCents],
  ];
  return (
    <Table caption={`Lines of ${name}`}>
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
        </tr>
      </thead>
      <tbody>
        {invoice.lines.map((line) => (
          <tr key={line.id}>
            <th scope="row" className="num">
              {line.lineNumber}
            </th>
            <td>{line.description ?? <span className="muted">no description</span>}</td>
            <td className="num">{line.quantity}</td>
            <td className="num">{formatCents(line.unitPriceCents)}</td>
            <td className="num">{formatCents(line.amountCents)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        {sums.map(([label, cents]) => (
          <tr key={label}>
            <th scope="row" colSpan={4}>
              {label}
            </th>
            <td className="num">{formatCents(cents)}</td>
          </tr>
        ))}
      </tfoot>
    </Table>
  );
}
