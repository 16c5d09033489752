import { describe, expect, it } from 'vitest';
import { planBump } from '../../../src/shared/domain/bump-plan';

const none = () => new Set<string>();

describe('planBump', () => {
  it('moves every stop the given number of working days forward', () => {
    const plan = planBump('2026-03-06', 1, [{ scheduleId: 's1', estimateId: 'e1' }], none);
    expect(plan.toDate).toBe('2026-03-09');
    expect(plan.moves).toEqual([{ scheduleId: 's1', estimateId: 'e1', toDate: '2026-03-09', landedLater: false }]);
  });

  it('lands a multi-day job that already holds the target on its next free working day', () => {
    const held = (estimateId: string) => new Set(estimateId === 'multi' ? ['2026-03-09', '2026-03-10'] : []);
    const plan = planBump(
      '2026-03-06',
      1,
      [
        { scheduleId: 's1', estimateId: 'multi' },
        { scheduleId: 's2', estimateId: 'single' },
      ],
      held,
    );
    expect(plan.moves).toEqual([
      { scheduleId: 's1', estimateId: 'multi', toDate: '2026-03-11', landedLater: true },
      { scheduleId: 's2', estimateId: 'single', toDate: '2026-03-09', landedLater: false },
    ]);
  });
});
