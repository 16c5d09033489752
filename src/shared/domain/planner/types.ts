import type { Day } from '../../contract/common';
import type { LatLng } from '../geo';

/*
 * What the planner reads and answers (docs/decisions/scheduling.md "Planner"). Pure data: the
 * server reads it from the database, the bench makes it, and the planner never touches either.
 */

/** A program round: it goes inside its window, and the earliest due goes first. */
export interface PlannerRound {
  number: number;
  dueOn: Day;
  windowOpensOn: Day;
}

/** One piece of queued work to place. */
export interface PlannerJob {
  id: string;
  /** How a sentence names it: JOB-605. */
  label: string;
  /** Hours to place (what is left of the work, or the round's hours); more than 0. */
  hours: number;
  /** null: never located; it then counts for time, not for driving. */
  location: LatLng | null;
  categories: readonly string[];
  districtIds: readonly string[];
  /** ISO instant; null sorts last among the work accepted. */
  acceptedAt: string | null;
  round: PlannerRound | null;
  /** `crewId day` of crew-days already holding the work: a second visit on the same day is never proposed. */
  heldCrewDays?: readonly string[];
}

export interface PlannerCrew {
  id: string;
  name: string;
  dayLengthMinutes: number;
  /** null: takes every category. */
  serviceCategories: readonly string[] | null;
  homeDistrictIds: readonly string[];
}

/** A stop already on a crew-day, in drive order. */
export interface PlannerStop {
  label: string;
  location: LatLng | null;
}

/** What a crew-day already holds; a crew-day not given is empty and open. */
export interface PlannerCrewDay {
  crewId: string;
  day: Day;
  bookedMinutes: number;
  stops: readonly PlannerStop[];
  /** frozen (the crew may already be driving it) or pinned (a person set its order): nothing is added. */
  locked: 'frozen' | 'pinned' | null;
}

export interface PlannerInput {
  /** The working days to fill, ascending (days off are simply not among them). */
  days: readonly Day[];
  /** Active crews only: an archived crew is never given work. */
  crews: readonly PlannerCrew[];
  crewDays: readonly PlannerCrewDay[];
  jobs: readonly PlannerJob[];
  /** Where every day starts and ends, when the organization has a yard. */
  origin: LatLng | null;
  /** 0 (the default): never past a day's length; 10: up to 110 % of it. */
  maxOverbookPercent: number;
  distanceUnit: 'mi' | 'km';
}

export interface PlannerOptions {
  seed: number;
  /** Jobs the search weighs at most (the same seed and evaluations give the same plan). */
  maxEvaluations?: number;
  /** Wall-clock safety net on the search, ms; it bites only on an overloaded machine. */
  timeBudgetMs?: number;
  /** Milliseconds now (performance.now in the bench); defaults to Date.now. */
  clock?: () => number;
}

export interface PlannedPiece {
  crewId: string;
  day: Day;
  minutes: number;
  hours: number;
}

export interface PlannedJob {
  jobId: string;
  pieces: PlannedPiece[];
  /** Road metres the work adds to its days' routes, as inserted. */
  addedMeters: number;
  reason: string;
}

export interface UnplacedJob {
  jobId: string;
  reason: string;
}

export interface PlanSummary {
  jobs: number;
  hours: number;
  addedMeters: number;
  addedDriveMinutes: number;
  crewDays: number;
  /** Booked minutes over day minutes across every crew-day of the window, before and after. */
  loadBefore: number;
  loadAfter: number;
}

/** A crew-day the plan adds work to: its load before and after, and the new work in drive order. */
export interface PlannedDay {
  crewId: string;
  day: Day;
  lengthMinutes: number;
  beforeMinutes: number;
  afterMinutes: number;
  /** Ids of the jobs the plan puts on the day, in the order its route drives them. */
  jobIds: string[];
}

export interface Plan {
  placed: PlannedJob[];
  days: PlannedDay[];
  unplaced: UnplacedJob[];
  summary: PlanSummary;
}
