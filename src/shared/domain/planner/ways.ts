import {
  freeMinutes,
  insertionMeters,
  MIN_PIECE_MINUTES,
  preferenceMeters,
  type Option,
  type Piece,
  type State,
} from './state';

/*
 * Where a job could go now: one open day with room, or, for work longer than its crew's day, a run
 * of consecutive working days of one crew filled in turn (each piece an hour or more, or the rest),
 * at most one day more than the fewest the hours need. Each crew's two cheapest ways are kept per
 * job until one of the crew's days changes (state.ts `touched`), so a job's best way reads one
 * figure per crew, not every day of every crew.
 */

/** The run of days from `startSlot` that takes the whole job on its crew, or null when none does. */
function runFrom(state: State, jobIndex: number, crewIndex: number, startSlot: number): Option | null {
  const facts = state.jobs[jobIndex]!;
  const end = (crewIndex + 1) * state.days;
  if (!facts.splitFor[crewIndex]) {
    if (!facts.allowed[startSlot] || freeMinutes(state.slots[startSlot]!) < facts.minutes) return null;
    const cost = insertionMeters(state, jobIndex, startSlot) + preferenceMeters(state, jobIndex, startSlot);
    return { pieces: [{ slot: startSlot, minutes: facts.minutes }], cost };
  }
  const cap = state.slots[startSlot]!.capMinutes;
  const maxDays = Math.ceil(facts.minutes / Math.max(1, cap)) + 1;
  const pieces: Piece[] = [];
  let left = facts.minutes;
  let cost = preferenceMeters(state, jobIndex, startSlot);
  for (let slotIndex = startSlot; slotIndex < end && left > 0 && pieces.length < maxDays; slotIndex++) {
    if (!facts.allowed[slotIndex]) break;
    const take = Math.min(freeMinutes(state.slots[slotIndex]!), left);
    if (take < Math.min(MIN_PIECE_MINUTES, left)) break;
    pieces.push({ slot: slotIndex, minutes: take });
    cost += insertionMeters(state, jobIndex, slotIndex);
    left -= take;
  }
  return left === 0 ? { pieces, cost } : null;
}

/** Reads the job's two cheapest ways onto the crew's days again (Infinity when there are none). */
function readWays(state: State, jobIndex: number, crewIndex: number): void {
  const facts = state.jobs[jobIndex]!;
  const at = jobIndex * state.input.crews.length + crewIndex;
  let best = Number.POSITIVE_INFINITY;
  let second = Number.POSITIVE_INFINITY;
  let start = -1;
  const room = facts.splitFor[crewIndex] ? state.crewFree[crewIndex]! : state.crewMostFree[crewIndex]!;
  if (room >= facts.minutes)
    for (let slotIndex = crewIndex * state.days; slotIndex < (crewIndex + 1) * state.days; slotIndex++) {
      if (!facts.allowed[slotIndex]) continue;
      const way = runFrom(state, jobIndex, crewIndex, slotIndex);
      if (!way) continue;
      if (way.cost < best - 1e-9) {
        second = best;
        best = way.cost;
        start = slotIndex;
      } else if (way.cost < second) second = way.cost;
    }
  state.wayBest[at] = best;
  state.waySecond[at] = second;
  state.wayStart[at] = start;
  state.wayFresh[at] = 1;
}

/** The job's cheapest way as things stand, and what its second-cheapest costs (+Infinity when only one exists). */
export function bestTwo(state: State, jobIndex: number): { best: Option | null; second: number } {
  const facts = state.jobs[jobIndex]!;
  const row = jobIndex * state.input.crews.length;
  let bestCrew = -1;
  let bestCost = Number.POSITIVE_INFINITY;
  let second = Number.POSITIVE_INFINITY;
  for (const crewIndex of facts.crews) {
    if (!state.wayFresh[row + crewIndex]) readWays(state, jobIndex, crewIndex);
    const crewBest = state.wayBest[row + crewIndex]!;
    if (crewBest === Number.POSITIVE_INFINITY) continue;
    if (crewBest < bestCost - 1e-9) {
      second = bestCost;
      bestCost = crewBest;
      bestCrew = crewIndex;
    } else if (crewBest < second) second = crewBest;
    const crewSecond = state.waySecond[row + crewIndex]!;
    if (crewSecond < second) second = crewSecond;
  }
  if (bestCrew < 0) return { best: null, second };
  return { best: runFrom(state, jobIndex, bestCrew, state.wayStart[row + bestCrew]!), second };
}
