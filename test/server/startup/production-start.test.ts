import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../cli/child-process';
import { startServerProcess, type ServerProcess } from '../../support/server-process';

/*
 * The production start: `npm run build` compiles the server to JavaScript beside the SPA, and
 * `node dist/server/main.js` runs it with no TypeScript loader and no development package.
 */
const builtServer = path.join(repoRoot, 'dist', 'server');

const filesUnder = (folder: string, ending = ''): string[] =>
  readdirSync(folder, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? filesUnder(path.join(folder, entry.name), ending)
      : entry.name.endsWith(ending)
        ? [path.join(folder, entry.name)]
        : [],
  );
const jsFiles = (folder: string) => filesUnder(folder, '.js');

/** The packages the built modules import (bare specifiers, by package name). */
function importedPackages(): Set<string> {
  const names = new Set<string>();
  for (const file of [...jsFiles(builtServer), ...jsFiles(path.join(repoRoot, 'dist', 'shared'))]) {
    const text = readFileSync(file, 'utf8');
    const statements = [
      /^\s*(?:import|export)\s[^;]*?\sfrom\s*["']([^"'./][^"']*)["']/gm,
      /^\s*import\s*["']([^"'./][^"']*)["']/gm,
      /\bimport\(\s*["']([^"'./][^"']*)["']\s*\)/g,
    ];
    for (const [, specifier = ''] of statements.flatMap((pattern) => [...text.matchAll(pattern)])) {
      const parts = specifier.split('/');
      names.add(specifier.startsWith('@') ? `${parts[0]}/${parts[1]}` : (parts[0] ?? specifier));
    }
  }
  return names;
}

let server: ServerProcess | undefined;
let dataDir: string;

/** A first start seeds the demo: 25-40 s on a busy 2-core machine, on every Node.js line (vitest's default is 30 s). */
const FIRST_START_MS = 120_000;

beforeAll(async () => {
  await build({ root: repoRoot, configFile: path.join(repoRoot, 'vite.config.ts'), mode: 'server', logLevel: 'warn' });
  dataDir = mkdtempSync(path.join(tmpdir(), 'canopy-prod-'));
}, 120_000);

afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the production build (npm run build, then node dist/server/main.js)', () => {
  it('imports only Node built-ins and runtime dependencies, so `npm ci --omit=dev` is enough to run it', () => {
    const { dependencies } = JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as {
      dependencies: Record<string, string>;
    };
    const builtins = new Set(builtinModules.flatMap((name) => [name, `node:${name}`]));
    const outside = [...importedPackages()].filter(
      (name) => !builtins.has(name) && !(name in dependencies) && !name.startsWith('node:'),
    );
    expect(outside).toEqual([]);
  });

  it(
    'starts with plain node on a fresh data folder (embedded database, migrations, demo), answers with the printed key, and keeps the folder private',
    async () => {
      const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, DEMO_SEED: 'true', NODE_OPTIONS: '' };
      delete env.DATABASE_URL;
      // The most permissive umask: the data folder must still be the service user's alone.
      const umask = process.umask(0o000);
      try {
        server = await startServerProcess(env, /Sign in: \S+\n/, { built: true });
      } finally {
        process.umask(umask);
      }
      const key = /Demo API key \(all scopes\): (\S+)/.exec(server.output())?.[1];
      const customers = await fetch(`${server.apiUrl}/customers?limit=1`, {
        headers: { Authorization: `ApiKey ${key}` },
      });
      expect(customers.status).toBe(200);
      expect(((await customers.json()) as { data: { items: unknown[] } }).data.items).toHaveLength(1);
      expect(server.output()).not.toMatch(/tsx|Error/);

      const mode = (relative: string) => (statSync(path.join(dataDir, relative)).mode & 0o777).toString(8);
      const photo = filesUnder(path.join(dataDir, 'files')).find((file) => file.endsWith('.png'));
      expect([mode('.'), mode('pglite'), mode('files'), mode('demo-key.json')]).toEqual(['700', '700', '700', '600']);
      expect(photo && mode(path.relative(dataDir, photo))).toBe('600');
    },
    FIRST_START_MS,
  );
});
