import { useState, type FormEvent } from 'react';
import type { InvoicePayment } from '../../../shared/contract/invoices';
import { formatCents, formatDay } from '../../lib/format';
import { useAttemptKey } from '../../lib/use-attempt-key';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { problemFor } from '../../ui/form-error-summary';
import { RefusalNotice } from '../../ui/refusal-notice';
import { TextField } from '../../ui/text-field';
import { useReversePayment } from '../api/use-invoice-writes';

const NO_REASON = 'Say why it is reversed: the reason is kept with the payment.';

/**
 * Taking back a payment recorded by mistake: the clerk says why (kept with the payment, which stays
 * on record struck through) and confirms in the same step. A refusal (another clerk reversed it, or
 * voided the invoice) stays in the dialog beside the button, with the invoice read again behind it.
 */
export function ReversePaymentDialog({
  invoiceId,
  invoiceName,
  payment,
  onClose,
}: {
  invoiceId: string;
  invoiceName: string;
  payment: Pick<InvoicePayment, 'id' | 'amountCents' | 'receivedOn'>;
  onClose: () => void;
}) {
  const [reason, setReason] = useState('');
  const [reasonProblem, setReasonProblem] = useState<string | undefined>();
  const reverse = useReversePayment(invoiceId);
  const attempt = useAttemptKey();

  function submit(event: FormEvent) {
    event.preventDefault();
    const trimmed = reason.trim();
    setReasonProblem(trimmed === '' ? NO_REASON : undefined);
    if (trimmed === '') return;
    const request = { paymentId: payment.id, body: { reason: trimmed } };
    reverse.mutate(
      { ...request, idempotencyKey: attempt.keyFor(request) },
      {
        onSuccess: () => {
          attempt.settle();
          onClose();
        },
      },
    );
  }

  const amount = formatCents(payment.amountCents);
  return (
    <Dialog title={`Reverse the ${amount} payment?`} onClose={onClose}>
      <form onSubmit={submit} noValidate className="stack">
        <p>
          The payment of {amount} received {formatDay(payment.receivedOn)} stays on {invoiceName}, struck through, and
          no longer counts: the balance goes up by {amount}. It cannot be restored; record it again if it was right.
        </p>
        <RefusalNotice error={reverse.error} title="Not reversed" shownFields={['reason']} />
        <TextField
          label="Reason for reversing"
          required
          maxLength={500}
          placeholder="Wrong amount, wrong invoice…"
          value={reason}
          onChange={(event) => {
            setReason(event.target.value);
            reverse.reset();
          }}
          error={reasonProblem ?? problemFor(reverse.error, 'reason')}
        />
        <div className="row">
          <Button type="submit" variant="danger" busy={reverse.isPending}>
            Reverse payment
          </Button>
          <Button onClick={onClose}>Keep it</Button>
        </div>
      </form>
    </Dialog>
  );
}
