import { z } from 'zod';
import {
  centsSchema,
  cursorQuerySchema,
  daySchema,
  listOrderSchema,
  MAX_AMOUNT_CENTS,
  timestampSchema,
  uuidSchema,
} from './common';

export const invoiceStates = ['draft', 'posted', 'voided'] as const;
export const invoiceStateSchema = z.enum(invoiceStates);
export type InvoiceState = z.infer<typeof invoiceStateSchema>;

export const financialStatuses = ['draft', 'open', 'partial', 'paid', 'overdue', 'voided'] as const;
export const financialStatusSchema = z.enum(financialStatuses);
export type FinancialStatus = z.infer<typeof financialStatusSchema>;

/** An invoice's number, given when it is posted. */
export const invoiceNumberSchema = z
  .string()
  .nullable()
  .meta({ description: 'INV-<digits> once posted; null while draft', example: 'INV-17' });

export const invoiceSchema = z
  .object({
    id: uuidSchema,
    number: invoiceNumberSchema,
    state: invoiceStateSchema,
    financialStatus: financialStatusSchema.meta({
      description:
        'open = issued and unpaid; partial = part paid (even when late); paid; overdue = unpaid past dueDate; voided',
    }),
    customerId: uuidSchema,
    customerName: z
      .string()
      .meta({ description: "Extension: the customer's name, so a list names every row's customer" }),
    estimateId: uuidSchema.nullable(),
    estimateNumber: z.string().nullable(),
    currencyCode: z.string(),
    subtotalCents: centsSchema,
    discountCents: centsSchema,
    taxCents: centsSchema,
    totalCents: centsSchema,
    paidCents: centsSchema,
    balanceCents: centsSchema.meta({
      description: 'still owed; read it instead of subtracting (0 for drafts and voided invoices)',
    }),
    lineCount: z.number().int(),
    transactionDate: daySchema,
    dueDate: daySchema,
    postedAt: timestampSchema.nullable(),
    voidedAt: timestampSchema.nullable(),
    voidedReason: z.string().nullable(),
    firstSentAt: timestampSchema.nullable(),
    createdAt: timestampSchema,
    updatedAt: timestampSchema,
  })
  .meta({ id: 'Invoice' });
export type Invoice = z.infer<typeof invoiceSchema>;

export const invoiceLineSchema = z
  .object({
    id: uuidSchema,
    lineNumber: z.number().int(),
    description: z.string().nullable(),
    quantity: z.number(),
    unitPriceCents: centsSchema,
    amountCents: centsSchema,
    catalogItemId: uuidSchema.nullable(),
    estimateLineId: uuidSchema.nullable().meta({ description: 'the estimate line it was copied from' }),
  })
  .meta({ id: 'InvoiceLine', description: 'Extension: a billed line, as copied from the estimate when invoiced' });
export type InvoiceLine = z.infer<typeof invoiceLineSchema>;

export const invoicePaymentSchema = z
  .object({
    id: uuidSchema,
    amountCents: centsSchema,
    receivedOn: daySchema,
    createdAt: timestampSchema,
  })
  .meta({ id: 'InvoicePayment', description: 'Extension: money received against an invoice' });
export type InvoicePayment = z.infer<typeof invoicePaymentSchema>;

/** One invoice with what it billed and what was paid; lists carry the lean Invoice. */
export const invoiceDetailSchema = invoiceSchema
  .extend({
    lines: z.array(invoiceLineSchema).meta({ description: 'Extension: the billed lines in line order' }),
    payments: z
      .array(invoicePaymentSchema)
      .meta({ description: 'Extension: payments received, in the order they were received' }),
  })
  .meta({
    id: 'InvoiceDetail',
    description:
      'Extension: an Invoice with its lines and payments, answered by every operation on one invoice (read, create, post, void, pay)',
  });
export type InvoiceDetail = z.infer<typeof invoiceDetailSchema>;

export const createInvoiceSchema = z
  .strictObject({
    estimateId: uuidSchema,
    transactionDate: daySchema.optional().meta({ description: "default: today in the organization's time zone" }),
    dueDate: daySchema.optional().meta({ description: 'default: 30 days after transactionDate; never before it' }),
    post: z.boolean().default(false).meta({ description: 'true posts at once (number assigned); otherwise a draft' }),
  })
  .meta({ id: 'CreateInvoice' });
export type CreateInvoice = z.infer<typeof createInvoiceSchema>;

export const voidInvoiceSchema = z
  .strictObject({ reason: z.string().trim().min(1).max(500) })
  .meta({ id: 'VoidInvoice' });
export type VoidInvoice = z.infer<typeof voidInvoiceSchema>;

export const recordPaymentSchema = z
  .strictObject({
    amountCents: z
      .number()
      .int('must be whole cents')
      .min(1, 'must be at least 1 cent')
      .max(MAX_AMOUNT_CENTS, `must be at most ${MAX_AMOUNT_CENTS} cents`),
    receivedOn: daySchema,
  })
  .meta({ id: 'RecordPayment' });
export type RecordPayment = z.infer<typeof recordPaymentSchema>;

export const listInvoicesQuerySchema = cursorQuerySchema.extend({
  order: listOrderSchema,
  customerId: uuidSchema.optional(),
  estimateId: uuidSchema.optional(),
  financialStatus: financialStatusSchema.optional(),
});
export type ListInvoicesQuery = z.infer<typeof listInvoicesQuerySchema>;
