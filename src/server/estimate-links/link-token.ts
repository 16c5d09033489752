import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The token of an estimate's link (docs/decisions/security.md "Estimate links"): the organization,
 * the estimate and an expiry, signed with HMAC-SHA256 under the service's link secret. It opens that
 * one estimate and nothing else, until it expires; it carries no key and grants no other read.
 */
export const LINK_TTL_DAYS = 60;
const MS_PER_DAY = 24 * 60 * 60 * 1000;
const PAYLOAD_BYTES = 16 + 16 + 6;
const SIGNATURE_BYTES = 32;

const uuidBytes = (uuid: string) => Buffer.from(uuid.replace(/-/g, ''), 'hex');
const uuidOf = (bytes: Buffer) => {
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
};
const sign = (secret: string, payload: Buffer) =>
  createHmac('sha256', `canopy estimate links\n${secret}`).update(payload).digest();

export interface EstimateLink {
  orgId: string;
  estimateId: string;
  expiresAt: Date;
}

export function signEstimateLink(secret: string, orgId: string, estimateId: string, now: Date): string {
  const payload = Buffer.alloc(PAYLOAD_BYTES);
  uuidBytes(orgId).copy(payload, 0);
  uuidBytes(estimateId).copy(payload, 16);
  payload.writeUIntBE(Math.floor((now.getTime() + LINK_TTL_DAYS * MS_PER_DAY) / 1000), 32, 6);
  return Buffer.concat([payload, sign(secret, payload)]).toString('base64url');
}

export type LinkReading = { valid: true; link: EstimateLink } | { valid: false; reason: 'tampered' | 'expired' };

/** Opens a token: `tampered` for anything this service did not sign as it is, `expired` past its day. */
export function readEstimateLink(secret: string, token: string, now: Date): LinkReading {
  const bytes = Buffer.from(token, 'base64url');
  if (bytes.length !== PAYLOAD_BYTES + SIGNATURE_BYTES || bytes.toString('base64url') !== token)
    return { valid: false, reason: 'tampered' };
  const payload = bytes.subarray(0, PAYLOAD_BYTES);
  if (!timingSafeEqual(sign(secret, payload), bytes.subarray(PAYLOAD_BYTES)))
    return { valid: false, reason: 'tampered' };
  const expiresAt = new Date(payload.readUIntBE(32, 6) * 1000);
  if (expiresAt.getTime() <= now.getTime()) return { valid: false, reason: 'expired' };
  return {
    valid: true,
    link: { orgId: uuidOf(payload.subarray(0, 16)), estimateId: uuidOf(payload.subarray(16, 32)), expiresAt },
  };
}

/** The link secret: the configured one, else one derived from the file-signing secret (tests, tools). */
export const linkSecretOf = (config: { linkSigningSecret?: string | undefined; fileSigningSecret: string }) =>
  config.linkSigningSecret ??
  createHmac('sha256', config.fileSigningSecret).update('estimate links').digest('base64url');

/** The page a customer opens: the token after `#`, so it never reaches a server log or a Referer. */
export const estimateLinkUrl = (base: string, token: string) => `${base}/estimate#${token}`;
