import {
  defaultRangeExtractor,
  observeElementRect,
  useVirtualizer,
  type Range,
  type Rect,
  type Virtualizer,
} from '@tanstack/react-virtual';
import { useCallback, useRef, type FocusEvent, type RefObject } from 'react';

/** Rows drawn past each edge of the view: Tab always finds the next row drawn, and a quick scroll shows rows, not blank. */
const OVERSCAN_ROWS = 2;

/** A row as the virtualizer knows it: its key, and its height until it is drawn and measured. */
export interface RowSlot {
  key: string;
  estimatedHeight: number;
}

/** The height the box may grow to (its max-height); a window's height when it sets none. */
function roomOf(box: Element | null): number {
  const maxHeight = box ? parseFloat(getComputedStyle(box).maxHeight) : Number.NaN;
  return Number.isFinite(maxHeight) && maxHeight > 0 ? maxHeight : window.innerHeight;
}

/**
 * The scroll box's size as the virtualizer sees it: the box grows with its rows up to its
 * max-height, so it is as tall as that for choosing the rows to draw. Otherwise a box holding few
 * rows yet would be drawn a few rows at a time, and a box not laid out (hidden, or a DOM without
 * layout such as jsdom) reports no height, for which no row at all would be drawn.
 */
function observeBoxRect(instance: Virtualizer<HTMLDivElement, Element>, onRect: (rect: Rect) => void) {
  return observeElementRect(instance, (rect) =>
    onRect({ width: rect.width, height: Math.max(rect.height, roomOf(instance.scrollElement)) }),
  );
}

/**
 * Which board rows are drawn: those in view of the board's scroll box, a few around them, and the
 * row holding the keyboard focus with its neighbours (scrolled away they stay drawn, so focus is
 * never dropped). The browser scrolls a newly focused cell into view, which draws the rows around it.
 */
export function useBoardRowWindow(rows: readonly RowSlot[], scrollRef: RefObject<HTMLDivElement | null>) {
  const focusedRow = useRef<number | null>(null);
  const rangeExtractor = useCallback((range: Range) => {
    const drawn = defaultRangeExtractor(range);
    const focused = focusedRow.current;
    if (focused === null) return drawn;
    // The focused row and its neighbours: Tab and Shift+Tab go on to the next or previous crew, not to wherever the view is.
    const kept = [focused - 1, focused, focused + 1].filter(
      (index) => index >= 0 && index < range.count && !drawn.includes(index),
    );
    return kept.length === 0 ? drawn : [...drawn, ...kept].sort((a, b) => a - b);
  }, []);
  // New rows, a new key function: the virtualizer lays the rows out again, measured ones as measured, the others as estimated.
  const getItemKey = useCallback((index: number) => rows[index]?.key ?? index, [rows]);
  // eslint-disable-next-line react-hooks/incompatible-library -- a note for the React Compiler, which this build does not run
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    observeElementRect: observeBoxRect,
    estimateSize: (index) => rows[index]?.estimatedHeight ?? 0,
    getItemKey,
    overscan: OVERSCAN_ROWS,
    rangeExtractor,
    // Rows are measured from their ref, during React's commit: a synchronous re-render there is refused (and warned about) by React 19.
    useFlushSync: false,
  });

  const onFocus = (event: FocusEvent<HTMLElement>) => {
    const row = (event.target as Element).closest<HTMLElement>('tr[data-index]');
    focusedRow.current = row ? Number(row.dataset.index) : null;
  };
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) focusedRow.current = null;
  };
  return { virtualizer, onFocus, onBlur };
}
