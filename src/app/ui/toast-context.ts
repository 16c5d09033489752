import { createContext, useContext, useEffect, type RefObject } from 'react';

export type ToastTone = 'success' | 'info' | 'warning' | 'danger';

/** The label of a toast's action that takes back what the toast says was done: Ctrl+Z runs it too. */
export const UNDO_LABEL = 'Undo';

export interface ToastInput {
  tone?: ToastTone;
  title: string;
  body?: string;
  /** A button on the toast (say UNDO_LABEL); pressing it dismisses the toast. */
  action?: { label: string; run: () => void };
  /** A second button beside it (say "Leave it"); pressing it dismisses the toast too. */
  secondaryAction?: { label: string; run: () => void };
  /**
   * Stays until dismissed or pushed out by newer toasts, never timed out: the Undo of a large action
   * (a plan's week of work) stays in reach while the dispatcher checks the board.
   */
  lasting?: boolean;
}

export type Notify = (toast: ToastInput) => void;

export const ToastContext = createContext<Notify | null>(null);

/** Shows a short message in the corner; read out by screen readers. */
export function useToast(): Notify {
  const notify = useContext(ToastContext);
  if (!notify) throw new Error('useToast needs a ToastProvider');
  return notify;
}

/** How much of the window's foot the toasts cover, in pixels, told to whoever watches it. */
export class ToastsCover {
  private pixels = 0;
  private readonly watchers = new Set<(pixels: number) => void>();

  set(pixels: number): void {
    if (pixels === this.pixels) return;
    this.pixels = pixels;
    for (const watcher of this.watchers) watcher(pixels);
  }

  /** Calls `watcher` now and on every change; returns how to stop. */
  watch(watcher: (pixels: number) => void): () => void {
    this.watchers.add(watcher);
    watcher(this.pixels);
    return () => this.watchers.delete(watcher);
  }
}

export const ToastsCoverContext = createContext<ToastsCover | null>(null);

/**
 * Pads the end of a scrolling list at the foot of the screen (the board's queue) by what the toasts
 * cover, so its last rows can be scrolled up from under them instead of staying hidden for 15 s.
 * Written on the list alone: a custom property on the document restyled every element of the board
 * (~2,100, 12-38 ms) each time a toast came or went, just as a drop's answer was being shown.
 */
export function usePaddingForToasts(list: RefObject<HTMLElement | null>): void {
  const cover = useContext(ToastsCoverContext);
  useEffect(() => {
    const element = list.current;
    if (!cover || !element) return;
    const stop = cover.watch((pixels) => {
      element.style.paddingBottom = pixels > 0 ? `${pixels}px` : '';
    });
    return () => {
      stop();
      element.style.paddingBottom = '';
    };
  }, [cover, list]);
}
