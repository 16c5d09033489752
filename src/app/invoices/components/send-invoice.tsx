import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { Invoice } from '../../../shared/contract/invoices';
import { useApi } from '../../lib/api-context';
import { useOrgDate } from '../../org/use-org-date';
import { customerQuery } from '../../records/customer-queries';
import { SendDocumentDialog } from '../../records/send-document-dialog';
import { Button } from '../../ui/button';
import { useSendInvoice } from '../api/use-invoice-writes';

/** "Send to customer" on a posted invoice: the PDF by e-mail to the customer's address or the one typed. */
export function SendInvoice({ invoice }: { invoice: Invoice }) {
  const api = useApi();
  const formatDate = useOrgDate();
  const customer = useQuery(customerQuery(api, invoice.customerId));
  const send = useSendInvoice(invoice.id);
  const [open, setOpen] = useState(false);
  if (invoice.state !== 'posted') return null;
  return (
    <div className="stack">
      <p className={invoice.firstSentAt ? undefined : 'muted'}>
        {invoice.firstSentAt ? `First sent on ${formatDate(invoice.firstSentAt)}.` : 'Not sent yet.'}
      </p>
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
