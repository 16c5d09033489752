import { describe, expect, it } from 'vitest';
import type { CatalogItem } from '../../../src/shared/contract/catalog';
import type { Note, Tree } from '../../../src/shared/contract/inventory';
import {
  matchCatalogItem,
  offeredItems,
  previewTotals,
  proposeEstimate,
} from '../../../src/shared/domain/estimate-drafting';
import { workTypeOf, workTypesMentioned } from '../../../src/shared/domain/work-types';

const stamp = '2026-03-01T12:00:00.000Z';
let nextId = 0;
const id = () => `00000000-0000-4000-8000-${String((nextId += 1)).padStart(12, '0')}`;

function item(overrides: Partial<CatalogItem>): CatalogItem {
  return {
    id: id(),
    type: 'service',
    name: 'Item',
    description: null,
    category: 'Pruning',
    unitPriceCents: 10_000,
    active: true,
    workTypeHint: null,
    dbhMinIn: null,
    dbhMaxIn: null,
    renewalIntervalMonths: null,
    createdAt: stamp,
    updatedAt: stamp,
    ...overrides,
  };
}

function tree(overrides: Partial<Tree>): Tree {
  return {
    id: id(),
    siteId: 'site',
    commonName: 'Douglas-fir',
    scientificName: 'Pseudotsuga menziesii',
    speciesConfidence: 0.9,
    speciesSource: 'user-confirmed',
    dbhInches: 24,
    dbhConfidence: null,
    heightFeet: null,
    heightConfidence: null,
    canopySpreadFeet: null,
    canopyConfidence: null,
    trunkCount: 1,
    quantity: 1,
    healthCondition: 'fair',
    hazardRating: null,
    riskAssessment: null,
    defects: [],
    observations: [],
    recommendations: [],
    tags: [],
    latitude: null,
    longitude: null,
    gpsAccuracyMeters: null,
    capturedAt: stamp,
    createdAt: stamp,
    updatedAt: stamp,
    ...overrides,
  };
}

function note(overrides: Partial<Note>): Note {
  return {
    id: id(),
    scope: overrides.treeId ? 'tree' : 'site',
    treeId: null,
    transcript: '',
    estimatedCostCents: null,
    clientNotes: null,
    health: null,
    defects: [],
    observations: [],
    recommendations: [],
    mentionedTrees: [],
    durationSeconds: null,
    createdAt: stamp,
    ...overrides,
  };
}

const band = (name: string, workTypeHint: string, dbhMinIn: number, dbhMaxIn: number | null, unitPriceCents: number) =>
  item({ name, workTypeHint, dbhMinIn, dbhMaxIn, unitPriceCents });

const pruningSmall = band('Pruning, DBH 0-12 in', 'pruning', 0, 12, 30_000);
const pruningMid = band('Pruning, DBH 12-24 in', 'pruning', 12.01, 24, 57_500);
const pruningLarge = band('Pruning, DBH over 24 in', 'pruning', 24.01, null, 95_000);
const removal = band('Removal, DBH 0-36 in', 'removal', 0, 36, 160_000);
const stumpSmall = band('Stump grinding, up to 24 in', 'Stump Grinding', 0, 24, 22_500);
const phc = item({ name: 'PHC soil injection', workTypeHint: 'phc', unitPriceCents: 28_500 });
const catalog = [pruningSmall, pruningMid, pruningLarge, removal, stumpSmall, phc];

describe('reading recommendations as work', () => {
  it('maps field words to kinds of work, the specific work first', () => {
    expect(['crown raise', 'Crown thin', 'remove deadwood', 'structural prune'].map(workTypeOf)).toEqual([
      'pruning',
      'pruning',
      'pruning',
      'pruning',
    ]);
    expect(['removal', 'Remove', 'take it down'].map(workTypeOf)).toEqual(['removal', 'removal', 'removal']);
    expect(['stump grind', 'stump removal'].map(workTypeOf)).toEqual(['stump', 'stump']);
    expect(['PHC soil injection', 'trunk injection', 'fertilize'].map(workTypeOf)).toEqual([
      'plantHealth',
      'plantHealth',
      'plantHealth',
    ]);
    expect(workTypeOf('cable and brace')).toBe('cabling');
    expect(workTypeOf('monitor')).toBeNull();
  });

  it('finds every kind of work a transcript mentions', () => {
    expect(workTypesMentioned('They want a crown raise and the stump ground after the removal.')).toEqual([
      'stump',
      'pruning',
      'removal',
    ]);
    expect(workTypesMentioned('Take a look at the lean.')).toEqual([]);
  });
});

describe('matching the catalog', () => {
  it('takes the band holding the DBH, bounds inclusive, a null maximum without upper limit', () => {
    expect(matchCatalogItem(catalog, 'pruning', 12)).toEqual({ item: pruningSmall, fit: 'band' });
    expect(matchCatalogItem(catalog, 'pruning', 24)).toEqual({ item: pruningMid, fit: 'band' });
    expect(matchCatalogItem(catalog, 'pruning', 60)).toEqual({ item: pruningLarge, fit: 'band' });
  });

  it('reads catalog hints loosely (case, spacing) and prices unsized work whatever the DBH', () => {
    expect(matchCatalogItem(catalog, 'stump', 10)?.item).toBe(stumpSmall);
    expect(matchCatalogItem(catalog, 'plantHealth', 40)).toEqual({ item: phc, fit: 'unsized' });
    expect(matchCatalogItem(catalog, 'plantHealth', null)).toEqual({ item: phc, fit: 'unsized' });
  });

  it('falls back to the nearest band when none holds the DBH, and says when the DBH is unknown', () => {
    expect(matchCatalogItem(catalog, 'removal', 40)).toEqual({ item: removal, fit: 'nearestBand' });
    const gapped = [band('Small', 'pruning', 0, 6, 1), band('Large', 'pruning', 12, 24, 2)];
    expect(matchCatalogItem(gapped, 'pruning', 10)?.item.name).toBe('Large');
    expect(matchCatalogItem(gapped, 'pruning', 7)?.item.name).toBe('Small');
    expect(matchCatalogItem(catalog, 'removal', null)).toEqual({ item: removal, fit: 'unmeasured' });
    expect(matchCatalogItem(catalog, 'cabling', 10)).toBeNull();
  });

  it('never offers a bundle or an inactive item, even when its hint and band fit', () => {
    const bundle = item({ type: 'bundle', workTypeHint: 'pruning', dbhMinIn: 0, dbhMaxIn: 100, unitPriceCents: 0 });
    const retired = item({ active: false, workTypeHint: 'pruning', dbhMinIn: 0, dbhMaxIn: 100 });
    expect(offeredItems([bundle, retired, pruningSmall])).toEqual([pruningSmall]);
    expect(matchCatalogItem([bundle, retired, pruningLarge], 'pruning', 10)).toEqual({
      item: pruningLarge,
      fit: 'nearestBand',
    });
    expect(matchCatalogItem([bundle, retired], 'pruning', 10)).toBeNull();
  });
});

describe('proposing lines', () => {
  it('proposes one line per tree and kind of work, described with the real work and priced from the catalog', () => {
    const fir = tree({ recommendations: ['crown raise', 'remove deadwood', 'monitor'] });
    const dead = tree({ commonName: 'Bigleaf maple', dbhInches: 18.4, recommendations: ['removal', 'stump grind'] });
    const healthy = tree({ recommendations: ['monitor'] });
    const { lines, unappliedQuotes } = proposeEstimate({ trees: [healthy, fir, dead], notes: [], catalog });
    expect(
      lines.map(({ treeNumber, catalogItemId, description, quantity, unitPriceCents, priceSource }) => ({
        treeNumber,
        catalogItemId,
        description,
        quantity,
        unitPriceCents,
        priceSource,
      })),
    ).toEqual([
      {
        treeNumber: 2,
        catalogItemId: pruningMid.id,
        description: 'Crown raise and remove deadwood, 24in Douglas-fir (tree 2)',
        quantity: 1,
        unitPriceCents: 57_500,
        priceSource: 'catalog',
      },
      {
        treeNumber: 3,
        catalogItemId: removal.id,
        description: 'Removal, 18.4in Bigleaf maple (tree 3)',
        quantity: 1,
        unitPriceCents: 160_000,
        priceSource: 'catalog',
      },
      {
        treeNumber: 3,
        catalogItemId: stumpSmall.id,
        description: 'Stump grind, 18.4in Bigleaf maple (tree 3)',
        quantity: 1,
        unitPriceCents: 22_500,
        priceSource: 'catalog',
      },
    ]);
    expect(unappliedQuotes).toEqual([]);
  });

  it("uses the tree's count as a whole-number quantity", () => {
    const hedgeRow = tree({ commonName: 'Arborvitae', dbhInches: 4, quantity: 6.4, recommendations: ['crown clean'] });
    const [line] = proposeEstimate({ trees: [hedgeRow], notes: [], catalog }).lines;
    expect(line).toMatchObject({ quantity: 6, description: 'Crown clean, 6 × 4in Arborvitae (tree 1)' });
  });

  it('says so in the description when the item is only the nearest band, or the DBH was not measured', () => {
    const big = tree({ dbhInches: 41, recommendations: ['removal'] });
    const unmeasured = tree({ dbhInches: null, commonName: null, scientificName: null, recommendations: ['removal'] });
    const [nearest, unknown] = proposeEstimate({ trees: [big, unmeasured], notes: [], catalog }).lines;
    expect(nearest).toMatchObject({
      fit: 'nearestBand',
      catalogItemId: removal.id,
      description: 'Removal, 41in Douglas-fir (tree 1); no catalog band holds 41 in, nearest: Removal, DBH 0-36 in',
    });
    expect(unknown).toMatchObject({
      fit: 'unmeasured',
      description: 'Removal, unidentified tree (tree 2); DBH not measured, size band to confirm: Removal, DBH 0-36 in',
    });
  });

  it('leaves work the catalog cannot price without an item or a price', () => {
    const [line] = proposeEstimate({
      trees: [tree({ recommendations: ['cable and brace'] })],
      notes: [],
      catalog,
    }).lines;
    expect(line).toMatchObject({
      workType: 'cabling',
      catalogItemId: null,
      fit: null,
      unitPriceCents: null,
      priceSource: null,
    });
  });

  it("prices a tree's line with the latest price quoted at that tree, as one unit at the quoted total", () => {
    const row = tree({ quantity: 3, recommendations: ['crown raise', 'removal'] });
    const notes = [
      note({ treeId: row.id, transcript: 'Removal for all three, maybe eight thousand.', estimatedCostCents: 800_000 }),
      note({
        treeId: row.id,
        transcript: 'Recommend removal. Call it seventy-five hundred.',
        estimatedCostCents: 750_000,
      }),
      note({ treeId: row.id, transcript: 'Nothing to add.' }),
    ];
    const [prune, remove] = proposeEstimate({ trees: [row], notes, catalog }).lines;
    expect(prune).toMatchObject({ quantity: 3, unitPriceCents: 57_500, priceSource: 'catalog' });
    expect(remove).toMatchObject({ quantity: 1, unitPriceCents: 750_000, priceSource: 'note' });
  });

  it("gives a tree note's price to the tree's first line when the note names no work", () => {
    const row = tree({ recommendations: ['crown raise', 'stump grind'] });
    const [first, second] = proposeEstimate({
      trees: [row],
      notes: [note({ treeId: row.id, transcript: 'Quoted them nine hundred.', estimatedCostCents: 90_000 })],
      catalog,
    }).lines;
    expect(first).toMatchObject({ unitPriceCents: 90_000, priceSource: 'note' });
    expect(second).toMatchObject({ priceSource: 'catalog' });
  });

  it("applies a site note's price only to the one line whose work it mentions", () => {
    const fir = tree({ recommendations: ['crown raise'] });
    const maple = tree({ commonName: 'Bigleaf maple', recommendations: ['crown thin', 'removal'] });
    const firQuote = note({
      transcript: 'They want a crown raise on the fir out front; told them $700.',
      estimatedCostCents: 70_000,
      mentionedTrees: [{ species: 'Douglas fir', location: 'front yard' }],
    });
    const removalQuote = note({ transcript: 'Remove the maple, about two grand.', estimatedCostCents: 200_000 });
    const unrelated = note({ transcript: 'A look at the lean, fifty dollars.', estimatedCostCents: 5_000 });
    const { lines, unappliedQuotes } = proposeEstimate({
      trees: [fir, maple],
      notes: [firQuote, removalQuote, unrelated],
      catalog,
    });
    expect(lines.map((line) => [line.treeNumber, line.workType, line.unitPriceCents, line.priceSource])).toEqual([
      [1, 'pruning', 70_000, 'note'],
      [2, 'pruning', 57_500, 'catalog'],
      [2, 'removal', 200_000, 'note'],
    ]);
    expect(unappliedQuotes).toEqual([{ noteId: unrelated.id, cents: 5_000, reason: 'no_matching_work' }]);
  });

  it('leaves a site price that would fit several lines to staff instead of guessing', () => {
    const trees = [tree({ recommendations: ['crown raise'] }), tree({ recommendations: ['crown thin'] })];
    const forAll = note({
      transcript: 'Crown raise on both; about $1,500 for all of it.',
      estimatedCostCents: 150_000,
    });
    const { lines, unappliedQuotes } = proposeEstimate({ trees, notes: [forAll], catalog });
    expect(lines.every((line) => line.priceSource === 'catalog')).toBe(true);
    expect(unappliedQuotes).toEqual([{ noteId: forAll.id, cents: 150_000, reason: 'ambiguous' }]);
  });
});

describe('previewTotals', () => {
  it('totals priced lines in integer cents and counts the unpriced ones; no hours reads null, never 0', () => {
    expect(
      previewTotals([
        { quantity: 3, unitPriceCents: 57_500 },
        { quantity: 1, unitPriceCents: null },
        { quantity: 2, unitPriceCents: 1 },
      ]),
    ).toEqual({ totalCents: 172_502, unpricedCount: 1, estimatedHours: null });
  });

  it("sums the hours of the lines that have them, as the server's estimatedHours", () => {
    expect(
      previewTotals([
        { quantity: 1, unitPriceCents: 100, estimatedHours: 2.5 },
        { quantity: 1, unitPriceCents: 100, estimatedHours: null },
        { quantity: 1, unitPriceCents: 100, estimatedHours: 0.1 },
        { quantity: 1, unitPriceCents: 100, estimatedHours: 0.2 },
      ]).estimatedHours,
    ).toBe(2.8);
  });
});
