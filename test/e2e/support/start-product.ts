import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** `npm start` as a user runs it: its origin, the printed sign-in link and demo key. */
    product: { origin: string; signInLink: string; apiKey: string };
  }
}

const STARTUP_LIMIT_MS = 150_000;
const signInLine = /Sign in: (\S+#key=(\S+))/;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

function waitForSignIn(child: ChildProcess, output: string[]): Promise<RegExpExecArray> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`npm start printed no sign-in link within ${STARTUP_LIMIT_MS} ms:\n${output.join('')}`)),
      STARTUP_LIMIT_MS,
    );
    const onData = (chunk: Buffer) => {
      output.push(chunk.toString());
      const match = signInLine.exec(output.join(''));
      if (match) {
        clearTimeout(timer);
        resolve(match);
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`npm start exited with ${code}:\n${output.join('')}`));
    });
  });
}

/**
 * The product as a user starts it: `npm start` (which builds the SPA when dist/ is missing or
 * stale) on a fresh data folder and a free port, demo data seeded. Stopped after the run.
 */
export default async function startProduct(project: TestProject) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'canopy-e2e-'));
  const port = await freePort();
  const child = spawn('npm', ['start'], {
    cwd: project.config.root,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: '',
      PUBLIC_URL: '',
      GEOCODER_URL: '',
      // The journeys replay hours of office and crew work within minutes under the one demo key:
      // api.md's 1000 requests an hour is a person's pace, not theirs (test/server/http covers the limit).
      RATE_LIMIT_PER_HOUR: '20000',
    },
    // Its own process group, so npm, tsx and the server stop together.
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  const stop = async () => {
    if (child.exitCode === null && child.pid) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      process.kill(-child.pid, 'SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };

  try {
    const [, signInLink = '', apiKey = ''] = await waitForSignIn(child, output);
    project.provide('product', { origin: `http://127.0.0.1:${port}`, signInLink, apiKey });
  } catch (error) {
    await stop();
    throw error;
  }
  return stop;
}
