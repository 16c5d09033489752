import type { Day } from '../../shared/contract/common';
import { MAX_PLAN_JOBS, MAX_PLAN_WORKING_DAYS, type CreatePlan } from '../../shared/contract/plans';
import type { UnscheduledRow } from '../../shared/contract/unscheduled';
import { bookedMinutes, dayLengthMinutes } from '../../shared/domain/capacity';
import { formatEstimateNumber } from '../../shared/domain/document-numbers';
import type { PlannerCrewDay, PlannerInput, PlannerJob } from '../../shared/domain/planner/types';
import { isWorkingDay, nextWorkingDayOnOrAfter, addDays } from '../../shared/domain/working-days';
import type { DbOrTx } from '../db/client';
import { AppError, invalid, notFound } from '../http/app-error';
import { findOrganization } from '../orgs/orgs.service';
import { isFrozen } from '../routes/route-status';
import { schedulingContextOf } from '../schedule/schedule-context';
import { pageUnscheduled } from '../schedule/unscheduled.service';
import { listHeldCrewDays, listPlanCrews, listPlanRoutes, listPlanStops, type PlanCrewRow } from './plan-input.repo';

/** What accepting a job needs beyond the planner's input: how to place it. */
export interface JobPlacing {
  estimateNumber: string;
  lineItemId: string | null;
  estimated: boolean;
  /** The work's service categories: accepting refuses a crew that no longer takes them. */
  categories: string[];
}

export interface PlanningInput {
  input: PlannerInput;
  placing: Map<string, JobPlacing>;
  /** controlVersion of every crew-day read, by `crewId|day` (1 for a day never changed). */
  versions: Record<string, number>;
}

/** The working days from `from` to `to`; more than MAX_PLAN_WORKING_DAYS, or none, is refused. */
export function planDays(from: Day, to: Day): Day[] {
  const days: Day[] = [];
  for (let day = nextWorkingDayOnOrAfter(from); day <= to; day = nextWorkingDayOnOrAfter(addDays(day, 1))) {
    if (isWorkingDay(day)) days.push(day);
    if (days.length > MAX_PLAN_WORKING_DAYS)
      throw invalid('to', `must be at most ${MAX_PLAN_WORKING_DAYS} working days from from`);
  }
  if (days.length === 0) throw invalid('to', 'from to to holds no working day');
  return days;
}

/** The crews named (each the caller's and working), or every working crew. */
async function crewsOf(db: DbOrTx, orgId: string, crewIds: readonly string[] | undefined): Promise<PlanCrewRow[]> {
  const ids = crewIds ? [...new Set(crewIds.map((id) => id.toLowerCase()))] : undefined;
  const crews = await listPlanCrews(db, orgId, ids);
  if (ids) {
    const found = new Set(crews.map((crew) => crew.id));
    const missing = ids.find((id) => !found.has(id));
    if (missing) throw notFound(`Crew ${missing}`);
    const archived = crews.find((crew) => !crew.active);
    if (archived) throw invalid('crewIds', `${archived.name} is archived and takes no new work`);
  }
  return crews;
}

/** A queue row as the planner weighs it: a due round is placed as its line, other work by its hours left. */
function jobOf(row: UnscheduledRow, placeholderHours: number): { job: PlannerJob; placing: JobPlacing } | null {
  const round = row.dueRound;
  const hours = round ? round.hours : row.remainingHours;
  if (hours === 0) return null;
  return {
    job: {
      id: row.estimateId,
      label: row.estimateNumber,
      hours: hours ?? placeholderHours,
      location: row.latitude !== null && row.longitude !== null ? { lat: row.latitude, lng: row.longitude } : null,
      categories: row.serviceCategories,
      districtIds: row.districtIds,
      acceptedAt: row.acceptedAt,
      round: round ? { number: round.round, dueOn: round.dueOn, windowOpensOn: round.windowOpensOn } : null,
    },
    placing: {
      estimateNumber: row.estimateNumber,
      lineItemId: round?.lineItemId ?? null,
      estimated: hours !== null,
      categories: row.serviceCategories,
    },
  };
}

/**
 * Everything POST /schedule/plans plans from, read as of `now`: the days, the working crews, each
 * crew-day's booked work and stops (frozen by the freeze horizon, pinned by a person), the waiting
 * work (named, or the queue's oldest MAX_PLAN_JOBS) and the crew-days already holding each job.
 */
export async function readPlanningInput(
  db: DbOrTx,
  orgId: string,
  body: CreatePlan,
  now: Date,
): Promise<PlanningInput> {
  const org = await findOrganization(db, orgId);
  if (!org) throw new Error(`organization ${orgId} vanished`);
  const ctx = schedulingContextOf(org, now);
  if (body.from < ctx.today) throw invalid('from', 'must be today or later');
  const days = planDays(body.from, body.to);
  const first = days[0]!;
  const last = days[days.length - 1]!;
  const crews = await crewsOf(db, orgId, body.crewIds);
  const estimateIds = body.estimateIds ? [...new Set(body.estimateIds.map((id) => id.toLowerCase()))] : undefined;
  const page = await pageUnscheduled(db, orgId, { limit: MAX_PLAN_JOBS, offset: 0, estimateIds }, now);
  if (estimateIds) {
    const waiting = new Set(page.items.map((row) => row.estimateId));
    const missing = estimateIds.find((id) => !waiting.has(id));
    if (missing) throw new AppError('not_found', 404, `Estimate ${missing} is not waiting to be placed`);
  }
  const placing = new Map<string, JobPlacing>();
  const jobs: PlannerJob[] = [];
  for (const row of page.items) {
    const entry = jobOf(row, org.placeholderHours);
    if (!entry) continue;
    jobs.push(entry.job);
    placing.set(entry.job.id, entry.placing);
  }
  const crewIds = crews.map((crew) => crew.id);
  const [stops, routes, holding] = await Promise.all([
    crewIds.length > 0 ? listPlanStops(db, orgId, crewIds, first, last) : [],
    crewIds.length > 0 ? listPlanRoutes(db, orgId, crewIds, first, last) : [],
    jobs.length > 0 ? listHeldCrewDays(db, orgId, [...placing.keys()], first, last) : [],
  ]);
  const heldBy = new Map<string, string[]>();
  for (const { estimateId, crewId, day } of holding)
    heldBy.set(estimateId, [...(heldBy.get(estimateId) ?? []), `${crewId} ${day}`]);
  for (const job of jobs) if (heldBy.has(job.id)) job.heldCrewDays = heldBy.get(job.id)!;

  const routeOf = new Map(routes.map((route) => [`${route.crewId}|${route.day}`, route]));
  const stopsOf = new Map<string, typeof stops>();
  for (const stop of stops) {
    const key = `${stop.crewId}|${stop.day}`;
    stopsOf.set(key, [...(stopsOf.get(key) ?? []), stop]);
  }
  const crewDays: PlannerCrewDay[] = [];
  const versions: Record<string, number> = {};
  for (const crew of crews)
    for (const day of days) {
      const key = `${crew.id}|${day}`;
      const route = routeOf.get(key);
      versions[key] = route?.controlVersion ?? 1;
      const dayStops = stopsOf.get(key) ?? [];
      const frozen = isFrozen(
        day,
        { timeZone: org.timeZone, freezeHours: org.freezeHours, dayStartMinutes: crew.dayStartMinutes },
        now,
      );
      const pinned = route?.orderMode === 'manual';
      if (dayStops.length === 0 && !frozen && !pinned) continue;
      crewDays.push({
        crewId: crew.id,
        day,
        bookedMinutes: bookedMinutes(dayStops, org.placeholderHours),
        stops: dayStops.map((stop) => ({
          label: formatEstimateNumber(stop.number),
          location:
            stop.latitude !== null && stop.longitude !== null ? { lat: stop.latitude, lng: stop.longitude } : null,
        })),
        locked: frozen ? 'frozen' : pinned ? 'pinned' : null,
      });
    }
  return {
    input: {
      days,
      crews: crews.map((crew) => ({
        id: crew.id,
        name: crew.name,
        dayLengthMinutes: dayLengthMinutes(crew),
        serviceCategories: crew.serviceCategories,
        homeDistrictIds: crew.homeDistrictIds,
      })),
      crewDays,
      jobs,
      origin: org.originLat !== null && org.originLng !== null ? { lat: org.originLat, lng: org.originLng } : null,
      maxOverbookPercent: body.maxOverbookPercent,
      distanceUnit: org.distanceUnit,
    },
    placing,
    versions,
  };
}
