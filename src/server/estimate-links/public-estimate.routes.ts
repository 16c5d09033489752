import { Hono, type Context } from 'hono';
import type { z } from 'zod';
import { publicAcceptSchema, publicDeclineSchema, type LinkProblem } from '../../shared/contract/public-estimate';
import { findOrganizationLogo } from '../orgs/orgs.service';
import { retriedTransaction } from '../db/retried-transaction';
import type { AppEnv } from '../http/app-env';
import { AppError, ValidationError } from '../http/app-error';
import { ok } from '../http/envelope';
import { toFieldProblems } from '../http/validation';
import { linkSecretOf, readEstimateLink, type EstimateLink } from './link-token';
import { acceptThroughLink, declineThroughLink, readPublicEstimate } from './public-estimate.service';
import { clientAddress, publicRateLimit } from './public-rate-limit';

const linkWords: Record<LinkProblem, string> = {
  invalid: 'This link is not valid. It may have been copied incompletely; open it again from the e-mail.',
  expired: 'This link has expired. Ask the company that sent it for a new one.',
};

/** The link the path carries, or a 404 whose `reason` the page words (invalid or expired). */
function openLink(c: Context<AppEnv>): EstimateLink {
  const token = c.req.param('token') ?? '';
  const reading = readEstimateLink(linkSecretOf(c.var.deps.config), token, c.var.deps.clock.now());
  if (!reading.valid) {
    const reason: LinkProblem = reading.reason === 'expired' ? 'expired' : 'invalid';
    throw new AppError('not_found', 404, linkWords[reason], { reason });
  }
  return reading.link;
}

async function bodyOf<T extends z.ZodType>(c: Context<AppEnv>, schema: T): Promise<z.infer<T>> {
  let raw: unknown;
  try {
    const text = await c.req.text();
    raw = text.trim() === '' ? {} : JSON.parse(text);
  } catch {
    throw new ValidationError([{ field: '(body)', problem: 'must be JSON' }]);
  }
  const parsed = schema.safeParse(raw);
  if (!parsed.success) throw new ValidationError(toFieldProblems(parsed.error, 'json'));
  return parsed.data;
}

/**
 * The public side of an estimate's link, outside the keyed API (no key; the token opens one
 * estimate): read it, accept it, decline it. Writes are idempotent by their nature (accepting an
 * accepted estimate changes nothing), so no Idempotency-Key is asked of a customer's browser.
 */
export const publicEstimateRouter = new Hono<AppEnv>()
  .use('*', publicRateLimit)
  .get('/estimate-links/:token', async (c) => {
    const link = openLink(c);
    return c.json(ok(await readPublicEstimate(c.var.deps.database.db, link)), 200);
  })
  .get('/estimate-links/:token/logo', async (c) => {
    const link = openLink(c);
    const logo = await findOrganizationLogo(c.var.deps.database.db, link.orgId);
    if (!logo) throw new AppError('not_found', 404, 'The company has no logo');
    return c.body(new Uint8Array(logo.image), 200, { 'Content-Type': logo.contentType });
  })
  .post('/estimate-links/:token/accept', async (c) => {
    const link = openLink(c);
    const input = await bodyOf(c, publicAcceptSchema);
    const { database, clock } = c.var.deps;
    const answer = await retriedTransaction(database.db, (tx) =>
      acceptThroughLink(tx, link, input, clientAddress(c), clock.now()),
    );
    return c.json(ok(answer), 200);
  })
  .post('/estimate-links/:token/decline', async (c) => {
    const link = openLink(c);
    const { reason } = await bodyOf(c, publicDeclineSchema);
    const { database, clock } = c.var.deps;
    const answer = await retriedTransaction(database.db, (tx) =>
      declineThroughLink(tx, link, reason?.trim() || null, clock.now()),
    );
    return c.json(ok(answer), 200);
  });
