import { z } from 'zod';
import { cursorQuerySchema, searchTextSchema, timestampSchema, uuidSchema } from './common';

export const customerSchema = z
  .object({
    id: uuidSchema,
    name: z.string(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    createdAt: timestampSchema,
    updatedAt: timestampSchema,
  })
  .meta({ id: 'Customer' });
export type Customer = z.infer<typeof customerSchema>;

export const createCustomerSchema = z
  .strictObject({
    name: z.string().trim().min(1).max(200),
    email: z.email().max(320).nullable().optional(),
    phone: z.string().trim().max(40).nullable().optional(),
  })
  .meta({ id: 'CreateCustomer' });
export type CreateCustomer = z.infer<typeof createCustomerSchema>;

export const listCustomersQuerySchema = cursorQuerySchema.extend({ search: searchTextSchema.optional() });
export type ListCustomersQuery = z.infer<typeof listCustomersQuerySchema>;
