import { mulberry32 } from '../random';
import { construct } from './construct';
import { roadMeters } from './travel';
import {
  better,
  bestOption,
  freeMinutes,
  rollback,
  snapshot,
  tidyRoute,
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

/** Placed jobs an unplaced one tries to take the day of, per round. */
const EJECT_TRIES = 8;
/** Ruin and recreate: how many jobs one ruin takes off (a seed job and its nearest placed neighbours). */
const RUIN_SHARE = 0.15;
const RUIN_MIN = 3;
const RUIN_MAX = 30;

export interface SearchBudget {
  maxRounds: number;
  /** Ruin-and-recreate steps after the local search settles. */
  maxRuins: number;
  /**
   * Moves the search may still weigh (each tried move, relocation or ruin counts): the budget that
   * makes one seed give one plan on any machine.
   */
  evaluations: { left: number };
  /** Wall-clock safety net only: an overloaded machine stops here, and only then can a seed's plan differ. */
  deadline: number;
  clock: () => number;
}

/** Whether the search must stop: its evaluations are spent, or (the safety net) the clock ran out. */
export function spent(budget: SearchBudget): boolean {
  return budget.evaluations.left <= 0 || budget.clock() > budget.deadline;
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
function attempt(state: State, budget: SearchBudget, before: Score, move: () => boolean, undo: () => void): boolean {
  budget.evaluations.left -= 1;
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
    if (spent(budget)) break;
    const facts = state.jobs[jobIndex]!;
    // Only a job whose day would then have room is worth taking off; a handful of them, chosen by the seed.
    const victims = shuffled(
      placedJobs(state).filter((other) =>
        state.placement[other]!.some(
          (piece) =>
            facts.allowed[piece.slot] &&
            freeMinutes(state.slots[piece.slot]!) + piece.minutes >= Math.min(facts.minutes, 60),
        ),
      ),
      random,
    ).slice(0, EJECT_TRIES);
    for (const victim of victims) {
      if (state.placement[jobIndex]) break;
      const before = scoreOf(state);
      const added: number[] = [];
      const taken: Taken = [];
      const kept = attempt(
        state,
        budget,
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
    if (spent(budget)) break;
    const before = scoreOf(state);
    const taken = unplace(state, jobIndex);
    const options = optionsFor(state, jobIndex);
    // The best option by driving first; among near-equal ones, the search keeps whichever scores better.
    let kept = false;
    const sorted = [...options].sort((a, b) => a.cost - b.cost).slice(0, 3);
    for (const option of sorted) {
      budget.evaluations.left -= 1;
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
    if (spent(budget)) break;
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
        budget,
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
      if (spent(budget)) return improved;
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
        budget,
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
function descend(state: State, random: () => number, budget: SearchBudget, maxRounds: number): void {
  for (let rounds = 0; rounds < maxRounds && !spent(budget); rounds++) {
    let changed = fill(state);
    changed = eject(state, random, budget) || changed;
    changed = relocate(state, random, budget) || changed;
    changed = swap(state, random, budget, 6) || changed;
    changed = exchangeDays(state, random, budget) || changed;
    if (!changed) break;
  }
}

/** A seed job (by the seed's draw) and the placed jobs nearest it: what one ruin takes off. */
function ruinSet(state: State, random: () => number): number[] {
  const placed = placedJobs(state);
  if (placed.length === 0) return [];
  // The size varies from ruin to ruin (up to twice the share), and one ruin in four takes jobs anywhere.
  const share = Math.round(placed.length * RUIN_SHARE * (0.5 + 1.5 * random()));
  const count = Math.min(placed.length, Math.max(RUIN_MIN, Math.min(RUIN_MAX, share)));
  const centre = placed[Math.floor(random() * placed.length)]!;
  const at = state.jobs[centre]!.job.location;
  if (!at || random() < 0.25) return shuffled(placed, random).slice(0, count);
  const distance = (jobIndex: number) => {
    const location = state.jobs[jobIndex]!.job.location;
    return location ? roadMeters(at, location) : Number.POSITIVE_INFINITY;
  };
  return placed
    .map((jobIndex) => ({ jobIndex, meters: distance(jobIndex) }))
    .sort((a, b) => a.meters - b.meters || a.jobIndex - b.jobIndex)
    .slice(0, count)
    .map((entry) => entry.jobIndex);
}

/**
 * Local search to a settled plan, then ruin and recreate: a cluster of nearby jobs comes off and
 * goes back by regret insertion, the local search settles again, and the result is kept only when
 * it scores better (the state is rolled back exactly otherwise).
 */
export function improve(state: State, seed: number, budget: SearchBudget): void {
  const random = mulberry32(seed);
  descend(state, random, budget, budget.maxRounds);
  for (let slotIndex = 0; slotIndex < state.slots.length; slotIndex++) tidyRoute(state, slotIndex);
  for (let ruin = 0; ruin < budget.maxRuins && !spent(budget); ruin++) {
    const before = scoreOf(state);
    const saved = snapshot(state);
    const removed = ruinSet(state, random);
    budget.evaluations.left -= removed.length;
    for (const jobIndex of removed) unplace(state, jobIndex);
    const ruined = new Set(removed.flatMap((jobIndex) => saved.placement[jobIndex]!.map((piece) => piece.slot)));
    const again = [...removed, ...unplacedJobs(state).filter((jobIndex) => !removed.includes(jobIndex))];
    // Half the time by regret, half in a random order each to its best day: regret alone rebuilds a
    // ruin the same way every time it is drawn.
    if (random() < 0.5) construct(state, again);
    else
      for (const jobIndex of shuffled(again, random)) {
        const option = bestOption(optionsFor(state, jobIndex));
        if (option) place(state, jobIndex, option);
      }
    descend(state, random, budget, 2);
    for (const pieces of state.placement)
      for (const piece of pieces ?? []) if (ruined.has(piece.slot)) tidyRoute(state, piece.slot);
    for (const slotIndex of ruined) tidyRoute(state, slotIndex);
    if (!better(scoreOf(state), before)) rollback(state, saved);
  }
}
