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
}

function requestOnce(agent: http.Agent, url: URL, headers: Record<string, string>): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { agent, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
      response.on('error', reject);
    });
    request.on('error', reject);
  });
}

/**
 * A keep-alive GET loop: `concurrency` workers share one request counter, so exactly `requests`
 * measured requests run (after `warmup` unmeasured ones) unless `maxMs` runs out first.
 */
export async function runLoad(plan: LoadPlan): Promise<LoadResult> {
  const base = new URL(plan.baseUrl);
  if (base.hostname !== '127.0.0.1') throw new Error(`the load loop only targets 127.0.0.1, not ${base.hostname}`);
  const agent = new http.Agent({ keepAlive: true, maxSockets: plan.concurrency });
  const result: LoadResult = { latencies: [], errors: 0, elapsedMs: 0, firstError: null };
  const fail = (message: string) => {
    result.errors += 1;
    result.firstError ??= message;
  };
  const send = async (index: number, measured: boolean) => {
    const startedAt = performance.now();
    try {
      const response = await requestOnce(agent, new URL(plan.pathFor(index), base), plan.headers);
      if (response.status !== 200) fail(`${response.status} ${response.body.slice(0, 200)}`);
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
