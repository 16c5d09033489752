import { describe, expect, it } from 'vitest';
import { invoiceStates } from '../../../src/shared/contract/invoices';
import {
  decidePost,
  decideVoid,
  paymentProblem,
  planInvoice,
  type BillableEstimate,
} from '../../../src/shared/domain/invoice-rules';

const completed: BillableEstimate = {
  status: 'completed',
  customerId: 'c0ffee00-0000-4000-8000-000000000000',
  lines: [
    {
      id: 'l1',
      lineNumber: 1,
      catalogItemId: 'i1',
      description: 'Crown thinning',
      quantity: 2,
      unitPriceCents: 15_000,
    },
    { id: 'l2', lineNumber: 2, catalogItemId: null, description: null, quantity: 1.5, unitPriceCents: 1_001 },
  ],
};

describe('planInvoice', () => {
  it('bills every line of completed work, dated today and due net 30 by default', () => {
    const planned = planInvoice(completed, {}, '2026-03-02');
    expect(planned).toEqual({
      plan: {
        customerId: completed.customerId,
        transactionDate: '2026-03-02',
        dueDate: '2026-04-01',
        subtotalCents: 31_502,
        lines: [
          {
            estimateLineId: 'l1',
            lineNumber: 1,
            catalogItemId: 'i1',
            description: 'Crown thinning',
            quantity: 2,
            unitPriceCents: 15_000,
            amountCents: 30_000,
          },
          {
            estimateLineId: 'l2',
            lineNumber: 2,
            catalogItemId: null,
            description: null,
            quantity: 1.5,
            unitPriceCents: 1_001,
            amountCents: 1_502,
          },
        ],
      },
    });
  });

  it('takes the dates asked for; the due date defaults from the invoice date', () => {
    expect(planInvoice(completed, { transactionDate: '2026-02-20' }, '2026-03-02')).toMatchObject({
      plan: { transactionDate: '2026-02-20', dueDate: '2026-03-22' },
    });
    expect(planInvoice(completed, { dueDate: '2026-03-02' }, '2026-03-02')).toMatchObject({
      plan: { dueDate: '2026-03-02' },
    });
  });

  it('names every reason the estimate cannot be billed', () => {
    const planned = planInvoice(
      { status: 'accepted', customerId: null, lines: [{ ...completed.lines[0]!, unitPriceCents: null }] },
      { transactionDate: '2026-03-05', dueDate: '2026-03-04' },
      '2026-03-02',
    );
    expect('problems' in planned && planned.problems.map((problem) => problem.field)).toEqual([
      'estimateId',
      'estimateId',
      'estimateId',
      'dueDate',
    ]);
    expect(JSON.stringify(planned)).toMatch(
      /accepted, not completed.*no customer.*1 unpriced line.*before transactionDate/,
    );
  });
});

describe('invoice moves', () => {
  it.each(invoiceStates)('post from %s', (state) => {
    expect(decidePost(state).outcome).toBe({ draft: 'post', posted: 'unchanged', voided: 'refused' }[state]);
  });

  it.each(invoiceStates)('void from %s without payments', (state) => {
    expect(decideVoid(state, 0).outcome).toBe({ draft: 'void', posted: 'void', voided: 'unchanged' }[state]);
  });

  it('refuses to void an invoice that received money', () => {
    expect(decideVoid('posted', 1)).toMatchObject({ outcome: 'refused', problem: { field: 'state' } });
  });

  it('takes payments only on posted invoices, up to the balance', () => {
    expect(paymentProblem('posted', 5_000, 5_000)).toBeNull();
    expect(paymentProblem('posted', 5_000, 5_001)).toMatchObject({ field: 'amountCents' });
    expect(paymentProblem('draft', 5_000, 1)).toMatchObject({
      field: 'state',
      problem: expect.stringContaining('draft'),
    });
    expect(paymentProblem('voided', 0, 1)).toMatchObject({
      field: 'state',
      problem: expect.stringContaining('voided'),
    });
  });
});
