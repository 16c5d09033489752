import type { ClientRect, Collision, DroppableContainer } from '@dnd-kit/core';
import { describe, expect, it } from 'vitest';
import { boardCollisions } from '../../../src/app/board/use-board-dnd';

/** A 100 x 60 crew-day at (left, top). */
const rect = (left: number, top: number): ClientRect => ({
  left,
  top,
  width: 100,
  height: 60,
  right: left + 100,
  bottom: top + 60,
});

/** dnd-kit hands collision detection the enabled drop targets only: an archived crew's days are not among them. */
function collide(pointer: { x: number; y: number } | null, dragged: ClientRect): string[] {
  const open = new Map<string, ClientRect>([
    ['spruce-mon', rect(0, 0)],
    ['unassigned-mon', rect(0, 120)],
  ]);
  const containers = [...open.keys()].map((id) => ({ id, rect: { current: open.get(id) } }) as DroppableContainer);
  const found: Collision[] = boardCollisions({
    active: { id: 'queue:JOB-1' } as never,
    collisionRect: dragged,
    droppableRects: open,
    droppableContainers: containers,
    pointerCoordinates: pointer,
  });
  return found.map((collision) => String(collision.id));
}

describe('where a board drop lands', () => {
  it('is the day under the pointer', () => {
    expect(collide({ x: 50, y: 30 }, rect(-40, -10))).toEqual(['spruce-mon']);
  });

  it("is nowhere when the pointer is over an archived crew's closed day, however the dragged row overlaps open days", () => {
    // The archived crew's Monday lies at (0, 60), between Spruce and the unassigned row: the dragged
    // row, taller than a day, reaches into both.
    expect(collide({ x: 50, y: 90 }, { ...rect(-40, 40), height: 100, bottom: 140 })).toEqual([]);
  });

  it('is the most overlapped day for a keyboard drag, which has no pointer', () => {
    expect(collide(null, rect(0, 100))).toEqual(['unassigned-mon']);
  });
});
