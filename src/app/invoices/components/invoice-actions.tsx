import type { Invoice } from '../../../shared/contract/invoices';
import { Button } from '../../ui/button';
import { Panel } from '../../ui/panel';
import { RefusalNotice } from '../../ui/refusal-notice';
import { usePostInvoice } from '../api/use-invoice-writes';
import { RecordPaymentForm } from './record-payment-form';
import { VoidInvoiceForm } from './void-invoice-form';

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

/**
 * The moves an invoice's state offers: post a draft, take payments on a posted invoice with a
 * balance, void anything not voided (the server refuses, with its reason, what it will not do).
 */
export function InvoiceActions({ invoice }: { invoice: Invoice }) {
  if (invoice.state === 'voided') return null;
  return (
    <div className="invoice-page__actions">
      {invoice.state === 'draft' && <PostInvoice invoiceId={invoice.id} />}
      {invoice.state === 'posted' && invoice.balanceCents > 0 && <RecordPaymentForm invoice={invoice} />}
      <VoidInvoiceForm invoice={invoice} />
    </div>
  );
}
