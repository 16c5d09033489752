import { describe, expect, it } from 'vitest';
import { describeDrop } from '../../../src/app/board/use-board-dnd';
import type { DragData } from '../../../src/app/dispatch/drag-data';
import type { ScheduledWork } from '../../../src/shared/contract/scheduled-work';
import type { UnscheduledRow } from '../../../src/shared/contract/unscheduled';

const alder = { id: '00000000-0000-4000-8000-00000000a1de', name: 'Alder crew', color: '#2e7d32', isArchived: false };

/** Stop `index` of Alder crew's `day`; only the fields the words read matter. */
const card = (scheduleId: string, index: number, day = '2026-12-08'): DragData => ({
  kind: 'card',
  index,
  cell: { crewId: alder.id, day, crew: alder },
  work: { scheduleId, estimateNumber: `JOB-${index + 1}`, scheduledDate: day, crew: alder } as ScheduledWork,
});
const queued: DragData = { kind: 'queue', row: { estimateNumber: 'JOB-9' } as UnscheduledRow };

describe('what a drop announces', () => {
  it('names the stop a card takes when it is reordered within its own day', () => {
    expect(describeDrop(card('b', 1), card('a', 0))).toBe('stop 2 of Tue, Dec 8');
  });

  it('names the crew-day, not the stop under the pointer, for work that joins the day at its end', () => {
    expect(describeDrop(card('a', 0), queued)).toBe('Alder crew, Tue, Dec 8');
    expect(describeDrop(card('a', 0), card('c', 0, '2026-12-09'))).toBe('Alder crew, Tue, Dec 8');
  });
});
