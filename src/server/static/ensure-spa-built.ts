import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Run by `npm start` before the server: builds the SPA into dist/spa when it is missing or older than
 * any of its sources, so a fresh clone (or a pulled change) serves the current screens.
 */
const root = fileURLToPath(new URL('../../../', import.meta.url));
const sources = ['src/app', 'src/client', 'src/shared', 'public', 'index.html', 'vite.config.ts'];
const builtMarker = path.join(root, 'dist', 'spa', 'index.html');

function newestChange(entry: string): number {
  const info = statSync(entry, { throwIfNoEntry: false });
  if (!info) return 0;
  if (!info.isDirectory()) return info.mtimeMs;
  return readdirSync(entry).reduce(
    (newest, name) => Math.max(newest, newestChange(path.join(entry, name))),
    info.mtimeMs,
  );
}

function spaBuildNeeded(): boolean {
  if (!existsSync(builtMarker)) return true;
  const newestSource = Math.max(...sources.map((source) => newestChange(path.join(root, source))));
  return newestSource > statSync(builtMarker).mtimeMs;
}

if (spaBuildNeeded()) {
  process.stdout.write('Building the web app into dist/spa (missing or older than its sources)...\n');
  // Loaded only when needed: most starts find the build current.
  const { build } = await import('vite');
  await build({ root, configFile: path.join(root, 'vite.config.ts'), logLevel: 'warn' });
}
