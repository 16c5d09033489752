import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { estimateLineStatuses, estimateSchema } from '../../../src/shared/contract/estimates';
import { scheduleBoardSchema } from '../../../src/shared/contract/schedule-board';
import { storedEstimateStatuses } from '../../../src/shared/domain/estimate-status';
import { insertSite, type SiteRow } from '../../support/inventory-fixtures';
import { insertAcceptedWork, insertPlacement } from '../../support/schedule-fixtures';
import { startTestApp, type TestApp, type TestOrg } from '../../support/test-app';

/*
 * The board shows stored cards built in SQL (migration 0010), mirroring two domain rules that
 * GET /estimates/{id} computes in TypeScript, and the customer it names (migration 0021). A client
 * sees both for the same job: they must agree.
 */

let api: TestApp;
let org: TestOrg;
let site: SiteRow;

beforeAll(async () => {
  api = await startTestApp();
  org = await api.newOrg();
  site = await insertSite(api.deps, org.id, { label: 'Figures house' });
});

/** Quantities as the seed and importer store them (fractional ones included) and prices that round at half a cent. */
const line = fc.record({
  quantity: fc.oneof(fc.integer({ min: 1, max: 40 }), fc.constantFrom(0.5, 1.25, 0.333, 2.675, 1.005, 0.1)),
  unitPriceCents: fc.option(fc.integer({ min: 0, max: 250_000 }), { nil: null }),
  status: fc.constantFrom(...estimateLineStatuses),
});

describe('GET /schedule figures agree with the estimate', () => {
  it('totalCents and estimateStatus of a placed job are those GET /estimates/{id} answers', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(line, { minLength: 1, maxLength: 4 }),
        fc.constantFrom(...storedEstimateStatuses.filter((status) => status !== 'draft' && status !== 'sent')),
        async (lines, stored) => {
          const { estimate } = await insertAcceptedWork(api.deps, org.id, site, {
            lines,
            estimate: { status: stored },
          });
          await insertPlacement(api.deps, org.id, { estimateId: estimate.id, scheduledDate: '2026-03-10' });

          const boardRes = await api.contract.get('/schedule', {
            query: { from: '2026-03-10', to: '2026-03-10', estimateIds: estimate.id },
            key: org.key,
          });
          const estimateRes = await api.contract.get('/estimates/{estimateId}', {
            path: { estimateId: estimate.id },
            key: org.key,
          });
          const [row] = scheduleBoardSchema.parse(boardRes.body.data).upcoming;
          const own = estimateSchema.parse(estimateRes.body.data);
          expect(row?.totalCents).toBe(own.totalCents);
          expect(row?.estimateStatus).toBe(own.status);
        },
      ),
      { numRuns: 40 },
    );
  });

  it("customerName of a placed job is the estimate's, null for one made without a customer", async () => {
    for (const customerId of [site.customerId, null]) {
      const { estimate } = await insertAcceptedWork(api.deps, org.id, site, { estimate: { customerId } });
      await insertPlacement(api.deps, org.id, { estimateId: estimate.id, scheduledDate: '2026-03-11' });
      const boardRes = await api.contract.get('/schedule', {
        query: { from: '2026-03-11', to: '2026-03-11', estimateIds: estimate.id },
        key: org.key,
      });
      const estimateRes = await api.contract.get('/estimates/{estimateId}', {
        path: { estimateId: estimate.id },
        key: org.key,
      });
      const [row] = scheduleBoardSchema.parse(boardRes.body.data).upcoming;
      const own = estimateSchema.parse(estimateRes.body.data);
      expect(own.customerName).toBe(customerId === null ? null : 'Fixture Customer');
      expect(row?.customerName).toBe(own.customerName);
    }
  });
});
