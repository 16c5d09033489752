import type { Day } from '../../shared/contract/common';
import { distanceMeters, type LatLng } from '../../shared/domain/geo';
import type { placements, routes } from '../db/schema';
import { addDays, notAfterNow, type SeedContext } from './seed-profile';
import { localMoment } from './seed-window';
import type { Job } from './work-jobs';

export type PlacementRow = typeof placements.$inferInsert & {
  id: string;
  estimateId: string;
  scheduledDate: Day;
  sortOrder: number;
};
export type RouteRow = typeof routes.$inferInsert;

/** One piece of work on a crew-day: the estimate's whole hours, or its share of a multi-day job. */
export interface Stop {
  job: Job;
  plannedHours: number | null;
}

/** A crew's day (crew null: the unassigned board of that day) and its stops, in no order yet. */
export interface CrewDayPlan {
  crewId: string | null;
  day: Day;
  stops: Stop[];
}

/** Every planned crew-day by key. */
export type Board = Map<string, CrewDayPlan>;

const keyOf = (crewId: string | null, day: Day) => `${crewId ?? 'unassigned'}|${day}`;

export function crewDayPlan(board: Board, crewId: string | null, day: Day): CrewDayPlan {
  const key = keyOf(crewId, day);
  let plan = board.get(key);
  if (!plan) {
    plan = { crewId, day, stops: [] };
    board.set(key, plan);
  }
  return plan;
}

/** Nearest stop next, starting at the depot: the order a crew lead would drive. Unlocated sites go last. */
export function nearestNeighbourOrder(stops: readonly Stop[], depot: LatLng): Stop[] {
  const left = stops.filter((stop) => stop.job.position !== null);
  const ordered: Stop[] = [];
  let here = depot;
  while (left.length > 0) {
    let best = 0;
    for (let i = 1; i < left.length; i += 1) {
      if (distanceMeters(here, left[i]!.job.position!) < distanceMeters(here, left[best]!.job.position!)) best = i;
    }
    const [next] = left.splice(best, 1);
    ordered.push(next!);
    here = next!.job.position!;
  }
  return [...ordered, ...stops.filter((stop) => stop.job.position === null)];
}

export interface BoardRowOptions {
  depot: LatLng;
  timeZone: string;
  /** Share of crews' days whose order a person pinned (order mode manual). */
  manualShare: number;
}

/** What dispatchers jot on a stop. */
const stopNotes = [
  'Call the customer 30 minutes out',
  'Gate code 4411',
  'Bring the spider lift: no truck access to the back yard',
  'Park on the street; the drive is narrow',
  'Dog in the back yard',
  'Customer works from home: no chipper before 9',
] as const;

/** When a stop was put on the board: after the work was accepted, before its day began, never in the future. */
function scheduledAt(context: SeedContext, job: Job, day: Day, timeZone: string): Date {
  const dayBegins = localMoment(day, 6 * 60, timeZone).getTime();
  const latest = Math.min(dayBegins, context.now.getTime());
  const earliest = Math.min(job.acceptedAt.getTime(), latest);
  return notAfterNow(
    context,
    addDays(new Date(earliest), ((latest - earliest) / 86_400_000) * context.random.real(0.05, 0.95, 3)),
  );
}

/**
 * Placements in drive order (sortOrder dense from 1 on every crew-day) and one route row per
 * crew-day. A pinned day starts with a stop a person moved to the front (a customer asked for the
 * morning); the unassigned board is never pinned.
 */
export function boardRows(
  context: SeedContext,
  board: Board,
  options: BoardRowOptions,
): { placements: PlacementRow[]; routes: RouteRow[] } {
  const { random, newId, orgId } = context;
  const placementRows: PlacementRow[] = [];
  const routeRows: RouteRow[] = [];
  const plans = [...board.values()].filter((plan) => plan.stops.length > 0).sort((a, b) => a.day.localeCompare(b.day));
  for (const plan of plans) {
    let order = nearestNeighbourOrder(plan.stops, options.depot);
    const pinned = plan.crewId !== null && order.length >= 2 && random.chance(options.manualShare);
    if (pinned) {
      const [moved] = order.splice(random.int(1, order.length - 1), 1);
      order = [moved!, ...order];
    }
    const stamped = order.map((stop) => ({ stop, at: scheduledAt(context, stop.job, plan.day, options.timeZone) }));
    stamped.forEach(({ stop, at }, index) => {
      placementRows.push({
        orgId,
        id: newId(),
        estimateId: stop.job.estimateId,
        crewId: plan.crewId,
        scheduledDate: plan.day,
        sortOrder: index + 1,
        note: random.chance(0.12) ? random.pick(stopNotes) : null,
        plannedHours: stop.plannedHours,
        lineItemId: null,
        round: null,
        createdAt: at,
        updatedAt: at,
      });
    });
    const times = stamped.map(({ at }) => at.getTime());
    routeRows.push({
      orgId,
      id: newId(),
      crewId: plan.crewId,
      day: plan.day,
      orderMode: pinned ? 'manual' : 'automatic',
      orderSource: pinned ? 'manual' : 'schedule',
      controlVersion: 1,
      createdAt: new Date(Math.min(...times)),
      updatedAt: new Date(Math.max(...times)),
    });
  }
  return { placements: placementRows, routes: routeRows };
}
