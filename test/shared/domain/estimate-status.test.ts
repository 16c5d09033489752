import { describe, expect, it } from 'vitest';
import { estimateStatuses, type EstimateLineStatus, type EstimateStatus } from '../../../src/shared/contract/estimates';
import {
  decideAccept,
  deriveEstimateStatus,
  isComplete,
  storedEstimateStatuses,
} from '../../../src/shared/domain/estimate-status';

const allDone: EstimateLineStatus[] = ['done', 'done'];
const someDone: EstimateLineStatus[] = ['done', 'pending'];

describe('isComplete', () => {
  it('needs at least one line, every one done', () => {
    expect(isComplete(allDone)).toBe(true);
    expect(isComplete(someDone)).toBe(false);
    expect(isComplete([])).toBe(false);
  });
});

describe('deriveEstimateStatus', () => {
  it.each(storedEstimateStatuses)('reads a %s estimate with work pending as stored', (stored) => {
    expect(deriveEstimateStatus({ stored, complete: isComplete(someDone), placed: false })).toBe(stored);
  });

  it.each([
    ['draft', 'completed'],
    ['sent', 'completed'],
    ['accepted', 'completed'],
    ['declined', 'declined'],
    ['canceled', 'canceled'],
  ] as const)('reads a %s estimate whose lines are all done as %s', (stored, expected) => {
    expect(deriveEstimateStatus({ stored, complete: isComplete(allDone), placed: false })).toBe(expected);
    expect(deriveEstimateStatus({ stored, complete: isComplete(allDone), placed: true })).toBe(expected);
  });

  it.each([
    ['accepted', 'scheduled'],
    ['draft', 'draft'],
    ['sent', 'sent'],
    ['declined', 'declined'],
    ['canceled', 'canceled'],
  ] as const)('reads a placed %s estimate with work pending as %s', (stored, expected) => {
    expect(deriveEstimateStatus({ stored, complete: isComplete(someDone), placed: true })).toBe(expected);
  });
});

describe('decideAccept (api.md 3)', () => {
  const expected: Record<EstimateStatus, ReturnType<typeof decideAccept>['outcome']> = {
    draft: 'accept',
    sent: 'accept',
    accepted: 'already_accepted',
    declined: 'refused',
    canceled: 'refused',
    scheduled: 'already_accepted',
    completed: 'refused',
  };

  it.each(estimateStatuses)('from %s', (status) => {
    const decision = decideAccept(status);
    expect(decision.outcome).toBe(expected[status]);
    if (decision.outcome === 'refused') expect(decision.problem).toContain(status);
  });
});
