import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import type { Context } from 'hono';
import type { AppEnv } from './app-env';
import { invalid } from './app-error';

/**
 * Positions handed to clients (page cursors, change-feed event ids) are opaque and belong to one
 * organization: the row's sequence number sealed with AES-256-GCM under a key derived from the
 * service's signing secret, the organization and the use bound in as associated data. A client
 * learns nothing from them (not how busy other organizations are), and one issued to another
 * organization, or for the other use, does not open.
 */
export interface PositionCodec {
  seal(seq: number): string;
  /** The sequence number, or a 422 naming `field` for anything this service did not issue here. */
  open(token: string, field: string): number;
}

const IV_BYTES = 12;
const TAG_BYTES = 16;

export function positionCodec(secret: string, orgId: string, use: 'cursor' | 'event'): PositionCodec {
  const key = createHash('sha256').update(`canopy positions\n${secret}`).digest();
  const context = Buffer.from(`${use}\n${orgId}`);
  return {
    seal(seq) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv).setAAD(context);
      const plain = Buffer.alloc(8);
      plain.writeBigUInt64BE(BigInt(seq));
      return Buffer.concat([iv, cipher.update(plain), cipher.final(), cipher.getAuthTag()]).toString('base64url');
    },
    open(token, field) {
      const bytes = Buffer.from(token, 'base64url');
      if (bytes.length !== IV_BYTES + 8 + TAG_BYTES || bytes.toString('base64url') !== token)
        throw invalid(field, 'is not one this service issued');
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, IV_BYTES)).setAAD(context);
        decipher.setAuthTag(bytes.subarray(IV_BYTES + 8));
        const plain = Buffer.concat([decipher.update(bytes.subarray(IV_BYTES, IV_BYTES + 8)), decipher.final()]);
        return Number(plain.readBigUInt64BE());
      } catch {
        throw invalid(field, 'is not one this service issued');
      }
    },
  };
}

/** The caller's page cursors. */
export const cursorsOf = (c: Context<AppEnv>) =>
  positionCodec(c.var.deps.config.fileSigningSecret, c.var.caller.orgId, 'cursor');

/** Cursors are sealed creation sequences: rows created while paging land at the end and nothing seen moves. */
export const afterCursor = (cursors: PositionCodec, cursor: string | undefined): number | null =>
  cursor === undefined ? null : cursors.open(cursor, 'cursor');

/** Slices a `limit + 1` fetch into a page and the cursor of the next one. */
export function toPage<Row extends { seq: number }, Item>(
  rows: Row[],
  limit: number,
  toItem: (row: Row) => Item,
  cursors: PositionCodec,
) {
  const pageRows = rows.slice(0, limit);
  const last = pageRows.at(-1);
  return {
    items: pageRows.map(toItem),
    nextCursor: rows.length > limit && last ? cursors.seal(last.seq) : null,
  };
}
