import type { InvoiceDetail } from '../../../shared/contract/invoices';
import { formatCents, formatDay } from '../../lib/format';
import { Table } from '../../ui/table';

/** Money received against the invoice, oldest receipt first. */
export function InvoicePaymentsTable({ payments, name }: { payments: InvoiceDetail['payments']; name: string }) {
  if (payments.length === 0) return <p className="muted">No payments received.</p>;
  return (
    <Table caption={`Payments on ${name}`}>
      <thead>
        <tr>
          <th scope="col">Received on</th>
          <th scope="col" className="num">
            Amount
          </th>
        </tr>
      </thead>
      <tbody>
        {payments.map((payment) => (
          <tr key={payment.id}>
            <th scope="row">{formatDay(payment.receivedOn)}</th>
            <td className="num">{formatCents(payment.amountCents)}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
