import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useToast } from '../../../src/app/ui/toast-context';
import { TOAST_MS, ToastProvider } from '../../../src/app/ui/toast-provider';

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

describe('toasts', () => {
  it('stay 15 seconds, then go', () => {
    showToast();
    wait(TOAST_MS - 100);
    expect(screen.getByText('Placed JOB-7')).toBeInTheDocument();
    wait(200);
    expect(screen.queryByText('Placed JOB-7')).not.toBeInTheDocument();
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
});
