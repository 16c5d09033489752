import type { Context, TypedResponse } from 'hono';
import type { SuccessEnvelope } from '../../shared/contract/common';

/**
 * JSON text already in the shape of `T`, built by PostgreSQL (json_agg) for a large read so the
 * rows are never parsed into objects and serialized again: on the two-week board that round trip
 * cost more than the query. `T` only records what the text encodes; tests check it against the
 * contract's schema.
 */
export type JsonText<T> = string & { readonly encodes?: T };

export const jsonText = <T>(value: T): JsonText<T> => JSON.stringify(value);

/**
 * An object's JSON text from its members' JSON texts, in the given order. Concatenated, not joined:
 * `join` copies every member into one new string (2.8 MB for two weeks of the large board), which
 * encoding the answer then copies again; each such copy also brought the next full garbage
 * collection, and its pause, nearer (GET /schedule: ~2 ms off the median at one dispatcher).
 */
export function jsonObjectText<T>(members: { [K in keyof T]: JsonText<T[K]> }): JsonText<T> {
  let text = '';
  for (const [name, member] of Object.entries<string>(members))
    text += `${text === '' ? '' : ','}${JSON.stringify(name)}:${member}`;
  return `{${text}}`;
}

/** The success envelope's text around data that is already JSON text (see `ok` in envelope.ts). */
export const okEnvelopeText = <T>(data: JsonText<T>): JsonText<SuccessEnvelope<T>> =>
  `{"success":true,"message":"OK","data":${data}}`;

/** The 200 success envelope around data that is already JSON text. */
export function okJsonText<T>(c: Context, data: JsonText<T>): TypedResponse<SuccessEnvelope<T>, 200, 'json'> {
  const response = c.body(okEnvelopeText(data), 200, {
    'Content-Type': 'application/json',
  });
  // The body is the envelope of T by construction; Hono types a response by how it was made, not by its bytes.
  return response as unknown as TypedResponse<SuccessEnvelope<T>, 200, 'json'>;
}
