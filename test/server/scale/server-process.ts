import type { ChildProcess } from 'node:child_process';
import { spawnTs } from '../cli/child-process';

const START_TIMEOUT_MS = 60_000;
const STOP_GRACE_MS = 15_000;

/** A real `src/server/main.ts` process (what `npm start` runs after building the SPA), on loopback. */
export interface ServerProcess {
  /** `http://127.0.0.1:<port>/api/v1` */
  apiUrl: string;
  output: () => string;
  stop(): Promise<number | null>;
}

/** Starts main.ts with `env` (PORT 0 = a free port) and waits for it to announce its API address. */
export function startServerProcess(env: NodeJS.ProcessEnv): Promise<ServerProcess> {
  const child = spawnTs('src/server/main.ts', [], { ...env, PORT: '0', HOST: '127.0.0.1' });
  let output = '';
  const stop = () => stopChild(child);
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      void stop();
      reject(new Error(`no "Canopy API" line within ${START_TIMEOUT_MS} ms:\n${output}`));
    }, START_TIMEOUT_MS);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const announced = /Canopy API: http:\/\/[^:\s]+:(\d+)\/api\/v1/.exec(output);
      if (announced) {
        clearTimeout(timer);
        // The process listens on 127.0.0.1 only; "localhost" may resolve to ::1 first.
        resolve({ apiUrl: `http://127.0.0.1:${announced[1]}/api/v1`, output: () => output, stop });
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code} before it was ready:\n${output}`));
    });
  });
}

/** SIGTERM (the server drains and closes its pool), SIGKILL if it does not stop in time; the exit code. */
function stopChild(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve(child.exitCode);
    const killer = setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS);
    child.once('exit', (code) => {
      clearTimeout(killer);
      resolve(code);
    });
    child.kill('SIGTERM');
  });
}
