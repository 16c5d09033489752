import { describe, expect, it } from 'vitest';
import { overbookedNote, type Overbooking } from '../../../src/app/board/api/overbooking';

const question = (pastDay: boolean, overMinutes: number): Overbooking => ({
  verb: 'Place',
  workLabel: 'JOB-7',
  dayLabel: 'Cedar Crew, Tue, Nov 24',
  pastDay,
  after: { bookedMinutes: 480 + overMinutes, dayLengthMinutes: 480, overMinutes },
  split: null,
  splitLeavesMinutes: 0,
  noSplit: null,
});

describe('what a toast adds once work was put on a day anyway', () => {
  it('names the day once when it is both past and booked over its length', () => {
    expect(overbookedNote(question(true, 120))).toBe(
      'Cedar Crew, Tue, Nov 24 is a past day, booked 2 h over its length.',
    );
  });

  it('says only what applies', () => {
    expect(overbookedNote(question(true, 0))).toBe('Cedar Crew, Tue, Nov 24 is a past day.');
    expect(overbookedNote(question(false, 45))).toBe('Cedar Crew, Tue, Nov 24 is booked 0.75 h over its length.');
  });
});
