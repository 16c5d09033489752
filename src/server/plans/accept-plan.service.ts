import type { AcceptPlan, AcceptPlanResult } from '../../shared/contract/plans';
import type { Day } from '../../shared/contract/common';
import { crewChangeFor, crewChangeWords } from '../../shared/domain/crew-capabilities';
import { crewDayKey, lockCrewDays } from '../crew-days/crew-day.repo';
import type { Tx } from '../db/client';
import type { StoredAcceptance, StoredProposal } from '../db/schema';
import { conflict, invalid, notFound } from '../http/app-error';
import { placeWork } from '../schedule/place-work.service';
import { listPlanCrews } from './plan-input.repo';
import { crewDayWords, listWords } from './plan-words';
import { lockPlan, markAccepted, type PlanRow } from './plans.repo';

type CrewDayRef = { crewId: string; day: Day };

/** The proposals to accept: those named (each must be the plan's), else all. */
function chosenProposals(plan: PlanRow, body: AcceptPlan): StoredProposal[] {
  if (!body.estimateIds) return plan.proposals;
  const byId = new Map(plan.proposals.map((proposal) => [proposal.estimateId, proposal]));
  const ids = [...new Set(body.estimateIds.map((id) => id.toLowerCase()))];
  const stranger = ids.find((id) => !byId.has(id));
  if (stranger) throw invalid('estimateIds', `${stranger} is not one of this plan's proposals`);
  return ids.map((id) => byId.get(id)!);
}

/** A plan that can still be accepted: the caller's, not accepted yet, not expired. */
export function usablePlan(plan: PlanRow | null, planId: string, now: Date): PlanRow {
  if (!plan) throw notFound(`Plan ${planId}`);
  if (plan.acceptedAt) throw conflict('This plan was accepted already; nothing was placed again', { planId });
  if (plan.expiresAt.getTime() <= now.getTime())
    throw conflict('This plan has expired; make a new one. Nothing was placed', {
      planId,
      expiresAt: plan.expiresAt.toISOString(),
    });
  return plan;
}

export async function crewNames(tx: Tx, orgId: string, days: readonly CrewDayRef[]): Promise<Map<string, string>> {
  const crews = await listPlanCrews(tx, orgId, [...new Set(days.map((day) => day.crewId))]);
  return new Map(crews.map((crew) => [crew.id, crew.name]));
}

/**
 * Refuses (409 naming the jobs) when a crew the chosen work goes to was archived or stopped taking
 * the work's categories since the plan was made: the planner never gives work to such a crew, and
 * its versions guard the days, not the crews.
 */
async function refuseCrewsChanged(tx: Tx, orgId: string, chosen: readonly StoredProposal[]): Promise<void> {
  const crewIds = [...new Set(chosen.flatMap((proposal) => proposal.placements.map((piece) => piece.crewId)))];
  const crews = new Map((await listPlanCrews(tx, orgId, crewIds)).map((crew) => [crew.id, crew]));
  const changes = new Map<string, string>();
  const affected = chosen.filter((proposal) => {
    let refused = false;
    for (const { crewId } of proposal.placements) {
      const crew = crews.get(crewId);
      // A crew gone from the list is no crew to place on: said as archived.
      const change = crew ? crewChangeFor(crew, proposal.categories ?? []) : { archived: true, missing: [] };
      if (!change) continue;
      refused = true;
      if (change.archived || !changes.has(crewId)) changes.set(crewId, crewChangeWords(crew?.name ?? 'A crew', change));
    }
    return refused;
  });
  if (affected.length === 0) return;
  throw conflict(
    `${listWords([...changes.values()])} since the plan was made, which affects ${listWords(affected.map((proposal) => proposal.estimateNumber))}. Nothing was placed`,
    {
      crewIds: [...changes.keys()],
      estimateIds: affected.map((proposal) => proposal.estimateId),
      jobs: affected.map((proposal) => proposal.estimateNumber),
    },
  );
}

/**
 * POST /schedule/plans/{planId}/accept: places the chosen proposals in one transaction through the
 * placement use case (POST /schedule's), each day's new work after its stops in the plan's drive
 * order. Guarded by the version of every crew-day the proposals touch, as the plan read it: one
 * changed since, and nothing is placed (409 naming the jobs affected); so does a crew archived or no
 * longer taking the work. Any proposal that no longer lands (the work was placed or cancelled
 * meanwhile) also places nothing.
 */
export async function acceptPlan(
  tx: Tx,
  orgId: string,
  planId: string,
  body: AcceptPlan,
  now: Date,
  actionId: string,
): Promise<AcceptPlanResult> {
  const plan = usablePlan(await lockPlan(tx, orgId, planId), planId, now);
  const chosen = chosenProposals(plan, body);
  const pieces = chosen.flatMap((proposal) =>
    proposal.placements.map((piece) => ({
      proposal,
      piece,
      key: crewDayKey({ crewId: piece.crewId, day: piece.scheduledDate }),
    })),
  );
  const touched = [
    ...new Map(pieces.map(({ piece, key }) => [key, { crewId: piece.crewId, day: piece.scheduledDate }])).values(),
  ];
  const locked = await lockCrewDays(tx, orgId, touched, now);
  const changed = touched.filter(
    (day) => locked.get(crewDayKey(day))!.controlVersion !== plan.versions[crewDayKey(day)],
  );
  if (changed.length > 0) {
    const changedKeys = new Set(changed.map(crewDayKey));
    const affected = chosen.filter((proposal) =>
      proposal.placements.some((piece) =>
        changedKeys.has(crewDayKey({ crewId: piece.crewId, day: piece.scheduledDate })),
      ),
    );
    const names = await crewNames(tx, orgId, changed);
    throw conflict(
      `${listWords(changed.map((day) => crewDayWords(names.get(day.crewId) ?? 'A crew', day.day)))} changed since the plan was made, ` +
        `which affects ${listWords(affected.map((proposal) => proposal.estimateNumber))}. Nothing was placed`,
      {
        changedCrewDays: changed.map(({ crewId, day }) => ({ crewId, date: day })),
        estimateIds: affected.map((proposal) => proposal.estimateId),
        jobs: affected.map((proposal) => proposal.estimateNumber),
      },
    );
  }
  await refuseCrewsChanged(tx, orgId, chosen);
  // Each day's new work in the plan's drive order; days in order, so locks and ids come out the same every time.
  const ordered = [...pieces].sort((a, b) => a.key.localeCompare(b.key) || (a.piece.order ?? 0) - (b.piece.order ?? 0));
  const placed: AcceptPlanResult['placements'] = [];
  const names = new Map<string, string>();
  for (const { proposal, piece } of ordered) {
    const result = await placeWork(
      tx,
      orgId,
      {
        estimateIds: [proposal.estimateId],
        crewId: piece.crewId,
        scheduledDate: piece.scheduledDate,
        ...(proposal.estimated && { plannedHours: piece.plannedHours }),
        ...(proposal.lineItemId && { lineItemId: proposal.lineItemId }),
      },
      // The placement's id derives from the plan and the crew-day: accepting can never place a piece twice.
      `plan ${planId} ${piece.crewId} ${piece.scheduledDate}`,
      now,
    );
    const [item] = result.items;
    if (!item || item.status !== 'placed' || !item.scheduleId) {
      if (names.size === 0) for (const [id, name] of await crewNames(tx, orgId, touched)) names.set(id, name);
      const why =
        item?.status === 'skipped' ? 'it is already there' : `it cannot be placed (${item?.error ?? 'unknown'})`;
      throw conflict(
        `${proposal.estimateNumber} no longer fits the plan on ${crewDayWords(names.get(piece.crewId) ?? 'a crew', piece.scheduledDate)}: ${why}. Nothing was placed`,
        { estimateIds: [proposal.estimateId], jobs: [proposal.estimateNumber] },
      );
    }
    placed.push({
      estimateId: proposal.estimateId,
      scheduleId: item.scheduleId,
      crewId: piece.crewId,
      scheduledDate: piece.scheduledDate,
      plannedHours: proposal.estimated ? piece.plannedHours : null,
    });
  }
  const acceptance: StoredAcceptance = {
    actionId,
    placements: placed.map((row) => ({
      id: row.scheduleId,
      estimateId: row.estimateId,
      crewId: row.crewId,
      day: row.scheduledDate,
    })),
  };
  await markAccepted(tx, orgId, planId, acceptance, now);
  return { jobs: chosen.length, crewDays: touched.length, placements: placed };
}
