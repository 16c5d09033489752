import type { SendDocument } from '../../../shared/contract/messages';
import { sendToast } from '../../records/send-document-dialog';
import type { QueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  createInvoiceSchema,
  Invoice,
  InvoiceDetail,
  RecordPayment,
  ReversePayment,
} from '../../../shared/contract/invoices';
import { useApi } from '../../lib/api-context';
import { formatCents, formatDay } from '../../lib/format';
import { queryKeys } from '../../lib/query-keys';
import { useWrite } from '../../lib/use-write';
import { useToast } from '../../ui/toast-context';
import { invoiceName } from '../components/invoice-summary-list';

/**
 * Every invoice write answers the invoice as it now reads: it replaces the cached one, and the lists
 * (whose financial status and balance filters it may have left or entered) are read again.
 */
const storeInvoice = (invoice: InvoiceDetail, queryClient: QueryClient) =>
  queryClient.setQueryData(queryKeys.invoices.detail(invoice.id), invoice);

const invoiceLists = () => [queryKeys.invoices.lists()];
/**
 * Billing an estimate, posting its invoice or voiding it changes how the estimates list reads it
 * (which are still to bill, the invoice number in the Billing column).
 */
const invoiceAndEstimateLists = () => [queryKeys.invoices.lists(), queryKeys.estimates.lists()];

/**
 * What an invoice bills, as the clerk knows it: "JOB-12, Hollis Park HOA: $345.50", and once posted
 * when it is due, since that is what posting settled.
 */
function billedWords(invoice: Invoice): string {
  const what = [invoice.estimateNumber, invoice.customerName].filter(Boolean).join(', ');
  const due = invoice.state === 'posted' ? `, due ${formatDay(invoice.dueDate)}` : '';
  return `${what}: ${formatCents(invoice.totalCents)}${due}`;
}

/** A write sent with the key of the user's attempt, so retrying after a lost answer never pays or bills twice. */
interface Attempt<Body> {
  body: Body;
  idempotencyKey: string;
}

export function useCreateInvoice() {
  const api = useApi();
  const notify = useToast();
  return useWrite({
    send: ({ body, idempotencyKey }: Attempt<z.input<typeof createInvoiceSchema>>) =>
      api.post('/invoices', { body, idempotencyKey }),
    stored: storeInvoice,
    touches: invoiceAndEstimateLists,
    answered: (invoice) =>
      notify({
        tone: 'success',
        title: `${invoiceName(invoice)} ${invoice.state === 'posted' ? 'created and posted' : 'created'}`,
        body: billedWords(invoice),
      }),
  });
}

export function usePostInvoice(invoiceId: string) {
  const api = useApi();
  const notify = useToast();
  return useWrite({
    send: () => api.post('/invoices/{invoiceId}/post', { path: { invoiceId } }),
    stored: storeInvoice,
    record: () => queryKeys.invoices.detail(invoiceId),
    touches: invoiceAndEstimateLists,
    answered: (invoice) =>
      notify({ tone: 'success', title: `${invoiceName(invoice)} posted`, body: billedWords(invoice) }),
  });
}

export function useRecordPayment(invoiceId: string) {
  const api = useApi();
  const notify = useToast();
  return useWrite({
    send: ({ body, idempotencyKey }: Attempt<RecordPayment>) =>
      api.post('/invoices/{invoiceId}/payments', { path: { invoiceId }, body, idempotencyKey }),
    stored: storeInvoice,
    record: () => queryKeys.invoices.detail(invoiceId),
    touches: invoiceLists,
    answered: (invoice, { body }) =>
      notify({
        tone: 'success',
        title: `Payment recorded on ${invoiceName(invoice)}`,
        body: `${formatCents(body.amountCents)}; balance now ${formatCents(invoice.balanceCents)}`,
      }),
  });
}

export function useVoidInvoice(invoiceId: string) {
  const api = useApi();
  const notify = useToast();
  return useWrite({
    send: (reason: string) => api.post('/invoices/{invoiceId}/void', { path: { invoiceId }, body: { reason } }),
    stored: storeInvoice,
    record: () => queryKeys.invoices.detail(invoiceId),
    touches: invoiceAndEstimateLists,
    answered: (invoice, reason) =>
      notify({ tone: 'success', title: `${invoiceName(invoice)} voided`, body: `Reason: ${reason}` }),
  });
}

/**
 * Takes back a payment recorded by mistake; the answer is the invoice with the payment marked
 * reversed and the balance it owes again, said in the toast with the payment as the clerk knows it.
 */
export function useReversePayment(invoiceId: string) {
  const api = useApi();
  const notify = useToast();
  return useWrite({
    send: ({ paymentId, body, idempotencyKey }: Attempt<ReversePayment> & { paymentId: string }) =>
      api.post('/invoices/{invoiceId}/payments/{paymentId}/reversal', {
        path: { invoiceId, paymentId },
        body,
        idempotencyKey,
      }),
    stored: storeInvoice,
    record: () => queryKeys.invoices.detail(invoiceId),
    touches: invoiceLists,
    answered: (invoice, { paymentId }) => {
      const payment = invoice.payments.find((each) => each.id === paymentId);
      const what = payment ? `${formatCents(payment.amountCents)} received ${formatDay(payment.receivedOn)}; ` : '';
      notify({
        tone: 'success',
        title: `Payment reversed on ${invoiceName(invoice)}`,
        body: `${what}balance now ${formatCents(invoice.balanceCents)}`,
      });
    },
  });
}

/** POST /invoices/{id}/send (extension): a posted invoice's e-mail with its PDF queued; the Outbox shows it. */
export function useSendInvoice(invoiceId: string) {
  const api = useApi();
  const notify = useToast();
  return useWrite({
    send: (body: SendDocument) => api.post('/invoices/{invoiceId}/send', { path: { invoiceId }, body }),
    stored: (sent, queryClient) => storeInvoice(sent.invoice, queryClient),
    record: () => queryKeys.invoices.detail(invoiceId),
    touches: () => [queryKeys.invoices.lists(), queryKeys.messages.all],
    answered: ({ invoice, message, delivery }) =>
      notify(sendToast(invoice.number ?? 'The invoice', delivery, message.to)),
  });
}
