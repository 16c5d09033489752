import { act, fireEvent, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useToast } from '../../../src/app/ui/toast-context';
import { MAX_TOASTS, TOAST_MS, ToastProvider } from '../../../src/app/ui/toast-provider';

function Notifier({ onUndo }: { onUndo: () => void }) {
  const notify = useToast();
  return (
    <button type="button" onClick={() => notify({ title: 'Placed JOB-7', action: { label: 'Undo', run: onUndo } })}>
      Place
    </button>
  );
}

function showToast(onUndo = vi.fn()) {
  render(
    <ToastProvider>
      <Notifier onUndo={onUndo} />
    </ToastProvider>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Place' }));
  return screen.getByRole('status');
}

const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function Counter() {
  const notify = useToast();
  const placed = useRef(0);
  return (
    <button type="button" onClick={() => notify({ title: `Placed JOB-${(placed.current += 1)}` })}>
      Place next
    </button>
  );
}

describe('toasts', () => {
  it('show the newest few only, so a run of drops does not cover the board', () => {
    render(
      <ToastProvider>
        <Counter />
      </ToastProvider>,
    );
    for (let drop = 0; drop <= MAX_TOASTS; drop += 1)
      fireEvent.click(screen.getByRole('button', { name: 'Place next' }));
    expect(screen.getAllByRole('status').map((toast) => toast.textContent)).toEqual(
      Array.from({ length: MAX_TOASTS }, (_, index) => expect.stringContaining(`Placed JOB-${index + 2}`)),
    );
  });

  it('stay 15 seconds, then go', () => {
    showToast();
    wait(TOAST_MS - 100);
    expect(screen.getByText('Placed JOB-7')).toBeInTheDocument();
    wait(200);
    expect(screen.queryByText('Placed JOB-7')).not.toBeInTheDocument();
  });

  it('stay until dismissed when lasting (a plan’s Undo)', () => {
    function Planner() {
      const notify = useToast();
      return (
        <button type="button" onClick={() => notify({ title: 'Placed 37 jobs on 24 crew-days', lasting: true })}>
          Accept
        </button>
      );
    }
    render(
      <ToastProvider>
        <Planner />
      </ToastProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Accept' }));
    wait(10 * TOAST_MS);
    expect(screen.getByText('Placed 37 jobs on 24 crew-days')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    expect(screen.queryByText('Placed 37 jobs on 24 crew-days')).not.toBeInTheDocument();
  });

  it('wait while the pointer rests on them, and keep the time they had left', () => {
    const toast = showToast();
    wait(10_000);
    fireEvent.mouseEnter(toast);
    wait(60_000);
    expect(screen.getByText('Placed JOB-7')).toBeInTheDocument();
    fireEvent.mouseLeave(toast);
    wait(4_900);
    expect(screen.getByText('Placed JOB-7')).toBeInTheDocument();
    wait(200);
    expect(screen.queryByText('Placed JOB-7')).not.toBeInTheDocument();
  });

  it('are reached with Alt+T, stay while focused, and Undo works from the keyboard', () => {
    const onUndo = vi.fn();
    const toast = showToast(onUndo);
    fireEvent.keyDown(document.body, { key: 't', altKey: true });
    expect(toast).toHaveFocus();
    wait(60_000);
    expect(screen.getByText('Placed JOB-7')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(onUndo).toHaveBeenCalledOnce();
    expect(screen.queryByText('Placed JOB-7')).not.toBeInTheDocument();
  });

  it('take back the newest action with Ctrl+Z, then the one before, even once their toasts are gone', () => {
    const undone: string[] = [];
    function Actions() {
      const notify = useToast();
      const act = (job: string) =>
        notify({ title: `Placed ${job}`, action: { label: 'Undo', run: () => undone.push(job) } });
      return (
        <>
          <button type="button" onClick={() => act('JOB-1')}>
            First
          </button>
          <button type="button" onClick={() => act('JOB-2')}>
            Second
          </button>
          <button type="button" onClick={() => notify({ title: 'Saved the note' })}>
            Note
          </button>
          <input aria-label="Note" />
        </>
      );
    }
    render(
      <ToastProvider>
        <Actions />
      </ToastProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'First' }));
    fireEvent.click(screen.getByRole('button', { name: 'Second' }));
    fireEvent.click(screen.getByRole('button', { name: 'Note' }));
    wait(TOAST_MS + 100);
    expect(screen.queryAllByRole('status')).toEqual([]);

    // In a text field, Ctrl+Z is the field's own.
    fireEvent.keyDown(screen.getByLabelText('Note'), { key: 'z', ctrlKey: true });
    expect(undone).toEqual([]);

    fireEvent.keyDown(document.body, { key: 'z', ctrlKey: true });
    expect(undone).toEqual(['JOB-2']);
    fireEvent.keyDown(document.body, { key: 'Z', metaKey: true });
    expect(undone).toEqual(['JOB-2', 'JOB-1']);
    fireEvent.keyDown(document.body, { key: 'z', ctrlKey: true });
    expect(undone).toEqual(['JOB-2', 'JOB-1']);
    expect(screen.getByRole('status')).toHaveTextContent('Nothing to undo');
  });

  it('do not run an Undo twice: once its button is pressed, Ctrl+Z takes back the action before', () => {
    const onUndo = vi.fn();
    showToast(onUndo);
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    fireEvent.keyDown(document.body, { key: 'z', ctrlKey: true });
    expect(onUndo).toHaveBeenCalledOnce();
    expect(screen.getByRole('status')).toHaveTextContent('Nothing to undo');
  });
});
