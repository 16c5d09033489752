import type { PlanAnswer, PlanProposal } from '../../shared/contract/plans';
import { fillsWords } from '../../shared/domain/planner/reasons';
import { driveMinutes } from '../../shared/domain/planner/travel';

export interface PlanTotals {
  jobs: number;
  hours: number;
  addedMeters: number;
  addedDriveMinutes: number;
  /** The crew-days the kept jobs land on. */
  crewDays: number;
}

export const proposalHours = (proposal: PlanProposal) =>
  proposal.placements.reduce((sum, piece) => sum + piece.plannedHours, 0);

/** "crewId day": a crew-day as the plan and the change feed both name it. */
export const planDayKey = (crewId: string | null, day: string) => `${crewId ?? 'none'} ${day}`;

/**
 * What the jobs kept in a plan add up to. All kept: the plan's own summary (its driving is the routes'
 * exact growth). Some left out: the kept jobs' hours, and the driving each kept job adds as the plan
 * inserted it; their sum is close to, not exactly, what those routes alone would grow by.
 */
export function planTotals(plan: PlanAnswer, leftOut: ReadonlySet<string>): PlanTotals {
  const kept = plan.proposals.filter((proposal) => !leftOut.has(proposal.estimateId));
  const days = new Set(
    kept.flatMap((proposal) => proposal.placements.map((p) => planDayKey(p.crewId, p.scheduledDate))),
  );
  if (kept.length === plan.proposals.length) {
    const { jobs, hours, addedMeters, addedDriveMinutes } = plan.summary;
    return { jobs, hours, addedMeters, addedDriveMinutes, crewDays: days.size };
  }
  const meters = kept.reduce((sum, proposal) => sum + proposal.addedMeters, 0);
  const hours = kept.reduce((sum, proposal) => sum + proposalHours(proposal), 0);
  return {
    jobs: kept.length,
    hours: Math.round(hours * 100) / 100,
    addedMeters: meters,
    addedDriveMinutes: Math.round(driveMinutes(meters)),
    crewDays: days.size,
  };
}

/** Each crew-day's booked minutes once the kept jobs are placed: the plan's figure less the pieces left out. */
export function dayLoadsAfter(plan: PlanAnswer, leftOut: ReadonlySet<string>): Map<string, number> {
  const loads = new Map(plan.crewDays.map((day) => [planDayKey(day.crewId, day.date), day.bookedMinutesAfter]));
  for (const proposal of plan.proposals) {
    if (!leftOut.has(proposal.estimateId)) continue;
    for (const piece of proposal.placements) {
      const key = planDayKey(piece.crewId, piece.scheduledDate);
      const booked = loads.get(key);
      if (booked !== undefined) loads.set(key, booked - Math.round(piece.plannedHours * 60));
    }
  }
  return loads;
}

/**
 * The job's reason with its (last) day's load as the jobs kept leave it: the plan's reason says how
 * full the whole plan leaves the day, which is no longer true once a job on that day is left out.
 */
export function reasonWithKept(plan: PlanAnswer, proposal: PlanProposal, loads: ReadonlyMap<string, number>): string {
  const last = proposal.placements[proposal.placements.length - 1];
  if (!last) return proposal.reason;
  const key = planDayKey(last.crewId, last.scheduledDate);
  const day = plan.crewDays.find((crewDay) => planDayKey(crewDay.crewId, crewDay.date) === key);
  const now = loads.get(key);
  if (!day || now === undefined || now === day.bookedMinutesAfter) return proposal.reason;
  const many = proposal.placements.length > 1 ? last.scheduledDate : null;
  return proposal.reason.replace(
    fillsWords(day.bookedMinutesAfter, day.dayLengthMinutes, many),
    fillsWords(now, day.dayLengthMinutes, many),
  );
}
