import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { chromium, type Browser, type Locator, type Page } from 'playwright-core';
import { PNG } from 'pngjs';

/** Debian's Chromium (apt-get install chromium); Playwright's own browser download needs the internet. */
export const CHROMIUM_PATH = '/usr/bin/chromium';
export const hasChromium = existsSync(CHROMIUM_PATH);

// The last two flags give headless Chromium WebGL through SwiftShader, so maplibre-gl renders.
// Without print preview, window.print() returns at once, as a browser's does once its dialog is
// closed: headless Chromium's preview crashed the page that printed a PDF (the Print button).
const chromiumArgs = [
  '--disable-print-preview',
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--enable-unsafe-swiftshader',
  '--use-angle=swiftshader',
];

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: chromiumArgs });
}

/** Every console error and uncaught exception of the page, for asserting that there were none. */
export function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  targets: string[];
}

/** axe-core on the page as it stands: the serious and critical violations (WCAG A/AA rules). */
export async function seriousA11yViolations(page: Page): Promise<AxeViolation[]> {
  // Evaluated through the browser's debugging protocol: the page's CSP forbids inline script tags.
  await page.evaluate(axeSource);
  return page.evaluate(async () => {
    const axe = (
      window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: any[] }> } }
    ).axe;
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
    });
    return result.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => ({
        id: violation.id,
        impact: violation.impact,
        help: violation.help,
        targets: violation.nodes.map((node: any) => String(node.target)),
      }));
  });
}

/** Pixels of an element's screenshot close to a colour (each channel within `tolerance`): proof something was drawn. */
export async function pixelsNear(
  element: Locator,
  [red, green, blue]: readonly [number, number, number],
  tolerance = 24,
): Promise<number> {
  const image = PNG.sync.read(await element.screenshot());
  let count = 0;
  for (let offset = 0; offset < image.data.length; offset += 4) {
    const near = (channel: number, wanted: number) =>
      Math.abs((image.data[offset + channel] ?? 0) - wanted) <= tolerance;
    if (near(0, red) && near(1, green) && near(2, blue)) count += 1;
  }
  return count;
}

/** Longer than dnd-kit's 50 ms click guard after a pointer drag, shorter than any person's reaction. */
const CLICK_AFTER_DROP_MS = 150;

/** Drags with the real mouse, in small steps, as a person does (dnd-kit's pointer sensor needs movement). */
export async function dragWithMouse(
  page: Page,
  from: Locator,
  to: Locator,
  /** Runs with the pointer held over the target, before the drop (what the board shows mid-drag). */
  beforeDrop?: () => Promise<void>,
): Promise<void> {
  const start = (await from.boundingBox())!;
  const end = (await to.boundingBox())!;
  await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2);
  await page.mouse.down();
  await page.mouse.move(start.x + start.width / 2 + 10, start.y + start.height / 2, { steps: 5 });
  await page.mouse.move(end.x + end.width / 2, end.y + Math.min(30, end.height / 2), { steps: 20 });
  await beforeDrop?.();
  await page.mouse.up();
  // dnd-kit swallows every click for 50 ms after a pointer drag ends (so that the drop is not also a
  // click on what lies under it). A person cannot click that soon; a script clicking the question a
  // drop opens would lose its click, so it waits as long as the quickest hand would.
  await page.waitForTimeout(CLICK_AFTER_DROP_MS);
}

/**
 * Chooses in a search field (a combobox) as a person does: opens its list, types the name (typing
 * what the field already shows changes nothing, so the click opens the list), then clicks it in the list.
 */
export async function chooseOption(scope: Page | Locator, label: string, name: string): Promise<void> {
  const field = scope.getByRole('combobox', { name: label, exact: true });
  await field.click();
  await field.fill(name);
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  await scope
    .getByRole('listbox', { name: label, exact: true })
    .getByRole('option', { name: new RegExp(`^${escaped}( |$)`) })
    .click();
}
