import { describe, expect, it } from 'vitest';
import { estimateStatuses } from '../../../src/shared/contract/estimates';
import { decidePlacement, type PlacementFacts } from '../../../src/shared/domain/placement-decision';

const waiting: PlacementFacts = {
  status: 'accepted',
  alreadyPlaced: false,
  crewArchived: false,
  estimatedHours: 8,
  placedHours: 0,
  requestedHours: undefined,
};

describe('decidePlacement', () => {
  it('places accepted or already scheduled work with everything still unplaced', () => {
    expect(decidePlacement(waiting)).toEqual({ outcome: 'placed', plannedHours: 8 });
    expect(decidePlacement({ ...waiting, status: 'scheduled', placedHours: 5 })).toEqual({
      outcome: 'placed',
      plannedHours: 3,
    });
  });

  it('places the hours asked for', () => {
    expect(decidePlacement({ ...waiting, requestedHours: 2.5 })).toEqual({ outcome: 'placed', plannedHours: 2.5 });
  });

  it('fails an unknown estimate first', () => {
    expect(decidePlacement({ ...waiting, status: null, crewArchived: true })).toEqual({
      outcome: 'failed',
      error: 'not_found',
    });
  });

  it('skips work already placed by the batch or already on the crew-day', () => {
    expect(decidePlacement({ ...waiting, alreadyPlaced: true, crewArchived: true })).toEqual({ outcome: 'skipped' });
  });

  it.each(estimateStatuses.filter((status) => !['accepted', 'scheduled', 'completed'].includes(status)))(
    'refuses %s work as not accepted',
    (status) => {
      expect(decidePlacement({ ...waiting, status })).toEqual({ outcome: 'failed', error: 'not_accepted' });
    },
  );

  it('refuses completed work unless it places a program round', () => {
    expect(decidePlacement({ ...waiting, status: 'completed' })).toEqual({ outcome: 'failed', error: 'completed' });
    expect(decidePlacement({ ...waiting, status: 'completed', programLine: { estimatedHours: 1.5 } })).toEqual({
      outcome: 'placed',
      plannedHours: 1.5,
    });
  });

  it('refuses a line that is not a program line of the estimate', () => {
    expect(decidePlacement({ ...waiting, programLine: null })).toEqual({
      outcome: 'failed',
      error: 'not_a_program_line',
    });
  });

  it('refuses an archived crew', () => {
    expect(decidePlacement({ ...waiting, crewArchived: true })).toEqual({ outcome: 'failed', error: 'crew_archived' });
  });

  it('refuses estimated work with nothing left when no hours are asked for', () => {
    expect(decidePlacement({ ...waiting, placedHours: 8 })).toEqual({ outcome: 'failed', error: 'fully_placed' });
    expect(decidePlacement({ ...waiting, placedHours: 8, requestedHours: 2 })).toEqual({
      outcome: 'placed',
      plannedHours: 2,
    });
  });

  it('books null hours for unestimated work, which is never fully placed', () => {
    expect(decidePlacement({ ...waiting, estimatedHours: null, placedHours: 0 })).toEqual({
      outcome: 'placed',
      plannedHours: null,
    });
  });
});
