import { z } from 'zod';
import { imageFactsOf } from '../domain/image-type';
import { latitudeSchema, longitudeSchema, textSchema, timestampSchema } from './common';

/**
 * GET /org: the caller's organization settings (docs/decisions/board.md "Organization settings").
 * An operator changes the scheduling ones with `canopy org:settings`; the office changes the company's
 * (what customer documents print) and the distance unit with PATCH /org. The organization id is left
 * out on purpose: no read of the API names it.
 */
export const orgOriginSchema = z
  .object({ label: z.string(), lat: latitudeSchema, lng: longitudeSchema })
  .meta({ description: 'the depot every route starts and ends at' });

/** How the SPA words a distance; the API itself stays metric (`distanceMeters`). */
export const distanceUnits = ['mi', 'km'] as const;
export const distanceUnitSchema = z.enum(distanceUnits);
export type DistanceUnit = z.infer<typeof distanceUnitSchema>;
/** What a new organization, and one from before the setting, reads: the product's market is the US. */
export const DEFAULT_DISTANCE_UNIT: DistanceUnit = 'mi';

/** Whether customers are told when their work is placed, moved or taken off (docs/decisions/messages.md "Visit notices"). */
export const visitNoticePolicies = ['off', 'ask', 'automatic'] as const;
export const visitNoticePolicySchema = z.enum(visitNoticePolicies).meta({
  description:
    'extension: off (never), ask (the board offers to tell the customer after a change), automatic (every change is told, once the changes settle)',
});
export type VisitNoticePolicy = z.infer<typeof visitNoticePolicySchema>;

/** Hours booked for work nobody estimated, until an organization sets its own (api.md's default). */
export const DEFAULT_PLACEHOLDER_HOURS = 2;

/** The logo's caps (docs/decisions/caps.md "Company settings"): a letterhead's logo, never a photo. */
export const MAX_LOGO_BYTES = 512 * 1024;
export const MAX_LOGO_PIXELS = 2000;
export const logoTypes = ['image/png', 'image/jpeg'] as const;
export type LogoType = (typeof logoTypes)[number];

/** The stored logo as GET /org describes it; the image itself is GET /org/logo. */
export const orgLogoSchema = z
  .object({
    contentType: z.enum(logoTypes),
    width: z.number().int().meta({ description: 'pixels' }),
    height: z.number().int().meta({ description: 'pixels' }),
    updatedAt: timestampSchema,
  })
  .meta({ id: 'OrgLogo' });
export type OrgLogo = z.infer<typeof orgLogoSchema>;

/** Caps of the company fields, one place for the schema, the form and docs/decisions/caps.md. */
export const MAX_ORG_NAME_CHARS = 200;
export const MAX_ADDRESS_LINES = 4;
export const MAX_ADDRESS_LINE_CHARS = 200;
export const MAX_ORG_EMAIL_CHARS = 254;
export const MAX_DOCUMENT_TERMS_CHARS = 4000;
export const MIN_VALIDITY_DAYS = 1;
export const MAX_VALIDITY_DAYS = 365;

export const orgSettingsSchema = z
  .object({
    name: z.string().meta({ description: 'the company name customer documents print' }),
    timeZone: z.string().meta({ description: 'IANA zone; every day of the API is a day in it' }),
    origin: orgOriginSchema.nullable().meta({ description: 'null: routes read not_configured' }),
    estimateValidityDays: z.number().int().meta({ description: 'days from sending until an estimate expires' }),
    placeholderHours: z.number().meta({ description: 'hours booked for work nobody estimated' }),
    freezeHours: z.number().int().meta({ description: "route freeze horizon before a crew's day starts" }),
    distanceUnit: distanceUnitSchema.meta({
      description: 'extension: the unit the SPA shows distances in (mi or km); distances in the API stay in meters',
    }),
    addressLines: z
      .array(z.string())
      .meta({ description: "extension: the company's address as printed, line by line" }),
    phone: z.string().nullable().meta({ description: "extension: the company's phone as printed" }),
    email: z.string().nullable().meta({ description: "extension: the company's e-mail as printed" }),
    documentTerms: z
      .string()
      .nullable()
      .meta({ description: 'extension: the terms printed at the end of every estimate and invoice' }),
    visitNotices: visitNoticePolicySchema,
    logo: orgLogoSchema
      .nullable()
      .meta({ description: 'extension: the printed logo (GET /org/logo); null without one' }),
  })
  .meta({ id: 'OrgSettings' });
export type OrgSettings = z.infer<typeof orgSettingsSchema>;

/** The bytes of a base64 text (atob: the browser's and Node's alike). */
export function base64Bytes(text: string): Uint8Array {
  return Uint8Array.from(atob(text), (char) => char.charCodeAt(0));
}

/** What is wrong with a logo's bytes, if anything: the words a 422 and the Settings form say. */
export function logoProblem(bytes: Uint8Array): string | null {
  const image = imageFactsOf(bytes);
  if (image === null || image.type === 'image/webp') return 'must be a PNG or JPEG image';
  if (bytes.length > MAX_LOGO_BYTES) return `must be at most ${MAX_LOGO_BYTES / 1024} KB`;
  if (image.width === null || image.height === null) return 'must be a whole PNG or JPEG image';
  if (image.width > MAX_LOGO_PIXELS || image.height > MAX_LOGO_PIXELS)
    return `must be at most ${MAX_LOGO_PIXELS} x ${MAX_LOGO_PIXELS} pixels`;
  return null;
}

const logoUploadSchema = z
  .base64()
  .min(1)
  .check((ctx) => {
    // Text that is not base64 is already said by z.base64(); only a decodable file is looked into.
    if (ctx.issues.length > 0) return;
    const problem = logoProblem(base64Bytes(ctx.value));
    if (problem !== null) ctx.issues.push({ code: 'custom', message: problem, input: ctx.value });
  })
  .meta({
    description: `the logo file, base64: PNG or JPEG, at most ${MAX_LOGO_BYTES / 1024} KB and ${MAX_LOGO_PIXELS} pixels a side; null removes it`,
  });

/**
 * PATCH /org (extension, `org:write`): the company as customer documents print it, the estimates'
 * default validity and the SPA's distance unit. Closed; every field optional, at least one.
 */
export const updateOrgSettingsSchema = z
  .strictObject({
    name: textSchema(1, MAX_ORG_NAME_CHARS).optional(),
    addressLines: z
      .array(textSchema(1, MAX_ADDRESS_LINE_CHARS))
      .max(MAX_ADDRESS_LINES, `must hold at most ${MAX_ADDRESS_LINES} lines`)
      .optional(),
    phone: textSchema(1, 40).nullable().optional(),
    email: z
      .email({ pattern: z.regexes.unicodeEmail })
      .max(MAX_ORG_EMAIL_CHARS, `must be at most ${MAX_ORG_EMAIL_CHARS} characters`)
      .nullable()
      .optional(),
    documentTerms: textSchema(1, MAX_DOCUMENT_TERMS_CHARS).nullable().optional(),
    estimateValidityDays: z
      .number()
      .int('must be a whole number of days')
      .min(MIN_VALIDITY_DAYS, `must be at least ${MIN_VALIDITY_DAYS}`)
      .max(MAX_VALIDITY_DAYS, `must be at most ${MAX_VALIDITY_DAYS}`)
      .optional(),
    distanceUnit: distanceUnitSchema.optional(),
    visitNotices: visitNoticePolicySchema.optional(),
    logo: logoUploadSchema.nullable().optional(),
  })
  .refine((body) => Object.keys(body).length > 0, {
    message: 'must change at least one setting',
    path: [],
    // Only a body with nothing wrong in it can be empty of settings (an unknown field is said on its own).
    when: (payload) => payload.issues.length === 0,
  })
  .meta({ id: 'UpdateOrgSettings' });
export type UpdateOrgSettings = z.infer<typeof updateOrgSettingsSchema>;
