import type { TravelModel } from '../adapters/travel/travel-model';
import type { Clock } from '../clock';
import type { Database, Db } from '../db/client';
import { describeFault } from '../http/fault-log';
import { planRouteJob, recordRouteFailure, type PlanOutcome } from '../routes/route-planning.service';
import { DEFAULT_SOLVE_SETTINGS, type SolveSettings } from '../routes/route-plan';
import { backoffMs, startLeasedLoop, type LeasedLoop } from './leased-loop';
import { claimDueJob, requeueJob, ROUTE_JOBS_CHANNEL, type ClaimedJob } from '../crew-days/route-jobs.repo';

/** How long a claimed job is the claimer's; a worker that dies mid-job frees it after this. */
export const JOB_LEASE_MS = 30_000;
/** Runs of one job before it gives up and the route reads `failed`. */
export const MAX_JOB_ATTEMPTS = 3;
/** Wait before retry n: 5 s, 10 s, 20 s... */
export const retryDelayMs = (attempt: number) => backoffMs(5_000, attempt);

/**
 * A worker that hears of new jobs (LISTEN) looks for due ones this often anyway: for retries and
 * lapsed leases, which nobody announces, and for a notification lost while its connection was re-made.
 */
const DEFAULT_POLL_MS = 2_000;
const MAX_JOBS_PER_RUN = 100;

export interface RouteWorkerDeps {
  db: Db;
  clock: Clock;
  travel: TravelModel;
  solve?: SolveSettings;
  /** Hears each queued job as it commits (Database.listen); without it the worker only polls. */
  listen?: Database['listen'];
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
  if (job.attempts > MAX_JOB_ATTEMPTS)
    return recordRouteFailure(planning, job, job.lastError ?? 'the optimizer stopped before finishing');
  try {
    return await planRouteJob(planning, job);
  } catch (error) {
    // Kept on the route and shown to the organization: the summary, never a failed query's values.
    const summary = describeFault(error);
    const reason = summary.message ?? [summary.fault, summary.statement, summary.sqlState].filter(Boolean).join(', ');
    if (job.attempts >= MAX_JOB_ATTEMPTS) return recordRouteFailure(planning, job, reason);
    const now = deps.clock.now();
    await requeueJob(
      deps.db,
      job,
      { availableAt: new Date(now.getTime() + retryDelayMs(job.attempts)), countAttempt: true, error: reason },
      now,
    );
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

export type RouteWorker = LeasedLoop;

/**
 * The in-process worker: runs due jobs, then waits for the next queued job to be announced or
 * `pollMs`, whichever comes first. Every instance may run one (SKIP LOCKED shares the queue).
 */
export async function startRouteWorker(
  deps: RouteWorkerDeps,
  options: RunOptions & { pollMs?: number } = {},
): Promise<RouteWorker> {
  const { pollMs = DEFAULT_POLL_MS, ...run } = options;
  return startLeasedLoop(() => runPendingJobs(deps, run), {
    label: 'route worker',
    channel: ROUTE_JOBS_CHANNEL,
    listen: deps.listen,
    pollMs,
  });
}
