import { useState } from 'react';
import type { InvoiceDetail, InvoicePayment } from '../../../shared/contract/invoices';
import { formatCents, formatDay } from '../../lib/format';
import { useOrgDate } from '../../org/use-org-date';
import { Badge } from '../../ui/badge';
import { Button } from '../../ui/button';
import { Table } from '../../ui/table';
import { ReversePaymentDialog } from './reverse-payment-dialog';

/**
 * Money received against the invoice, oldest receipt first. A reversed payment stays in the list,
 * struck through and labelled with when and why, so the record shows what was taken back; a
 * standing payment on a posted invoice can be reversed from its row.
 */
export function InvoicePaymentsTable({
  invoice,
  name,
}: {
  invoice: Pick<InvoiceDetail, 'id' | 'state' | 'payments'>;
  name: string;
}) {
  const formatDate = useOrgDate();
  const [reversing, setReversing] = useState<InvoicePayment | null>(null);
  const { payments } = invoice;
  if (payments.length === 0) return <p className="muted">No payments received.</p>;
  const reversible = invoice.state === 'posted';
  return (
    <>
      <Table caption={`Payments on ${name}`}>
        <thead>
          <tr>
            <th scope="col">Received on</th>
            <th scope="col" className="num">
              Amount
            </th>
            <th scope="col">
              <span className="visually-hidden">Reversal</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {payments.map((payment) => (
            <tr key={payment.id} className={payment.reversedAt ? 'payment--reversed' : undefined}>
              <th scope="row">
                {payment.reversedAt ? <del>{formatDay(payment.receivedOn)}</del> : formatDay(payment.receivedOn)}
              </th>
              <td className="num">
                {payment.reversedAt ? <del>{formatCents(payment.amountCents)}</del> : formatCents(payment.amountCents)}
              </td>
              <td>
                {payment.reversedAt ? (
                  <>
                    <Badge tone="warning">Reversed</Badge>{' '}
                    <span className="muted">
                      {formatDate(payment.reversedAt)}: {payment.reversalReason}
                    </span>
                  </>
                ) : (
                  reversible && (
                    <Button
                      size="sm"
                      variant="ghost"
                      aria-label={`Reverse the ${formatCents(payment.amountCents)} payment of ${formatDay(payment.receivedOn)}`}
                      onClick={() => setReversing(payment)}
                    >
                      Reverse
                    </Button>
                  )
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
      {reversing && (
        <ReversePaymentDialog
          invoiceId={invoice.id}
          invoiceName={name}
          payment={reversing}
          onClose={() => setReversing(null)}
        />
      )}
    </>
  );
}
