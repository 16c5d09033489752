import type { ScheduledWork, UnscheduledRow } from '../../shared/contract/schedule';
import type { CellTarget } from '../../shared/domain/board-placements';

/** What a draggable carries and what it is dropped on (dnd-kit `data`). */
export type DragData = { kind: 'queue'; row: UnscheduledRow } | { kind: 'card'; work: ScheduledWork; index: number; cell: CellTarget };
export type DropData = { kind: 'cell'; cell: CellTarget; label: string } | DragData;

export const isDragData = (data: unknown): data is DragData =>
  typeof data === 'object' && data !== null && 'kind' in data && (data.kind === 'queue' || data.kind === 'card');
export const isDropData = (data: unknown): data is DropData => isDragData(data) || (typeof data === 'object' && data !== null && 'kind' in data && data.kind === 'cell');

/** The crew-day a drop lands on: the cell itself, or the cell of the card it was dropped on. */
export function dropCell(drop: DropData): CellTarget | null {
  if (drop.kind === 'cell' || drop.kind === 'card') return drop.cell;
  return null;
}
