import { MAX_AMOUNT_CENTS } from '../../shared/contract/common';
import { parseDollars } from '../lib/dollars';
import { formatCents } from '../lib/format';

/** One bound of the estimates list's total filter as typed: its cents, or why it filters nothing. */
export interface TotalBound {
  cents?: number;
  problem?: string;
}

export interface TotalRange {
  from: TotalBound;
  to: TotalBound;
}

const NOT_DOLLARS = 'must be an amount in dollars, like 500 or 1,250.50';

/** "$2,000" -> 200000 cents; blank (or a lone "$" on the way to an amount) is no bound, not a problem. */
function readBound(text: string): TotalBound {
  if (text.trim().replace(/^\$/, '').trim() === '') return {};
  const parsed = parseDollars(text);
  // parseDollars speaks of cents (more than two decimals); a clerk filtering a list reads dollars only.
  if ('problem' in parsed) return { problem: NOT_DOLLARS };
  if (parsed.cents > MAX_AMOUNT_CENTS) return { problem: `must be at most ${formatCents(MAX_AMOUNT_CENTS)}` };
  return { cents: parsed.cents };
}

/**
 * The dollars a clerk typed for "Total from" and "Total to", as the whole cents GET /estimates
 * takes. A bound with a problem filters nothing; a "to" below "from" is said at "to" and dropped.
 */
export function totalRange(fromText: string, toText: string): TotalRange {
  const from = readBound(fromText);
  const to = readBound(toText);
  if (from.cents !== undefined && to.cents !== undefined && to.cents < from.cents)
    return { from, to: { problem: `must be at least the Total from, ${formatCents(from.cents)}` } };
  return { from, to };
}
