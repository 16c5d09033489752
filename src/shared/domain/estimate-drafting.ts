import type { CatalogItem } from '../contract/catalog';
import type { Note, Tree } from '../contract/inventory';
import { estimateTotals } from './estimate-totals';
import { hintNames, normalizeText, workTypeOf, workTypesMentioned, type WorkType } from './work-types';

/*
 * Proposing estimate lines from what was captured at a site (issue 7, api.md "CatalogItem"): every
 * recommendation is read as a kind of work, the catalog is matched by workTypeHint and the DBH band,
 * and a price quoted aloud in a note wins over the catalog. Proposals are hints: staff edit them.
 */

/** Items staff may put on a line (docs/decisions/estimates-and-invoices.md "Estimates"): active, and never a bundle. */
export function offeredItems(items: readonly CatalogItem[]): CatalogItem[] {
  return items.filter((item) => item.active && item.type !== 'bundle');
}

/** band: its DBH band holds the tree; unsized: the item is not priced by diameter; the other two are only the nearest match. */
export type CatalogFit = 'band' | 'unsized' | 'nearestBand' | 'unmeasured';
export interface CatalogMatch {
  item: CatalogItem;
  fit: CatalogFit;
}

type Band = Pick<CatalogItem, 'dbhMinIn' | 'dbhMaxIn'>;
const isSized = (item: Band) => item.dbhMinIn !== null || item.dbhMaxIn !== null;
/** Inches outside the band (0 inside); bounds are inclusive and a null maximum has no upper limit. */
function inchesOutside(item: Band, dbh: number): number {
  const min = item.dbhMinIn ?? 0;
  if (dbh < min) return min - dbh;
  return item.dbhMaxIn !== null && dbh > item.dbhMaxIn ? dbh - item.dbhMaxIn : 0;
}

/** The catalog item that prices this work on a tree of this diameter, or null when the catalog has none for the work. */
export function matchCatalogItem(
  items: readonly CatalogItem[],
  workType: WorkType,
  dbhInches: number | null,
): CatalogMatch | null {
  const candidates = offeredItems(items).filter((item) => hintNames(item.workTypeHint, workType));
  const sized = candidates.filter(isSized);
  const holding = dbhInches === null ? undefined : sized.find((item) => inchesOutside(item, dbhInches) === 0);
  if (holding) return { item: holding, fit: 'band' };
  const unsized = candidates.find((item) => !isSized(item));
  if (unsized) return { item: unsized, fit: 'unsized' };
  const [first] = sized;
  if (!first) return null;
  if (dbhInches === null) return { item: first, fit: 'unmeasured' };
  const nearest = sized.reduce(
    (best, item) => (inchesOutside(item, dbhInches) < inchesOutside(best, dbhInches) ? item : best),
    first,
  );
  return { item: nearest, fit: 'nearestBand' };
}

export interface ProposedLine {
  treeId: string;
  /** The tree's place in the site's list, as on the site page and the map. */
  treeNumber: number;
  workType: WorkType;
  catalogItemId: string | null;
  /** Null when the catalog has nothing for the work: staff pick an item. */
  fit: CatalogFit | null;
  description: string;
  quantity: number;
  unitPriceCents: number | null;
  /** `note`: quoted aloud on site, which wins over the catalog. */
  priceSource: 'note' | 'catalog' | null;
}

/** A quoted price that could not be tied to one line: shown to staff, never guessed. */
export interface UnappliedQuote {
  noteId: string;
  cents: number;
  reason: 'ambiguous' | 'no_matching_work';
}

export interface EstimateProposal {
  lines: ProposedLine[];
  unappliedQuotes: UnappliedQuote[];
}

export interface DraftingInput {
  /** In the site's order (that order numbers them). */
  trees: readonly Tree[];
  /** Oldest first, as GET /sites/{id}/notes answers. */
  notes: readonly Note[];
  catalog: readonly CatalogItem[];
}

/** Lines are whole numbers of the item's unit; a tree record stands for at least one tree. */
const wholeQuantity = (quantity: number) => Math.max(1, Math.round(quantity));
const inches = (value: number) => (Number.isInteger(value) ? String(value) : value.toFixed(1));
const speciesOf = (tree: Tree) => tree.commonName ?? tree.scientificName ?? 'unidentified tree';
/** "24in Douglas-fir", or the species alone when the DBH was not measured. */
const sizedSpecies = (tree: Tree) =>
  `${tree.dbhInches === null ? '' : `${inches(tree.dbhInches)}in `}${speciesOf(tree)}`;

/** A tree as staff pick it for a line: "Tree 3, 41in Oregon white oak" (numbered in the site's order). */
export function treeLabel(tree: Tree, treeNumber: number): string {
  return `Tree ${treeNumber}, ${sizedSpecies(tree)}`;
}

/** The real work in the customer's words: "Crown raise, 24in Douglas-fir (tree 3)", and why the item is only near. */
function describeWork(
  tree: Tree,
  treeNumber: number,
  recommendations: readonly string[],
  match: CatalogMatch | null,
): string {
  const work = recommendations.join(' and ');
  const count = wholeQuantity(tree.quantity) > 1 ? `${wholeQuantity(tree.quantity)} × ` : '';
  const text = `${work.charAt(0).toUpperCase()}${work.slice(1)}, ${count}${sizedSpecies(tree)} (tree ${treeNumber})`;
  if (match?.fit === 'nearestBand' && tree.dbhInches !== null)
    return `${text}; no catalog band holds ${inches(tree.dbhInches)} in, nearest: ${match.item.name}`;
  if (match?.fit === 'unmeasured') return `${text}; DBH not measured, size band to confirm: ${match.item.name}`;
  return text;
}

function treeLines(tree: Tree, treeNumber: number, catalog: readonly CatalogItem[]): ProposedLine[] {
  const byWork = new Map<WorkType, string[]>();
  for (const recommendation of tree.recommendations) {
    const type = workTypeOf(recommendation);
    if (type) byWork.set(type, [...(byWork.get(type) ?? []), recommendation]);
  }
  return [...byWork].map(([workType, recommendations]) => {
    const match = matchCatalogItem(catalog, workType, tree.dbhInches);
    return {
      treeId: tree.id,
      treeNumber,
      workType,
      catalogItemId: match?.item.id ?? null,
      fit: match?.fit ?? null,
      description: describeWork(tree, treeNumber, recommendations, match),
      quantity: wholeQuantity(tree.quantity),
      unitPriceCents: match?.item.unitPriceCents ?? null,
      priceSource: match ? 'catalog' : null,
    };
  });
}

const noteText = (note: Note) => [note.transcript, note.clientNotes ?? '', ...note.recommendations].join('. ');

/** A quoted price is the price of the whole line as said aloud: one unit at that price, never multiplied by the count. */
function applyQuote(line: ProposedLine, cents: number): void {
  Object.assign(line, { quantity: 1, unitPriceCents: cents, priceSource: 'note' });
}

const speciesMatches = (tree: Tree, species: string) =>
  [tree.commonName, tree.scientificName].some((name) => {
    if (!name) return false;
    const [a, b] = [normalizeText(name), normalizeText(species)];
    return a.includes(b) || b.includes(a);
  });

interface Quote {
  note: Note;
  cents: number;
}

/**
 * A site note's price goes to the one line whose work it mentions (narrowed to the trees it names,
 * when it names any); a price that would fit several lines or none is left to staff.
 */
function siteQuoteTarget(
  note: Note,
  open: readonly ProposedLine[],
  trees: readonly Tree[],
): ProposedLine | UnappliedQuote['reason'] {
  const mentioned = workTypesMentioned(noteText(note));
  const candidates = open.filter((line) => mentioned.includes(line.workType));
  if (candidates.length === 0) return 'no_matching_work';
  const namedTrees = trees.filter((tree) =>
    note.mentionedTrees.some((mention) => speciesMatches(tree, mention.species)),
  );
  const named =
    note.mentionedTrees.length === 0
      ? candidates
      : candidates.filter((line) => namedTrees.some((tree) => tree.id === line.treeId));
  return named.length === 1 && named[0] ? named[0] : 'ambiguous';
}

/** Proposed lines for a site: one per tree and kind of recommended work, priced by quote or catalog. */
export function proposeEstimate({ trees, notes, catalog }: DraftingInput): EstimateProposal {
  const lines = trees.flatMap((tree, index) => treeLines(tree, index + 1, catalog));
  const unappliedQuotes: UnappliedQuote[] = [];
  const latestFirst = [...notes]
    .reverse()
    .flatMap((note): Quote[] => (note.estimatedCostCents === null ? [] : [{ note, cents: note.estimatedCostCents }]));
  const leave = ({ note, cents }: Quote, reason: UnappliedQuote['reason']) =>
    unappliedQuotes.push({ noteId: note.id, cents, reason });

  // A tree's latest quote wins; it prices the line whose work it mentions, else the tree's first line.
  const quotedTrees = new Set<string | null>();
  for (const quote of latestFirst.filter(({ note }) => note.scope === 'tree')) {
    if (quotedTrees.has(quote.note.treeId)) continue;
    quotedTrees.add(quote.note.treeId);
    const own = lines.filter((line) => line.treeId === quote.note.treeId);
    const mentioned = workTypesMentioned(noteText(quote.note));
    const target = own.find((line) => mentioned.includes(line.workType)) ?? own[0];
    if (target) applyQuote(target, quote.cents);
    else leave(quote, 'no_matching_work');
  }
  for (const quote of latestFirst.filter(({ note }) => note.scope === 'site')) {
    const target = siteQuoteTarget(
      quote.note,
      lines.filter((line) => line.priceSource !== 'note'),
      trees,
    );
    if (typeof target === 'string') leave(quote, target);
    else applyQuote(target, quote.cents);
  }
  return { lines, unappliedQuotes };
}

/** The draft's totals and hours as the server will compute them (integer cents); a preview until the server answers. */
export function previewTotals(
  lines: readonly { quantity: number; unitPriceCents: number | null; estimatedHours?: number | null }[],
) {
  return estimateTotals(lines.map((line) => ({ ...line, estimatedHours: line.estimatedHours ?? null })));
}
