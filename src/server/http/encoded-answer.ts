import { promisify } from 'node:util';
import { brotliCompress, constants } from 'node:zlib';
import type { Context, TypedResponse } from 'hono';
import type { SuccessEnvelope } from '../../shared/contract/common';
import { BROTLI_QUALITY, prefersBrotli, THRESHOLD_BYTES } from './brotli';
import { okEnvelopeText, okJsonText, type JsonText } from './json-text';

const compress = promisify(brotliCompress);

/**
 * A large answer the read cache keeps (the board) with its brotli bytes made once, on first asking.
 * The brotli middleware compresses every answer as it is sent: at 8 dispatchers reading the same
 * cached two-week board (2.7 MB of JSON), each read compressed it again. Made in the thread pool
 * (zlib's async form), so a compression never holds up other requests.
 */
export class EncodedAnswer<T> {
  private brotli: Promise<Buffer> | undefined;

  constructor(readonly data: JsonText<T>) {}

  /** What the read cache counts for it: the text, and at most a fifth of that again for its brotli bytes. */
  get cacheSize(): number {
    return Math.ceil(this.data.length * 1.2);
  }

  brotliBytes(): Promise<Buffer> {
    this.brotli ??= compress(okEnvelopeText(this.data), {
      params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY },
    });
    return this.brotli;
  }
}

/**
 * The answer as the brotli middleware would send it, from its kept bytes when the client prefers
 * brotli; otherwise plain, for the middleware to send as the client asks (gzip, deflate or none).
 */
export async function sendEncodedAnswer<T>(
  c: Context,
  answer: EncodedAnswer<T>,
): Promise<TypedResponse<SuccessEnvelope<T>, 200, 'json'>> {
  if (
    c.req.method === 'HEAD' ||
    answer.data.length < THRESHOLD_BYTES ||
    !prefersBrotli(c.req.header('Accept-Encoding'))
  )
    return okJsonText(c, answer.data);
  const response = c.body(new Uint8Array(await answer.brotliBytes()), 200, {
    'Content-Type': 'application/json',
    'Content-Encoding': 'br',
    Vary: 'Accept-Encoding',
  });
  // Its bytes are the envelope of T, encoded; Hono types a response by how it was made, not by its bytes.
  return response as unknown as TypedResponse<SuccessEnvelope<T>, 200, 'json'>;
}
