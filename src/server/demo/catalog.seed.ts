import type { catalogItems } from '../db/schema';
import { daysAgo, type SeedContext } from './seed-profile';

export type CatalogRow = typeof catalogItems.$inferInsert & { id: string; unitPriceCents: number };

type CatalogSpec = Omit<CatalogRow, 'orgId' | 'id' | 'createdAt' | 'updatedAt'>;

/** Trunk-diameter bands (inches, inclusive); the top band has no upper limit. */
export const DBH_BANDS = [
  [0, 6],
  [6.01, 12],
  [12.01, 24],
  [24.01, 36],
  [36.01, null],
] as const;

const bandLabel = ([min, max]: readonly [number, number | null]) =>
  max === null ? `over ${Math.floor(min)} in` : `${Math.floor(min)}-${max} in`;

function banded(workTypeHint: string, category: string, verb: string, prices: readonly number[]): CatalogSpec[] {
  return DBH_BANDS.map((band, index) => ({
    type: 'service',
    name: `${verb}, DBH ${bandLabel(band)}`,
    description: `${verb} of one tree with a trunk diameter of ${bandLabel(band)} at breast height, cleanup and haul-away included.`,
    category,
    unitPriceCents: prices[index] ?? 0,
    active: true,
    workTypeHint,
    dbhMinIn: band[0],
    dbhMaxIn: band[1],
    renewalIntervalMonths: null,
  }));
}

const flat = (spec: Partial<CatalogSpec> & Pick<CatalogSpec, 'name' | 'category' | 'unitPriceCents'>): CatalogSpec => ({
  type: 'service',
  description: null,
  active: true,
  workTypeHint: null,
  dbhMinIn: null,
  dbhMaxIn: null,
  renewalIntervalMonths: null,
  ...spec,
});

const catalogSpecs: readonly CatalogSpec[] = [
  ...banded('pruning', 'Pruning', 'Pruning', [18_500, 32_500, 57_500, 95_000, 145_000]),
  ...banded('removal', 'Removal', 'Removal', [35_000, 75_000, 160_000, 290_000, 480_000]),
  flat({
    name: 'Stump grinding, up to 24 in',
    category: 'Stump grinding',
    unitPriceCents: 22_500,
    workTypeHint: 'stump',
    dbhMinIn: 0,
    dbhMaxIn: 24,
  }),
  flat({
    name: 'Stump grinding, over 24 in',
    category: 'Stump grinding',
    unitPriceCents: 42_500,
    workTypeHint: 'stump',
    dbhMinIn: 24.01,
  }),
  flat({
    name: 'PHC soil injection program',
    category: 'Plant health care',
    unitPriceCents: 28_500,
    workTypeHint: 'phc',
    renewalIntervalMonths: 12,
    description: 'Yearly soil injection of nutrients and growth regulator.',
  }),
  flat({
    name: 'Dormant oil spray program',
    category: 'Plant health care',
    unitPriceCents: 16_500,
    workTypeHint: 'phc',
    renewalIntervalMonths: 6,
    description: 'Spray in late winter and again in late summer against scale and aphids.',
  }),
  flat({
    name: 'Bronze birch borer treatment',
    category: 'Plant health care',
    unitPriceCents: 24_000,
    workTypeHint: 'phc',
    renewalIntervalMonths: 12,
  }),
  flat({ name: 'Cabling and bracing', category: 'Support systems', unitPriceCents: 65_000, workTypeHint: 'cabling' }),
  flat({
    name: 'Arborist consultation',
    category: 'Consulting',
    unitPriceCents: 15_000,
    description: 'Site visit and written assessment.',
  }),
  flat({ name: 'Hedge trimming, per hour', category: 'Pruning', unitPriceCents: 12_000, workTypeHint: 'hedge' }),
  flat({ name: 'Storm response, per hour', category: 'Emergency', unitPriceCents: 29_500, workTypeHint: 'emergency' }),
  flat({
    name: 'Full property care package',
    type: 'bundle',
    category: 'Packages',
    unitPriceCents: 0,
    description: 'Yearly pruning, PHC and inspection; priced per line.',
  }),
  flat({
    name: 'Arborist wood-chip mulch, per cubic yard',
    type: 'product',
    category: 'Materials',
    unitPriceCents: 6_500,
  }),
  flat({ name: 'Tree guard', type: 'product', category: 'Materials', unitPriceCents: 3_500 }),
  flat({
    name: 'Pruning, small tree (2024 rate)',
    category: 'Pruning',
    unitPriceCents: 15_000,
    workTypeHint: 'pruning',
    active: false,
  }),
  flat({
    name: 'Firewood delivery, per cord',
    type: 'product',
    category: 'Materials',
    unitPriceCents: 32_500,
    active: false,
  }),
];

export function generateCatalog(context: SeedContext): CatalogRow[] {
  const createdAt = daysAgo(context, 720);
  return catalogSpecs.map((spec) => ({
    ...spec,
    orgId: context.orgId,
    id: context.newId(),
    createdAt,
    updatedAt: spec.active === false ? daysAgo(context, 200) : createdAt,
  }));
}

/** The active item of a work type whose band holds the diameter (the same rule estimators price by). */
export function bandedItem(
  items: readonly CatalogRow[],
  workTypeHint: string,
  dbhInches: number,
): CatalogRow | undefined {
  return items.find(
    (item) =>
      item.active !== false &&
      item.workTypeHint === workTypeHint &&
      (item.dbhMinIn ?? 0) <= dbhInches &&
      (item.dbhMaxIn === null || item.dbhMaxIn === undefined || dbhInches <= item.dbhMaxIn),
  );
}
