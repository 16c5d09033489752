import type { CatalogItem } from '../../shared/contract/catalog';
import type { CreateEstimateLine } from '../../shared/contract/estimates';
import { previewTotals, type ProposedLine } from '../../shared/domain/estimate-drafting';
import { lineAmountCents } from '../../shared/domain/estimate-totals';
import { centsToDollarText, parseDollars } from '../lib/dollars';

/** One line of the draft form, as typed; `proposal` says where it came from (null: added by staff). */
export interface DraftLine {
  key: string;
  catalogItemId: string;
  description: string;
  quantity: string;
  unitPrice: string;
  /** Blank: nobody estimated the line yet. */
  hours: string;
  /** The site's trees the work is on; a proposed line starts with its own tree. */
  treeIds: readonly string[];
  proposal: Pick<ProposedLine, 'treeNumber' | 'fit' | 'priceSource'> | null;
}

export type DraftField = 'catalogItemId' | 'description' | 'quantity' | 'unitPriceCents' | 'estimatedHours' | 'treeIds';
export const draftFields: readonly DraftField[] = [
  'catalogItemId',
  'description',
  'quantity',
  'unitPriceCents',
  'estimatedHours',
  'treeIds',
];

/** The server's name for a line's field (`lines.2.quantity`), used for its 422 problems and ours alike. */
export const lineField = (index: number, field: DraftField) => `lines.${index}.${field}`;

export function fromProposal(line: ProposedLine): DraftLine {
  return {
    key: crypto.randomUUID(),
    catalogItemId: line.catalogItemId ?? '',
    description: line.description,
    quantity: String(line.quantity),
    unitPrice: line.unitPriceCents === null ? '' : centsToDollarText(line.unitPriceCents),
    hours: '',
    treeIds: [line.treeId],
    proposal: { treeNumber: line.treeNumber, fit: line.fit, priceSource: line.priceSource },
  };
}

export const blankLine = (): DraftLine => ({
  key: crypto.randomUUID(),
  catalogItemId: '',
  description: '',
  quantity: '1',
  unitPrice: '',
  hours: '',
  treeIds: [],
  proposal: null,
});

/** A copy of the line, as a new line of its own (same tree's second visit, a second stump). */
export const copyOfLine = (line: DraftLine): DraftLine => ({ ...line, key: crypto.randomUUID() });

/** A new item brings its catalog price, unless the price was quoted on site (a quote wins over the catalog). */
export function withItem(line: DraftLine, item: CatalogItem | undefined): DraftLine {
  const quoted = line.proposal?.priceSource === 'note';
  return {
    ...line,
    catalogItemId: item?.id ?? '',
    unitPrice: item && !quoted ? centsToDollarText(item.unitPriceCents) : line.unitPrice,
  };
}

/** A number as typed; whole-number rules are the server's (its 422 lands on the field). */
function parseQuantity(text: string): number | null {
  const value = Number(text.trim());
  return text.trim() !== '' && Number.isFinite(value) ? value : null;
}

/** Hours as typed: blank is "not estimated" (null, never zero); the upper bound is the server's (its 422 lands on the field). */
export function parseHours(text: string): { hours: number | null } | { problem: string } {
  const trimmed = text.trim();
  if (trimmed === '') return { hours: null };
  const value = Number(trimmed);
  return Number.isFinite(value) && value > 0 ? { hours: value } : { problem: 'must be a number of hours above 0' };
}

export type DraftCheck =
  { lines: CreateEstimateLine[]; problems: null } | { lines: null; problems: Record<string, string> };

/** The request body's lines, or what must be fixed before anything is sent. */
export function checkDraft(lines: readonly DraftLine[]): DraftCheck {
  const problems: Record<string, string> = {};
  const checked = lines.map((line, index) => {
    const quantity = parseQuantity(line.quantity);
    const price = parseDollars(line.unitPrice);
    const hours = parseHours(line.hours);
    if (!line.catalogItemId) problems[lineField(index, 'catalogItemId')] = 'pick a catalog item';
    if (quantity === null) problems[lineField(index, 'quantity')] = 'must be a number';
    else if (quantity < 1) problems[lineField(index, 'quantity')] = 'must be at least 1';
    if ('problem' in price) problems[lineField(index, 'unitPriceCents')] = price.problem;
    if ('problem' in hours) problems[lineField(index, 'estimatedHours')] = hours.problem;
    const unitPriceCents = 'cents' in price ? price.cents : 0;
    return {
      catalogItemId: line.catalogItemId,
      description: line.description.trim() || null,
      quantity: quantity ?? 0,
      unitPriceCents,
      estimatedHours: 'hours' in hours ? hours.hours : null,
      treeIds: [...line.treeIds],
    };
  });
  return Object.keys(problems).length > 0 ? { lines: null, problems } : { lines: checked, problems: null };
}

/** Each line's amount, the total and the hours as typed so far: lines not readable yet count as unpriced or unestimated. */
export function draftFigures(lines: readonly DraftLine[]) {
  const figures = lines.map((line) => {
    const quantity = parseQuantity(line.quantity);
    const price = parseDollars(line.unitPrice);
    const hours = parseHours(line.hours);
    return {
      quantity: quantity ?? 0,
      // A quantity below 1 is refused: its line counts as not priced yet, not as a negative amount.
      unitPriceCents: quantity !== null && quantity >= 1 && 'cents' in price ? price.cents : null,
      estimatedHours: 'hours' in hours ? hours.hours : null,
    };
  });
  return {
    amounts: figures.map((line) => lineAmountCents(line.quantity, line.unitPriceCents)),
    ...previewTotals(figures),
  };
}
