import type { WorkProgress } from '../../../shared/contract/work-progress';
import { progressState, type ProgressState } from '../api/work-progress-queries';
import { useDensity } from '../board-density';

const marks: Record<ProgressState, string> = { 'not-started': '○', 'under-way': '◐', done: '●' };

/** How far a crew is with a card's job, from its lines: ○ not started, ◐ under way, ● done (words for screen readers). */
export function ProgressMark({ progress }: { progress: WorkProgress | undefined }) {
  if (!progress) return null;
  const state = progressState(progress);
  const words =
    state === 'under-way'
      ? `under way, ${progress.done} of ${progress.total} lines done`
      : state === 'done'
        ? 'done'
        : 'not started';
  return (
    <>
      <span className={`board-card__progress board-card__progress--${state}`} aria-hidden="true" title={words}>
        {marks[state]}
      </span>
      <span className="visually-hidden">, {words}</span>
    </>
  );
}

/**
 * A day's head: "2 of 4 done", the jobs of the day whose every line is done. On a compact or narrow
 * day it is "✓2/4" (the sentence is its title and label): there the head's one line also holds the
 * grip, the route chip, the pin, the menu and the booked hours, and the hours must never be cut
 * (decisions/board.md "Progress on the board"). The check says what the count is, beside the hours'
 * "8/8.5".
 */
export function DayProgress({ jobs, narrow }: { jobs: readonly (WorkProgress | undefined)[]; narrow: boolean }) {
  const short = useDensity() === 'compact' || narrow;
  const known = jobs.filter((job): job is WorkProgress => job !== undefined);
  const done = known.filter((job) => progressState(job) === 'done').length;
  const sentence = `${done} of ${jobs.length} jobs done`;
  return (
    <span className="board-cell__done" title={sentence} aria-label={sentence} role="img">
      {short ? `✓${done}/${jobs.length}` : `${done} of ${jobs.length} done`}
    </span>
  );
}
