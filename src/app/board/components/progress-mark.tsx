import type { WorkProgress } from '../../../shared/contract/work-progress';
import { progressState, type ProgressState } from '../api/work-progress-queries';

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
 * A day's head: "2 of 4 done", the jobs of the day whose every line is done; "2/4" on a narrow day
 * (the 14-day view), where the words would spill out of the head (the sentence is its title and label).
 */
export function DayProgress({ jobs, narrow }: { jobs: readonly (WorkProgress | undefined)[]; narrow: boolean }) {
  const known = jobs.filter((job): job is WorkProgress => job !== undefined);
  const done = known.filter((job) => progressState(job) === 'done').length;
  const sentence = `${done} of ${jobs.length} jobs done`;
  return (
    <span className="board-cell__done" title={sentence} aria-label={sentence} role="img">
      {narrow ? `${done}/${jobs.length}` : `${done} of ${jobs.length} done`}
    </span>
  );
}
