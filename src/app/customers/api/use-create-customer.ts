import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { createCustomerSchema } from '../../../shared/contract/customers';
import { useApi } from '../../lib/api-context';
import { queryKeys } from '../../lib/query-keys';

export type CustomerDraft = z.input<typeof createCustomerSchema>;

/** POST /customers (one Idempotency-Key per submit, kept across the client's retries). */
export function useCreateCustomer() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (draft: CustomerDraft) => api.post('/customers', { body: draft }),
    onSuccess: (customer) => {
      queryClient.setQueryData(queryKeys.customers.detail(customer.id), customer);
      void queryClient.invalidateQueries({ queryKey: queryKeys.customers.lists() });
    },
  });
}
