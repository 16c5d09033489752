import type { FieldProblem } from '../../shared/contract/common';

const words = (segment: string) =>
  segment
    .replace(/Ids?$/, (ids) => (ids === 'Ids' ? 's' : ''))
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase();

const singular = (word: string) => word.replace(/s$/, '');

/**
 * A field's dotted path as words: "minAgeDays" is "min age days", "estimateId" is "estimate",
 * "lines.2.quantity" is "line 3 quantity" (a list's items counted from 1, as a person counts them).
 */
export function fieldWords(field: string): string {
  const parts: string[] = [];
  for (const segment of field.split('.').filter(Boolean)) {
    if (/^\d+$/.test(segment) && parts.length > 0) {
      parts.push(`${singular(parts.pop() ?? '')} ${Number(segment) + 1}`);
    } else {
      parts.push(words(segment));
    }
  }
  return parts.join(' ');
}

const sentence = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}${/[.!?]$/.test(text) ? '' : '.'}`;

/** A refusal's field problems as sentences a person reads: "Min age days must be at most 36500." */
export const problemSentences = (problems: readonly FieldProblem[]) =>
  problems.map(({ field, problem }) => sentence([fieldWords(field), problem].filter(Boolean).join(' '))).join(' ');
