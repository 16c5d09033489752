import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FileStorage } from '../adapters/storage/file-storage';
import type { Db, Tx } from '../db/client';
import * as schema from '../db/schema';
import { updateOrganizationSettings } from '../orgs/orgs.service';
import { insertInBatches } from './batch-insert';
import { generateCatalog } from './catalog.seed';
import { generateCrews } from './crews.seed';
import { generateCustomers } from './customers.seed';
import { generateEstimates } from './estimates.seed';
import { generateNotes } from './notes.seed';
import { generatePhotos, type PhotoFile } from './photos.seed';
import { createRandom } from './prng';
import { seedProfiles, type SeedContext, type SeedOptions } from './seed-profile';
import { generateSites } from './sites.seed';
import { generateTrees } from './trees.seed';
import { summarize, type SeededRows, type SeedSummary } from './seed-summary';
import { groupBy } from './group-by';

export type { DemoSize, SeedOptions } from './seed-profile';
export type { SeedSummary } from './seed-summary';

/** The content stream's seed: every demo organization tells the same story. */
const CONTENT_SEED = 20_260_302;

/** A yard in NE Portland near the Columbia Slough: where the crews start and end their day. */
export const DEMO_DEPOT = { label: 'Canopy yard, NE Columbia Blvd', lat: 45.5712, lng: -122.6206 } as const;

const PARALLEL_FILE_WRITES = 16;

async function storeFiles(storage: FileStorage, files: readonly PhotoFile[]): Promise<void> {
  for (let start = 0; start < files.length; start += PARALLEL_FILE_WRITES) {
    await Promise.all(files.slice(start, start + PARALLEL_FILE_WRITES).map(({ key, file }) => storage.put(key, file)));
  }
}

/** Takes `count` numbers off the organization's estimate counter in one step; returns the first. */
async function reserveEstimateNumbers(tx: Tx, orgId: string, count: number): Promise<number> {
  const [row] = await tx
    .insert(schema.counters)
    .values({ orgId, name: 'estimate', value: count })
    .onConflictDoUpdate({ target: [schema.counters.orgId, schema.counters.name], set: { value: sql`${schema.counters.value} + ${count}` } })
    .returning({ value: schema.counters.value });
  if (!row) throw new Error('the estimate counter returned no value');
  return row.value - count + 1;
}

/**
 * Fills an organization with a believable Portland-area tree-care business: crews, customers,
 * sites, captured trees with photos and notes, a catalog, and estimates in every state.
 * All rows go in one transaction, so a failed seed leaves the organization as it was.
 */
export async function seedDemo(db: Db, orgId: string, options: SeedOptions): Promise<SeedSummary> {
  const started = performance.now();
  const context: SeedContext = {
    orgId,
    now: options.now,
    profile: seedProfiles[options.size],
    random: createRandom(CONTENT_SEED),
    newId: randomUUID,
  };
  const crews = generateCrews(context);
  const customers = generateCustomers(context);
  const sites = generateSites(context, customers);
  const trees = generateTrees(context, sites);
  const treesBySite = groupBy(trees, (tree) => tree.siteId);
  const photos = generatePhotos(context, trees);
  const notes = generateNotes(context, sites, treesBySite);
  const catalog = generateCatalog(context);

  await storeFiles(options.storage, photos.files);
  const estimates = await db.transaction(async (tx) => {
    const organization = await updateOrganizationSettings(tx, orgId, { timeZone: 'America/Los_Angeles', origin: DEMO_DEPOT }, options.now);
    if (!organization) throw new Error(`Unknown organization: ${orgId}`);
    const firstNumber = await reserveEstimateNumbers(tx, orgId, context.profile.estimates);
    const generated = generateEstimates(context, { sites, treesBySite, catalog, firstNumber });
    await insertInBatches(tx, schema.crews, crews.crews);
    await insertInBatches(tx, schema.crewMembers, crews.members);
    await insertInBatches(tx, schema.customers, customers);
    await insertInBatches(tx, schema.sites, sites);
    await insertInBatches(tx, schema.trees, trees);
    await insertInBatches(tx, schema.treePhotos, photos.photos);
    await insertInBatches(tx, schema.notes, notes);
    await insertInBatches(tx, schema.catalogItems, catalog);
    await insertInBatches(tx, schema.estimates, generated.estimates);
    await insertInBatches(tx, schema.estimateLines, generated.lines);
    return { ...generated, firstNumber };
  });

  const rows: SeededRows = {
    crews: crews.crews,
    crewMembers: crews.members,
    customers: customers.length,
    sites,
    trees: trees.length,
    photos: photos.photos.length,
    photoFiles: photos.files.length,
    notes: notes.length,
    catalogItems: catalog.length,
    ...estimates,
  };
  return summarize(orgId, options.size, rows, Math.round(performance.now() - started));
}
