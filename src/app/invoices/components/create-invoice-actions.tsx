import { useState } from 'react';
import { Link } from 'react-router';
import { ApiError } from '../../../client/api-error';
import type { Estimate } from '../../../shared/contract/estimates';
import type { Invoice } from '../../../shared/contract/invoices';
import { DEFAULT_PAYMENT_TERM_DAYS, defaultDueDate } from '../../../shared/domain/invoice-rules';
import { formatCents, formatDay } from '../../lib/format';
import { useAttemptKey } from '../../lib/use-attempt-key';
import { useOrgToday } from '../../org/use-org-today';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { RefusalNotice } from '../../ui/refusal-notice';
import { useCreateInvoice } from '../api/use-invoice-writes';

/** The live invoice a 409 names (docs/decisions/: one non-voided invoice per estimate). */
function existingInvoiceOf(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.code !== 'conflict') return null;
  const id = error.details.invoiceId;
  return typeof id === 'string' ? id : null;
}

export type BillableEstimate = Pick<Estimate, 'id' | 'number' | 'totalCents' | 'customerName'>;

/**
 * When the invoice posted now will be due, as the server dates it (docs/decisions/estimates-and-invoices.md
 * "Invoice defaults": dated the organization's today, due net 30): the same rule, so the question
 * and the invoice it makes name the same day. Until the organization's day is read, the terms alone.
 */
function invoiceTermsWords(today: string | null): string {
  const terms = `due in ${DEFAULT_PAYMENT_TERM_DAYS} days`;
  return today
    ? `The invoice takes the next invoice number, is dated today, ${formatDay(today)}, and is ${terms}, on ${formatDay(defaultDueDate(today))}.`
    : `The invoice takes the next invoice number, is dated today and is ${terms}.`;
}

/**
 * Bill a completed estimate: keep the invoice as a draft (at once: a draft can still be voided
 * without trace of a number), or post it now. Posting makes it final (it takes the next INV number
 * and is owed by its due date), so the clerk reads what will be billed, to whom and when it is due,
 * and confirms first.
 */
export function CreateInvoiceActions({
  estimate,
  onCreated,
}: {
  estimate: BillableEstimate;
  onCreated: (invoice: Invoice) => void;
}) {
  const create = useCreateInvoice();
  const { today } = useOrgToday();
  const attempt = useAttemptKey();
  const [confirming, setConfirming] = useState(false);
  const existing = existingInvoiceOf(create.error);

  function send(post: boolean) {
    setConfirming(false);
    const body = { estimateId: estimate.id, post };
    create.mutate(
      { body, idempotencyKey: attempt.keyFor(body) },
      {
        onSuccess: (invoice) => {
          attempt.settle();
          onCreated(invoice);
        },
      },
    );
  }

  const sending = (post: boolean) => create.isPending && create.variables?.body.post === post;
  return (
    <div className="stack">
      <RefusalNotice error={create.error} title="No invoice created" />
      {existing && <Link to={`/invoices/${existing}`}>Open the existing invoice</Link>}
      <div className="row">
        <Button busy={sending(false)} disabled={create.isPending} onClick={() => send(false)}>
          Save as draft
        </Button>
        <Button variant="primary" busy={sending(true)} disabled={create.isPending} onClick={() => setConfirming(true)}>
          Create and post
        </Button>
      </div>
      {confirming && (
        // The number is taken when the invoice is posted (gap-free, in posting order), so it is not promised here.
        <Dialog title={`Post an invoice for ${estimate.number}?`} onClose={() => setConfirming(false)}>
          <div className="stack">
            <p>
              Bill <strong>{formatCents(estimate.totalCents)}</strong>
              {estimate.customerName && (
                <>
                  {' to '}
                  <strong>{estimate.customerName}</strong>
                </>
              )}
              ? {invoiceTermsWords(today)}
            </p>
            <p>A posted invoice can only be voided: it cannot be changed or deleted.</p>
            <div className="row">
              <Button variant="primary" onClick={() => send(true)}>
                Post the invoice
              </Button>
              <Button data-autofocus onClick={() => setConfirming(false)}>
                Go back
              </Button>
            </div>
          </div>
        </Dialog>
      )}
    </div>
  );
}
