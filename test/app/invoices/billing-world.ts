import { completedEstimate, insertEstimate, type EstimateFixture } from '../../support/estimate-fixtures';
import { insertCustomer, insertSite, type SiteRow } from '../../support/inventory-fixtures';
import type { TestApp, TestOrg } from '../../support/test-app';

/** 2 x $150.00 + 1 x $45.50: the default completed estimate of the fixtures. */
export const COMPLETED_TOTAL = '$345.50';

export interface BillingWorld {
  org: TestOrg;
  site: SiteRow;
  /** A completed estimate (every line done) on the site. */
  completedEstimate(fixture?: EstimateFixture): Promise<string>;
  /** Billed through the API; `post` numbers it at once. */
  invoice(post: boolean, estimateId?: string): Promise<any>;
  pay(invoiceId: string, amountCents: number): Promise<void>;
}

export async function billingWorld(
  api: TestApp,
  customerName = 'Hollis Park HOA',
  org?: TestOrg,
): Promise<BillingWorld> {
  const owner = org ?? (await api.newOrg());
  const customer = await insertCustomer(api.deps, owner.id, { name: customerName });
  const site = await insertSite(api.deps, owner.id, { customerId: customer.id });
  const completed = async (fixture: EstimateFixture = completedEstimate()) =>
    (await insertEstimate(api.deps, owner.id, site, fixture)).estimate.id;
  return {
    org: owner,
    site,
    completedEstimate: completed,
    async invoice(post, estimateId) {
      const res = await api.post(
        '/invoices',
        { estimateId: estimateId ?? (await completed()), post },
        { key: owner.key },
      );
      if (res.status !== 201) throw new Error(res.text);
      return res.body.data;
    },
    async pay(invoiceId, amountCents) {
      const res = await api.post(
        `/invoices/${invoiceId}/payments`,
        { amountCents, receivedOn: '2026-03-02' },
        { key: owner.key },
      );
      if (res.status !== 201) throw new Error(res.text);
    },
  };
}
