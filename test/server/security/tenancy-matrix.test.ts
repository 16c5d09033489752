import { beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../support/test-app';
import { fetchDocument, operationsOf, type Operation } from './openapi-document';
import { seedWorld, WORLD_DAY, type World } from './security-world';
import { tenancyProbes, unaddressable } from './tenancy-probes';

let api: TestApp;
let operations: Operation[];
let a: World;
let b: World;

beforeAll(async () => {
  api = await startTestApp({ config: { rateLimitPerHour: 100_000 } });
  operations = operationsOf(await fetchDocument(api));
  a = await seedWorld(api);
  b = await seedWorld(api);
});

/** Everything of B's that any operation could change, read through B's own key. */
async function snapshotOf(world: World) {
  const paths = [
    '/customers?limit=200',
    '/sites?limit=200',
    '/catalog/items?limit=200&activeOnly=false',
    `/sites/${world.siteId}/trees`,
    `/trees/${world.treeId}/photos`,
    `/sites/${world.siteId}/notes`,
    '/estimates?limit=200',
    ...[world.draftEstimateId, world.acceptedEstimateId, world.placedEstimateId, world.completedEstimateId].map(
      (id) => `/estimates/${id}`,
    ),
    '/invoices?limit=200',
    `/invoices/${world.invoiceId}`,
    `/invoices/${world.paidInvoiceId}`,
    '/crews',
    '/districts',
    '/users',
    '/appointments?from=2026-01-01',
    '/schedule?from=2026-01-01',
    '/schedule/board?from=2026-01-01',
    '/schedule/unscheduled?limit=200',
    `/routes/${world.crewId}/${WORLD_DAY}`,
    '/keys?limit=200',
  ];
  const answers = await Promise.all(paths.map((path) => api.get(path, { key: world.org.key })));
  return Object.fromEntries(
    paths.map((path, index) => [path, { status: answers[index]?.status, data: answers[index]?.body.data }]),
  );
}

describe('OWASP API1:2023 broken object level authorization: tenancy matrix', () => {
  it('covers every operation of the OpenAPI document (a new one must be probed or listed with its reason)', () => {
    const uncovered = operations
      .map((operation) => operation.key)
      .filter((key) => !tenancyProbes[key] && !unaddressable[key]);
    expect(uncovered).toEqual([]);
    const stale = [...Object.keys(tenancyProbes), ...Object.keys(unaddressable)].filter(
      (key) => !operations.some((operation) => operation.key === key),
    );
    expect(stale).toEqual([]);
  });

  it("answers another organization's records as missing on every operation, and changes nothing of theirs", async () => {
    const before = await snapshotOf(b);
    for (const value of Object.values(before)) expect(value.status).toBe(200);
    for (const operation of operations) {
      const probe = tenancyProbes[operation.key];
      if (probe) await probe({ api, a, b });
    }
    expect(await snapshotOf(b)).toEqual(before);
  }, 60_000);
});
