import type { ScheduledWork } from '../../shared/contract/scheduled-work';
import type { UnscheduledRow } from '../../shared/contract/unscheduled';
import type { CrewDayTarget } from '../../shared/domain/board-placements';

/** What a draggable carries and what it is dropped on (dnd-kit `data`); `day` is a whole crew-day by its grip. */
export type DragData =
  | { kind: 'queue'; row: UnscheduledRow }
  | { kind: 'card'; work: ScheduledWork; index: number; cell: CrewDayTarget }
  | { kind: 'day'; cell: CrewDayTarget; label: string };
/** `closed`: an archived crew's day, which takes no new work: a drop there is refused in words, nothing sent. */
export type DropData = { kind: 'cell'; cell: CrewDayTarget; label: string; closed: boolean } | DragData;

const dragKinds: readonly unknown[] = ['queue', 'card', 'day'] satisfies DragData['kind'][];

export const isDragData = (data: unknown): data is DragData =>
  typeof data === 'object' && data !== null && 'kind' in data && dragKinds.includes(data.kind);
export const isDropData = (data: unknown): data is DropData =>
  isDragData(data) || (typeof data === 'object' && data !== null && 'kind' in data && data.kind === 'cell');

/** The crew-day a drop lands on: the cell itself, or the cell of the card it was dropped on. */
export function dropCell(drop: DropData): CrewDayTarget | null {
  if (drop.kind === 'cell' || drop.kind === 'card') return drop.cell;
  return null;
}

/** Why nothing lands on an archived crew's day, said on the drop. */
export const closedDayWords = (label: string) =>
  `${label}: the crew is archived and takes no new work. Nothing changed.`;

/** The draggable id of a crew-day's grip (in the board's one flat id space, beside cell: and card:). */
export const dayHandleId = (crewId: string | null, date: string) => `day:${crewId ?? 'unassigned'}:${date}`;

/** A day goes to another crew on its own date (POST /schedule/reassign): why a drop elsewhere changes nothing, else null. */
export function dayDropRefusal(from: CrewDayTarget, to: CrewDayTarget): string | null {
  if (to.day !== from.day)
    return `A day goes to another crew on the same date, not from ${from.day} to ${to.day}. Nothing changed.`;
  if (to.crewId === from.crewId) return 'Dropped back on its own day; nothing changed.';
  return null;
}
