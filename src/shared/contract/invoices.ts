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
    reversedAt: timestampSchema.nullable().meta({
      description:
        'Extension: when the payment was reversed (recorded by mistake); a reversed payment counts towards no balance. Null while it stands',
    }),
    reversalReason: z
      .string()
      .nullable()
      .meta({ description: 'Extension: why it was reversed, as the clerk wrote it; null while it stands' }),
  })
  .meta({ id: 'InvoicePayment', description: 'Extension: money received against an invoice' });
export type InvoicePayment = z.infer<typeof invoicePaymentSchema>;

/** One invoice with what it billed and what was paid; lists carry the lean Invoice. */
export const invoiceDetailSchema = invoiceSchema
  .extend({
    lines: z.array(invoiceLineSchema).meta({ description: 'Extension: the billed lines in line order' }),
    payments: z
      .array(invoicePaymentSchema)
      .meta({ description: 'Extension: payments received, in the order they were received, reversed ones included' }),
  })
  .meta({
    id: 'InvoiceDetail',
    description:
      'Extension: an Invoice with its lines and payments, answered by every operation on one invoice (read, create, post, void, pay, reverse a payment)',
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

export const reversePaymentSchema = z
  .strictObject({ reason: z.string().trim().min(1).max(500) })
  .meta({ id: 'ReversePayment', description: 'Extension: why a payment is taken back (kept with it)' });
export type ReversePayment = z.infer<typeof reversePaymentSchema>;

/** Longest search text read: "INV-" or "JOB-" and nine digits, with room for spaces around them. */
export const MAX_INVOICE_SEARCH_LENGTH = 40;

/** Which number a search names: an invoice's (INV-), a job's (JOB-) or, bare digits, either. */
export type InvoiceSearch = { of: 'invoice' | 'job' | 'either'; number: number };

/*
 * Numbers only, matched exactly (case and spaces around ignored; "JOB 12", as a clerk may type it,
 * reads as JOB-12): a bare number is tried as both,
 * so "1042" finds INV-1042 and the invoices billing JOB-1042. Nine digits at most, so any number
 * read fits the integer columns it is compared with.
 */
const INVOICE_SEARCH = /^\s*(?:(INV|JOB)[\s-]?)?(\d{1,9})\s*$/i;

/**
 * GET /invoices `search`: an invoice number or a job number, parsed strictly (anything else is a
 * 422, never an empty page a typo would leave unexplained). The SPA reads the field with it too.
 */
export const invoiceSearchSchema = z
  .string()
  .max(MAX_INVOICE_SEARCH_LENGTH)
  .regex(INVOICE_SEARCH, 'must be an invoice number (INV-1042 or 1042) or a job number (JOB-12)')
  .transform((text): InvoiceSearch => {
    const [, prefix, digits] = INVOICE_SEARCH.exec(text) ?? [];
    const kind = prefix?.toUpperCase();
    return { of: kind === 'INV' ? 'invoice' : kind === 'JOB' ? 'job' : 'either', number: Number(digits) };
  });

export const listInvoicesQuerySchema = cursorQuerySchema.extend({
  order: listOrderSchema,
  customerId: uuidSchema.optional(),
  estimateId: uuidSchema.optional(),
  financialStatus: financialStatusSchema.optional(),
  search: invoiceSearchSchema.optional().meta({
    description:
      'Extension: INV-1042 finds that invoice, JOB-12 the invoices billing that job, 1042 either (exact numbers; anything else is refused with 422)',
  }),
});
export type ListInvoicesQuery = z.infer<typeof listInvoicesQuerySchema>;
