import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import type { AppEnv } from './app-env';

/**
 * Headers on every answer (Hono's secureHeaders): the SPA may run only its own scripts (no inline
 * script), in no frame; maplibre's worker and drawn images come from this origin or blob:/data:,
 * signed photo links from PUBLIC_URL when it is another origin, and the basemap's style, tiles,
 * glyphs and sprites (fetched, some drawn as images) from its origins and no others. Its own frames
 * show only its own object URLs (a document to print).
 */
export function securityHeaders(
  publicUrl: string | undefined,
  mapOrigins: readonly string[] = [],
): MiddlewareHandler<AppEnv> {
  const photoOrigin = publicUrl ? [new URL(publicUrl).origin] : [];
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      // React and maplibre set style properties, and the map's stylesheet positions its controls inline.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:', ...photoOrigin, ...mapOrigins],
      workerSrc: ["'self'", 'blob:'],
      // Print loads the fetched PDF (an object URL) in a frame of the page (src/app/lib/print-file.ts).
      frameSrc: ["'self'", 'blob:'],
      connectSrc: ["'self'", ...mapOrigins],
      fontSrc: ["'self'", 'data:'],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
    xFrameOptions: 'DENY',
    referrerPolicy: 'no-referrer',
  });
}

/** API answers are never cached by a browser or proxy (keys, customers' data); a handler may say otherwise. */
export const noStore: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  if (!c.res.headers.has('Cache-Control')) c.res.headers.set('Cache-Control', 'no-store');
};

/** The customer's estimate page (the SPA's /estimate, docs/decisions/security.md "Estimate links"). */
export const CUSTOMER_PAGE_PATH = '/estimate';

const customerPageCsp = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "font-src 'self' data:",
  "manifest-src 'self'",
  "worker-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');
const publicAnswerCsp = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/**
 * What a customer opens without a key (the estimate page and its API under `publicApi`) is kept out of
 * search indexes and caches, sends no Referer, and gets a stricter policy than the office's pages: no
 * map origins, no frames, no blob: (registered outside securityHeaders, so it has the last word).
 */
export function customerPageHeaders(publicApi: string): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    const path = c.req.path;
    const page = path === CUSTOMER_PAGE_PATH || path === `${CUSTOMER_PAGE_PATH}/`;
    if (!page && !path.startsWith(`${publicApi}/`)) return;
    c.res.headers.set('X-Robots-Tag', 'noindex, nofollow');
    c.res.headers.set('Cache-Control', 'no-store');
    c.res.headers.set('Referrer-Policy', 'no-referrer');
    c.res.headers.set('Content-Security-Policy', page ? customerPageCsp : publicAnswerCsp);
  };
}
