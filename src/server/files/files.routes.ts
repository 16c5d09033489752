import { Hono } from 'hono';
import type { AppEnv } from '../http/app-env';
import { AppError, notFound } from '../http/app-error';
import { verifyFileSignature } from './signed-urls';

/**
 * Signed file links (docs/decisions/resources.md "Photos"): no API key, the signature is the credential.
 * Mounted outside /api/v1, so errors still reach the app's envelope through `onError`.
 */
export const filesRouter = new Hono<AppEnv>().get('/:storageKey{.+}', async (c) => {
  const { clock, config, storage } = c.var.deps;
  const storageKey = c.req.param('storageKey');
  const secondsLeft = verifyFileSignature({
    storageKey,
    exp: c.req.query('exp'),
    sig: c.req.query('sig'),
    secret: config.fileSigningSecret,
    now: clock.now(),
  });
  if (secondsLeft === null)
    throw new AppError('forbidden', 403, 'This file link is invalid or has expired; request a fresh one');

  const file = await storage.get(storageKey);
  if (!file) throw notFound('File');
  // A copy: storage may hand back a view on a shared buffer, which a response body cannot take.
  return c.body(new Uint8Array(file.bytes), 200, {
    'Content-Type': file.contentType,
    'Cache-Control': `private, max-age=${secondsLeft}`,
    'X-Content-Type-Options': 'nosniff',
  });
});
