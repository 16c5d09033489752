import { expect } from 'vitest';
import type { components } from '../../../src/client/api-types';
import { invoiceDetailSchema, type InvoiceDetail } from '../../../src/shared/contract/invoices';
import {
  completedEstimate,
  insertEstimate,
  insertEstimateWorld,
  type EstimateFixture,
  type EstimateWorld,
} from '../../support/estimate-fixtures';
import type { TestApp, TestOrg } from '../../support/test-app';

/** An organization with a site and catalog, and shortcuts to bill completed work through the API. */
export interface Billing {
  org: TestOrg;
  world: EstimateWorld;
  /** A completed estimate (2 x $150.00 + 1 x $45.50 = $345.50 unless the fixture says otherwise). */
  completedEstimateId(fixture?: EstimateFixture): Promise<string>;
  invoice(body?: Partial<components['schemas']['CreateInvoice']>, fixture?: EstimateFixture): Promise<InvoiceDetail>;
}

export const COMPLETED_TOTAL_CENTS = 34_550;

export async function billingFor(api: TestApp, org?: TestOrg): Promise<Billing> {
  const owner = org ?? (await api.newOrg());
  const world = await insertEstimateWorld(api.deps, owner.id);
  const completedEstimateId = async (fixture: EstimateFixture = completedEstimate()) =>
    (await insertEstimate(api.deps, owner.id, world.site, fixture)).estimate.id;
  return {
    org: owner,
    world,
    completedEstimateId,
    async invoice(body = {}, fixture) {
      const res = await api.contract.post('/invoices', {
        body: { estimateId: await completedEstimateId(fixture), ...body },
        key: owner.key,
      });
      expect(res.status, res.text).toBe(201);
      return invoiceDetailSchema.parse(res.body.data);
    },
  };
}
