import { z } from 'zod';
import { invoiceNumberSchema } from './invoices';
import {
  booleanQuerySchema,
  centsSchema,
  cursorQuerySchema,
  alongsideFieldProblems,
  daySchema,
  listOrderSchema,
  MAX_AMOUNT_CENTS,
  MAX_LINES,
  MAX_LIST_ITEMS,
  MAX_QUANTITY,
  MAX_UNIT_PRICE_CENTS,
  MAX_TEXT_CHARS,
  searchTextSchema,
  textSchema,
  timestampSchema,
  uuidSchema,
} from './common';

/**
 * Stored lifecycle values plus the ones read from other facts: `scheduled` (placements) and
 * `completed` (every line done, docs/decisions/).
 */
export const estimateStatuses = [
  'draft',
  'sent',
  'accepted',
  'declined',
  'canceled',
  'scheduled',
  'completed',
] as const;
export const estimateStatusSchema = z.enum(estimateStatuses);
export type EstimateStatus = z.infer<typeof estimateStatusSchema>;

export const estimateLineStatuses = ['pending', 'done'] as const;
export const estimateLineStatusSchema = z.enum(estimateLineStatuses);
export type EstimateLineStatus = z.infer<typeof estimateLineStatusSchema>;

/** Computed warnings; clients show them, nothing is refused because of them. */
export const estimateFlags = ['unpriced_lines', 'price_differs_from_catalog', 'no_customer', 'expired'] as const;
export const estimateFlagSchema = z.enum(estimateFlags);
export type EstimateFlag = z.infer<typeof estimateFlagSchema>;

/** Sizing of the work in hours; the extension field of docs/decisions/. */
const estimatedHoursSchema = z.number().positive().max(10_000);

export const estimateLineSchema = z
  .object({
    id: uuidSchema,
    lineNumber: z.number().int(),
    description: z.string().nullable(),
    coverage: z.string().nullable(),
    quantity: z.number(),
    unitPriceCents: centsSchema.nullable(),
    amountCents: centsSchema.nullable().meta({ description: 'null means UNPRICED and must never be read as zero' }),
    status: estimateLineStatusSchema,
    catalogItemId: uuidSchema.nullable(),
    siteId: uuidSchema.nullable(),
    treeIds: z.array(uuidSchema),
    estimatedHours: z
      .number()
      .nullable()
      .meta({ description: 'Extension: hours the line is expected to take; null means nobody estimated' }),
    doneAt: timestampSchema.nullable().meta({
      description: 'Extension: when the line was marked done; null while pending, or done before marks were recorded',
    }),
    doneBy: z.string().nullable().meta({
      description:
        "Extension: the name of the key that marked it done (a crew key's, or an office key's); null as doneAt, or for a key with no name",
    }),
  })
  .meta({ id: 'EstimateLine' });
export type EstimateLine = z.infer<typeof estimateLineSchema>;

/** The invoice billing an estimate, as the estimate names it (extension). */
export const estimateInvoiceSchema = z
  .object({
    id: uuidSchema,
    number: invoiceNumberSchema,
    state: z.enum(['draft', 'posted']).meta({ description: 'a voided invoice no longer bills the estimate' }),
  })
  .meta({ id: 'EstimateInvoice' });
export type EstimateInvoice = z.infer<typeof estimateInvoiceSchema>;

export const estimateSchema = z
  .object({
    id: uuidSchema,
    number: z.string().meta({ example: 'JOB-1042' }),
    status: estimateStatusSchema,
    siteId: uuidSchema,
    siteLabel: z.string().meta({ description: "Extension: the site's nickname, otherwise its street" }),
    customerId: uuidSchema.nullable(),
    customerName: z.string().nullable().meta({ description: "Extension: the customer's name; null without one" }),
    origin: z.string(),
    totalCents: centsSchema,
    unpricedCount: z.number().int(),
    estimatedHours: z
      .number()
      .nullable()
      .meta({ description: "Extension: sum of the lines' hours; null when no line has any" }),
    narrative: z.string().nullable(),
    flags: z.array(estimateFlagSchema),
    expiresAt: timestampSchema.nullable(),
    sentAt: timestampSchema.nullable(),
    acceptedAt: timestampSchema.nullable(),
    sentTo: z.string().nullable().meta({
      description: 'Extension: the address the estimate was last e-mailed to; null when never sent or handed over',
    }),
    sentHow: z
      .enum(['email', 'handed'])
      .nullable()
      .meta({ description: 'Extension: how it last reached the customer (e-mailed, or handed over); null before' }),
    declinedAt: timestampSchema.nullable().meta({ description: 'Extension: when the customer declined it' }),
    declinedReason: z.string().nullable().meta({ description: "Extension: the customer's reason, when given" }),
    acceptedBy: z.object({ name: z.string(), ipAddress: z.string().nullable() }).nullable().meta({
      description:
        'Extension: who accepted it online (the full name typed as signature, and the address the acceptance came from); null when accepted in the office',
    }),
    invoice: estimateInvoiceSchema.nullable().meta({
      description:
        'Extension: the live (not voided) invoice billing this estimate, at most one; null while not billed (billed=false)',
    }),
    lines: z.array(estimateLineSchema),
    createdAt: timestampSchema,
    updatedAt: timestampSchema,
  })
  .meta({ id: 'Estimate' });
export type Estimate = z.infer<typeof estimateSchema>;

const unitPriceCentsSchema = z
  .number()
  .int('must be whole cents')
  .min(0, 'must not be negative')
  .max(MAX_UNIT_PRICE_CENTS, `must be at most ${MAX_UNIT_PRICE_CENTS} cents`);

// Not strict: totals or amounts a client sends are ignored (api.md), not refused.
export const createEstimateLineSchema = z
  .object({
    catalogItemId: uuidSchema,
    description: textSchema(0, MAX_TEXT_CHARS).nullable().optional(),
    quantity: z.number().int('must be a whole number').min(1).max(MAX_QUANTITY, `must be at most ${MAX_QUANTITY}`),
    unitPriceCents: unitPriceCentsSchema,
    estimatedHours: estimatedHoursSchema.nullable().optional(),
    treeIds: z.array(uuidSchema).max(MAX_LIST_ITEMS, `must name at most ${MAX_LIST_ITEMS} trees`).optional().meta({
      description:
        "Extension: the site's trees the line's work is done on (any number; repeats collapsed); a tree not at the estimate's site is refused (422)",
    }),
  })
  .meta({ id: 'CreateEstimateLine' });
export type CreateEstimateLine = z.infer<typeof createEstimateLineSchema>;

export const createEstimateSchema = z
  .object({
    siteId: uuidSchema,
    lines: z
      .array(createEstimateLineSchema)
      .min(1, 'must hold at least one line')
      .max(MAX_LINES, `must hold at most ${MAX_LINES} lines`),
  })
  .meta({ id: 'CreateEstimate' });
export type CreateEstimate = z.infer<typeof createEstimateSchema>;

export const updateEstimateLineSchema = z
  .strictObject({
    estimatedHours: estimatedHoursSchema.nullable().optional(),
    unitPriceCents: unitPriceCentsSchema.optional().meta({
      description: "a draft line's price, or the first price of a line nobody priced (the line reads Unpriced)",
    }),
    status: estimateLineStatusSchema.optional().meta({
      description:
        'done: the work is done (when and by which key is recorded); pending: not done after all, refused once the work is billed. Accepted work only',
    }),
  })
  .refine(
    (change) =>
      change.estimatedHours !== undefined || change.unitPriceCents !== undefined || change.status !== undefined,
    { message: 'must change estimatedHours, unitPriceCents or status' },
  )
  .meta({
    id: 'UpdateEstimateLine',
    description:
      "Extension: a draft line's hours or price, so the office sizes and prices the work before it is sent; the price of a line nobody priced, at any stage before billing; and whether its work is done (a crew key changes only this)",
  });
export type UpdateEstimateLine = z.infer<typeof updateEstimateLineSchema>;

/** POST /estimates/{estimateId}/lines/done (extension): a whole stop done in one request. */
export const markLinesDoneSchema = z
  .strictObject({
    lineIds: z
      .array(uuidSchema)
      .min(1, 'must name at least one line; omit it to mark every line')
      .max(MAX_LINES, `must name at most ${MAX_LINES} lines`)
      .optional()
      .meta({ description: 'the lines done (repeats collapsed); omit to mark every line of the estimate' }),
  })
  .meta({ id: 'MarkLinesDone' });
export type MarkLinesDone = z.infer<typeof markLinesDoneSchema>;

const CENTS_HINT = 'must be whole cents, e.g. 50000 for $500.00';

/**
 * A bound on an estimate's total, in whole cents as every amount of api.md. Strict: an empty value,
 * a fraction or `1e3` is refused (422), never read as 0 or rounded.
 */
const totalBoundSchema = z
  .string()
  .regex(/^\s*-?\d{1,15}\s*$/, CENTS_HINT)
  .transform(Number)
  .pipe(z.number().min(0, 'must not be negative').max(MAX_AMOUNT_CENTS, `must be at most ${MAX_AMOUNT_CENTS} cents`));

/** GET /estimates (beyond api.md, docs/decisions/): oldest first, cursor-paged, filtered by site, payer, status or billing. */
export const listEstimatesQuerySchema = cursorQuerySchema
  .extend({
    order: listOrderSchema,
    siteId: uuidSchema.optional(),
    customerId: uuidSchema.optional(),
    status: estimateStatusSchema.optional(),
    billed: booleanQuerySchema.optional().meta({
      description:
        'Extension: true keeps estimates with a live (not voided) invoice, false those without one: the work still to bill',
    }),
    search: searchTextSchema.optional().meta({
      description:
        "Extension: a job number (JOB-12 or 12) finds that estimate; other text, estimates whose customer's name or site's label or street contains it",
    }),
    createdFrom: daySchema.optional().meta({
      description: "Extension: made on or after this day (the organization's day)",
    }),
    createdTo: daySchema.optional().meta({
      description:
        "Extension: made on or before this day, inclusive (the organization's day); before createdFrom is refused (422)",
    }),
    crewId: uuidSchema.optional().meta({
      description: 'Extension: estimates with a placement on this crew, any day',
    }),
    minTotalCents: totalBoundSchema.optional().meta({
      description:
        "Extension: totalCents at least this (whole cents, inclusive; the priced lines' sum, as the estimate reads)",
    }),
    maxTotalCents: totalBoundSchema.optional().meta({
      description: 'Extension: totalCents at most this (whole cents, inclusive); below minTotalCents is refused (422)',
    }),
  })
  // Checked even when another field failed, so a 422 lists every problem at once.
  .superRefine((query, ctx) => {
    const { minTotalCents: min, maxTotalCents: max, createdFrom: from, createdTo: to } = query;
    // A bound that failed on its own (negative, too large, no real day) is already named; only two good bounds are compared.
    const good = (bound: unknown) => typeof bound === 'number' && bound >= 0 && bound <= MAX_AMOUNT_CENTS;
    if (good(min) && good(max) && min! > max!)
      ctx.addIssue({ code: 'custom', path: ['maxTotalCents'], message: 'must not be less than minTotalCents' });
    const day = (bound: unknown) => daySchema.safeParse(bound).success;
    // YYYY-MM-DD days sort as text.
    if (day(from) && day(to) && to! < from!)
      ctx.addIssue({ code: 'custom', path: ['createdTo'], message: 'must not be before createdFrom' });
  }, alongsideFieldProblems);
export type ListEstimatesQuery = z.infer<typeof listEstimatesQuerySchema>;
