import { beforeAll, describe, expect, it } from 'vitest';
import { estimateDocument } from '../../../src/server/documents/estimate-document';
import { scopes } from '../../../src/shared/contract/scopes';
import { insertEstimate, insertEstimateWorld, type EstimateWorld } from '../../support/estimate-fixtures';
import { insertCustomer, insertSite, insertTree, pngBytes } from '../../support/inventory-fixtures';
import { allText, readPdf } from '../../support/pdf-text';
import { startTestApp, type TestApp, type TestOrg } from '../../support/test-app';
import { expectFailure } from '../http/http-expectations';
import { fetchDocument } from './document-requests';

/*
 * GET /estimates/{estimateId}/document.pdf (extension): the estimate as the customer reads it,
 * checked as a PDF parser reads it (docs/decisions/estimates-and-invoices.md "Customer documents").
 */

let api: TestApp;
let org: TestOrg;
let world: EstimateWorld;

const TERMS = 'Payment is due within 30 days. Cleanup included.';

beforeAll(async () => {
  api = await startTestApp();
  org = await api.newOrg({ name: 'Hollis Arborists', timeZone: 'America/Los_Angeles' });
  const res = await api.request(
    'PATCH',
    '/org',
    {
      name: 'Hollis Tree Care',
      addressLines: ['4120 SE Division St', 'Portland, OR 97202'],
      phone: '503-555-0199',
      email: 'office@hollis.example',
      documentTerms: TERMS,
      logo: Buffer.from(pngBytes(40, 20)).toString('base64'),
    },
    { key: org.key },
  );
  expect(res.status, res.text).toBe(200);
  const customer = await insertCustomer(api.deps, org.id, {
    name: 'Tessa Whitfield',
    email: 'tessa@example.com',
    phone: '503-555-0123',
  });
  const site = await insertSite(api.deps, org.id, {
    customerId: customer.id,
    label: 'Lake house',
    street: '77 Shore Rd',
  });
  world = { ...(await insertEstimateWorld(api.deps, org.id)), site };
});

/** An estimate at the world's site: a priced line on two trees with its coverage, and an unpriced one. */
async function coveredEstimate() {
  // Numbered as the site's tree list numbers them: in capture order.
  const capturedAt = (minute: number) => new Date(Date.UTC(2026, 1, 1, 9, minute));
  const second = await insertTree(api.deps, org.id, world.site.id, {
    commonName: 'Douglas-fir',
    dbhInches: 30.5,
    capturedAt: capturedAt(2),
  });
  const first = await insertTree(api.deps, org.id, world.site.id, {
    commonName: 'Bigleaf maple',
    dbhInches: 18,
    capturedAt: capturedAt(1),
  });
  return insertEstimate(api.deps, org.id, world.site, {
    estimate: { expiresAt: new Date('2026-12-31T20:00:00Z'), narrative: 'Protect the lawn with plywood.' },
    lines: [
      {
        description: 'Crown thinning',
        coverage: 'Both trees by the lake, 15% of the crown',
        treeIds: [second.id, first.id],
        catalogItemId: world.service.id,
        quantity: 2,
        unitPriceCents: 45_000,
      },
      { description: 'Cable the codominant stems', coverage: null, quantity: 1, unitPriceCents: null },
    ],
  });
}

describe('GET /estimates/{estimateId}/document.pdf', () => {
  it('is a PDF on US Letter whose text holds the letterhead, customer, site, lines with coverage and trees, totals, expiry and terms', async () => {
    const { estimate } = await coveredEstimate();
    const res = await fetchDocument(api, `/estimates/${estimate.id}/document.pdf`, org.key);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe(`inline; filename="estimate-JOB-${estimate.number}.pdf"`);
    expect(Buffer.from(res.bytes.subarray(0, 5)).toString()).toBe('%PDF-');

    const pdf = await readPdf(res.bytes);
    expect(pdf.sizes).toEqual([{ width: 612, height: 792 }]);
    expect(pdf.title).toBe(`Estimate JOB-${estimate.number}`);
    const text = allText(pdf);
    for (const expected of [
      'Hollis Tree Care',
      '4120 SE Division St',
      'Portland, OR 97202',
      '503-555-0199',
      'office@hollis.example',
      'ESTIMATE',
      `JOB-${estimate.number}`,
      'Tessa Whitfield',
      'tessa@example.com',
      '503-555-0123',
      'Lake house',
      '77 Shore Rd',
      'Portland, OR 97214',
      'Protect the lawn with plywood.',
      'Crown thinning',
      'Both trees by the lake, 15% of the crown',
      'Tree 1: Bigleaf maple, 18 in DBH; Tree 2: Douglas-fir, 30.5 in DBH',
      '$450.00',
      '$900.00',
      'Cable the codominant stems',
      'Price to be confirmed',
      'Total of priced lines $900.00',
      '1 line is priced on confirmation and not included in this total.',
      'This estimate is valid until December 31, 2026.',
      'Terms',
      TERMS,
      'Page 1 of 1',
    ])
      expect(text).toContain(expected);
    // An unpriced line is never read as zero.
    expect(text).not.toContain('$0.00');
  });

  it('gives the same bytes for the same estimate, and other bytes once a line changes', async () => {
    const { estimate, lines } = await coveredEstimate();
    const path = `/estimates/${estimate.id}/document.pdf`;
    const first = await fetchDocument(api, path, org.key);
    api.clock.advance(60_000);
    const again = await fetchDocument(api, path, org.key);
    expect(Buffer.from(again.bytes).equals(Buffer.from(first.bytes))).toBe(true);
    // The function other use cases call (an e-mailed estimate) answers the same bytes.
    const called = await estimateDocument(api.deps.database.db, org.id, estimate.id);
    expect(Buffer.from(called.pdf).equals(Buffer.from(first.bytes))).toBe(true);

    const changed = await api.contract.patch('/estimates/{estimateId}/lines/{lineId}', {
      path: { estimateId: estimate.id, lineId: lines[0]!.id },
      body: { unitPriceCents: 47_500 },
      key: org.key,
    });
    expect(changed.status, changed.text).toBe(200);
    const after = await fetchDocument(api, path, org.key);
    expect(Buffer.from(after.bytes).equals(Buffer.from(first.bytes))).toBe(false);
    expect(allText(await readPdf(after.bytes))).toContain('$950.00');
  });

  it('prints any customer name, accents, curly quotes, other alphabets and emoji alike, without failing', async () => {
    const customer = await insertCustomer(api.deps, org.id, { name: 'José Muñoz “Pepe” Łukasz Nguyễn Ђорђе 🌳' });
    const site = await insertSite(api.deps, org.id, { customerId: customer.id });
    const { estimate } = await insertEstimate(api.deps, org.id, site, {
      lines: [{ description: 'Taille d’éclaircie — façade', quantity: 1, unitPriceCents: 10_000 }],
    });
    const res = await fetchDocument(api, `/estimates/${estimate.id}/document.pdf`, org.key);
    expect(res.status).toBe(200);
    const text = allText(await readPdf(res.bytes));
    expect(text).toContain('José Muñoz “Pepe” Łukasz Nguyễn Ђорђе');
    expect(text).toContain('Taille d’éclaircie — façade');
  });

  it('paginates a long estimate: every page numbered "Page n of N" and headed with the table headings', async () => {
    const lines = Array.from({ length: 60 }, (_, index) => ({
      description: `Prune tree ${index + 1}`,
      coverage: 'Deadwood over 2 in, raise to 12 ft over the walk, clean up and haul away',
      quantity: 1,
      unitPriceCents: 10_000,
    }));
    const { estimate } = await insertEstimate(api.deps, org.id, world.site, { lines });
    const pdf = await readPdf((await fetchDocument(api, `/estimates/${estimate.id}/document.pdf`, org.key)).bytes);
    const count = pdf.pages.length;
    expect(count).toBeGreaterThan(2);
    pdf.pages.forEach((page, index) => {
      expect(page).toContain(`Page ${index + 1} of ${count}`);
      expect(page).toContain('WORK QTY UNIT PRICE AMOUNT');
      if (index > 0) expect(page).toContain(`Hollis Tree Care: Estimate JOB-${estimate.number} (continued)`);
    });
    const text = allText(pdf);
    for (const line of lines) expect(text).toContain(line.description);
    expect(pdf.pages.at(-1)).toContain('Total $6,000.00');
  });

  it("is a 404 for another organization's estimate and an unknown one, 403 without estimates:read", async () => {
    const { estimate } = await coveredEstimate();
    const other = await api.newOrg();
    const path = `/estimates/${estimate.id}/document.pdf`;
    expectFailure(await api.get(path, { key: other.key }), 404, 'not_found');
    expectFailure(await api.get(`/estimates/${crypto.randomUUID()}/document.pdf`, { key: org.key }), 404, 'not_found');
    const withoutRead = await org.newKey(scopes.filter((scope) => scope !== 'estimates:read'));
    expectFailure(await api.get(path, { key: withoutRead }), 403, 'forbidden');
    expect((await fetchDocument(api, path, await org.newKey(['estimates:read']))).status).toBe(200);
  });
});
