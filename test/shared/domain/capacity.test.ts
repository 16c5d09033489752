import { describe, expect, it } from 'vitest';
import { bookedMinutes, dayLengthMinutes, loadAfter, remainingMinutes } from '../../../src/shared/domain/capacity';

describe('crew-day capacity', () => {
  it('uses 7:00 to 15:00 when the crew sets no hours', () => {
    expect(dayLengthMinutes({ dayStartMinutes: null, dayEndMinutes: null })).toBe(480);
    expect(dayLengthMinutes({ dayStartMinutes: 360, dayEndMinutes: null })).toBe(540);
  });

  it('books placeholder hours for work nobody estimated, never zero', () => {
    expect(bookedMinutes([{ plannedHours: 3 }, { plannedHours: null }], 2)).toBe(300);
  });

  it('goes negative when the day runs over', () => {
    const crew = { dayStartMinutes: 420, dayEndMinutes: 900 };
    expect(remainingMinutes(crew, bookedMinutes([{ plannedHours: 6 }, { plannedHours: 3.5 }], 2))).toBe(-90);
  });

  it('says how far past its length a day goes once more work is on it', () => {
    const day = { bookedMinutes: 300, dayLengthMinutes: 510 };
    expect(loadAfter(day, 210)).toEqual({ bookedMinutes: 510, dayLengthMinutes: 510, overMinutes: 0 });
    expect(loadAfter(day, 390)).toEqual({ bookedMinutes: 690, dayLengthMinutes: 510, overMinutes: 180 });
  });
});
