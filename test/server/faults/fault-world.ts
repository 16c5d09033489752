import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { diskStorage } from '../../../src/server/adapters/storage/disk-storage';
import { systemClock } from '../../../src/server/clock';
import type { Database } from '../../../src/server/db/client';
import { createApiKey } from '../../../src/server/keys/api-keys';
import { createOrganization } from '../../../src/server/orgs/orgs.service';
import { scopes } from '../../../src/shared/contract/scopes';
import { insertCatalogItems, insertSite, type CatalogItemRow, type SiteRow } from '../../support/inventory-fixtures';
import { insertCrew, type CrewRow } from '../../support/schedule-fixtures';

/** The depot: with an origin, placing work on an automatic day queues its optimization. */
const DEPOT = { label: 'Yard', lat: 45.52, lng: -122.68 };

export interface FaultWorld {
  orgId: string;
  /** One all-scope key per client lane (each key has its own hourly quota), and one for checking. */
  keys: string[];
  checkKey: string;
  /** Located sites east of the depot, one per stop a day may hold. */
  sites: SiteRow[];
  catalog: CatalogItemRow[];
  crew: CrewRow;
}

/**
 * What a server process needs before it can take estimates and placements: an organization with
 * a depot, keys, located sites, a catalog and a crew, written straight to the database the process
 * then reads (the process runs on the real clock, so do the rows).
 */
export async function seedFaultWorld(database: Database, lanes: number): Promise<FaultWorld> {
  const deps = {
    database,
    clock: systemClock,
    storage: diskStorage(mkdtempSync(path.join(tmpdir(), 'canopy-faults-files-'))),
  };
  const now = systemClock.now();
  const { id: orgId } = await createOrganization(database.db, { name: 'Fault Arborists', origin: DEPOT }, now);
  const newKey = async () => (await createApiKey(database.db, { orgId, scopes }, now)).key;
  const keys = [];
  for (let lane = 0; lane < lanes; lane++) keys.push(await newKey());
  const sites = [];
  for (let stop = 0; stop < 4; stop++) {
    sites.push(
      await insertSite(deps, orgId, { label: `Stop ${stop + 1}`, latitude: 45.52, longitude: -122.6 + stop * 0.1 }),
    );
  }
  const catalog = await insertCatalogItems(deps, orgId, [
    { name: 'Crown thinning', unitPriceCents: 12_000 },
    { name: 'Stump grinding', unitPriceCents: 8_500 },
    { type: 'product', name: 'Mulch, cubic yard', category: 'Materials', unitPriceCents: 3_550 },
  ]);
  const crew = await insertCrew(deps, orgId, { name: 'Alder crew' });
  return { orgId, keys, checkKey: await newKey(), sites, catalog, crew };
}

/** A three-line estimate body for the site: the lines must land with it or not at all. */
export const estimateBody = (world: FaultWorld, site: SiteRow) => ({
  siteId: site.id,
  lines: world.catalog.map((item, index) => ({
    catalogItemId: item.id,
    description: `Line ${index + 1}`,
    quantity: index + 1,
    unitPriceCents: item.unitPriceCents,
    estimatedHours: 1,
  })),
});
