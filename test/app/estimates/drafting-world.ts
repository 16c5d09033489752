import {
  insertCatalogItems,
  insertNote,
  insertSite,
  insertTree,
  type CatalogItemRow,
  type SiteRow,
} from '../../support/inventory-fixtures';
import type { TestApp, TestOrg } from '../../support/test-app';

/**
 * A site whose trees exercise every drafting rule: a band holding the DBH, a price quoted at a tree,
 * a DBH no band holds, a row of trees, a tree with nothing to do, and a site quote that fits
 * several lines. The catalog holds a bundle and an inactive item that fit too and must never be offered.
 */
export interface DraftingWorld {
  site: SiteRow;
  items: Record<
    'pruningSmall' | 'pruningMid' | 'pruningLarge' | 'removal' | 'stump' | 'phc' | 'bundle' | 'retired',
    CatalogItemRow
  >;
}

export async function insertDraftingWorld(api: TestApp, org: TestOrg): Promise<DraftingWorld> {
  const site = await insertSite(api.deps, org.id, { label: 'Laurelhurst corner' });
  const rows = await insertCatalogItems(api.deps, org.id, [
    { name: 'Pruning, DBH 0-12 in', workTypeHint: 'pruning', dbhMinIn: 0, dbhMaxIn: 12, unitPriceCents: 30_000 },
    { name: 'Pruning, DBH 12-24 in', workTypeHint: 'pruning', dbhMinIn: 12.01, dbhMaxIn: 24, unitPriceCents: 57_500 },
    { name: 'Pruning, DBH 24-36 in', workTypeHint: 'pruning', dbhMinIn: 24.01, dbhMaxIn: 36, unitPriceCents: 95_000 },
    {
      name: 'Removal, DBH 0-36 in',
      category: 'Removal',
      workTypeHint: 'removal',
      dbhMinIn: 0,
      dbhMaxIn: 36,
      unitPriceCents: 160_000,
    },
    {
      name: 'Stump grinding',
      category: 'Stump grinding',
      workTypeHint: 'stump',
      dbhMinIn: 0,
      dbhMaxIn: 48,
      unitPriceCents: 22_500,
    },
    { name: 'PHC soil injection', category: 'Plant health care', workTypeHint: 'phc', unitPriceCents: 28_500 },
    {
      name: 'Full care package',
      type: 'bundle',
      category: 'Packages',
      workTypeHint: 'pruning',
      dbhMinIn: 0,
      dbhMaxIn: 100,
      unitPriceCents: 0,
    },
    {
      name: 'Pruning (2024 rate)',
      active: false,
      workTypeHint: 'pruning',
      dbhMinIn: 0,
      dbhMaxIn: 100,
      unitPriceCents: 15_000,
    },
  ]);
  const [pruningSmall, pruningMid, pruningLarge, removal, stump, phc, bundle, retired] = rows;
  if (!pruningSmall || !pruningMid || !pruningLarge || !removal || !stump || !phc || !bundle || !retired)
    throw new Error('catalog not inserted');

  // The site lists trees in capture order, which numbers them.
  const capturedAt = (order: number) => new Date(api.clock.now().getTime() - (10 - order) * 60_000);
  await insertTree(api.deps, org.id, site.id, {
    commonName: 'Douglas-fir',
    dbhInches: 24,
    recommendations: ['crown raise'],
    capturedAt: capturedAt(1),
  });
  const maple = await insertTree(api.deps, org.id, site.id, {
    commonName: 'Bigleaf maple',
    dbhInches: 18,
    recommendations: ['removal'],
    capturedAt: capturedAt(2),
  });
  await insertTree(api.deps, org.id, site.id, {
    commonName: 'Oregon white oak',
    dbhInches: 41,
    recommendations: ['crown thin'],
    capturedAt: capturedAt(3),
  });
  await insertTree(api.deps, org.id, site.id, {
    commonName: 'Arborvitae',
    dbhInches: 4,
    quantity: 6,
    recommendations: ['crown clean'],
    capturedAt: capturedAt(4),
  });
  await insertTree(api.deps, org.id, site.id, {
    commonName: 'Vine maple',
    recommendations: ['monitor'],
    capturedAt: capturedAt(5),
  });

  await insertNote(api.deps, org.id, site.id, {
    treeId: maple.id,
    transcript: 'Removal of the maple, I said twenty-four hundred.',
    estimatedCostCents: 240_000,
  });
  await insertNote(api.deps, org.id, site.id, {
    transcript: 'Crown work on the fir and the oak, about fifteen hundred for all of it.',
    estimatedCostCents: 150_000,
    mentionedTrees: [
      { species: 'Douglas fir', location: 'front yard' },
      { species: 'Oregon white oak', location: 'back yard' },
    ],
  });
  return { site, items: { pruningSmall, pruningMid, pruningLarge, removal, stump, phc, bundle, retired } };
}
