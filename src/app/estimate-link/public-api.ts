import type { FieldProblem } from '../../shared/contract/common';
import type { LinkProblem, PublicAccept, PublicEstimate } from '../../shared/contract/public-estimate';

/** Why the page cannot show or change the estimate, as the customer is told it. */
export class LinkError extends Error {
  constructor(
    message: string,
    readonly reason: LinkProblem | 'refused' | 'busy' | 'offline',
    readonly problems: FieldProblem[] = [],
  ) {
    super(message);
    this.name = 'LinkError';
  }
}

const words = {
  invalid: 'This link is not valid. It may have been copied incompletely: open it again from the e-mail.',
  expired: 'This link has expired. Ask the company that sent it for a new one.',
  busy: 'Too many tries from this connection. Wait a few minutes, then try again.',
  offline: 'The estimate could not be reached. Check the connection and try again.',
};

/**
 * The public side of an estimate's link (no key: the token opens that one estimate), read with
 * fetch. Errors become a LinkError in plain words; field problems are kept for the form.
 */
export function publicEstimateApi(apiBaseUrl: string, token: string) {
  const base = `${apiBaseUrl}/public/estimate-links/${encodeURIComponent(token)}`;
  async function call(path: string, body?: unknown): Promise<PublicEstimate> {
    let res: Response;
    try {
      res = await fetch(`${base}${path}`, {
        method: body === undefined ? 'GET' : 'POST',
        headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
        referrerPolicy: 'no-referrer',
      });
    } catch {
      throw new LinkError(words.offline, 'offline');
    }
    const envelope = (await res.json().catch(() => null)) as {
      message?: string;
      data?: { reason?: LinkProblem; errors?: FieldProblem[] } & Partial<PublicEstimate>;
    } | null;
    if (res.ok && envelope?.data) return envelope.data as PublicEstimate;
    if (res.status === 404) {
      const reason = envelope?.data?.reason === 'expired' ? 'expired' : 'invalid';
      throw new LinkError(words[reason], reason);
    }
    if (res.status === 429) throw new LinkError(words.busy, 'busy');
    if (res.status === 422) {
      const problems = envelope?.data?.errors ?? [];
      throw new LinkError(problems.map((problem) => problem.problem).join('; '), 'refused', problems);
    }
    throw new LinkError(words.offline, 'offline');
  }
  return {
    read: () => call(''),
    accept: (body: PublicAccept) => call('/accept', body),
    decline: (reason: string) => call('/decline', reason ? { reason } : {}),
    logoUrl: `${base}/logo`,
  };
}

export type PublicEstimateApi = ReturnType<typeof publicEstimateApi>;
