import type { Day } from '../../shared/contract/common';
import { deriveEstimateStatus, isComplete } from '../../shared/domain/estimate-status';
import { planInvoice, type InvoicePlan } from '../../shared/domain/invoice-rules';
import { addDays, daysBetween, todayIn } from '../../shared/domain/working-days';
import type { invoiceLines, invoicePayments, invoices } from '../db/schema';
import type { PlacementRow } from './crew-day-board';
import type { EstimateRow } from './estimates.seed';
import type { LineRow } from './estimate-lines.seed';
import { planOutcomes, type InvoiceOutcome } from './invoice-outcomes';
import { addDays as addTime, notAfterNow, type SeedContext } from './seed-profile';
import { localMoment, type SeedWindow } from './seed-window';
import { lineStatuses } from './work-jobs';

export type InvoiceRow = typeof invoices.$inferInsert & {
  id: string;
  createdAt: Date;
  postedAt: Date | null;
  totalCents: number;
  dueDate: Day;
};
export type InvoiceLineRow = typeof invoiceLines.$inferInsert;
export type PaymentRow = typeof invoicePayments.$inferInsert & { invoiceId: string; amountCents: number };

/** What the service bills in (api.md: money is whole US cents). */
const CURRENCY_CODE = 'USD';
const VOID_REASON = 'Billed to the wrong address; reissued';

interface Billable {
  estimate: EstimateRow;
  plan: InvoicePlan;
  finishedOn: Day;
}

export interface InvoiceInputs {
  window: SeedWindow;
  estimates: readonly EstimateRow[];
  linesByEstimate: ReadonlyMap<string, LineRow[]>;
  placements: readonly PlacementRow[];
}

export interface SeededInvoices {
  invoices: InvoiceRow[];
  lines: InvoiceLineRow[];
  payments: PaymentRow[];
}

/** Complete work with a payer and every line priced, by the billing rules, and the day it was finished. */
function billableWork(inputs: InvoiceInputs): Billable[] {
  const { window } = inputs;
  const lastDay = new Map<string, Day>();
  for (const row of inputs.placements) {
    if ((lastDay.get(row.estimateId) ?? '') < row.scheduledDate) lastDay.set(row.estimateId, row.scheduledDate);
  }
  return inputs.estimates.flatMap((estimate) => {
    const lines = inputs.linesByEstimate.get(estimate.id) ?? [];
    const status = deriveEstimateStatus({
      stored: 'accepted',
      complete: isComplete(lineStatuses(lines)),
      placed: false,
    });
    if (estimate.status !== 'accepted' || status !== 'completed') return [];
    const finishedAt = new Date(Math.max(...lines.map((line) => (line.updatedAt ?? estimate.updatedAt).getTime())));
    const finishedOn = lastDay.get(estimate.id) ?? todayIn(window.timeZone, finishedAt);
    const billable = {
      status,
      customerId: estimate.customerId ?? null,
      lines: lines.map((line) => ({
        ...line,
        catalogItemId: line.catalogItemId ?? null,
        description: line.description ?? null,
        unitPriceCents: line.unitPriceCents ?? null,
      })),
    };
    const planned = planInvoice(billable, {}, window.today);
    return 'plan' in planned ? [{ estimate, plan: planned.plan, finishedOn }] : [];
  });
}

/** Money received: a paid invoice in one or two payments, a part-paid one in a single payment of whole dollars. */
function paymentsFor(
  context: SeedContext,
  invoice: InvoiceRow,
  outcome: InvoiceOutcome,
  today: Day,
): { amountCents: number; receivedOn: Day }[] {
  const { random } = context;
  const latest = Math.max(0, daysBetween(invoice.transactionDate, today));
  const receivedOn = () => addDays(invoice.transactionDate, random.int(Math.min(3, latest), Math.min(45, latest)));
  const total = invoice.totalCents;
  if (outcome === 'partial' && total > 100) {
    const part = Math.min(total - 100, Math.max(100, Math.round((total * random.real(0.25, 0.6, 2)) / 100) * 100));
    return [{ amountCents: part, receivedOn: receivedOn() }];
  }
  if (outcome !== 'paid' && outcome !== 'partial') return [];
  if (random.chance(0.8)) return [{ amountCents: total, receivedOn: receivedOn() }];
  const deposit = Math.round(total / 2);
  return [deposit, total - deposit]
    .map((amountCents) => ({ amountCents, receivedOn: receivedOn() }))
    .sort((a, b) => a.receivedOn.localeCompare(b.receivedOn));
}

/**
 * Invoices for a share of the billable complete work, as the office would have left them by today:
 * drafts for the newest, posted ones open, part-paid, paid or overdue, and one posted by mistake,
 * voided and reissued. Lines are the estimate's, copied as billing copies them. Numbers are
 * handed out afterwards, in posting order (`postedInOrder`).
 */
export function generateInvoices(context: SeedContext, inputs: InvoiceInputs): SeededInvoices {
  const { random, newId, orgId, profile } = context;
  const { window } = inputs;
  const billable = billableWork(inputs);
  const chosen = random.sample(billable, Math.round(billable.length * profile.invoicedShare));
  const dated = chosen.map((work) => {
    const transactionDate = [addDays(work.finishedOn, random.int(0, 2)), window.today].sort()[0]!;
    return { work, transactionDate, dueDate: addDays(transactionDate, random.chance(0.8) ? 30 : 15) };
  });
  const outcomes = planOutcomes(
    random,
    dated.map((item) => item.dueDate),
    window.today,
  );
  const voidedIndex = outcomes.findIndex(
    (outcome, index) => outcome === 'paid' && daysBetween(dated[index]!.transactionDate, window.today) > 5,
  );
  const seeded: SeededInvoices = { invoices: [], lines: [], payments: [] };

  const bill = (work: Billable, transactionDate: Day, dueDate: Day, outcome: InvoiceOutcome | 'voided') => {
    const createdAt = notAfterNow(context, localMoment(transactionDate, 15 * 60 + random.int(0, 120), window.timeZone));
    const postedAt = outcome === 'draft' ? null : notAfterNow(context, addTime(createdAt, random.real(0.01, 0.2, 4)));
    const voidedAt = outcome === 'voided' && postedAt ? notAfterNow(context, addTime(postedAt, 1)) : null;
    const invoice: InvoiceRow = {
      orgId,
      id: newId(),
      number: null,
      state: outcome === 'draft' ? 'draft' : outcome === 'voided' ? 'voided' : 'posted',
      customerId: work.plan.customerId,
      estimateId: work.estimate.id,
      currencyCode: CURRENCY_CODE,
      subtotalCents: work.plan.subtotalCents,
      discountCents: 0,
      taxCents: 0,
      totalCents: work.plan.subtotalCents,
      transactionDate,
      dueDate,
      postedAt,
      voidedAt,
      voidedReason: voidedAt ? VOID_REASON : null,
      firstSentAt: postedAt && random.chance(0.85) ? notAfterNow(context, addTime(postedAt, 0.004)) : null,
      createdAt,
      updatedAt: voidedAt ?? postedAt ?? createdAt,
    };
    seeded.invoices.push(invoice);
    for (const line of work.plan.lines)
      seeded.lines.push({ ...line, orgId, id: newId(), invoiceId: invoice.id, createdAt });
    if (outcome === 'voided') return;
    for (const payment of paymentsFor(context, invoice, outcome, window.today)) {
      const paidAt = notAfterNow(context, localMoment(payment.receivedOn, 10 * 60, window.timeZone));
      seeded.payments.push({ orgId, id: newId(), invoiceId: invoice.id, ...payment, createdAt: paidAt });
      if (paidAt > invoice.updatedAt!) invoice.updatedAt = paidAt;
    }
  };

  dated.forEach(({ work, transactionDate, dueDate }, index) => {
    if (index === voidedIndex) {
      bill(work, transactionDate, dueDate, 'voided');
      const reissuedOn = addDays(transactionDate, 1);
      bill(work, reissuedOn, addDays(reissuedOn, daysBetween(transactionDate, dueDate)), outcomes[index]!);
    } else {
      bill(work, transactionDate, dueDate, outcomes[index]!);
    }
  });
  // Creation order is list order (GET /invoices pages oldest first).
  seeded.invoices.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  return seeded;
}

/** Every invoice that was ever posted (a voided one keeps its number), in posting order. */
export function postedInOrder(invoices: readonly InvoiceRow[]): InvoiceRow[] {
  return invoices
    .filter((invoice) => invoice.postedAt !== null)
    .sort((a, b) => a.postedAt!.getTime() - b.postedAt!.getTime());
}
