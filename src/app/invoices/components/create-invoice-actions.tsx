import { Link } from 'react-router';
import { ApiError } from '../../../client/api-error';
import type { Invoice } from '../../../shared/contract/invoices';
import { useAttemptKey } from '../../lib/use-attempt-key';
import { Button } from '../../ui/button';
import { RefusalNotice } from '../../ui/refusal-notice';
import { useCreateInvoice } from '../api/use-invoice-writes';

/** The live invoice a 409 names (decisions.md: one non-voided invoice per estimate). */
function existingInvoiceOf(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.code !== 'conflict') return null;
  const id = error.details.invoiceId;
  return typeof id === 'string' ? id : null;
}

/** Bill a completed estimate: keep the invoice as a draft, or post it now (it gets its INV number). */
export function CreateInvoiceActions({
  estimateId,
  onCreated,
}: {
  estimateId: string;
  onCreated: (invoice: Invoice) => void;
}) {
  const create = useCreateInvoice();
  const attempt = useAttemptKey();
  const existing = existingInvoiceOf(create.error);

  function send(post: boolean) {
    const body = { estimateId, post };
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
        <Button variant="primary" busy={sending(true)} disabled={create.isPending} onClick={() => send(true)}>
          Create and post
        </Button>
      </div>
    </div>
  );
}
