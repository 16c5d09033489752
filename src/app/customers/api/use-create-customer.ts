import type { z } from 'zod';
import type { createCustomerSchema } from '../../../shared/contract/customers';
import { useApi } from '../../lib/api-context';
import { queryKeys } from '../../lib/query-keys';
import { useWrite } from '../../lib/use-write';
import { useToast } from '../../ui/toast-context';

export type CustomerDraft = z.input<typeof createCustomerSchema>;

/** POST /customers (one Idempotency-Key per submit, kept across the client's retries). */
export function useCreateCustomer() {
  const api = useApi();
  const notify = useToast();
  return useWrite({
    send: (draft: CustomerDraft) => api.post('/customers', { body: draft }),
    stored: (customer, queryClient) => queryClient.setQueryData(queryKeys.customers.detail(customer.id), customer),
    touches: () => [queryKeys.customers.lists()],
    answered: (customer) => notify({ tone: 'success', title: 'Customer created', body: customer.name }),
  });
}
