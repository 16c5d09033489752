import { randomUUID } from 'node:crypto';
import { PLAN_LIFETIME_MINUTES, type CreatePlan, type PlanAnswer } from '../../shared/contract/plans';
import { planQueue } from '../../shared/domain/planner/plan';
import type { Plan } from '../../shared/domain/planner/types';
import type { DbOrTx } from '../db/client';
import { crewDayKey } from '../crew-days/crew-day.repo';
import type { schedulePlans, StoredProposal } from '../db/schema';
import { readPlanningInput, type JobPlacing } from './plan-input.service';
import { deleteStalePlans, insertPlan } from './plans.repo';

/** One seed for every plan: the same queue and days give the same proposal (docs/decisions/scheduling.md "Planner"). */
const PLAN_SEED = 44;
const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

function proposalsOf(plan: Plan, placing: ReadonlyMap<string, JobPlacing>): StoredProposal[] {
  return plan.placed.map((job) => {
    const how = placing.get(job.jobId)!;
    return {
      estimateId: job.jobId,
      estimateNumber: how.estimateNumber,
      placements: job.pieces.map((piece) => ({
        crewId: piece.crewId,
        scheduledDate: piece.day,
        plannedHours: piece.hours,
      })),
      reason: job.reason,
      lineItemId: how.lineItemId,
      estimated: how.estimated,
      categories: how.categories,
    };
  });
}

export interface ProposedPlan {
  answer: PlanAnswer;
  row: typeof schedulePlans.$inferInsert;
}

/**
 * POST /schedule/plans, first half: plans the waiting work over the days and crews asked for, read
 * outside any transaction (the search takes up to a second; no lock is held meanwhile). What it read
 * is guarded later by the crew-days' versions.
 */
export async function proposePlan(db: DbOrTx, orgId: string, body: CreatePlan, now: Date): Promise<ProposedPlan> {
  const { input, placing, versions } = await readPlanningInput(db, orgId, body, now);
  const plan = planQueue(input, { seed: PLAN_SEED });
  const proposals = proposalsOf(plan, placing);
  const addedMeters = new Map(plan.placed.map((job) => [job.jobId, job.addedMeters]));
  const answer: PlanAnswer = {
    id: randomUUID(),
    expiresAt: new Date(now.getTime() + PLAN_LIFETIME_MINUTES * MINUTE_MS).toISOString(),
    proposals: proposals.map(({ estimateId, estimateNumber, placements, reason, estimated, categories }) => ({
      estimateId,
      estimateNumber,
      placements,
      reason,
      estimated,
      addedMeters: Math.round(addedMeters.get(estimateId) ?? 0),
      categories: categories ?? [],
    })),
    unplaced: plan.unplaced.map((job) => ({
      estimateId: job.jobId,
      estimateNumber: placing.get(job.jobId)!.estimateNumber,
      reason: job.reason,
    })),
    summary: {
      jobs: plan.summary.jobs,
      hours: plan.summary.hours,
      addedMeters: plan.summary.addedMeters,
      addedDriveMinutes: plan.summary.addedDriveMinutes,
      crewDays: plan.summary.crewDays,
      loadBefore: plan.summary.loadBefore,
      loadAfter: plan.summary.loadAfter,
    },
    crewDays: plan.days.map((day) => ({
      crewId: day.crewId,
      date: day.day,
      dayLengthMinutes: day.lengthMinutes,
      bookedMinutesBefore: day.beforeMinutes,
      bookedMinutesAfter: day.afterMinutes,
      controlVersion: versions[crewDayKey({ crewId: day.crewId, day: day.day })]!,
    })),
  };
  // Proposals are stored in each day's drive order, so accepting appends them as the plan drove them.
  const rank = new Map<string, number>();
  for (const day of plan.days)
    day.jobIds.forEach((jobId, index) => rank.set(`${jobId} ${day.crewId} ${day.day}`, index));
  const row = {
    orgId,
    id: answer.id,
    answer,
    proposals: proposals.map((proposal) => ({
      ...proposal,
      placements: proposal.placements.map((piece) => ({
        ...piece,
        order: rank.get(`${proposal.estimateId} ${piece.crewId} ${piece.scheduledDate}`) ?? 0,
      })),
    })),
    versions,
    expiresAt: new Date(answer.expiresAt),
    createdAt: now,
  };
  return { answer, row };
}

/** POST /schedule/plans, second half: stores the plan (with every crew-day version it read) for PLAN_LIFETIME_MINUTES. */
export async function storePlan(tx: DbOrTx, orgId: string, proposed: ProposedPlan, now: Date): Promise<PlanAnswer> {
  await deleteStalePlans(tx, orgId, new Date(now.getTime() - DAY_MS));
  await insertPlan(tx, proposed.row);
  return proposed.answer;
}
