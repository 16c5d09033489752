import { mulberry32 } from '../../src/shared/domain/random';
import type { PlannerCrewDay, PlannerInput, PlannerJob } from '../../src/shared/domain/planner/types';
import { addDays, workingDaysFrom } from '../../src/shared/domain/working-days';

/*
 * Planner instances made from a seed (the bench's and the property tests'): a yard, sites scattered
 * over a town some 20 km across, crews of differing trades and day lengths, days partly booked,
 * some locked, program rounds with windows, and long work to split.
 */

export interface InstanceShape {
  seed: number;
  jobs: number;
  crews: number;
  days: number;
  /** Share of crew-days with work already on them (0..1). */
  booked?: number;
  /** Share of crew-days frozen or pinned (0..1). */
  locked?: number;
  /** Share of jobs that are program rounds (0..1). */
  rounds?: number;
  /** Share of jobs longer than a day (0..1). */
  long?: number;
  maxOverbookPercent?: number;
  firstDay?: string;
}

const YARD = { lat: 45.52, lng: -122.68 };
const CATEGORIES = ['Pruning', 'Removal', 'Plant health care', 'Stump grinding'];

export function makeInstance(shape: InstanceShape): PlannerInput {
  const random = mulberry32(shape.seed);
  const pick = <T>(values: readonly T[]) => values[Math.floor(random() * values.length)]!;
  const spot = () => ({ lat: YARD.lat + (random() - 0.5) * 0.18, lng: YARD.lng + (random() - 0.5) * 0.25 });
  const days = workingDaysFrom(shape.firstDay ?? '2026-03-02', shape.days);
  const crews = Array.from({ length: shape.crews }, (_, index) => {
    const trade = index % 4;
    return {
      id: `00000000-0000-4000-8000-${String(index + 1).padStart(12, '0')}`,
      name: `Crew ${String.fromCharCode(65 + (index % 26))}${index >= 26 ? Math.floor(index / 26) : ''}`,
      dayLengthMinutes: pick([480, 480, 510, 540]),
      // Every fourth crew does plant health only; every fourth after it does no plant health.
      serviceCategories:
        trade === 1 ? ['Plant health care'] : trade === 2 ? ['Pruning', 'Removal', 'Stump grinding'] : null,
      homeDistrictIds: [],
    };
  });
  const crewDays: PlannerCrewDay[] = [];
  for (const crew of crews)
    for (const day of days) {
      const lockedDraw = random();
      const bookedDraw = random();
      if (lockedDraw < (shape.locked ?? 0)) {
        crewDays.push({
          crewId: crew.id,
          day,
          bookedMinutes: 120,
          stops: [{ label: 'JOB-1', location: spot() }],
          locked: pick(['frozen', 'pinned'] as const),
        });
      } else if (bookedDraw < (shape.booked ?? 0)) {
        const count = 1 + Math.floor(random() * 2);
        crewDays.push({
          crewId: crew.id,
          day,
          bookedMinutes: count * pick([60, 120, 180]),
          stops: Array.from({ length: count }, (_, index) => ({ label: `JOB-${100 + index}`, location: spot() })),
          locked: null,
        });
      }
    }
  const jobs: PlannerJob[] = Array.from({ length: shape.jobs }, (_, index) => {
    const isRound = random() < (shape.rounds ?? 0);
    const isLong = !isRound && random() < (shape.long ?? 0);
    const dueIndex = Math.floor(random() * (days.length + 2)) - 1;
    const dueOn =
      dueIndex < 0
        ? addDays(days[0]!, -3)
        : addDays(days[0]!, Math.min(dueIndex, days.length - 1) + Math.floor(dueIndex / 5) * 2);
    return {
      id: `10000000-0000-4000-8000-${String(index + 1).padStart(12, '0')}`,
      label: `JOB-${600 + index}`,
      hours: isLong ? pick([10, 12, 14, 18]) : pick([1, 1.5, 2, 2.5, 3, 4, 5, 6]),
      location: random() < 0.95 ? spot() : null,
      categories: isRound
        ? ['Plant health care']
        : random() < 0.8
          ? [pick(CATEGORIES.filter((c) => c !== 'Plant health care'))]
          : [],
      districtIds: [],
      acceptedAt: new Date(Date.UTC(2026, 0, 1 + Math.floor(random() * 55))).toISOString(),
      round: isRound ? { number: 1 + Math.floor(random() * 3), dueOn, windowOpensOn: addDays(dueOn, -30) } : null,
    };
  });
  return {
    days,
    crews,
    crewDays,
    jobs,
    origin: YARD,
    maxOverbookPercent: shape.maxOverbookPercent ?? 0,
    distanceUnit: 'mi',
  };
}
