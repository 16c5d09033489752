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

/**
 * Spruce's Monday, an archived crew's Monday under it (a drop target too, so that a drop there is
 * refused in words) and the no-crew Monday, with a 20 px gap above the last.
 */
function collide(pointer: { x: number; y: number } | null, dragged: ClientRect): string[] {
  const open = new Map<string, ClientRect>([
    ['spruce-mon', rect(0, 0)],
    ['archived-mon', rect(0, 60)],
    ['unassigned-mon', rect(0, 140)],
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

  it("is the archived crew's closed day under the pointer (to be refused), however the dragged row overlaps open days", () => {
    // The dragged row, taller than a day, reaches into Spruce's day and the no-crew one.
    expect(collide({ x: 50, y: 90 }, { ...rect(-40, 40), height: 160, bottom: 200 })).toEqual(['archived-mon']);
  });

  it('is nowhere when the pointer is in a gap between days', () => {
    expect(collide({ x: 50, y: 130 }, { ...rect(-40, 90), height: 100, bottom: 190 })).toEqual([]);
  });

  it('is the most overlapped day for a keyboard drag, which has no pointer', () => {
    expect(collide(null, rect(0, 125))).toEqual(['unassigned-mon']);
  });
});
