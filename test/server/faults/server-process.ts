import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { onTestFinished } from 'vitest';
import { startServerProcess, type ServerProcess } from '../../support/server-process';
import { childEnv } from '../cli/child-process';

/**
 * `src/server/main.ts` as production runs it (route worker and housekeeping included), on the given
 * PostgreSQL database, with no demo organization. Call it inside a test: the process is killed when
 * the test ends, however it ends.
 */
export async function startFaultServer(databaseUrl: string): Promise<ServerProcess> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'canopy-faults-'));
  const server = await startServerProcess({
    ...childEnv(dataDir, { DEMO_SEED: 'false' }),
    DATABASE_URL: databaseUrl,
  }).catch((error: unknown) => {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  });
  void server.exited.then(() => rmSync(dataDir, { recursive: true, force: true }));
  onTestFinished(async () => {
    await server.kill();
  });
  return server;
}
