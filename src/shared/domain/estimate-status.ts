import type { EstimateLine, EstimateLineStatus, EstimateStatus } from '../contract/estimates';

/** What the estimates table stores; `scheduled` and `completed` are read from other facts. */
export const storedEstimateStatuses = ['draft', 'sent', 'accepted', 'declined', 'canceled'] as const;
export type StoredEstimateStatus = (typeof storedEstimateStatuses)[number];

export interface EstimateFacts {
  stored: StoredEstimateStatus;
  /** Every line done (isComplete). */
  complete: boolean;
  /** At least one placement exists: accepted work then reads `scheduled`. */
  placed: boolean;
}

/** Complete (docs/decisions/): every line done. Only complete work may be invoiced. */
export function isComplete(lineStatuses: readonly EstimateLineStatus[]): boolean {
  return lineStatuses.length > 0 && lineStatuses.every((status) => status === 'done');
}

/**
 * When complete work was finished: the last line's done mark. Null while a line is pending, or when
 * a line was done before marks were recorded (its `doneAt` null): the day is then not known.
 */
export function completedAt(lines: readonly Pick<EstimateLine, 'status' | 'doneAt'>[]): string | null {
  if (!isComplete(lines.map((line) => line.status))) return null;
  let last: string | null = null;
  for (const { doneAt } of lines) {
    if (doneAt === null) return null;
    if (last === null || Date.parse(doneAt) > Date.parse(last)) last = doneAt;
  }
  return last;
}

/**
 * The status a client reads. A declined or canceled estimate stays so even if field data marked lines
 * done; completion wins over a placement.
 */
export function deriveEstimateStatus(facts: EstimateFacts): EstimateStatus {
  if (facts.stored === 'declined' || facts.stored === 'canceled') return facts.stored;
  if (facts.complete) return 'completed';
  if (facts.stored === 'accepted' && facts.placed) return 'scheduled';
  return facts.stored;
}

export type AcceptDecision =
  { outcome: 'accept' } | { outcome: 'already_accepted' } | { outcome: 'refused'; problem: string };

const refusals: Record<Exclude<EstimateStatus, 'draft' | 'sent' | 'accepted' | 'scheduled'>, string> = {
  declined: 'the estimate was declined; a declined estimate cannot be accepted',
  canceled: 'the estimate was canceled; a canceled estimate cannot be accepted',
  completed: 'the work is already completed; a completed estimate cannot be accepted',
};

/**
 * api.md 3: draft or sent -> accepted; accepted again -> unchanged (200), and placed work is
 * accepted work (it only reads `scheduled`), so a repeat accept of it is the same safe 200.
 * Anything else is refused (422).
 */
export function decideAccept(status: EstimateStatus): AcceptDecision {
  if (status === 'draft' || status === 'sent') return { outcome: 'accept' };
  if (status === 'accepted' || status === 'scheduled') return { outcome: 'already_accepted' };
  return { outcome: 'refused', problem: refusals[status] };
}

/**
 * Only a draft's lines change (docs/decisions/): once sent, the customer has read them, and accepted
 * work is what the board plans. The problem names the state, or null when the draft may change.
 */
export function lineChangeProblem(status: EstimateStatus): string | null {
  return status === 'draft' ? null : `the estimate is ${status}; only a draft's lines can be changed`;
}

/**
 * Extension: a draft's prices change freely. Once sent, the customer has read each quoted price, so
 * only a line nobody priced (no rate on file, "Unpriced") may be given its price, at any stage up to
 * billing: completed work with such a line cannot be invoiced until it has one. A declined or
 * canceled estimate is never priced.
 */
export function linePriceProblem(status: EstimateStatus, unitPriceCents: number | null): string | null {
  if (status === 'draft') return null;
  if (status === 'declined' || status === 'canceled') return `the estimate is ${status}; its lines are not priced`;
  return unitPriceCents === null
    ? null
    : `the estimate is ${status} and the customer was quoted this line's price; only an unpriced line can be priced now`;
}

export type CancelDecision =
  { outcome: 'cancel' } | { outcome: 'already_canceled' } | { outcome: 'refused'; problem: string };

/**
 * Extension: a draft or sent estimate nobody will accept (a stray copy, a quote the customer let
 * lapse) is canceled; it keeps its number and stays on file. Canceled again answers it unchanged.
 * Accepted work is the board's and completed work the invoice's: they are refused (422).
 */
export function decideCancel(status: EstimateStatus): CancelDecision {
  if (status === 'draft' || status === 'sent') return { outcome: 'cancel' };
  if (status === 'canceled') return { outcome: 'already_canceled' };
  return {
    outcome: 'refused',
    problem: `the estimate is ${status}; only a draft or sent estimate can be canceled`,
  };
}

/**
 * Extension (docs/decisions/crews.md "Marking work done"): a line's work is marked done or pending on
 * accepted work only (a draft or sent estimate has no work yet, a declined or canceled one none to
 * do), and once billed (`billedAs`: the live invoice's words) a line stays done until its invoice is
 * voided: the invoice says the work was done. The problem, or null when the mark may be made.
 */
export function lineStatusProblem(
  status: EstimateStatus,
  billedAs: string | null,
  to: EstimateLineStatus,
): string | null {
  if (status === 'draft' || status === 'sent')
    return `the estimate is ${status}; work is marked done only once the estimate is accepted`;
  if (status === 'declined' || status === 'canceled') return `the estimate is ${status}; it has no work to mark`;
  if (to === 'pending' && billedAs !== null)
    return `the work is billed (${billedAs}); a billed line stays done unless its invoice is voided`;
  return null;
}

/**
 * Extension (docs/decisions/estimates-and-invoices.md "Sending"): an estimate goes to its customer,
 * by e-mail or by hand, once every line is priced (api.md: "non-zero means the estimate cannot be sent
 * as-is"), and again as often as asked (a lost e-mail, a copy for the records). A canceled estimate
 * is withdrawn and a declined one answered: neither is sent. The problem, or null when it may go.
 */
export function sendProblem(status: EstimateStatus, unpricedCount: number): string | null {
  if (status === 'canceled') return 'the estimate was canceled; a canceled estimate is not sent';
  if (status === 'declined') return 'the customer declined the estimate; a declined estimate is not sent';
  if (unpricedCount > 0)
    return `${unpricedCount === 1 ? '1 line has' : `${unpricedCount} lines have`} no price; price every line before sending`;
  return null;
}

export type DeclineDecision =
  { outcome: 'decline' } | { outcome: 'already_declined' } | { outcome: 'refused'; problem: string };

/**
 * Extension: the customer said no to a draft or sent estimate (told in person, or on the estimate's
 * page). Declined again answers it unchanged; accepted, placed, completed or canceled work is refused.
 */
export function decideDecline(status: EstimateStatus): DeclineDecision {
  if (status === 'draft' || status === 'sent') return { outcome: 'decline' };
  if (status === 'declined') return { outcome: 'already_declined' };
  return { outcome: 'refused', problem: `the estimate is ${status}; only a draft or sent estimate can be declined` };
}
