import { bestOption, insertionMeters, optionsFor, place, type Option, type State } from './state';

/** Best and second-best option of a job as things stand; second is +Infinity when only one exists. */
export function bestTwo(state: State, jobIndex: number): { best: Option | null; second: number } {
  const facts = state.jobs[jobIndex]!;
  const splits = facts.splitFor.some((flag) => flag === 1);
  if (splits) {
    const options = optionsFor(state, jobIndex);
    const best = bestOption(options);
    let second = Number.POSITIVE_INFINITY;
    for (const option of options) if (option !== best && option.cost < second) second = option.cost;
    return { best, second };
  }
  // Work that fits a day: scan the open days directly (no option objects), the cheapest two.
  let bestSlot = -1;
  let bestCost = Number.POSITIVE_INFINITY;
  let second = Number.POSITIVE_INFINITY;
  for (let at = 0; at < facts.open.length; at++) {
    const slotIndex = facts.open[at]!;
    const slot = state.slots[slotIndex]!;
    if (slot.capMinutes - slot.bookedMinutes < facts.minutes) continue;
    const cost = insertionMeters(state, jobIndex, slotIndex) + facts.penalty[slot.crewIndex]!;
    if (cost < bestCost - 1e-9) {
      second = bestCost;
      bestCost = cost;
      bestSlot = slotIndex;
    } else if (cost < second) second = cost;
  }
  return {
    best: bestSlot < 0 ? null : { pieces: [{ slot: bestSlot, minutes: facts.minutes }], cost: bestCost },
    second,
  };
}

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
