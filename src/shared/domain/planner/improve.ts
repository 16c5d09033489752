import { mulberry32 } from '../random';
import {
  better,
  bestOption,
  optionsFor,
  place,
  restore,
  scoreOf,
  unplace,
  type Option,
  type Piece,
  type Score,
  type State,
} from './state';

/*
 * Local search after construction: fill (an unplaced job onto any day with room), eject (an
 * unplaced job takes a placed one's day when that one can go elsewhere or is shorter), relocate (a
 * job to its best other days), swap (two jobs trade days) and exchange days (two days of one crew
 * trade the work the plan put on them). A move is kept only when the objective improves; every
 * choice of order comes from the seeded generator, so one seed and one number of rounds give one plan.
 */

export interface SearchBudget {
  maxRounds: number;
  deadline: number;
  clock: () => number;
}

function shuffled(values: number[], random: () => number): number[] {
  for (let index = values.length - 1; index > 0; index--) {
    const other = Math.floor(random() * (index + 1));
    [values[index], values[other]] = [values[other]!, values[index]!];
  }
  return values;
}

const placedJobs = (state: State) => state.placement.flatMap((pieces, index) => (pieces ? [index] : []));
const unplacedJobs = (state: State) =>
  state.placement
    .flatMap((pieces, index) => (pieces ? [] : [index]))
    .sort((a, b) => state.jobs[a]!.rank - state.jobs[b]!.rank);

/** An unplaced job onto its best day with room. */
function fill(state: State): boolean {
  let improved = false;
  for (const jobIndex of unplacedJobs(state)) {
    const option = bestOption(optionsFor(state, jobIndex));
    if (option) {
      place(state, jobIndex, option);
      improved = true;
    }
  }
  return improved;
}

/** Tries `move`; keeps it when the score beats `before`, else undoes it with `undo`. */
function attempt(state: State, before: Score, move: () => boolean, undo: () => void): boolean {
  if (!move()) return false;
  if (better(scoreOf(state), before)) return true;
  undo();
  return false;
}

/**
 * Jobs that came off and how to put them back: `restore` in reverse order puts every stop back in
 * its old place, so a refused move leaves the routes exactly as they were.
 */
type Taken = { jobIndex: number; taken: { pieces: Piece[]; positions: number[] } }[];

function undoAll(state: State, added: number[], taken: Taken): void {
  for (const jobIndex of [...added].reverse()) if (state.placement[jobIndex]) unplace(state, jobIndex);
  for (const { jobIndex, taken: pieces } of [...taken].reverse()) restore(state, jobIndex, pieces);
}

/** Each unplaced job tries each placed job sharing a day it could take: out with it, in with this one, the other elsewhere if it can. */
function eject(state: State, random: () => number, budget: SearchBudget): boolean {
  let improved = false;
  for (const jobIndex of unplacedJobs(state)) {
    if (budget.clock() > budget.deadline) break;
    const facts = state.jobs[jobIndex]!;
    const victims = shuffled(
      placedJobs(state).filter((other) => state.placement[other]!.some((piece) => facts.allowed[piece.slot])),
      random,
    );
    for (const victim of victims) {
      if (state.placement[jobIndex]) break;
      const before = scoreOf(state);
      const added: number[] = [];
      const taken: Taken = [];
      const kept = attempt(
        state,
        before,
        () => {
          taken.push({ jobIndex: victim, taken: unplace(state, victim) });
          const option = bestOption(optionsFor(state, jobIndex));
          if (!option) return true;
          place(state, jobIndex, option);
          added.push(jobIndex);
          const elsewhere = bestOption(optionsFor(state, victim));
          if (elsewhere) {
            place(state, victim, elsewhere);
            added.push(victim);
          }
          return true;
        },
        () => undoAll(state, added, taken),
      );
      if (kept) {
        improved = true;
        break;
      }
    }
  }
  return improved;
}

/** Each placed job to its best days elsewhere, when that drives less or evens the load. */
function relocate(state: State, random: () => number, budget: SearchBudget): boolean {
  let improved = false;
  for (const jobIndex of shuffled(placedJobs(state), random)) {
    if (budget.clock() > budget.deadline) break;
    const before = scoreOf(state);
    const taken = unplace(state, jobIndex);
    const options = optionsFor(state, jobIndex);
    // The best option by driving first; among near-equal ones, the search keeps whichever scores better.
    let kept = false;
    const sorted = [...options].sort((a, b) => a.cost - b.cost).slice(0, 3);
    for (const option of sorted) {
      place(state, jobIndex, option);
      if (better(scoreOf(state), before)) {
        kept = true;
        break;
      }
      unplace(state, jobIndex);
    }
    if (kept) improved = true;
    else restore(state, jobIndex, taken);
  }
  return improved;
}

const singleDay = (state: State, jobIndex: number) => state.placement[jobIndex]?.length === 1;

/** Two one-day jobs on different days trade days (each at its cheapest place in the other's route). */
function swap(state: State, random: () => number, budget: SearchBudget, tries: number): boolean {
  let improved = false;
  const jobs = placedJobs(state).filter((jobIndex) => singleDay(state, jobIndex));
  for (const a of shuffled([...jobs], random)) {
    if (budget.clock() > budget.deadline) break;
    for (let attemptIndex = 0; attemptIndex < tries && jobs.length > 1; attemptIndex++) {
      const b = jobs[Math.floor(random() * jobs.length)]!;
      if (a === b || !singleDay(state, a) || !singleDay(state, b)) continue;
      const slotA = state.placement[a]![0]!.slot;
      const slotB = state.placement[b]![0]!.slot;
      if (slotA === slotB || !state.jobs[a]!.allowed[slotB] || !state.jobs[b]!.allowed[slotA]) continue;
      const before = scoreOf(state);
      const added: number[] = [];
      const taken: Taken = [];
      const kept = attempt(
        state,
        before,
        () => {
          taken.push({ jobIndex: a, taken: unplace(state, a) }, { jobIndex: b, taken: unplace(state, b) });
          const onB = optionsFor(state, a).find((option) => option.pieces[0]!.slot === slotB);
          if (!onB) return true;
          place(state, a, onB);
          added.push(a);
          const onA = optionsFor(state, b).find((option) => option.pieces[0]!.slot === slotA);
          if (!onA) return true;
          place(state, b, onA);
          added.push(b);
          return true;
        },
        () => undoAll(state, added, taken),
      );
      if (kept) {
        improved = true;
        break;
      }
    }
  }
  return improved;
}

/** Two days of one crew trade the one-day work the plan put on them. */
function exchangeDays(state: State, random: () => number, budget: SearchBudget): boolean {
  let improved = false;
  const { days } = state;
  const crews = state.input.crews.length;
  for (let crewIndex = 0; crewIndex < crews; crewIndex++) {
    for (const first of shuffled(
      Array.from({ length: days }, (_, index) => index),
      random,
    )) {
      if (budget.clock() > budget.deadline) return improved;
      const second = Math.floor(random() * days);
      if (first === second) continue;
      const slotA = crewIndex * days + first;
      const slotB = crewIndex * days + second;
      const onSlot = (slot: number) =>
        placedJobs(state).filter(
          (jobIndex) => singleDay(state, jobIndex) && state.placement[jobIndex]![0]!.slot === slot,
        );
      const fromA = onSlot(slotA);
      const fromB = onSlot(slotB);
      if (fromA.length + fromB.length === 0) continue;
      const before = scoreOf(state);
      const added: number[] = [];
      const taken: Taken = [];
      const kept = attempt(
        state,
        before,
        () => {
          for (const jobIndex of [...fromA, ...fromB]) taken.push({ jobIndex, taken: unplace(state, jobIndex) });
          const moves: [number, number][] = [
            ...fromA.map((jobIndex): [number, number] => [jobIndex, slotB]),
            ...fromB.map((jobIndex): [number, number] => [jobIndex, slotA]),
          ];
          for (const [jobIndex, slot] of moves) {
            const option = optionsFor(state, jobIndex).find((candidate: Option) => candidate.pieces[0]!.slot === slot);
            if (!option) return true;
            place(state, jobIndex, option);
            added.push(jobIndex);
          }
          return true;
        },
        () => undoAll(state, added, taken),
      );
      if (kept) improved = true;
    }
  }
  return improved;
}

/** Rounds of every move until a round changes nothing, the rounds run out or the clock does. */
export function improve(state: State, seed: number, budget: SearchBudget): number {
  const random = mulberry32(seed);
  let rounds = 0;
  while (rounds < budget.maxRounds && budget.clock() <= budget.deadline) {
    rounds += 1;
    let changed = fill(state);
    changed = eject(state, random, budget) || changed;
    changed = relocate(state, random, budget) || changed;
    changed = swap(state, random, budget, 6) || changed;
    changed = exchangeDays(state, random, budget) || changed;
    if (!changed) break;
  }
  return rounds;
}
