import { z } from 'zod';
import { centsSchema, textSchema, timestampSchema } from './common';

/*
 * The estimate's public page (docs/decisions/estimates-and-invoices.md "Acceptance online"): what the
 * customer reads through the link, and nothing else of the company's data (no ids, no notes, no hours).
 */

export const MAX_SIGNATURE_CHARS = 200;

export const publicStandingSchema = z.enum(['open', 'accepted', 'declined', 'canceled', 'completed']);
export type PublicStanding = z.infer<typeof publicStandingSchema>;

const partySchema = z.object({ heading: z.string(), lines: z.array(z.string()) });

export const publicEstimateSchema = z.object({
  company: z.object({
    name: z.string(),
    addressLines: z.array(z.string()),
    phone: z.string().nullable(),
    email: z.string().nullable(),
    hasLogo: z.boolean(),
  }),
  number: z.string(),
  /** The day it was written and the day it stands until, as the organization's calendar reads them. */
  writtenOn: z.string(),
  validUntil: z.string().nullable(),
  standing: publicStandingSchema,
  customer: partySchema,
  site: partySchema.nullable(),
  narrative: z.string().nullable(),
  lines: z.array(
    z.object({
      lineNumber: z.number().int(),
      title: z.string(),
      coverage: z.string().nullable(),
      trees: z.array(z.string()),
      quantity: z.number(),
      unitPriceCents: centsSchema.nullable(),
      amountCents: centsSchema.nullable(),
    }),
  ),
  totalCents: centsSchema,
  unpricedCount: z.number().int(),
  terms: z.string().nullable(),
  acceptedAt: timestampSchema.nullable(),
  acceptedByName: z.string().nullable(),
  declinedAt: timestampSchema.nullable(),
});
export type PublicEstimate = z.infer<typeof publicEstimateSchema>;

export const publicAcceptSchema = z.strictObject({
  name: z
    .string({ error: 'type your full name' })
    .refine((name) => name.trim().length >= 2, 'type your full name')
    .refine((name) => [...name].length <= MAX_SIGNATURE_CHARS, `must be at most ${MAX_SIGNATURE_CHARS} characters`),
  termsAccepted: z.literal(true, { error: 'tick the box to agree to the terms' }),
});
export type PublicAccept = z.infer<typeof publicAcceptSchema>;

export const publicDeclineSchema = z.strictObject({ reason: textSchema(1, 1000).optional() });
export type PublicDecline = z.infer<typeof publicDeclineSchema>;

/** Why a link does not open, in the `reason` of its 404: said to the customer in plain words. */
export const linkProblemSchema = z.enum(['invalid', 'expired']);
export type LinkProblem = z.infer<typeof linkProblemSchema>;
