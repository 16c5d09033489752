import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Run by `npm start` before the server: builds the SPA into dist/spa when it is missing or older than
 * any of its sources, so a fresh clone (or a pulled change) serves the current screens.
 *
 * Always a production build. Vite builds for whatever NODE_ENV the process has, and `npm start` run
 * by the tests inherits vitest's `test`: that built React's development runtime (several times
 * slower to render the board) with the machine's source paths in the bundle, and later starts
 * served it. The marker is written only after a production build, so a build without it is redone.
 */
const root = fileURLToPath(new URL('../../../', import.meta.url));
// The lockfile too: a new version of React or of the service worker's plugin changes what is built.
const sources = ['src/app', 'src/client', 'src/shared', 'public', 'index.html', 'vite.config.ts', 'package-lock.json'];
const builtMarker = path.join(root, 'dist', 'spa-production-build');
/** The app shell's service worker: a build from before it had none, and a phone would not open offline. */
const serviceWorker = path.join(root, 'dist', 'spa', 'sw.js');

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
  if (!existsSync(builtMarker) || !existsSync(serviceWorker)) return true;
  const newestSource = Math.max(...sources.map((source) => newestChange(path.join(root, source))));
  return newestSource > statSync(builtMarker).mtimeMs;
}

if (spaBuildNeeded()) {
  process.stdout.write('Building the web app into dist/spa (missing or older than its sources)...\n');
  // Loaded only when needed: most starts find the build current.
  const { build } = await import('vite');
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({ root, configFile: path.join(root, 'vite.config.ts'), mode: 'production', logLevel: 'warn' });
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
  writeFileSync(builtMarker, `${new Date().toISOString()}\n`);
}
