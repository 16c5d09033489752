import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  date,
  doublePrecision,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { customers } from './customers';
import { estimates } from './estimates';

const moneyCents = (name: string) => bigint(name, { mode: 'number' }).notNull();

export const invoices = pgTable(
  'invoices',
  {
    orgId: uuid('org_id').notNull(),
    id: uuid('id').notNull(),
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    /** INV-<number>, from the per-organization `invoice` counter when posted; null while draft. */
    number: integer('number'),
    /** draft, posted or voided; financialStatus and balance are projected on read. */
    state: text('state').notNull(),
    customerId: uuid('customer_id').notNull(),
    estimateId: uuid('estimate_id'),
    currencyCode: text('currency_code').notNull(),
    subtotalCents: moneyCents('subtotal_cents'),
    discountCents: moneyCents('discount_cents'),
    taxCents: moneyCents('tax_cents'),
    totalCents: moneyCents('total_cents'),
    transactionDate: date('transaction_date', { mode: 'string' }).notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    postedAt: timestamp('posted_at', { withTimezone: true }),
    voidedAt: timestamp('voided_at', { withTimezone: true }),
    voidedReason: text('voided_reason'),
    firstSentAt: timestamp('first_sent_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    primaryKey({ columns: [t.orgId, t.id] }),
    uniqueIndex('invoices_org_seq_idx').on(t.orgId, t.seq),
    uniqueIndex('invoices_org_number_idx').on(t.orgId, t.number),
    index('invoices_org_customer_seq_idx').on(t.orgId, t.customerId, t.seq),
    // Every invoice of an estimate, voided ones too, in list order: the estimateId filter and a job-number search.
    index('invoices_org_estimate_seq_idx').on(t.orgId, t.estimateId, t.seq),
    // One live invoice per estimate, even under parallel creates; a voided one frees the estimate.
    uniqueIndex('invoices_org_live_estimate_idx')
      .on(t.orgId, t.estimateId)
      .where(sql`${t.state} <> 'voided'`),
    foreignKey({ columns: [t.orgId, t.customerId], foreignColumns: [customers.orgId, customers.id] }),
    foreignKey({ columns: [t.orgId, t.estimateId], foreignColumns: [estimates.orgId, estimates.id] }),
  ],
);

/** Copied from the estimate when the invoice is made, so later estimate edits never change what was billed. */
export const invoiceLines = pgTable(
  'invoice_lines',
  {
    orgId: uuid('org_id').notNull(),
    id: uuid('id').notNull(),
    invoiceId: uuid('invoice_id').notNull(),
    lineNumber: integer('line_number').notNull(),
    estimateLineId: uuid('estimate_line_id'),
    catalogItemId: uuid('catalog_item_id'),
    description: text('description'),
    quantity: doublePrecision('quantity').notNull(),
    unitPriceCents: integer('unit_price_cents').notNull(),
    amountCents: moneyCents('amount_cents'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.orgId, t.id] }),
    uniqueIndex('invoice_lines_org_invoice_number_idx').on(t.orgId, t.invoiceId, t.lineNumber),
    foreignKey({ columns: [t.orgId, t.invoiceId], foreignColumns: [invoices.orgId, invoices.id] }),
  ],
);

export const invoicePayments = pgTable(
  'invoice_payments',
  {
    orgId: uuid('org_id').notNull(),
    id: uuid('id').notNull(),
    invoiceId: uuid('invoice_id').notNull(),
    amountCents: moneyCents('amount_cents'),
    receivedOn: date('received_on', { mode: 'string' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** Set when the payment is taken back (recorded by mistake): it stays on record and counts towards nothing. */
    reversedAt: timestamp('reversed_at', { withTimezone: true }),
    reversalReason: text('reversal_reason'),
  },
  (t) => [
    primaryKey({ columns: [t.orgId, t.id] }),
    index('invoice_payments_org_invoice_idx').on(t.orgId, t.invoiceId),
    // A reversal always says why.
    check('invoice_payments_reversal_check', sql`(${t.reversedAt} IS NULL) = (${t.reversalReason} IS NULL)`),
    foreignKey({ columns: [t.orgId, t.invoiceId], foreignColumns: [invoices.orgId, invoices.id] }),
  ],
);
