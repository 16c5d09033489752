/** Resolves once the browser has painted what is rendered now (the frame after the next animation frame). */
export const afterPaint = (): Promise<void> =>
  new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
