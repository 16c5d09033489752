import type { SiteReport } from '../../shared/contract/site-report';
import { mapTrees, summarizeTrees } from '../../shared/domain/site-report';
import type { DbOrTx } from '../db/client';
import { listTreesOfSite } from '../inventory/inventory.service';
import { getSite } from '../sites/sites.service';

/** docs/decisions/estimates-and-invoices.md "Site report": the site, counts over all its trees, and the located ones as GeoJSON. */
export async function buildSiteReport(db: DbOrTx, orgId: string, siteId: string, now: Date): Promise<SiteReport> {
  const site = await getSite(db, orgId, siteId);
  const trees = await listTreesOfSite(db, orgId, siteId);
  return { site, generatedAt: now.toISOString(), summary: summarizeTrees(trees), ...mapTrees(trees) };
}
