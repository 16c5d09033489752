import { fork } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { DemoStart } from '../demo/demo-first-start';
import type { DataSetup } from './prepare-data';

/*
 * The embedded database's memory only grows: creating its data folder, migrating and seeding the
 * demo leave the WebAssembly heaps (postgres's and initdb's) at about 900 MB. Done in a child
 * process, that memory goes back to the system when the child ends, and the server then opens the
 * prepared folder at about a third of it (docs/operations.md, "Memory").
 */
export function prepareDataApart(setup: DataSetup): Promise<DemoStart | null> {
  // .ts under the TypeScript loader (inherited through execArgv), .js in the production build.
  const extension = path.extname(fileURLToPath(import.meta.url));
  // The server's heap bound is the serving process's (package.json); a seed is a batch job of its own.
  const execArgv = process.execArgv.filter((flag) => !flag.startsWith('--max-old-space-size'));
  const child = fork(
    fileURLToPath(new URL(`./prepare-data.child${extension}`, import.meta.url)),
    [JSON.stringify(setup)],
    { execArgv },
  );
  return new Promise((resolve, reject) => {
    let answer: DemoStart | null = null;
    child.on('message', (message: DemoStart | null) => (answer = message));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve(answer) : reject(new Error(`preparing the data folder failed (exit code ${code})`)),
    );
  });
}
