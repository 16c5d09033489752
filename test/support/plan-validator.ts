import type { Plan, PlannerInput } from '../../src/shared/domain/planner/types';

/*
 * Checks a plan against the planner's rules from the input alone, sharing no code with the planner
 * (its categories, windows and days are worked out again here): the bench and the property tests
 * both count what this returns.
 */

const lower = (values: readonly string[]) => values.map((value) => value.toLowerCase());

export function planViolations(input: PlannerInput, plan: Plan): string[] {
  const problems: string[] = [];
  const crews = new Map(input.crews.map((crew) => [crew.id, crew]));
  const jobs = new Map(input.jobs.map((job) => [job.id, job]));
  const existing = new Map(input.crewDays.map((crewDay) => [`${crewDay.crewId} ${crewDay.day}`, crewDay]));
  const added = new Map<string, number>();
  const seen = new Set<string>();
  for (const placed of plan.placed) {
    const job = jobs.get(placed.jobId);
    if (!job) {
      problems.push(`${placed.jobId}: not in the queue`);
      continue;
    }
    if (seen.has(job.id)) problems.push(`${job.label}: placed twice`);
    seen.add(job.id);
    if (placed.pieces.length === 0) problems.push(`${job.label}: placed on no day`);
    const total = placed.pieces.reduce((sum, piece) => sum + piece.hours, 0);
    if (Math.abs(total - job.hours) > 1e-6)
      problems.push(`${job.label}: pieces add up to ${total} h, not ${job.hours}`);
    const crewIds = new Set(placed.pieces.map((piece) => piece.crewId));
    if (crewIds.size > 1) problems.push(`${job.label}: split over more than one crew`);
    const dayIndexes = placed.pieces.map((piece) => input.days.indexOf(piece.day));
    dayIndexes.forEach((index, at) => {
      if (index < 0) problems.push(`${job.label}: ${placed.pieces[at]!.day} is not a day to fill`);
      if (at > 0 && index !== dayIndexes[at - 1]! + 1) problems.push(`${job.label}: days not consecutive`);
    });
    for (const piece of placed.pieces) {
      if (piece.hours <= 0) problems.push(`${job.label}: a piece of no hours`);
      const crew = crews.get(piece.crewId);
      if (!crew) {
        problems.push(`${job.label}: on a crew that is not working`);
        continue;
      }
      if (crew.serviceCategories !== null) {
        const taken = lower(crew.serviceCategories);
        if (lower(job.categories).some((category) => !taken.includes(category)))
          problems.push(`${job.label}: ${crew.name} does not take ${job.categories.join(', ')}`);
      }
      const key = `${piece.crewId} ${piece.day}`;
      if (existing.get(key)?.locked) problems.push(`${job.label}: on a ${existing.get(key)!.locked} day`);
      if (job.heldCrewDays?.includes(key)) problems.push(`${job.label}: a second visit on ${piece.day}`);
      if (job.round) {
        const overdue = job.round.dueOn < input.days[0]!;
        if (piece.day < job.round.windowOpensOn || (!overdue && piece.day > job.round.dueOn))
          problems.push(`${job.label}: round outside its window`);
      }
      added.set(key, (added.get(key) ?? 0) + piece.hours * 60);
    }
  }
  for (const [key, minutes] of added) {
    const [crewId] = key.split(' ');
    const crew = crews.get(crewId!)!;
    const cap = crew.dayLengthMinutes * (1 + input.maxOverbookPercent / 100);
    const booked = (existing.get(key)?.bookedMinutes ?? 0) + minutes;
    // A minute of slack: hours are rounded to the minute when they are weighed.
    if (booked > cap + 1) problems.push(`${key}: booked ${booked} min of ${cap}`);
  }
  for (const unplaced of plan.unplaced)
    if (seen.has(unplaced.jobId)) problems.push(`${unplaced.jobId}: both placed and not`);
  if (seen.size + plan.unplaced.length !== input.jobs.length) problems.push('some jobs neither placed nor left out');
  return problems;
}
