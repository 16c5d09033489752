/** The longest a hidden tab (no animation frames) holds back what waits for a paint. */
const HIDDEN_TAB_WAIT_MS = 50;

/**
 * Resolves once the browser has painted what the screen shows now (the task after the next
 * animation frame), or after HIDDEN_TAB_WAIT_MS when no frame comes (a hidden tab). Work that can
 * wait a frame (reading again what a write touched) then does not hold up the frame that shows the
 * write's answer.
 */
export function afterPaint(): Promise<void> {
  return new Promise((resolve) => {
    const fallback = setTimeout(resolve, HIDDEN_TAB_WAIT_MS);
    requestAnimationFrame(() =>
      setTimeout(() => {
        clearTimeout(fallback);
        resolve();
      }, 0),
    );
  });
}
