import { createHmac, timingSafeEqual } from 'node:crypto';

/** docs/decisions/resources.md "Photos": a photo link works for 15 minutes, with no API key. */
export const FILE_URL_TTL_SECONDS = 15 * 60;

/** Turns a storage key into an absolute link a client can fetch right away; null when no link can be made. */
export type FileUrlSigner = (storageKey: string) => string | null;

/** The hosts a request may name when no public URL is configured. */
export const DEFAULT_ALLOWED_HOSTS: readonly string[] = ['localhost', '127.0.0.1', '::1'];

const unixSeconds = (at: Date) => Math.floor(at.getTime() / 1000);

function signature(secret: string, storageKey: string, expiresAt: number): Buffer {
  return createHmac('sha256', secret).update(`${storageKey}\n${expiresAt}`).digest();
}

/**
 * The origin links are built on: the configured public URL, else the origin the client reached when
 * its Host is one the operator allows; null otherwise (the photo then has no link).
 */
export function fileUrlBase(
  publicUrl: string | undefined,
  requestUrl: string,
  allowedHosts: readonly string[] = DEFAULT_ALLOWED_HOSTS,
): string | null {
  if (publicUrl) return publicUrl.replace(/\/+$/, '');
  const url = new URL(requestUrl);
  // URL keeps the brackets of an IPv6 host ([::1]); the list names hosts without them.
  return allowedHosts.includes(url.hostname.replace(/^\[|\]$/g, '').toLowerCase()) ? url.origin : null;
}

/** `${base}/files/${storageKey}?exp=<unix seconds>&sig=<HMAC-SHA256(secret, key + '\n' + exp), base64url>`. */
export function signFileUrl(input: { base: string; storageKey: string; secret: string; now: Date }): string {
  const expiresAt = unixSeconds(input.now) + FILE_URL_TTL_SECONDS;
  const sig = signature(input.secret, input.storageKey, expiresAt).toString('base64url');
  const path = input.storageKey.split('/').map(encodeURIComponent).join('/');
  return `${input.base}/files/${path}?exp=${expiresAt}&sig=${sig}`;
}

export function fileUrlSigner({ base, ...options }: { base: string | null; secret: string; now: Date }): FileUrlSigner {
  return (storageKey) => (base === null ? null : signFileUrl({ ...options, base, storageKey }));
}

/**
 * Seconds the link stays valid, or null when it is forged, altered or expired. The comparison is
 * constant-time so the signature cannot be guessed byte by byte.
 */
export function verifyFileSignature(input: {
  storageKey: string;
  exp: string | undefined;
  sig: string | undefined;
  secret: string;
  now: Date;
}): number | null {
  if (!input.exp || !/^\d{1,12}$/.test(input.exp) || !input.sig) return null;
  const expiresAt = Number(input.exp);
  const expected = signature(input.secret, input.storageKey, expiresAt);
  const given = Buffer.from(input.sig, 'base64url');
  // Buffer.from drops characters outside base64url, so compare the re-encoding to refuse padded variants.
  if (given.length !== expected.length || given.toString('base64url') !== input.sig) return null;
  if (!timingSafeEqual(given, expected)) return null;
  const secondsLeft = expiresAt - unixSeconds(input.now);
  return secondsLeft > 0 ? secondsLeft : null;
}
