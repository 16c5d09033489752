import { z } from 'zod';
import { cursorQuerySchema, searchTextSchema, textSchema, timestampSchema, uuidSchema } from './common';

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
    name: textSchema(1, 200),
    // "In e-mail format" read as widely as mail is addressed (docs/decisions/caps.md "Request rules against api.md").
    email: z.email({ pattern: z.regexes.unicodeEmail }).nullable().optional(),
    // api.md: any string up to 40 characters. Whether it looks like a phone number is the SPA form's advice (PHONE_PATTERN).
    phone: textSchema(0, 40).nullable().optional(),
  })
  .meta({ id: 'CreateCustomer' });
export type CreateCustomer = z.infer<typeof createCustomerSchema>;

export const listCustomersQuerySchema = cursorQuerySchema.extend({ search: searchTextSchema.optional() });
export type ListCustomersQuery = z.infer<typeof listCustomersQuerySchema>;
