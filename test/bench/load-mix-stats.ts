import { percentile } from './api-http-load';
import { printTable } from './bench';

/** What one kind of dispatcher request (board read, place, move...) met during a run. */
interface OperationTally {
  latencies: number[];
  /** 4xx answers by `status code`, e.g. `409 conflict`: expected outcomes under contention, shown, not failed. */
  clientErrors: Map<string, number>;
  serverErrors: number;
}

/** Per-operation latencies and outcomes of a load run, printed as one table. */
export class LoadTally {
  private readonly operations = new Map<string, OperationTally>();
  /** Requests sent again after a kept-alive socket was closed under them (see DispatcherClient). */
  keepAliveResets = 0;
  /** Problems that fail the run: 5xx, network errors, answers outside the envelope, bad replays. */
  readonly breaches: string[] = [];

  record(operation: string, latencyMs: number, status: number, code: string | null): void {
    let tally = this.operations.get(operation);
    if (!tally) {
      tally = { latencies: [], clientErrors: new Map(), serverErrors: 0 };
      this.operations.set(operation, tally);
    }
    tally.latencies.push(latencyMs);
    if (status >= 500) tally.serverErrors += 1;
    else if (status >= 400) {
      const label = `${status} ${code ?? '?'}`;
      tally.clientErrors.set(label, (tally.clientErrors.get(label) ?? 0) + 1);
    }
  }

  breach(problem: string): void {
    // The first few say what went wrong; thousands of copies would only bury them.
    if (this.breaches.length < 20) this.breaches.push(problem);
    else if (this.breaches.length === 20) this.breaches.push('(more problems not listed)');
  }

  get serverErrors(): number {
    return [...this.operations.values()].reduce((sum, tally) => sum + tally.serverErrors, 0);
  }

  get requests(): number {
    return [...this.operations.values()].reduce((sum, tally) => sum + tally.latencies.length, 0);
  }

  /** One row per operation and an "all" row: count, requests per second, p50/p95/p99 (ms), 4xx by code, 5xx. */
  print(label: string, elapsedMs: number): void {
    const row = (name: string, tallies: OperationTally[]): string[] => {
      const latencies = tallies.flatMap((tally) => tally.latencies).sort((a, b) => a - b);
      const clientErrors = new Map<string, number>();
      for (const tally of tallies)
        for (const [code, count] of tally.clientErrors) clientErrors.set(code, (clientErrors.get(code) ?? 0) + count);
      return [
        name,
        String(latencies.length),
        ((latencies.length / elapsedMs) * 1000).toFixed(1),
        percentile(latencies, 0.5).toFixed(1),
        percentile(latencies, 0.95).toFixed(1),
        percentile(latencies, 0.99).toFixed(1),
        [...clientErrors].map(([code, count]) => `${code} x${count}`).join(', ') || '-',
        String(tallies.reduce((sum, tally) => sum + tally.serverErrors, 0)),
      ];
    };
    const names = [...this.operations.keys()].sort();
    const rows = names.map((name) => row(name, [this.operations.get(name) as OperationTally]));
    rows.push(row('all', [...this.operations.values()]));
    console.log(
      `\n${label}: ${(elapsedMs / 1000).toFixed(1)} s; latency in ms; ${this.keepAliveResets} requests resent after a keep-alive reset`,
    );
    printTable(['operation', 'n', 'rps', 'p50', 'p95', 'p99', '4xx by code', '5xx'], rows);
  }
}
