import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { onTestFinished } from 'vitest';
import { childEnv, spawnTs } from '../cli/child-process';

const START_TIMEOUT_MS = 60_000;

export interface ServerProcess {
  child: ChildProcess;
  /** Where the server said it listens (`.../api/v1`), dialled on 127.0.0.1 where it binds. */
  apiUrl: string;
  output(): string;
  /** Resolves with the exit code (null when a signal ended it). */
  exited: Promise<number | null>;
}

/**
 * `src/server/main.ts` as production runs it (route worker and housekeeping included), on the given
 * PostgreSQL database, with no demo organization; resolves once it prints where it listens.
 * Call it inside a test: the process is killed when the test ends, however it ends.
 */
export function startServerProcess(databaseUrl: string): Promise<ServerProcess> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'canopy-faults-'));
  const env = { ...childEnv(dataDir, { PORT: '0', HOST: '127.0.0.1', DEMO_SEED: 'false' }), DATABASE_URL: databaseUrl };
  const child = spawnTs('src/server/main.ts', [], env);
  let output = '';
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => {
      rmSync(dataDir, { recursive: true, force: true });
      resolve(code);
    }),
  );
  onTestFinished(async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await exited;
  });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start within ${START_TIMEOUT_MS} ms:\n${output}`)), START_TIMEOUT_MS);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const apiUrl = /Canopy API: (\S+)/.exec(output)?.[1]?.replace('//localhost:', '//127.0.0.1:');
      if (apiUrl) {
        clearTimeout(timer);
        resolve({ child, apiUrl, output: () => output, exited });
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code} before it was ready:\n${output}`));
    });
  });
}

/** SIGKILL: no shutdown hook runs, open transactions die with their connections. */
export async function killServer(server: ServerProcess): Promise<void> {
  server.child.kill('SIGKILL');
  await server.exited;
}
