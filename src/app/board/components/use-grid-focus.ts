import type { Virtualizer } from '@tanstack/react-virtual';
import { useState, type FocusEvent, type KeyboardEvent, type RefObject } from 'react';
import { cellId } from '../../dispatch/work-labels';
import type { BoardRowModel } from './board-row';

/** Frames to wait for a row scrolled to to be drawn before its cell takes the focus. */
const FOCUS_FRAMES = 10;

/** Where each key takes the focus from a cell: a row and a day, by index. */
const moves: Record<string, (at: { row: number; day: number }, lastDay: number) => { row: number; day: number }> = {
  ArrowLeft: ({ row, day }) => ({ row, day: day - 1 }),
  ArrowRight: ({ row, day }) => ({ row, day: day + 1 }),
  ArrowUp: ({ row, day }) => ({ row: row - 1, day }),
  ArrowDown: ({ row, day }) => ({ row: row + 1, day }),
  Home: ({ row }) => ({ row, day: 0 }),
  End: ({ row }, lastDay) => ({ row, day: lastDay }),
};

const clamp = (value: number, max: number) => Math.min(Math.max(value, 0), max);

/**
 * Roving focus in the board: one crew-day is the board's Tab stop (with its own controls), so Tab
 * walks past the board in a few presses instead of through every day. On a focused day the arrow
 * keys move to the next day or crew, Home and End to the row's first and last day, and Enter goes
 * into the day's controls (Shift+Tab comes back to the day). A keyboard drag keeps its own arrows:
 * they reach a grip, not a day, and are left alone here.
 */
export function useGridFocus(
  rows: readonly BoardRowModel[],
  days: readonly string[],
  today: string,
  scrollRef: RefObject<HTMLDivElement | null>,
  virtualizer: Virtualizer<HTMLDivElement, Element>,
) {
  const [focused, setFocused] = useState<string | null>(null);
  const idOf = (row: number, day: number) => {
    const model = rows[row];
    const date = days[day];
    return model && date ? cellId(model.crew?.id ?? null, date) : null;
  };
  // A day of the week in view, else the first crew's today (or the first day shown after it; the
  // first day of a week wholly past): the board always has one Tab stop, on the days being planned.
  const fromToday = days.findIndex((day) => day >= today);
  const firstOpen = fromToday < 0 ? 0 : fromToday;
  const tabStop = focused && days.some((day) => focused.endsWith(`:${day}`)) ? focused : idOf(0, firstOpen);

  const focusCell = (id: string, row: number, framesLeft = FOCUS_FRAMES) => {
    const cell = scrollRef.current?.querySelector<HTMLElement>(`td[data-cell="${id}"]`);
    if (cell) return cell.focus();
    if (framesLeft === FOCUS_FRAMES) virtualizer.scrollToIndex(row, { align: 'auto' });
    if (framesLeft > 0) requestAnimationFrame(() => focusCell(id, row, framesLeft - 1));
  };

  const onFocus = (event: FocusEvent<HTMLElement>) => {
    const cell = (event.target as Element).closest<HTMLElement>('td[data-cell]');
    if (cell?.dataset.cell) setFocused(cell.dataset.cell);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const cell = event.target;
    if (!(cell instanceof HTMLTableCellElement) || !cell.dataset.cell || event.altKey || event.metaKey) return;
    if (event.key === 'Enter') {
      event.preventDefault();
      cell.querySelector<HTMLElement>('[tabindex="0"], button')?.focus();
      return;
    }
    const move = moves[event.key];
    const row = Number(cell.closest<HTMLElement>('tr[data-index]')?.dataset.index);
    if (!move || !Number.isInteger(row)) return;
    event.preventDefault();
    // The first column is the crew's name.
    const to = move({ row, day: cell.cellIndex - 1 }, days.length - 1);
    const next = { row: clamp(to.row, rows.length - 1), day: clamp(to.day, days.length - 1) };
    const id = idOf(next.row, next.day);
    if (!id) return;
    setFocused(id);
    focusCell(id, next.row);
  };

  return { tabStop, onFocus, onKeyDown };
}
