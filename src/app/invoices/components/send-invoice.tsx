import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { Invoice } from '../../../shared/contract/invoices';
import { useApi } from '../../lib/api-context';
import { customerQuery } from '../../records/customer-queries';
import { DocumentEmailStanding } from '../../records/document-email';
import { SendDocumentDialog } from '../../records/send-document-dialog';
import { Button } from '../../ui/button';
import { useSendInvoice } from '../api/use-invoice-writes';

/**
 * "Send to customer" on a posted invoice: the PDF by e-mail to the customer's address or the one
 * typed, and where its latest e-mail stands (waiting in the Outbox is not "sent").
 */
export function SendInvoice({ invoice }: { invoice: Invoice }) {
  const api = useApi();
  const customer = useQuery(customerQuery(api, invoice.customerId));
  const send = useSendInvoice(invoice.id);
  const [open, setOpen] = useState(false);
  if (invoice.state !== 'posted') return null;
  return (
    <div className="stack">
      {invoice.firstSentAt ? (
        <DocumentEmailStanding record={{ invoiceId: invoice.id }} sentAt={invoice.firstSentAt} />
      ) : (
        <p className="muted">Not sent yet.</p>
      )}
      <div>
        <Button variant="primary" onClick={() => setOpen(true)}>
          Send to customer
        </Button>
      </div>
      {open && (
        <SendDocumentDialog
          title={`Send ${invoice.number ?? 'the invoice'} to the customer`}
          defaultTo={customer.data?.email ?? ''}
          explains="The customer receives the invoice as a PDF."
          send={send}
          onClose={() => setOpen(false)}
        />
      )}
    </div>
  );
}
