import { z } from 'zod';
import { cursorQuerySchema, searchTextSchema, timestampSchema, uuidSchema } from './common';

/**
 * A phone number as people write one (docs/decisions/resources.md, "Resources"): 7 to 15 digits (a local
 * number without its area code up to E.164's longest) with the usual separators (spaces, dashes,
 * dots, parentheses), a leading +, and an optional extension ("x123", "ext. 123"). Any text was
 * taken before, so a customer could be saved with a phone nobody can call. The extension's digits
 * are not counted: E.164's 15 is the number's. Written as one pattern so OpenAPI documents it;
 * each repeat must take a digit, so matching stays linear.
 */
export const PHONE_PATTERN = /^\+?(?:[\s().-]*\d){7,15}[\s().-]*(?:(?:[xX]|[eE][xX][tT]\.?)\s*\d{1,6})?$/;
export const PHONE_PROBLEM = 'must be a phone number, e.g. (503) 555-0142';

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
    // Too long is said alone (`abort`): the pattern's problem would only repeat it.
    phone: z.string().trim().max(40, { abort: true }).regex(PHONE_PATTERN, PHONE_PROBLEM).nullable().optional(),
  })
  .meta({ id: 'CreateCustomer' });
export type CreateCustomer = z.infer<typeof createCustomerSchema>;

export const listCustomersQuerySchema = cursorQuerySchema.extend({ search: searchTextSchema.optional() });
export type ListCustomersQuery = z.infer<typeof listCustomersQuerySchema>;
