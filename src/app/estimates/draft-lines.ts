import type { CatalogItem } from '../../shared/contract/catalog';
import { updateEstimateLineSchema, type CreateEstimateLine } from '../../shared/contract/estimates';
import { DEFAULT_DAY_END_MINUTES, DEFAULT_DAY_START_MINUTES } from '../../shared/domain/capacity';
import { previewTotals, type ProposedLine } from '../../shared/domain/estimate-drafting';
import { lineAmountCents } from '../../shared/domain/estimate-totals';
import { centsToDollarText, parseDollars } from '../lib/dollars';
import { formatHours } from '../lib/format';

/**
 * More hours than this on one line asks the clerk to confirm them before they are sent (the API's
 * cap, 10,000 h, stays: it is a bound on what can be stored, not on what is likely). 200 h is five
 * crew-weeks (25 crew-days of the default 8 h day): the largest single jobs (a crane removal, a
 * day's hedge work times a long row) take days, not weeks, so a line past it is far more likely
 * 5000 typed for 50 than real work; a real one is still taken once confirmed.
 */
export const PLAUSIBLE_LINE_HOURS = 200;
/** Five of a crew's default days (7:00 to 15:00): the unit the bound is said in. */
const CREW_WEEK_HOURS = ((DEFAULT_DAY_END_MINUTES - DEFAULT_DAY_START_MINUTES) / 60) * 5;

/** Hours past the plausible bound: said beside the field, and sent only once the clerk confirms them. */
export const implausibleHours = (hours: number | null): hours is number =>
  hours !== null && hours > PLAUSIBLE_LINE_HOURS;

/** Said beside hours past the bound, and what the clerk ticks to confirm them. */
export const implausibleHoursWords = (hours: number) => ({
  warning: `More than ${formatHours(PLAUSIBLE_LINE_HOURS)} on one line: about ${Math.round(PLAUSIBLE_LINE_HOURS / CREW_WEEK_HOURS)} crew-weeks.`,
  confirm: `${formatHours(hours)} is right`,
  problem: `check the hours: tick “${formatHours(hours)} is right”, or correct them`,
});

/** One line of the draft form, as typed; `proposal` says where it came from (null: added by staff). */
export interface DraftLine {
  key: string;
  catalogItemId: string;
  description: string;
  quantity: string;
  unitPrice: string;
  /** Blank: nobody estimated the line yet. */
  hours: string;
  /** Hours past the plausible bound the clerk confirmed (null: none); other hours typed later ask again. */
  confirmedHours: number | null;
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
    confirmedHours: null,
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
  confirmedHours: null,
  treeIds: [],
  proposal: null,
});

/** Whether the draft differs from how it opened: its lines' values and order (a line's `key` aside). */
export function draftChanged(lines: readonly DraftLine[], opened: readonly DraftLine[]): boolean {
  const values = (line: DraftLine | undefined) => JSON.stringify(line && { ...line, key: null });
  return lines.length !== opened.length || lines.some((line, index) => values(line) !== values(opened[index]));
}

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

/** The contract's rule for a line's hours (above 0, at most the cap), so a refusal is said before sending. */
const lineHoursSchema = updateEstimateLineSchema.shape.estimatedHours;

/** Hours as typed: blank is "not estimated" (null, never zero); above the API's cap is said in its words. */
export function parseHours(text: string): { hours: number | null } | { problem: string } {
  const trimmed = text.trim();
  if (trimmed === '') return { hours: null };
  const value = Number(trimmed);
  if (!Number.isFinite(value) || value <= 0) return { problem: 'must be a number of hours above 0' };
  const checked = lineHoursSchema.safeParse(value);
  return checked.success ? { hours: value } : { problem: checked.error.issues[0]?.message ?? 'is too many hours' };
}

/** Hours past the plausible bound that the clerk has not confirmed, if the text reads as such. */
export function unconfirmedHours(text: string, confirmedHours: number | null): number | null {
  const parsed = parseHours(text);
  return 'hours' in parsed && implausibleHours(parsed.hours) && parsed.hours !== confirmedHours ? parsed.hours : null;
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
    const unconfirmed = unconfirmedHours(line.hours, line.confirmedHours);
    if (unconfirmed !== null) problems[lineField(index, 'estimatedHours')] = implausibleHoursWords(unconfirmed).problem;
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
