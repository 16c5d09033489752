import type { Note, Tree } from '../../shared/contract/inventory';
import { formatMeasure } from '../lib/format';
import type { MapPoint } from '../map-kit/map-point';

/** "Bigleaf maple", or "Unidentified tree" before anyone named it. */
export function treeName(tree: Pick<Tree, 'commonName' | 'scientificName'>): string {
  return tree.commonName ?? tree.scientificName ?? 'Unidentified tree';
}

/** "tree 3: Bigleaf maple": a tree as the site's list numbers it. */
export function numberedTree(tree: Pick<Tree, 'commonName' | 'scientificName'>, number: number): string {
  return `tree ${number}: ${treeName(tree)}`;
}

/** "Bigleaf maple, 18 in": what a person typed about a tree, said back once it is stored. */
export function treeSummary(tree: Pick<Tree, 'commonName' | 'scientificName' | 'dbhInches'>): string {
  return tree.dbhInches === null ? treeName(tree) : `${treeName(tree)}, ${formatMeasure(tree.dbhInches, 'in')}`;
}

/** What a note is about: "About the site", "At tree 2: Norway maple". */
export function noteSubject(
  note: Pick<Note, 'scope' | 'treeId'>,
  trees: readonly Tree[],
  numbers: Map<string, number>,
): string {
  if (note.scope === 'site' || note.treeId === null) return 'About the site';
  const tree = trees.find((candidate) => candidate.id === note.treeId);
  const number = numbers.get(note.treeId);
  return tree && number ? `At ${numberedTree(tree, number)}` : 'At a tree';
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
