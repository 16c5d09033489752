import { beforeAll, describe, expect, it } from 'vitest';
import { insertEstimate, insertEstimateWorld, type EstimateWorld } from '../../support/estimate-fixtures';
import { insertCustomer, insertSite, insertTree } from '../../support/inventory-fixtures';
import { startTestApp, type TestApp, type TestOrg } from '../../support/test-app';

/*
 * The estimate's link (docs/decisions/estimates-and-invoices.md "Acceptance online", security.md
 * "Estimate links"): the token taken from the sent message opens that one estimate with no key;
 * accepting does what POST /estimates/{id}/accept does and records who; a second click changes
 * nothing; tampered, foreign and expired tokens open nothing and change nothing.
 */

let api: TestApp;
let org: TestOrg;
let world: EstimateWorld;

beforeAll(async () => {
  api = await startTestApp({ config: { publicUrl: 'https://canopy.example' } });
  org = await api.newOrg({ name: 'Hollis Tree Care' });
  world = await insertEstimateWorld(api.deps, org.id);
  const customer = await insertCustomer(api.deps, org.id, { name: 'Tessa Whitfield', email: 'tessa@example.com' });
  world = { ...world, site: await insertSite(api.deps, org.id, { customerId: customer.id, street: '77 Shore Rd' }) };
});

/** A priced draft, sent through the API; answers its id and the token of the link the e-mail holds. */
async function sentEstimate() {
  const tree = await insertTree(api.deps, org.id, world.site.id, { commonName: 'Bigleaf maple', dbhInches: 18 });
  const { estimate } = await insertEstimate(api.deps, org.id, world.site, {
    estimate: { narrative: 'Protect the lawn with plywood.' },
    lines: [
      {
        description: 'Crown thinning',
        coverage: 'The maple by the drive, 15% of the crown',
        treeIds: [tree.id],
        unitPriceCents: 45_000,
        quantity: 1,
      },
    ],
  });
  const sent = await api.post(`/estimates/${estimate.id}/send`, {}, { key: org.key });
  expect(sent.status, sent.text).toBe(200);
  const token = /\/estimate#([A-Za-z0-9_-]+)/.exec(sent.body.data.message.text)?.[1];
  if (!token) throw new Error('no link in the message');
  return { estimateId: estimate.id, number: sent.body.data.estimate.number as string, token };
}

const open = (token: string) => api.request('GET', `/public/estimate-links/${token}`, undefined, { key: null });
const accept = (token: string, body: unknown) =>
  api.request('POST', `/public/estimate-links/${token}/accept`, body, { key: null });
const decline = (token: string, body: unknown = {}) =>
  api.request('POST', `/public/estimate-links/${token}/decline`, body, { key: null });
const officeRead = async (estimateId: string) =>
  (await api.get(`/estimates/${estimateId}`, { key: org.key })).body.data;

/** Another token of the same shape, one character changed. */
const tampered = (token: string) => token.slice(0, 10) + (token[10] === 'A' ? 'B' : 'A') + token.slice(11);

describe('GET /public/estimate-links/{token}', () => {
  it('shows the estimate as the customer reads it, with no key, and nothing else of the company', async () => {
    const { estimateId, number, token } = await sentEstimate();
    const res = await open(token);
    expect(res.status, res.text).toBe(200);
    expect(res.body.data).toMatchObject({
      company: { name: 'Hollis Tree Care', hasLogo: false },
      number,
      standing: 'open',
      narrative: 'Protect the lawn with plywood.',
      totalCents: 45_000,
      lines: [
        {
          lineNumber: 1,
          title: 'Crown thinning',
          coverage: 'The maple by the drive, 15% of the crown',
          trees: ['Tree 1: Bigleaf maple, 18 in DBH'],
          amountCents: 45_000,
        },
      ],
    });
    expect(res.body.data.customer.lines).toContain('Tessa Whitfield');
    // No record's id reaches the customer: not the estimate's, the site's, the customer's or the company's.
    for (const id of [estimateId, world.site.id, world.site.customerId, org.id]) expect(res.text).not.toContain(id);
    expect(res.text).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/);
  });

  it('answers with headers that keep the page out of indexes, caches, frames and Referer', async () => {
    const { token } = await sentEstimate();
    for (const res of [await open(token), await open(tampered(token))]) {
      expect(res.headers.get('x-robots-tag')).toBe('noindex, nofollow');
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(res.headers.get('referrer-policy')).toBe('no-referrer');
      expect(res.headers.get('content-security-policy')).toContain("default-src 'none'");
      expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    }
  });

  it('says a tampered token, or one for another estimate, is not valid; an expired one that it expired', async () => {
    const first = await sentEstimate();
    const second = await sentEstimate();
    const bad = await open(tampered(first.token));
    expect(bad.status).toBe(404);
    expect(bad.body.data).toMatchObject({ code: 'not_found', reason: 'invalid' });
    expect(bad.body.message).toContain('not valid');
    // The first token's signature with the second token's estimate: it opens neither.
    const spliced = second.token.slice(0, 43) + first.token.slice(43);
    expect((await open(spliced)).body.data.reason).toBe('invalid');
    expect((await accept(spliced, { name: 'Tessa Whitfield', termsAccepted: true })).status).toBe(404);
    expect((await officeRead(second.estimateId)).status).toBe('sent');

    api.clock.advance(61 * 24 * 60 * 60 * 1000);
    try {
      const expired = await open(first.token);
      expect(expired.status).toBe(404);
      expect(expired.body.data.reason).toBe('expired');
      expect(expired.body.message).toContain('expired');
      expect((await accept(first.token, { name: 'Tessa Whitfield', termsAccepted: true })).status).toBe(404);
      expect((await officeRead(first.estimateId)).status).toBe('sent');
    } finally {
      api.clock.advance(-61 * 24 * 60 * 60 * 1000);
    }
  });
});

describe('POST /public/estimate-links/{token}/accept', () => {
  it('accepts as the office would, records who from where, puts the work in the queue; a second click changes nothing', async () => {
    const { estimateId, token } = await sentEstimate();
    const noTerms = await accept(token, { name: 'Tessa Whitfield', termsAccepted: false });
    expect(noTerms.status).toBe(422);
    expect(noTerms.body.data.errors).toEqual([
      { field: 'termsAccepted', problem: 'tick the box to agree to the terms' },
    ]);
    expect((await accept(token, { termsAccepted: true })).status).toBe(422);
    expect((await officeRead(estimateId)).status).toBe('sent');

    const res = await accept(token, { name: '  Tessa Whitfield ', termsAccepted: true });
    expect(res.status, res.text).toBe(200);
    expect(res.body.data).toMatchObject({ standing: 'accepted', acceptedByName: 'Tessa Whitfield' });
    const accepted = await officeRead(estimateId);
    expect(accepted).toMatchObject({
      status: 'accepted',
      acceptedAt: api.clock.now().toISOString(),
      acceptedBy: { name: 'Tessa Whitfield', ipAddress: expect.stringMatching(/127\.0\.0\.1/) },
    });
    const queue = await api.get('/schedule/unscheduled?limit=200', { key: org.key });
    expect(queue.body.data.items.map((row: { estimateId: string }) => row.estimateId)).toContain(estimateId);

    api.clock.advance(60_000);
    const again = await accept(token, { name: 'Someone Else', termsAccepted: true });
    expect(again.status).toBe(200);
    expect(await officeRead(estimateId)).toEqual(accepted);
    // Accepted work is not declined through the link.
    expect((await decline(token)).status).toBe(422);
  });

  it('refuses a canceled estimate in plain words and changes nothing', async () => {
    const { estimateId, token } = await sentEstimate();
    expect((await api.post(`/estimates/${estimateId}/cancel`, undefined, { key: org.key })).status).toBe(200);
    expect((await open(token)).body.data.standing).toBe('canceled');
    const res = await accept(token, { name: 'Tessa Whitfield', termsAccepted: true });
    expect(res.status).toBe(422);
    expect(res.body.data.errors[0].problem).toContain('canceled');
    expect((await officeRead(estimateId)).status).toBe('canceled');
  });
});

describe('POST /public/estimate-links/{token}/decline', () => {
  it('records the decline and its reason; the estimate can no longer be accepted', async () => {
    const { estimateId, token } = await sentEstimate();
    const res = await decline(token, { reason: 'Too expensive this year' });
    expect(res.status, res.text).toBe(200);
    expect(res.body.data.standing).toBe('declined');
    expect(await officeRead(estimateId)).toMatchObject({
      status: 'declined',
      declinedReason: 'Too expensive this year',
    });
    expect((await accept(token, { name: 'Tessa Whitfield', termsAccepted: true })).status).toBe(422);
  });
});

describe('rate limit', () => {
  it('answers 429 with Retry-After once an address has asked too often in an hour', async () => {
    const { token } = await sentEstimate();
    let last = await open(token);
    for (let count = 0; count < 130 && last.status !== 429; count++) last = await open(tampered(token));
    expect(last.status).toBe(429);
    expect(Number(last.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
