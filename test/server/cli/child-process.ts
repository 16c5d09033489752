import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { inject } from 'vitest';

export const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));

/**
 * The environment a child server or CLI gets: the test run's PostgreSQL database when there is
 * one, else PGlite in `dataDir` (a DATABASE_URL of the parent must not leak in and point it elsewhere).
 */
export function childEnv(dataDir: string, extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, ...extra };
  const url = inject('testDatabaseUrl');
  if (url) env.DATABASE_URL = url;
  else delete env.DATABASE_URL;
  return env;
}

export function spawnTs(
  script: string,
  args: readonly string[],
  env: NodeJS.ProcessEnv,
  nodeFlags: readonly string[] = [],
): ChildProcess {
  return spawn(process.execPath, [...nodeFlags, '--import', 'tsx', script, ...args], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

export interface CliResult {
  code: number | null;
  stdout: string;
  stderr: string;
  /** stdout parsed as JSON (undefined when it is not JSON). */
  json: any;
}

/** Runs `src/server/cli.ts` to the end; killed if it outlives `timeoutMs`. */
export function runCliProcess(args: readonly string[], env: NodeJS.ProcessEnv, timeoutMs = 90_000): Promise<CliResult> {
  return new Promise((resolve, reject) => {
    const child = spawnTs('src/server/cli.ts', args, env);
    let stdout = '';
    let stderr = '';
    child.stdout?.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`canopy ${args.join(' ')} took longer than ${timeoutMs} ms; stderr: ${stderr}`));
    }, timeoutMs);
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      let json: unknown;
      try {
        json = JSON.parse(stdout);
      } catch {
        json = undefined;
      }
      resolve({ code, stdout, stderr, json });
    });
  });
}
