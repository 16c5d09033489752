import { formatCents } from './format';

/** What a typed dollar amount means: whole cents, or why it cannot be read as money. */
export type ParsedDollars = { cents: number } | { problem: string };

const DOLLARS = /^\d+(\.\d*)?$/;

/** "1,250.5" or "$1250.50" -> 125050 cents; more than two decimals is refused (money is whole cents). */
export function parseDollars(text: string): ParsedDollars {
  const plain = text.trim().replace(/^\$/, '').replace(/,/g, '');
  if (plain === '') return { problem: 'enter an amount' };
  if (!DOLLARS.test(plain)) return { problem: 'must be an amount in dollars, like 125.50' };
  const [, decimals = ''] = plain.split('.');
  if (decimals.length > 2) return { problem: 'must be whole cents (at most two decimals)' };
  return { cents: Math.round(Number(plain) * 100) };
}

/** 57500 -> "575.00", as an input's starting text. */
export function centsToDollarText(cents: number): string {
  return (cents / 100).toFixed(2);
}

/**
 * The server's problem with an amount it counts in cents, in the dollars the field is typed in:
 * "must be at most 10000000 cents" reads "must be at most $100,000.00".
 */
export function inDollars(problem: string | undefined): string | undefined {
  return problem?.replace(/\b(\d+) cents?\b/g, (_, cents: string) => formatCents(Number(cents)));
}
