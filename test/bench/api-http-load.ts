import http from 'node:http';

/** What one load run measured; latencies in milliseconds, sorted ascending. */
export interface LoadResult {
  latencies: number[];
  errors: number;
  elapsedMs: number;
  firstError: string | null;
}

export interface LoadPlan {
  /** Loopback only: the bench never sends traffic off the machine. */
  baseUrl: string;
  headers: Record<string, string>;
  /** The path of request number `index` (the query mix rotates through it). */
  pathFor: (index: number) => string;
  warmup: number;
  requests: number;
  concurrency: number;
  /** Stops early (fewer requests measured) once this much time has passed. */
  maxMs: number;
  /** The same bound for the warm-up. */
  maxWarmupMs: number;
  /** Runs before request number `index` is sent, outside its timing (e.g. a change that invalidates cached answers). */
  beforeEach?: (index: number) => Promise<void>;
}

/** The base URL, refused unless it is 127.0.0.1: load is never sent off the machine. */
export function loopbackUrl(baseUrl: string): URL {
  const base = new URL(baseUrl);
  if (base.hostname !== '127.0.0.1') throw new Error(`the load loop only targets 127.0.0.1, not ${base.hostname}`);
  return base;
}

export interface HttpAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  /**
   * The body as it came over the wire, decoded by whoever reads it: the load loop shares the
   * server's thread, and reading a compressed board as UTF-8 text (~8 ms a request) was timed as the
   * server's.
   */
  bytes: Buffer;
}

/** A request that got no answer; `reusedSocket` says whether it went out on a kept-alive socket. */
export type RequestFailure = Error & { code?: string; reusedSocket: boolean };

/**
 * One request over the agent's keep-alive sockets; `body` (JSON text) is sent with its content type.
 * Rejects with a RequestFailure.
 */
export function sendRequest(
  agent: http.Agent,
  method: string,
  url: URL,
  headers: Record<string, string>,
  body?: string,
): Promise<HttpAnswer> {
  return new Promise((resolve, reject) => {
    const sent =
      body === undefined
        ? headers
        : { ...headers, 'Content-Type': 'application/json', 'Content-Length': String(Buffer.byteLength(body)) };
    const request = http.request(url, { method, agent, headers: sent }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          bytes: Buffer.concat(chunks),
        }),
      );
      response.on('error', reject);
    });
    request.on('error', (error) => reject(Object.assign(error, { reusedSocket: request.reusedSocket })));
    request.end(body);
  });
}

/**
 * A keep-alive GET loop: `concurrency` workers share one request counter, so exactly `requests`
 * measured requests run (after `warmup` unmeasured ones) unless `maxMs` runs out first.
 */
export async function runLoad(plan: LoadPlan): Promise<LoadResult> {
  const base = loopbackUrl(plan.baseUrl);
  const agent = new http.Agent({ keepAlive: true, maxSockets: plan.concurrency });
  const result: LoadResult = { latencies: [], errors: 0, elapsedMs: 0, firstError: null };
  const fail = (message: string) => {
    result.errors += 1;
    result.firstError ??= message;
  };
  const send = async (index: number, measured: boolean) => {
    await plan.beforeEach?.(index);
    const startedAt = performance.now();
    try {
      const response = await sendRequest(agent, 'GET', new URL(plan.pathFor(index), base), plan.headers);
      if (response.status !== 200) fail(`${response.status} ${response.bytes.toString('utf8', 0, 200)}`);
    } catch (error) {
      fail((error as Error).message);
    }
    if (measured) result.latencies.push(performance.now() - startedAt);
  };
  const workers = async (total: number, measured: boolean, deadline: number) => {
    let next = 0;
    const worker = async () => {
      while (next < total && performance.now() < deadline) await send(next++, measured);
    };
    await Promise.all(Array.from({ length: plan.concurrency }, worker));
  };

  await workers(plan.warmup, false, performance.now() + plan.maxWarmupMs);
  // Warm-up failures still show in a failing measured run; only measured requests are counted.
  result.errors = 0;
  result.firstError = null;
  const startedAt = performance.now();
  await workers(plan.requests, true, startedAt + plan.maxMs);
  result.elapsedMs = performance.now() - startedAt;
  agent.destroy();
  result.latencies.sort((a, b) => a - b);
  return result;
}

/** The value below which `share` of the sorted samples fall (nearest rank). */
export function percentile(sorted: readonly number[], share: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(share * sorted.length) - 1))] ?? Number.NaN;
}
