import type { Tree } from '../contract/inventory';
import type { SiteReport, SiteReportSummary, TreeFeature } from '../contract/site-report';

interface Tally {
  treeCount: number;
  physicalTrees: number;
}

/** Conditions that make a tree a safety concern on the report's headline. */
const hazardConditions: readonly Tree['healthCondition'][] = ['hazardous', 'dead'];

function tallyBy<Key>(trees: readonly Tree[], keyOf: (tree: Tree) => Key, identity: (key: Key) => string) {
  const tallies = new Map<string, { key: Key } & Tally>();
  for (const tree of trees) {
    const key = keyOf(tree);
    const id = identity(key);
    const tally = tallies.get(id) ?? { key, treeCount: 0, physicalTrees: 0 };
    tally.treeCount += 1;
    tally.physicalTrees += tree.quantity;
    tallies.set(id, tally);
  }
  // Largest groups first; ties by name so the report reads the same every time.
  return [...tallies.entries()]
    .sort(
      ([idA, a], [idB, b]) =>
        b.physicalTrees - a.physicalTrees || b.treeCount - a.treeCount || (idA < idB ? -1 : idA > idB ? 1 : 0),
    )
    .map(([, tally]) => tally);
}

function tally(trees: readonly Tree[]): Tally {
  return { treeCount: trees.length, physicalTrees: trees.reduce((sum, tree) => sum + tree.quantity, 0) };
}

/** Counts over every tree of the site, located or not (docs/decisions/estimates-and-invoices.md "Site report"). */
export function summarizeTrees(trees: readonly Tree[]): SiteReportSummary {
  const bySpecies = tallyBy(
    trees,
    (tree) => ({ commonName: tree.commonName, scientificName: tree.scientificName }),
    (names) => JSON.stringify([names.commonName?.toLowerCase() ?? null, names.scientificName?.toLowerCase() ?? null]),
  ).map(({ key, treeCount, physicalTrees }) => ({ ...key, treeCount, physicalTrees }));
  const byHealth = tallyBy(trees, (tree) => tree.healthCondition, String).map(({ key, treeCount, physicalTrees }) => ({
    healthCondition: key,
    treeCount,
    physicalTrees,
  }));
  return {
    ...tally(trees),
    bySpecies,
    byHealth,
    hazardous: tally(trees.filter((tree) => hazardConditions.includes(tree.healthCondition))),
  };
}

/** Located trees become GeoJSON Points ([longitude, latitude]); the rest are listed apart. */
export function mapTrees(trees: readonly Tree[]): Pick<SiteReport, 'inventory' | 'unlocated'> {
  const features: TreeFeature[] = [];
  const unlocated: Tree[] = [];
  for (const tree of trees) {
    if (tree.latitude === null || tree.longitude === null) unlocated.push(tree);
    else
      features.push({
        type: 'Feature',
        id: tree.id,
        geometry: { type: 'Point', coordinates: [tree.longitude, tree.latitude] },
        properties: tree,
      });
  }
  return { inventory: { type: 'FeatureCollection', features }, unlocated };
}

/** A file name that sorts by site and day when several reports are saved together (the server's attachment and the SPA's saved copy). */
export function reportFileName(report: Pick<SiteReport, 'site' | 'generatedAt'>): string {
  return `site-report-${report.site.id}-${report.generatedAt.slice(0, 10)}.json`;
}
