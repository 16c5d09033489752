import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterPaint } from '../../../src/app/lib/after-paint';

/** Whether `promise` has settled once the microtasks queued so far have run. */
async function settled(promise: Promise<void>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await vi.advanceTimersByTimeAsync(0);
  return done;
}

beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame'] }));
afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('afterPaint', () => {
  it('waits for the next animation frame (16 ms here), then resolves in a task after it', async () => {
    const painted = afterPaint();
    await vi.advanceTimersByTimeAsync(15);
    expect(await settled(painted)).toBe(false);
    await vi.advanceTimersByTimeAsync(2);
    expect(await settled(painted)).toBe(true);
  });

  it('resolves after 50 ms when no frame comes (a hidden tab)', async () => {
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 0);
    const painted = afterPaint();
    await vi.advanceTimersByTimeAsync(49);
    expect(await settled(painted)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await settled(painted)).toBe(true);
  });
});
