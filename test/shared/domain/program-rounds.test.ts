import { describe, expect, it } from 'vitest';
import { nextRound, openDueRound, roundDueOn } from '../../../src/shared/domain/program-rounds';

const line = {
  lineItemId: 'phc',
  renewalIntervalMonths: 6,
  anchorDay: '2025-09-15',
  coveredRounds: 0,
  estimatedHours: 1.5,
};

describe('program rounds', () => {
  it('dues round k k intervals after the anchor, clamping month ends', () => {
    expect(roundDueOn('2025-09-15', 6, 1)).toBe('2026-03-15');
    expect(roundDueOn('2025-08-31', 6, 1)).toBe('2026-02-28');
    expect(roundDueOn('2025-09-15', 12, 2)).toBe('2027-09-15');
  });

  it('opens the window 30 days before the due day and is overdue after it', () => {
    expect(openDueRound([line], '2026-02-12')).toBeNull();
    expect(openDueRound([line], '2026-02-13')).toEqual({
      lineItemId: 'phc',
      round: 1,
      dueOn: '2026-03-15',
      windowOpensOn: '2026-02-13',
      overdue: false,
      // Placing the round books its line's hours, not the whole estimate's.
      hours: 1.5,
    });
    expect(openDueRound([line], '2026-03-16')?.overdue).toBe(true);
  });

  it('moves on to the next round once one is covered', () => {
    expect(nextRound({ ...line, coveredRounds: 1 }, '2026-03-16')).toMatchObject({
      round: 2,
      dueOn: '2026-09-15',
      overdue: false,
    });
  });

  it('picks the earliest due of several open programs', () => {
    const yearly = { ...line, lineItemId: 'soil', renewalIntervalMonths: 12, anchorDay: '2025-03-01' };
    expect(openDueRound([line, yearly], '2026-03-01')?.lineItemId).toBe('soil');
  });
});
