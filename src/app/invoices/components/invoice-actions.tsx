import type { Invoice } from '../../../shared/contract/invoices';
import { SendInvoice } from './send-invoice';
import { decideVoid } from '../../../shared/domain/invoice-rules';
import { DocumentActions } from '../../records/document-actions';
import { Button } from '../../ui/button';
import { Panel } from '../../ui/panel';
import { RefusalNotice } from '../../ui/refusal-notice';
import { usePostInvoice } from '../api/use-invoice-writes';
import { RecordPaymentForm } from './record-payment-form';
import { VoidInvoiceForm } from './void-invoice-form';

const sentence = (words: string) => `${words.charAt(0).toUpperCase()}${words.slice(1)}.`;

function PostInvoice({ invoiceId }: { invoiceId: string }) {
  const post = usePostInvoice(invoiceId);
  return (
    <Panel title="Post">
      <div className="stack">
        <p className="muted">Posting gives the invoice its number and makes it owed.</p>
        <RefusalNotice error={post.error} title="Not posted" />
        <div>
          <Button variant="primary" busy={post.isPending} onClick={() => post.mutate()}>
            Post invoice
          </Button>
        </div>
      </div>
    </Panel>
  );
}

/** The invoice as the customer reads it, in every state (a voided one says it is void). */
function InvoiceDocument({ invoice }: { invoice: Invoice }) {
  const invoiceId = invoice.id;
  return (
    <Panel title="Customer document">
      <div className="stack">
        <DocumentActions read={(api) => api.file('/invoices/{invoiceId}/document.pdf', { path: { invoiceId } })} />
        <SendInvoice invoice={invoice} />
      </div>
    </Panel>
  );
}

/**
 * The moves an invoice's state offers: post a draft, take payments on a posted invoice with a
 * balance, void what the shared rule lets be voided. Void is not offered where the server would
 * refuse it (money was received): the reason is said instead, before anyone writes one. The
 * customer's document comes first, in every state.
 */
export function InvoiceActions({ invoice }: { invoice: Invoice }) {
  if (invoice.state === 'voided')
    return (
      <div className="invoice-page__actions">
        <InvoiceDocument invoice={invoice} />
      </div>
    );
  const voiding = decideVoid(invoice.state, invoice.paidCents);
  return (
    <div className="invoice-page__actions">
      <InvoiceDocument invoice={invoice} />
      {invoice.state === 'draft' && <PostInvoice invoiceId={invoice.id} />}
      {invoice.state === 'posted' && invoice.balanceCents > 0 && <RecordPaymentForm invoice={invoice} />}
      {voiding.outcome === 'refused' ? (
        <Panel title="Void">
          <p className="muted">{sentence(voiding.problem.problem)}</p>
        </Panel>
      ) : (
        // A new state starts the form afresh: a problem typed against the draft is not the posted invoice's.
        <VoidInvoiceForm key={invoice.state} invoice={invoice} />
      )}
    </div>
  );
}
