import type { Tree } from '../../shared/contract/inventory';
import type { MapPoint } from '../map-kit/map-point';

/** "Bigleaf maple", or "Unidentified tree" before anyone named it. */
export function treeName(tree: Pick<Tree, 'commonName' | 'scientificName'>): string {
  return tree.commonName ?? tree.scientificName ?? 'Unidentified tree';
}

/**
 * Trees are numbered by their place in the site's list: the same number in the table, on the map
 * and in the notes.
 */
export function treeNumbers(trees: readonly Tree[]): Map<string, number> {
  return new Map(trees.map((tree, index) => [tree.id, index + 1]));
}

export function treePoints(trees: readonly Tree[]): MapPoint[] {
  return trees.flatMap((tree, index) =>
    tree.latitude === null || tree.longitude === null
      ? []
      : [
          {
            id: tree.id,
            kind: 'tree' as const,
            latitude: tree.latitude,
            longitude: tree.longitude,
            label: treeName(tree),
            marker: String(index + 1),
          },
        ],
  );
}
