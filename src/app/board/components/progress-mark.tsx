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

/** A day's head: "2 of 4 done", the jobs of the day whose every line is done. */
export function DayProgress({ jobs }: { jobs: readonly (WorkProgress | undefined)[] }) {
  const known = jobs.filter((job): job is WorkProgress => job !== undefined);
  const done = known.filter((job) => progressState(job) === 'done').length;
  return (
    <span className="board-cell__done" title={`${done} of ${jobs.length} jobs done`}>
      {done} of {jobs.length} done
    </span>
  );
}
