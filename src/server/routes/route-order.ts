import type { FieldProblem } from '../../shared/contract/common';

const FIELD = 'orderedScheduleIds';

/**
 * Why a proposed drive order is not the day's complete list: entries that are not the day's
 * placements (unknown, another day's, another organization's), repeats, and placements left out.
 * Empty when the list holds every placement of the day exactly once.
 */
export function orderProblems(dayIds: readonly string[], proposed: readonly string[]): FieldProblem[] {
  const onDay = new Set(dayIds);
  const seen = new Set<string>();
  const problems: FieldProblem[] = [];
  proposed.forEach((id, index) => {
    if (!onDay.has(id)) problems.push({ field: `${FIELD}.${index}`, problem: 'is not a placement of this crew-day' });
    else if (seen.has(id)) problems.push({ field: `${FIELD}.${index}`, problem: 'repeats an earlier entry' });
    seen.add(id);
  });
  const missing = dayIds.filter((id) => !seen.has(id));
  if (missing.length > 0) {
    problems.push({
      field: FIELD,
      problem: `leaves out ${missing.length} placement(s) of the day: ${missing.join(', ')}`,
    });
  }
  return problems;
}
