import { describe, expect, it } from 'vitest';
import {
  describeOverbooking,
  overbookedNote,
  overbookingOf,
  overbookingTitle,
  type Overbooking,
} from '../../../src/app/board/api/overbooking';

/* A drop of work the crew is not set up for asks first (issue 44), in the overbooking question's words. */

const labels = { verb: 'Place', workLabel: 'JOB-7', dayLabel: 'Birch crew, Tue, Nov 24', pastDay: false };
const load = { bookedMinutes: 120, dayLengthMinutes: 480 };

const asked = (found: ReturnType<typeof overbookingOf>): Overbooking => ({
  ...found!,
  split: null,
  splitLeavesMinutes: 0,
  noSplit: null,
});

describe('placing work a crew does not take', () => {
  it('asks even when the day has room, saying what the crew does not take', () => {
    expect(overbookingOf(load, 60, { ...labels, notTaken: null })).toBeNull();
    const question = asked(overbookingOf(load, 60, { ...labels, notTaken: 'Birch crew does not take removal.' }));
    expect(overbookingTitle(question)).toBe('Place work the crew does not take?');
    expect(describeOverbooking(question)).toBe('Birch crew does not take removal.');
    expect(overbookedNote(question)).toBe('Birch crew does not take removal.');
  });

  it('says both when the day would also run over', () => {
    const question = asked(overbookingOf(load, 420, { ...labels, notTaken: 'Birch crew does not take removal.' }));
    expect(overbookingTitle(question)).toBe('Overbook Birch crew, Tue, Nov 24?');
    expect(describeOverbooking(question)).toBe(
      'Birch crew does not take removal. JOB-7 would book Birch crew, Tue, Nov 24 for 9 h of its 8 h: 1 h over.',
    );
  });
});
