import type { TravelModel } from '../adapters/travel/travel-model';
import type { Clock } from '../clock';
import type { Db } from '../db/client';
import { planRouteJob, recordRouteFailure, type PlanOutcome } from '../routes/route-planning.service';
import { DEFAULT_SOLVE_SETTINGS, type SolveSettings } from '../routes/route-plan';
import { claimDueJob, requeueJob, type ClaimedJob } from './route-jobs.repo';

/** How long a claimed job is the claimer's; a worker that dies mid-job frees it after this. */
export const JOB_LEASE_MS = 30_000;
/** Runs of one job before it gives up and the route reads `failed`. */
export const MAX_JOB_ATTEMPTS = 3;
/** Wait before retry n: 5 s, 10 s, 20 s... */
export const retryDelayMs = (attempt: number) => 5_000 * 2 ** (attempt - 1);

const DEFAULT_POLL_MS = 1_000;
const MAX_JOBS_PER_RUN = 100;

export interface RouteWorkerDeps {
  db: Db;
  clock: Clock;
  travel: TravelModel;
  solve?: SolveSettings;
}

export type JobOutcome = PlanOutcome | 'retry' | 'failed';

export interface RunOptions {
  /** Take only these organizations' jobs (a dedicated worker; tests sharing a database). */
  orgIds?: readonly string[];
  maxJobs?: number;
}

async function runJob(deps: RouteWorkerDeps, job: ClaimedJob): Promise<JobOutcome> {
  const planning = { ...deps, solve: deps.solve ?? DEFAULT_SOLVE_SETTINGS };
  // Claimed once more than allowed: the earlier runs died without a word (their leases lapsed).
  if (job.attempts > MAX_JOB_ATTEMPTS) return recordRouteFailure(planning, job, job.lastError ?? 'the optimizer stopped before finishing');
  try {
    return await planRouteJob(planning, job);
  } catch (error) {
    const reason = (error as Error).message;
    if (job.attempts >= MAX_JOB_ATTEMPTS) return recordRouteFailure(planning, job, reason);
    const now = deps.clock.now();
    await requeueJob(deps.db, job, { availableAt: new Date(now.getTime() + retryDelayMs(job.attempts)), countAttempt: true, error: reason }, now);
    return 'retry';
  }
}

/**
 * Takes due jobs one after another until none is left (or `maxJobs`), and says how each ended.
 * The in-process loop calls it; tests call it to drive the worker step by step.
 */
export async function runPendingJobs(deps: RouteWorkerDeps, options: RunOptions = {}): Promise<JobOutcome[]> {
  const outcomes: JobOutcome[] = [];
  while (outcomes.length < (options.maxJobs ?? MAX_JOBS_PER_RUN)) {
    const now = deps.clock.now();
    const job = await claimDueJob(deps.db, now, new Date(now.getTime() + JOB_LEASE_MS), options.orgIds);
    if (!job) break;
    outcomes.push(await runJob(deps, job));
  }
  return outcomes;
}

export interface RouteWorker {
  stop(): Promise<void>;
}

/** The in-process worker: runs due jobs, then waits `pollMs`; every instance may run one (SKIP LOCKED shares the queue). */
export function startRouteWorker(deps: RouteWorkerDeps, options: RunOptions & { pollMs?: number } = {}): RouteWorker {
  const { pollMs = DEFAULT_POLL_MS, ...run } = options;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  const tick = () => {
    running = runPendingJobs(deps, run)
      .catch((error: unknown) => console.warn(`route worker: ${(error as Error).message}`))
      .finally(() => {
        if (stopped) return;
        timer = setTimeout(tick, pollMs);
        timer.unref();
      });
  };
  tick();
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      // Let a job in progress finish before the database is closed under it.
      await running;
    },
  };
}
