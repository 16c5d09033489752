import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { invoiceStates } from '../../../src/shared/contract/invoices';
import { projectInvoice, type InvoiceFigures } from '../../../src/shared/domain/invoice-status';

const posted = (paidCents: number, dueDate = '2026-03-10'): InvoiceFigures => ({
  state: 'posted',
  totalCents: 10_000,
  paidCents,
  dueDate,
});

describe('projectInvoice', () => {
  it.each([
    ['unpaid before the due date', posted(0), '2026-03-09', 'open', 10_000],
    ['unpaid on the due date', posted(0), '2026-03-10', 'open', 10_000],
    ['unpaid past the due date', posted(0), '2026-03-11', 'overdue', 10_000],
    ['part paid before the due date', posted(2_500), '2026-03-09', 'partial', 7_500],
    ['part paid past the due date (payment wins over lateness)', posted(2_500), '2026-04-30', 'partial', 7_500],
    ['paid in full', posted(10_000), '2026-04-30', 'paid', 0],
    ['a draft', { ...posted(0), state: 'draft' as const }, '2026-04-30', 'draft', 0],
    ['a voided invoice', { ...posted(0), state: 'voided' as const }, '2026-04-30', 'voided', 0],
  ])('%s', (_label, invoice, today, financialStatus, balanceCents) => {
    expect(projectInvoice(invoice, today)).toEqual({ financialStatus, paidCents: invoice.paidCents, balanceCents });
  });

  it('reads a posted invoice of zero as paid', () => {
    expect(
      projectInvoice({ state: 'posted', totalCents: 0, paidCents: 0, dueDate: '2026-01-01' }, '2026-03-01')
        .financialStatus,
    ).toBe('paid');
  });

  it('keeps paid + balance = total for every posted invoice, and owes nothing otherwise', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...invoiceStates),
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 0, max: 100 }),
        fc.constantFrom('2026-03-01', '2026-03-10', '2026-03-20'),
        (state, totalCents, paidPercent, today) => {
          const paidCents = Math.floor((totalCents * paidPercent) / 100);
          const projection = projectInvoice({ state, totalCents, paidCents, dueDate: '2026-03-10' }, today);
          if (state === 'posted') expect(projection.paidCents + projection.balanceCents).toBe(totalCents);
          else expect(projection).toEqual({ financialStatus: state, paidCents, balanceCents: 0 });
        },
      ),
    );
  });
});
