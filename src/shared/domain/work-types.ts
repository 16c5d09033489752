/*
 * The kinds of tree work an estimate prices. Field recommendations ("crown raise", "stump grind")
 * and catalog workTypeHint values ("pruning", "phc") are both free text; both are read onto these.
 */

export const workTypes = ['pruning', 'removal', 'stump', 'plantHealth', 'cabling', 'hedge'] as const;
export type WorkType = (typeof workTypes)[number];

interface WorkTypeRule {
  /** Words in a recommendation or a note that ask for this work. */
  asksFor: RegExp;
  /** Catalog workTypeHint values (normalized) that price it. */
  hints: readonly string[];
}

const rules: Record<WorkType, WorkTypeRule> = {
  stump: { asksFor: /\bstumps?\b/i, hints: ['stump', 'stump grinding', 'stump removal'] },
  plantHealth: {
    asksFor: /\b(phc|plant health|soil|inject\w*|fertili[sz]\w*|spray\w*|borer|treat\w*)\b/i,
    hints: ['phc', 'plant health', 'plant health care'],
  },
  cabling: { asksFor: /\b(cabl\w*|brac\w*)\b/i, hints: ['cabling', 'cable', 'bracing', 'cabling and bracing'] },
  hedge: { asksFor: /\bhedges?\b/i, hints: ['hedge', 'hedge trimming'] },
  pruning: {
    asksFor: /\b(prun\w*|crown|dead\s?wood|thin(ning)?|raise|clearance|reduc\w*|structural)\b/i,
    hints: ['pruning', 'prune', 'trim', 'trimming'],
  },
  // "Remove deadwood" or "remove the ivy" is not a tree removal.
  removal: {
    asksFor: /\b(removal|take (it )?down|fell)\b|\bremove\b(?!\s+(the\s+)?(dead\s?wood|limbs?|branch\w*|ivy|stubs?))/i,
    hints: ['removal', 'remove', 'tree removal'],
  },
};

/** The order a recommendation is read in: the more specific work first ("stump removal" is stump work). */
const precedence: readonly WorkType[] = ['stump', 'plantHealth', 'cabling', 'hedge', 'pruning', 'removal'];

/** The work one recommendation asks for ("crown raise" -> pruning); null for "monitor" and the like. */
export function workTypeOf(recommendation: string): WorkType | null {
  return precedence.find((type) => rules[type].asksFor.test(recommendation)) ?? null;
}

/** Every kind of work a free text (a transcript) mentions. */
export function workTypesMentioned(text: string): WorkType[] {
  return precedence.filter((type) => rules[type].asksFor.test(text));
}

/** Lowercase words only: "Douglas-fir" and "douglas fir" read alike. */
export const normalizeText = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/** Whether a catalog item's workTypeHint names this work (a hint for matching, never a constraint). */
export function hintNames(hint: string | null, workType: WorkType): boolean {
  return hint !== null && rules[workType].hints.includes(normalizeText(hint));
}
