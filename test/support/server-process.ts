import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot, spawnTs } from '../server/cli/child-process';

const START_TIMEOUT_MS = 120_000;
const STOP_GRACE_MS = 15_000;

/**
 * The node flags the server runs with, as `npm run start:prod` gives them (`npm start` gives the
 * same): the server measured here is the one production runs (docs/decisions/runtime.md).
 */
const SERVER_NODE_FLAGS = (
  JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as { scripts: Record<string, string> }
).scripts['start:prod']!.split(' ').filter((word) => word.startsWith('--'));

/** A real `src/server/main.ts` process (what `npm start` runs after building the SPA), on loopback. */
export interface ServerProcess {
  child: ChildProcess;
  /** `http://127.0.0.1:<port>/api/v1` */
  apiUrl: string;
  output: () => string;
  /** Resolves with the exit code (null when a signal ended it). */
  exited: Promise<number | null>;
  /** SIGTERM (the server drains and closes its pool), SIGKILL if it does not stop in time; the exit code. */
  stop(): Promise<number | null>;
  /** SIGKILL: no shutdown hook runs, open transactions die with their connections. */
  kill(): Promise<number | null>;
}

const API_LINE = /Canopy API: http:\/\/[^:\s]+:(\d+)\/api\/v1/;

/**
 * Starts main.ts with `env` (PORT 0 = a free port) and waits for it to announce its API address and,
 * when given, for its output to match `readyWhen` too (the demo key, say). `built` runs the
 * production build instead (`node dist/server/main.js`, no TypeScript loader); `startTimeoutMs`
 * gives a first start that seeds the demo on a loaded machine longer than the default.
 */
export function startServerProcess(
  env: NodeJS.ProcessEnv,
  readyWhen?: RegExp,
  { built = false, startTimeoutMs = START_TIMEOUT_MS } = {},
): Promise<ServerProcess> {
  const serverEnv = { ...env, PORT: '0', HOST: '127.0.0.1' };
  const child = built
    ? spawn(process.execPath, [...SERVER_NODE_FLAGS, 'dist/server/main.js'], {
        cwd: repoRoot,
        env: serverEnv,
        stdio: ['ignore', 'pipe', 'pipe'],
      })
    : spawnTs('src/server/main.ts', [], serverEnv, SERVER_NODE_FLAGS);
  let output = '';
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const running = () => child.exitCode === null && child.signalCode === null;
  const kill = async () => {
    if (running()) child.kill('SIGKILL');
    return exited;
  };
  const stop = async () => {
    if (!running()) return exited;
    const killer = setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS);
    child.kill('SIGTERM');
    const code = await exited;
    clearTimeout(killer);
    return code;
  };
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      void kill();
      reject(new Error(`not ready within ${startTimeoutMs} ms:\n${output}`));
    }, startTimeoutMs);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const announced = API_LINE.exec(output);
      if (announced && (!readyWhen || readyWhen.test(output))) {
        clearTimeout(timer);
        // The process listens on 127.0.0.1 only; "localhost" may resolve to ::1 first.
        resolve({ child, apiUrl: `http://127.0.0.1:${announced[1]}/api/v1`, output: () => output, exited, stop, kill });
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
