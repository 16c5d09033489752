import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { createInvoiceSchema, Invoice, RecordPayment } from '../../../shared/contract/invoices';
import { useApi } from '../../lib/api-context';
import { queryKeys } from '../../lib/query-keys';

/**
 * Every invoice write answers the invoice as it now reads: it replaces the cached one, and the lists
 * (whose financial status and balance filters it may have left or entered) are read again.
 */
function useInvoiceChanged() {
  const queryClient = useQueryClient();
  return (invoice: Invoice) => {
    queryClient.setQueryData(queryKeys.invoices.detail(invoice.id), invoice);
    void queryClient.invalidateQueries({ queryKey: queryKeys.invoices.lists() });
  };
}

/** A write sent with the key of the user's attempt, so retrying after a lost answer never pays or bills twice. */
interface Attempt<Body> {
  body: Body;
  idempotencyKey: string;
}

export function useCreateInvoice() {
  const api = useApi();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: Attempt<z.input<typeof createInvoiceSchema>>) =>
      api.post('/invoices', { body, idempotencyKey }),
    onSuccess: useInvoiceChanged(),
  });
}

export function usePostInvoice(invoiceId: string) {
  const api = useApi();
  return useMutation({
    mutationFn: () => api.post('/invoices/{invoiceId}/post', { path: { invoiceId } }),
    onSuccess: useInvoiceChanged(),
  });
}

export function useRecordPayment(invoiceId: string) {
  const api = useApi();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: Attempt<RecordPayment>) =>
      api.post('/invoices/{invoiceId}/payments', { path: { invoiceId }, body, idempotencyKey }),
    onSuccess: useInvoiceChanged(),
  });
}

export function useVoidInvoice(invoiceId: string) {
  const api = useApi();
  return useMutation({
    mutationFn: (reason: string) => api.post('/invoices/{invoiceId}/void', { path: { invoiceId }, body: { reason } }),
    onSuccess: useInvoiceChanged(),
  });
}
