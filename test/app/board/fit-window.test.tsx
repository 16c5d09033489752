import { describe, expect, it } from 'vitest';
import { boardColumns, fitWindowOf } from '../../../src/app/dispatch/board-days';

describe('the fit window of the board in view', () => {
  it('ranks the working days shown, from today on, and at least a work week of them', () => {
    // Wed 2026-03-11 is today: a week view from Monday ranks Wed to Fri, and Mon and Tue after it.
    expect(fitWindowOf(boardColumns('2026-03-09', 7), '2026-03-11')).toEqual({ from: '2026-03-11', days: 5 });
    // Thursday: the work week's last two days, then next week's first three.
    expect(fitWindowOf(boardColumns('2026-03-09', 5), '2026-03-12')).toEqual({ from: '2026-03-12', days: 5 });
    // Next week, two weeks wide: its ten working days.
    expect(fitWindowOf(boardColumns('2026-03-16', 14), '2026-03-11')).toEqual({ from: '2026-03-16', days: 10 });
    // Today a Saturday: the next working day shown.
    expect(fitWindowOf(boardColumns('2026-03-09', 14), '2026-03-14')).toEqual({ from: '2026-03-16', days: 5 });
  });

  it('leaves a past week to the server’s default window', () => {
    expect(fitWindowOf(boardColumns('2026-03-02', 5), '2026-03-11')).toBeUndefined();
  });
});
