import { randomUUID } from 'node:crypto';
import type { AppDeps } from '../../src/server/http/app-env';
import { nextCounterValue } from '../../src/server/db/counters';
import { estimateLines, estimates } from '../../src/server/db/schema';
import { insertCatalogItems, insertSite, type CatalogItemRow, type SiteRow } from './inventory-fixtures';

/*
 * Estimates straight into the database, in states no API operation makes: sent, declined,
 * canceled, lines marked done by the field app, unpriced lines, no customer. Numbers come from
 * the same per-organization counter as POST /estimates, so both kinds never collide.
 */

type Deps = Pick<AppDeps, 'database' | 'clock' | 'storage'>;
type Overrides<Table extends { $inferInsert: object }> = Partial<Omit<Table['$inferInsert'], 'orgId'>>;

export type EstimateRow = typeof estimates.$inferSelect;
export type EstimateLineRow = typeof estimateLines.$inferSelect;

export interface EstimateFixture {
  /** Row overrides; customerId defaults to the site's (pass null for an app-made estimate without one). */
  estimate?: Overrides<typeof estimates>;
  /** One row per line (numbered 1..n); default: one priced pending line of 2 x $150.00. */
  lines?: readonly Overrides<typeof estimateLines>[];
}

export async function insertEstimate(
  deps: Deps,
  orgId: string,
  site: Pick<SiteRow, 'id' | 'customerId'>,
  fixture: EstimateFixture = {},
): Promise<{ estimate: EstimateRow; lines: EstimateLineRow[] }> {
  const now = deps.clock.now();
  return deps.database.db.transaction(async (tx) => {
    const id = randomUUID();
    const [estimate] = await tx
      .insert(estimates)
      .values({
        orgId,
        id,
        number: await nextCounterValue(tx, orgId, 'estimate'),
        status: 'draft',
        siteId: site.id,
        customerId: site.customerId,
        origin: 'app',
        createdAt: now,
        updatedAt: now,
        ...fixture.estimate,
      })
      .returning();
    if (!estimate) throw new Error('insert returned no estimate');
    const lines = await tx
      .insert(estimateLines)
      .values(
        (fixture.lines ?? [{}]).map((line, index) => ({
          orgId,
          id: randomUUID(),
          estimateId: id,
          lineNumber: index + 1,
          quantity: 2,
          unitPriceCents: 15_000,
          createdAt: now,
          updatedAt: now,
          ...line,
        })),
      )
      .returning();
    return { estimate, lines: lines.sort((a, b) => a.lineNumber - b.lineNumber) };
  });
}

/** Every line marked done by a crew: the estimate reads `completed` and may be invoiced. */
export const completedEstimate = (
  lines: Overrides<typeof estimateLines>[] = [{}, { quantity: 1, unitPriceCents: 4_550 }],
): EstimateFixture => ({
  estimate: { status: 'accepted', acceptedAt: new Date('2026-02-20T17:00:00Z') },
  lines: lines.map((line) => ({ status: 'done', ...line })),
});

export interface EstimateWorld {
  site: SiteRow;
  /** An active service ($120.00) and product ($35.50), a bundle, and an inactive service. */
  service: CatalogItemRow;
  product: CatalogItemRow;
  bundle: CatalogItemRow;
  inactive: CatalogItemRow;
}

/** A site with its customer and a small catalog: what an estimate needs. */
export async function insertEstimateWorld(deps: Deps, orgId: string): Promise<EstimateWorld> {
  const site = await insertSite(deps, orgId, { label: 'Oak Street house' });
  const [service, product, bundle, inactive] = await insertCatalogItems(deps, orgId, [
    { name: 'Crown thinning', unitPriceCents: 12_000 },
    { type: 'product', name: 'Mulch, cubic yard', category: 'Materials', unitPriceCents: 3_550 },
    { type: 'bundle', name: 'Spring package', unitPriceCents: 0 },
    { name: 'Retired service', active: false, unitPriceCents: 9_900 },
  ]);
  if (!service || !product || !bundle || !inactive) throw new Error('catalog not inserted');
  return { site, service, product, bundle, inactive };
}
