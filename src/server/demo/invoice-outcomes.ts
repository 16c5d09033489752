import type { Day } from '../../shared/contract/common';
import type { Random } from './prng';

/** How an invoice's story ends by today. */
export type InvoiceOutcome = 'draft' | 'open' | 'partial' | 'paid' | 'overdue';

type Shares = readonly (readonly [InvoiceOutcome, number])[];

/** Invoices past their due date: most were paid, some part-paid, a quarter still owed. */
const pastDueShares: Shares = [
  ['overdue', 0.25],
  ['partial', 0.1],
];
/** Invoices not yet due: the newest still drafts, some already (part-)paid, most open. */
const notDueShares: Shares = [
  ['draft', 0.2],
  ['partial', 0.15],
  ['paid', 0.25],
];

/** Exact shares (at least one each while there is room) in a shuffled order; the rest take `rest`. */
function shuffledPlan(random: Random, count: number, shares: Shares, rest: InvoiceOutcome): InvoiceOutcome[] {
  const plan = shares.flatMap(([outcome, share]) =>
    Array<InvoiceOutcome>(Math.max(1, Math.round(count * share))).fill(outcome),
  );
  while (plan.length < count) plan.push(rest);
  plan.length = count;
  for (let i = plan.length - 1; i > 0; i -= 1) {
    const j = random.int(0, i);
    [plan[i], plan[j]] = [plan[j] as InvoiceOutcome, plan[i] as InvoiceOutcome];
  }
  return plan;
}

/** An outcome for each invoice by whether its due date has passed, so every financial status shows. */
export function planOutcomes(random: Random, dueDates: readonly Day[], today: Day): InvoiceOutcome[] {
  const pastDue = dueDates.flatMap((due, index) => (due < today ? [index] : []));
  const notDue = dueDates.flatMap((due, index) => (due < today ? [] : [index]));
  const outcomes = Array<InvoiceOutcome>(dueDates.length).fill('open');
  shuffledPlan(random, pastDue.length, pastDueShares, 'paid').forEach(
    (outcome, k) => (outcomes[pastDue[k]!] = outcome),
  );
  shuffledPlan(random, notDue.length, notDueShares, 'open').forEach((outcome, k) => (outcomes[notDue[k]!] = outcome));
  return outcomes;
}
