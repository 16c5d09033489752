import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createOwnDatabase, type OwnDatabase } from '../../support/own-database';
import { startServerProcess, type ServerProcess } from '../../support/server-process';
import { answerProblem } from './answer-check';
import { requestArbitrary, type FuzzTarget } from './fuzz-requests';
import { operationsOf, responseValidators, type OpenApiDocument } from './openapi-document';
import { sendRaw } from './raw-request';

/*
 * The fuzz again, against `npm start`'s server in a process of its own (fresh data folder, demo
 * data), so that the memory measured is the service's alone, read from /proc after every request.
 * Its resident set must stay under 512 MB whatever it is sent, on PostgreSQL and on the embedded
 * database (PostgreSQL compiled to WebAssembly inside the same process, prepared apart at start so
 * that creating and seeding it leave nothing behind: src/server/startup/prepare-data-apart.ts).
 */
const MAX_RSS_KB = 512 * 1024;
const RUNS_PER_OPERATION = 25;
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_125);

let server: ServerProcess;
let dataDir: string;
let key: string;
let ownDatabase: OwnDatabase | undefined;

const residentKb = (pid: number) =>
  Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? NaN);

async function read<T>(pathname: string): Promise<T> {
  const response = await fetch(`${server.apiUrl}${pathname}`, { headers: { Authorization: `ApiKey ${key}` } });
  expect(response.status, pathname).toBe(200);
  return ((await response.json()) as { data: T }).data;
}

/** Ids of the demo's records, for the fuzz to name in paths and bodies. */
async function demoTarget(): Promise<FuzzTarget> {
  const board = await read<{
    upcoming: {
      estimateId: string;
      scheduleId: string;
      siteId: string;
      scheduledDate: string;
      crew: { id: string } | null;
    }[];
  }>('/schedule');
  const placed = board.upcoming.find((row) => row.crew !== null)!;
  const site = await read<{ customerId: string }>(`/sites/${placed.siteId}`);
  const trees = await read<{ items: { id: string }[] }>(`/sites/${placed.siteId}/trees`);
  const invoices = await read<{ items: { id: string }[] }>('/invoices?limit=1');
  const pathValues = {
    customerId: site.customerId,
    siteId: placed.siteId,
    treeId: trees.items[0]?.id ?? crypto.randomUUID(),
    estimateId: placed.estimateId,
    scheduleId: placed.scheduleId,
    invoiceId: invoices.items[0]?.id ?? crypto.randomUUID(),
    crewId: placed.crew!.id,
    date: placed.scheduledDate,
  };
  return { key, pathValues, ids: Object.values(pathValues).filter((value) => /^[0-9a-f-]{36}$/.test(value)) };
}

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'canopy-fuzz-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    DEMO_SEED: 'true',
    RATE_LIMIT_PER_HOUR: '10000000',
  };
  delete env.DATABASE_URL;
  // On PostgreSQL the server gets a database of its own: its worker serves every organization it finds.
  const serverUrl = inject('testDatabaseUrl');
  if (serverUrl) {
    ownDatabase = await createOwnDatabase(serverUrl, 'canopy_fuzz');
    env.DATABASE_URL = ownDatabase.url;
  }
  server = await startServerProcess(env, /Sign in: \S+\n/);
  key = /Demo API key \(all scopes\): (\S+)/.exec(server.output())![1]!;
}, 180_000);

afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
  await ownDatabase?.drop();
});

describe('fuzz against the server process', () => {
  it('answers every hostile request without a server error, within its memory bound throughout', async () => {
    const doc = (await (await fetch(`${server.apiUrl}/openapi.json`)).json()) as OpenApiDocument;
    const validatorFor = responseValidators(doc);
    const target = await demoTarget();
    const origin = new URL(server.apiUrl).origin;
    const pid = server.child.pid!;
    const failures: string[] = [];
    let tried = 0;
    let peakKb = residentKb(pid);
    const startKb = peakKb;
    for (const operation of operationsOf(doc)) {
      for (const request of fc.sample(requestArbitrary(doc, operation, target), {
        numRuns: RUNS_PER_OPERATION,
        seed: SEED,
      })) {
        tried += 1;
        const response = await sendRaw(origin, request).catch((error: Error) => error);
        peakKb = Math.max(peakKb, residentKb(pid));
        // Past the body limit the 413 goes out first and the upload may be cut: no answer to read.
        if (response instanceof Error) continue;
        const problem = answerProblem(operation, response, validatorFor);
        if (problem) failures.push(`${operation.key}: ${problem}`);
      }
    }
    process.stdout.write(
      `fuzz (server process): ${tried} requests, ${failures.length} answers off the document, RSS ${Math.round(startKb / 1024)} MB at the start, peak ${Math.round(peakKb / 1024)} MB\n`,
    );
    expect(server.child.exitCode).toBeNull();
    expect(failures.slice(0, 10)).toEqual([]);
    expect(peakKb).toBeLessThan(MAX_RSS_KB);
  }, 300_000);
});
