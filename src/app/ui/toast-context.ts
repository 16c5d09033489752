import { createContext, useContext } from 'react';

export type ToastTone = 'success' | 'info' | 'warning' | 'danger';

export interface ToastInput {
  tone?: ToastTone;
  title: string;
  body?: string;
  /** A button on the toast (say "Undo"); pressing it dismisses the toast. */
  action?: { label: string; run: () => void };
}

export type Notify = (toast: ToastInput) => void;

export const ToastContext = createContext<Notify | null>(null);

/** Shows a short message in the corner; read out by screen readers. */
export function useToast(): Notify {
  const notify = useContext(ToastContext);
  if (!notify) throw new Error('useToast needs a ToastProvider');
  return notify;
}
