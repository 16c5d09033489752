import { daySchema, MAX_AMOUNT_CENTS } from '../../shared/contract/common';
import { parseDollars } from '../lib/dollars';
import { formatCents, formatDay } from '../lib/format';

/** One bound of a range filter of the estimates list as typed: what it sends, or why it filters nothing. */
export interface Bound<Value> {
  value?: Value;
  problem?: string;
}

export interface Range<Value> {
  from: Bound<Value>;
  to: Bound<Value>;
}

/**
 * Two bounds read on their own, then together: a "to" below "from" is said at "to" (in the words
 * `backwards` gives, naming the "from") and dropped, as GET /estimates would refuse it (422).
 */
function orderedRange<Value extends number | string>(
  from: Bound<Value>,
  to: Bound<Value>,
  backwards: (from: Value) => string,
): Range<Value> {
  if (from.value !== undefined && to.value !== undefined && to.value < from.value)
    return { from, to: { problem: backwards(from.value) } };
  return { from, to };
}

const NOT_DOLLARS = 'must be an amount in dollars, like 500 or 1,250.50';

/** "$2,000" -> 200000 cents; blank (or a lone "$" on the way to an amount) is no bound, not a problem. */
function readDollars(text: string): Bound<number> {
  if (text.trim().replace(/^\$/, '').trim() === '') return {};
  const parsed = parseDollars(text);
  // parseDollars speaks of cents (more than two decimals); a clerk filtering a list reads dollars only.
  if ('problem' in parsed) return { problem: NOT_DOLLARS };
  if (parsed.cents > MAX_AMOUNT_CENTS) return { problem: `must be at most ${formatCents(MAX_AMOUNT_CENTS)}` };
  return { value: parsed.cents };
}

/**
 * The dollars a clerk typed for "Total from" and "Total to", as the whole cents GET /estimates
 * takes. A bound with a problem filters nothing; a "to" below "from" is said at "to" and dropped.
 */
export const totalRange = (fromText: string, toText: string): Range<number> =>
  orderedRange(
    readDollars(fromText),
    readDollars(toText),
    (from) => `must be at least the Total from, ${formatCents(from)}`,
  );

/** A date field holds a whole day (an empty or half-typed one filters nothing and says nothing). */
const readDay = (text: string): Bound<string> => (daySchema.safeParse(text).success ? { value: text } : {});

/**
 * "Made from" and "Made to" as the days GET /estimates takes (`createdFrom`, `createdTo`); a "to"
 * before "from" is said at "to" and dropped. YYYY-MM-DD days sort as text.
 */
export const madeRange = (fromText: string, toText: string): Range<string> =>
  orderedRange(readDay(fromText), readDay(toText), (from) => `must not be before the Made from, ${formatDay(from)}`);
