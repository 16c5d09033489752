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
