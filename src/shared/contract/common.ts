import { z } from 'zod';
import { daysBetween } from '../domain/working-days';
// Installs the contract's words for problems its schemas do not word themselves.
import './problem-words';

/** Building blocks shared by every area of the contract (api.md section 1, 7 and 8). */

/**
 * api.md's ids and Idempotency-Key are "UUID": any 8-4-4-4-12 hex string, as RFC 9562's text form
 * writes one and PostgreSQL's uuid stores one, in either case. Not `z.uuid()`, which also demands
 * the version and variant digits a generator sets: a key from a client's own generator is a UUID
 * too (docs/decisions/caps.md "Request rules against api.md").
 */
export const uuidSchema = z.guid();

/** A calendar day `YYYY-MM-DD` that really exists (no 2026-02-30). */
/**
 * The calendar the service accepts (docs/decisions/caps.md, "Caps and input edges"): wide enough for any
 * job's history and plans, narrow enough that no day walk or span can run away.
 */
export const FIRST_DAY = '2000-01-01';
export const LAST_DAY = '2099-12-31';

export const daySchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a day written YYYY-MM-DD')
  .refine((value) => {
    const parsed = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(value);
  }, 'must be a real calendar day')
  .refine((value) => value >= FIRST_DAY && value <= LAST_DAY, `must be between ${FIRST_DAY} and ${LAST_DAY}`);
export type Day = z.infer<typeof daySchema>;

/**
 * What is wrong with the inclusive span `from`..`to` of a query capped at `maxDays`, if anything
 * (the problem of `to`). A range running backwards is refused unless the read allows it (then it is empty).
 */
export function spanProblem(
  from: Day,
  to: Day,
  maxDays: number,
  backwards: 'refuse' | 'empty' = 'refuse',
): string | null {
  // A day outside the calendar is already named on its own field; an impossible one makes the span NaN.
  if (![from, to].every((day) => day >= FIRST_DAY && day <= LAST_DAY)) return null;
  const span = daysBetween(from, to);
  if (span < 0) return backwards === 'refuse' ? 'must not be before from' : null;
  return span > maxDays ? `must be at most ${maxDays} days after from` : null;
}

export const timestampSchema = z.iso.datetime({ offset: false });

/** Whole US cents. */
export const centsSchema = z.number().int();

/*
 * Money caps (docs/decisions/caps.md, "Caps and input edges"): a line is at most MAX_QUANTITY x
 * MAX_UNIT_PRICE_CENTS and an estimate at most MAX_LINES lines, so every line, total, invoice and
 * payment stays a whole number of cents far below 2^53, exact in JavaScript and in the database.
 */
export const MAX_QUANTITY = 10_000;
/** $100,000.00 a unit. */
export const MAX_UNIT_PRICE_CENTS = 10_000_000;
export const MAX_LINES = 200;
/** The most any estimate, invoice or payment can come to: $200,000,000,000.00. */
export const MAX_AMOUNT_CENTS = MAX_QUANTITY * MAX_UNIT_PRICE_CENTS * MAX_LINES;

export const latitudeSchema = z.number().min(-90).max(90);
export const longitudeSchema = z.number().min(-180).max(180);

/**
 * A body's latitude and longitude are supplied together or not at all (docs/decisions/
 * "Resources"). Use with `alongsideFieldProblems`, so the 422 lists it with every other problem.
 */
export function requireCoordinatePair(
  place: { latitude?: number | null; longitude?: number | null },
  ctx: z.core.$RefinementCtx,
): void {
  const hasLatitude = place.latitude !== undefined && place.latitude !== null;
  const hasLongitude = place.longitude !== undefined && place.longitude !== null;
  if (hasLatitude !== hasLongitude) {
    ctx.addIssue({
      code: 'custom',
      path: [hasLatitude ? 'longitude' : 'latitude'],
      message: 'latitude and longitude are supplied together or not at all',
    });
  }
}

/** Zod skips an object's refinements once a field has failed; these run anyway, on any object. */
export const alongsideFieldProblems = {
  when: (payload: z.core.ParsePayload) => typeof payload.value === 'object' && payload.value !== null,
};

export const errorCodes = [
  'unauthorized',
  'forbidden',
  'not_found',
  'method_not_allowed',
  'payload_too_large',
  'idempotency_key_reused',
  'command_in_progress',
  'conflict',
  'validation_failed',
  'rate_limited',
  'internal_error',
] as const;
export const errorCodeSchema = z.enum(errorCodes);
export type ErrorCode = z.infer<typeof errorCodeSchema>;

export const fieldProblemSchema = z.object({ field: z.string(), problem: z.string() });
export type FieldProblem = z.infer<typeof fieldProblemSchema>;

export const VALIDATION_FAILED_MESSAGE = 'Validation failed';

export const errorEnvelopeSchema = z
  .object({
    success: z.literal(false),
    message: z.string(),
    data: z.union([
      z.object({ code: errorCodeSchema }).loose(),
      z.object({ errors: z.array(fieldProblemSchema) }),
      z.null(),
    ]),
  })
  .meta({ id: 'ErrorEnvelope' });
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

/** `{success: true, message, data}` around any payload schema. */
export function envelopeOf<T extends z.ZodType>(data: T) {
  return z.object({ success: z.literal(true), message: z.string(), data });
}

export interface SuccessEnvelope<T> {
  success: true;
  message: string;
  data: T;
}

/** Cursor page size: default 50, above 200 clamped (not refused), minimum 1. */
export const MAX_PAGE_SIZE = 200;
export const DEFAULT_PAGE_SIZE = 50;

export const booleanQuerySchema = z.enum(['true', 'false']).transform((value) => value === 'true');

/**
 * Extension: list order. api.md lists oldest first and that stays the default; `newest` is the
 * office's view (the invoice sent Tuesday on top). A cursor continues the order it was made in.
 */
export const listOrderSchema = z
  .enum(['oldest', 'newest'])
  .default('oldest')
  .meta({ description: 'extension: oldest first (api.md default) or newest first; send the same order with a cursor' });
export type ListOrder = z.infer<typeof listOrderSchema>;

/** The longest free text api.md leaves unbounded (a line's description, a placement's note). */
export const MAX_TEXT_CHARS = 2000;

/**
 * Text of `min` to `max` characters, kept as sent. A character is a Unicode code point, as JSON
 * Schema's minLength/maxLength count them (api.md's "1-200 chars"): zod's own `.max()` counts UTF-16
 * units, so 200 emoji read as 400 and a name within api.md's bound was refused. Not trimmed: text
 * the contract bounds only by length is stored verbatim (a form tidies what a person typed).
 */
export function textSchema(min: number, max: number) {
  return z
    .string()
    .check((ctx) => {
      const length = codePoints(ctx.value);
      if (length < min)
        ctx.issues.push({ code: 'too_small', origin: 'string', minimum: min, inclusive: true, input: ctx.value });
      if (length > max)
        ctx.issues.push({ code: 'too_big', origin: 'string', maximum: max, inclusive: true, input: ctx.value });
    })
    .meta({ minLength: min, maxLength: max });
}

function codePoints(text: string): number {
  let count = 0;
  for (const _ of text) count += 1;
  return count;
}

/**
 * A cursor list's page size: a whole number from 1; above MAX_PAGE_SIZE clamped, never refused
 * (api.md), however large: `.int()` refuses numbers past 2^53 and answered 422 to limit=1e20.
 */
const pageSizeSchema = z.coerce
  .number()
  .min(1, { message: 'must be at least 1', abort: true })
  .refine(Number.isInteger, 'must be a whole number')
  .transform((value) => Math.min(value, MAX_PAGE_SIZE))
  .meta({
    type: 'integer',
    minimum: 1,
    description: `default ${DEFAULT_PAGE_SIZE}; values above ${MAX_PAGE_SIZE} are clamped`,
  });

export const cursorQuerySchema = z.object({
  cursor: z
    .string()
    .min(1)
    .max(200)
    .optional()
    .meta({ description: 'nextCursor of the previous page, as given (opaque, valid for this organization only)' }),
  limit: pageSizeSchema.default(DEFAULT_PAGE_SIZE),
});

export const searchTextSchema = textSchema(1, 200);

/** Most values a comma-separated query list (or a body id list) may carry. */
export const MAX_LIST_ITEMS = 200;

/** A comma-separated query value parsed item by item; duplicates collapsed. */
export function commaList<T extends z.ZodType<unknown, string>>(item: T) {
  return z
    .string()
    .transform((value) => [
      ...new Set(
        value
          .split(',')
          .map((part) => part.trim())
          .filter((part) => part !== ''),
      ),
    ])
    .pipe(z.array(item).min(1, 'must name at least one value').max(MAX_LIST_ITEMS));
}

export function cursorPageOf<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), nextCursor: z.string().nullable() });
}

export function listOf<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item) });
}

export const idempotencyKeyHeader = 'Idempotency-Key';
