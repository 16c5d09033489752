import type { estimateLines } from '../db/schema';
import { bandedItem, type CatalogRow } from './catalog.seed';
import type { Random } from './prng';
import { spotsOnSite } from './tree-species';
import type { TreeRow } from './trees.seed';

export type LineRow = typeof estimateLines.$inferInsert;

/** A line before it is tied to an estimate: what is priced, how much, and which trees. */
export interface LineDraft {
  item: CatalogRow;
  description: string;
  coverage: string | null;
  quantity: number;
  treeIds: string[];
  /** Typical crew hours for one unit of the work. */
  hoursEach: number;
}

const pruningWords: Record<string, string> = {
  'crown raise': 'Crown raise to 14 ft over the drive and walk',
  'remove deadwood': 'Remove deadwood over 2 in',
  'crown thin': 'Crown thin 15% for wind and light',
  'crown reduction': 'Reduce crown 10-15 ft off the roof',
  'crown clean': 'Crown clean: dead, crossing and broken limbs',
  'cable and brace': 'Structural prune ahead of cabling',
};

function itemNamed(items: readonly CatalogRow[], name: string): CatalogRow {
  const item = items.find((candidate) => candidate.name === name);
  if (!item) throw new Error(`demo catalog has no item named ${name}`);
  return item;
}

function treeLines(random: Random, items: readonly CatalogRow[], tree: TreeRow): LineDraft[] {
  const name = tree.commonName ?? 'unidentified tree';
  const dbh = tree.dbhInches ?? random.int(6, 30);
  const coverage = `${name}, ${random.pick(spotsOnSite)} (${Math.round(dbh)} in DBH)`;
  const recommendations = tree.recommendations ?? [];
  const quantity = tree.quantity ?? 1;
  const lines: LineDraft[] = [];
  const hoursBySize = 1 + dbh / 8;
  if (recommendations.includes('removal') || tree.healthCondition === 'dead' || tree.healthCondition === 'hazardous') {
    const removal = bandedItem(items, 'removal', dbh);
    if (removal)
      lines.push({
        item: removal,
        description: `Remove ${name}, chip brush and haul wood`,
        coverage,
        quantity,
        treeIds: [tree.id],
        hoursEach: hoursBySize * 1.5,
      });
    const stump = bandedItem(items, 'stump', dbh);
    if (stump && random.chance(0.6))
      lines.push({
        item: stump,
        description: 'Grind stump 6 in below grade, backfill chips',
        coverage,
        quantity,
        treeIds: [tree.id],
        hoursEach: 1,
      });
  } else {
    const pruning = bandedItem(items, 'pruning', dbh);
    const words = recommendations.map((recommendation) => pruningWords[recommendation]).filter(Boolean);
    if (pruning)
      lines.push({
        item: pruning,
        description: words.join('; ') || 'Structural prune',
        coverage,
        quantity,
        treeIds: [tree.id],
        hoursEach: hoursBySize,
      });
  }
  if (recommendations.includes('PHC soil injection')) {
    lines.push({
      item: itemNamed(items, 'PHC soil injection program'),
      description: 'Soil injection each spring',
      coverage,
      quantity: 1,
      treeIds: [tree.id],
      hoursEach: 0.5,
    });
  }
  return lines;
}

function generalLines(random: Random, items: readonly CatalogRow[]): LineDraft[] {
  const choices: (() => LineDraft)[] = [
    () => ({
      item: itemNamed(items, 'Hedge trimming, per hour'),
      description: 'Trim laurel hedge along the property line',
      coverage: 'Side yard hedge',
      quantity: random.int(2, 6),
      treeIds: [],
      hoursEach: 1,
    }),
    () => ({
      item: itemNamed(items, 'Arborist consultation'),
      description: 'Assessment for a city tree permit',
      coverage: null,
      quantity: 1,
      treeIds: [],
      hoursEach: 1,
    }),
    () => ({
      item: itemNamed(items, 'Arborist wood-chip mulch, per cubic yard'),
      description: 'Spread mulch rings 3 in deep',
      coverage: 'Front beds',
      quantity: random.int(2, 5),
      treeIds: [],
      hoursEach: 0.5,
    }),
    () => ({
      item: itemNamed(items, 'Cabling and bracing'),
      description: 'Install dynamic cable between codominant leaders',
      coverage: null,
      quantity: 1,
      treeIds: [],
      hoursEach: 3,
    }),
    () => ({
      item: itemNamed(items, 'Dormant oil spray program'),
      description: 'Dormant oil on fruit trees',
      coverage: 'Back yard orchard',
      quantity: random.int(1, 4),
      treeIds: [],
      hoursEach: 0.5,
    }),
    () => {
      const dbh = random.int(4, 40);
      const item = bandedItem(items, 'pruning', dbh) ?? itemNamed(items, 'Arborist consultation');
      return {
        item,
        description: `Prune street tree for clearance (about ${dbh} in)`,
        coverage: 'Parking strip',
        quantity: random.int(1, 3),
        treeIds: [],
        hoursEach: 1 + dbh / 8,
      };
    },
  ];
  return random.sample(choices, random.int(1, 3)).map((make) => make());
}

/** What the arborist would write up for this site: per captured tree where there are some. */
export function draftLines(random: Random, items: readonly CatalogRow[], siteTrees: readonly TreeRow[]): LineDraft[] {
  if (siteTrees.length === 0) return generalLines(random, items);
  const chosen = random.sample(siteTrees, random.int(1, Math.min(3, siteTrees.length)));
  const lines = chosen.flatMap((tree) => treeLines(random, items, tree));
  return lines.length > 0 ? lines : generalLines(random, items);
}

/** A price off the catalog now and then, as estimators do for hard access or a repeat client. */
export function quotedPrice(random: Random, item: CatalogRow): number {
  if (!random.chance(0.2)) return item.unitPriceCents;
  return Math.max(500, Math.round((item.unitPriceCents * random.real(0.85, 1.15, 3)) / 500) * 500);
}
