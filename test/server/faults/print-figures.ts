/** A fault check's figures (issue 8 asks each check for one), printed with the test run's output. */
export function printFigures(check: string, figures: Record<string, number | string>): void {
  const line = Object.entries(figures)
    .map(([name, value]) => `${name}=${value}`)
    .join(' ');
  // eslint-disable-next-line no-console -- these figures are the check's output, read in CI logs
  console.log(`[faults] ${check}: ${line}`);
}
