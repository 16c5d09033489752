import { place, type Option, type State } from './state';
import { bestTwo } from './ways';

/**
 * Regret insertion: again and again, the job that would lose most by waiting (its second-best day
 * costs most more than its best; a job with one way left first) goes to its best day. Ties go to the
 * earlier job in priority (earliest due round, oldest acceptance), then the longer one.
 */
export function construct(state: State, jobs: Iterable<number> = state.jobs.keys()): void {
  const waiting = new Set(jobs);
  while (waiting.size > 0) {
    let chosen = -1;
    let chosenOption: Option | null = null;
    let chosenRegret = Number.NEGATIVE_INFINITY;
    for (const jobIndex of waiting) {
      const { best, second } = bestTwo(state, jobIndex);
      if (!best) {
        waiting.delete(jobIndex);
        continue;
      }
      // A job with one way left goes first; among those, priority decides.
      const regret = Number.isFinite(second) ? second - best.cost : 1e15;
      const facts = state.jobs[jobIndex]!;
      const incumbent = chosen >= 0 ? state.jobs[chosen]! : null;
      if (
        !incumbent ||
        regret > chosenRegret + 1e-9 ||
        (Math.abs(regret - chosenRegret) <= 1e-9 &&
          (facts.rank < incumbent.rank || (facts.rank === incumbent.rank && facts.minutes > incumbent.minutes)))
      ) {
        chosen = jobIndex;
        chosenOption = best;
        chosenRegret = regret;
      }
    }
    if (chosen < 0 || !chosenOption) break;
    place(state, chosen, chosenOption);
    waiting.delete(chosen);
  }
}
