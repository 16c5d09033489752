import { useCallback, useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { ToastContext, ToastsCover, ToastsCoverContext, UNDO_LABEL, type ToastInput } from './toast-context';
import './toast.css';

interface ShownToast extends ToastInput {
  id: number;
}

/** Long enough to read a sentence and reach Undo; paused while the pointer or focus is on the toast. */
export const TOAST_MS = 15_000;
/**
 * At most this many on screen, the newest: a busy morning of drops otherwise stacks them over the
 * queue and the board's last day. The board itself takes back older actions (move back, remove).
 */
export const MAX_TOASTS = 3;
/** Alt+T moves focus to the newest toast (the shortcut other toast libraries use too). */
const FOCUS_KEY = 't';
/**
 * Ctrl+Z (⌘Z) takes back the newest action not yet taken back, its toast shown or gone: this many
 * are kept. Each Undo is guarded as its button is (a day changed since refuses it, in words).
 */
export const MAX_UNDOS = 20;

/** An Undo not yet used: the toast that offered it, and what it runs. */
interface Undoable {
  toastId: number;
  run: () => void;
}

/** Where Ctrl+Z belongs to the control (a field's own undo) or to an open question, not to the board. */
const keepsItsOwnUndo = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || target.closest('input, textarea, select, [role="dialog"], dialog') !== null);

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<ShownToast[]>([]);
  const nextId = useRef(1);
  const region = useRef<HTMLElement>(null);
  const [cover] = useState(() => new ToastsCover());

  const undos = useRef<Undoable[]>([]);

  const dismiss = useCallback((id: number) => setToasts((shown) => shown.filter((toast) => toast.id !== id)), []);
  const notify = useCallback((toast: ToastInput) => {
    const id = nextId.current++;
    const { action } = toast;
    if (action?.label === UNDO_LABEL) {
      undos.current = [...undos.current, { toastId: id, run: action.run }].slice(-MAX_UNDOS);
    }
    setToasts((shown) => [...shown, { ...toast, id }].slice(-MAX_TOASTS));
  }, []);
  /** Runs toast `id`'s action once, by its button or by Ctrl+Z, and dismisses the toast. */
  const runAction = useCallback(
    (id: number, run: () => void) => {
      undos.current = undos.current.filter((undo) => undo.toastId !== id);
      dismiss(id);
      run();
    },
    [dismiss],
  );

  useToastsCover(region, cover);

  useEffect(() => {
    const focusNewest = (event: KeyboardEvent) => {
      if (!event.altKey || event.key.toLowerCase() !== FOCUS_KEY) return;
      const newest = region.current?.lastElementChild as HTMLElement | null;
      if (!newest) return;
      event.preventDefault();
      newest.focus();
    };
    document.addEventListener('keydown', focusNewest);
    return () => document.removeEventListener('keydown', focusNewest);
  }, []);

  useEffect(() => {
    const undoNewest = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.shiftKey || event.altKey || event.key.toLowerCase() !== 'z')
        return;
      if (keepsItsOwnUndo(event.target)) return;
      event.preventDefault();
      const newest = undos.current.at(-1);
      if (newest) runAction(newest.toastId, newest.run);
      else
        notify({
          tone: 'info',
          title: 'Nothing to undo',
          body: 'Ctrl+Z takes back the last action a toast offered to undo.',
        });
    };
    document.addEventListener('keydown', undoNewest);
    return () => document.removeEventListener('keydown', undoNewest);
  }, [notify, runAction]);

  return (
    <ToastContext.Provider value={notify}>
      <ToastsCoverContext.Provider value={cover}>{children}</ToastsCoverContext.Provider>
      <section
        ref={region}
        className="ui-toasts"
        aria-live="polite"
        aria-label="Notifications"
        aria-keyshortcuts="Alt+T Control+Z Meta+Z"
      >
        {toasts.map((toast) => (
          <Toast key={toast.id} toast={toast} dismiss={dismiss} runAction={runAction} />
        ))}
      </section>
    </ToastContext.Provider>
  );
}

/** Measures how much of the window's foot the toasts cover (0 when none are shown) into `cover`. */
function useToastsCover(region: RefObject<HTMLElement | null>, cover: ToastsCover) {
  useEffect(() => {
    const element = region.current;
    // A layout engine measures; jsdom, which lays nothing out, has no ResizeObserver.
    if (!element || typeof ResizeObserver === 'undefined') return;
    const measure = () => {
      const covered = element.childElementCount > 0 ? window.innerHeight - element.getBoundingClientRect().top : 0;
      cover.set(Math.max(0, Math.round(covered)));
    };
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => {
      observer.disconnect();
      cover.set(0);
    };
  }, [region, cover]);
}

interface ToastProps {
  toast: ShownToast;
  dismiss: (id: number) => void;
  runAction: (id: number, run: () => void) => void;
}

function Toast({ toast, dismiss, runAction }: ToastProps) {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const remainingMs = useRef(TOAST_MS);
  const paused = hovered || focused || toast.lasting === true;

  useEffect(() => {
    if (paused) return;
    const startedAt = Date.now();
    const timer = setTimeout(() => dismiss(toast.id), remainingMs.current);
    return () => {
      clearTimeout(timer);
      remainingMs.current -= Date.now() - startedAt;
    };
  }, [paused, dismiss, toast.id]);

  return (
    <div
      className={`ui-toast ui-toast--${toast.tone ?? 'info'}`}
      role="status"
      tabIndex={-1}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => setFocused(event.currentTarget.contains(event.relatedTarget))}
    >
      <div className="ui-toast__text">
        <strong>{toast.title}</strong>
        {toast.body && <p>{toast.body}</p>}
      </div>
      {toast.action && (
        <button
          type="button"
          className="ui-toast__action"
          {...(toast.action.label === UNDO_LABEL && { 'aria-keyshortcuts': 'Control+Z', title: 'Undo (Ctrl+Z)' })}
          onClick={() => toast.action && runAction(toast.id, toast.action.run)}
        >
          {toast.action.label}
        </button>
      )}
      {toast.secondaryAction && (
        <button
          type="button"
          className="ui-toast__action ui-toast__action--secondary"
          onClick={() => toast.secondaryAction && runAction(toast.id, toast.secondaryAction.run)}
        >
          {toast.secondaryAction.label}
        </button>
      )}
      <button
        type="button"
        className="ui-toast__dismiss"
        onClick={() => dismiss(toast.id)}
        aria-label="Dismiss notification"
      >
        ×
      </button>
    </div>
  );
}
