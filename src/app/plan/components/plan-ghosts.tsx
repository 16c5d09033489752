import type { ReactNode } from 'react';
import type { PlanAnswer } from '../../../shared/contract/plans';
import { cellId } from '../../dispatch/work-labels';
import { formatHours, minutesFigure } from '../../lib/format';
import { plural } from '../../lib/plural';
import { dayLoadsAfter, planDayKey } from '../plan-totals';

export interface PlanGhostsProps {
  jobs: readonly { number: string; hours: number }[];
  /** The day's booked minutes once the plan's kept jobs are on it. */
  bookedMinutes: number;
  dayLengthMinutes: number;
  /** What changed since the plan so that Accept would be refused (the day, or a crew), else null. */
  changed: string | null;
}

/**
 * What a plan would add to a crew-day: dashed, translucent cards under its real ones, and the day's
 * load once they are placed. Not cards of the board: nothing here can be dragged or opened.
 */
export function PlanGhosts({ jobs, bookedMinutes, dayLengthMinutes, changed }: PlanGhostsProps) {
  const over = bookedMinutes > dayLengthMinutes;
  return (
    <div className={`plan-ghosts${changed ? ' plan-ghosts--changed' : ''}`}>
      <p className="visually-hidden">Proposed: {plural(jobs.length, 'job')}</p>
      <ul className="plan-ghosts__cards">
        {jobs.map((job) => (
          <li key={job.number} className="plan-ghost">
            <span className="plan-ghost__number">{job.number}</span> <span>{formatHours(job.hours)}</span>
          </li>
        ))}
      </ul>
      <p className={`plan-ghosts__load${over ? ' plan-ghosts__load--over' : ''}`}>
        {changed ?? `After: ${minutesFigure(bookedMinutes)} of ${minutesFigure(dayLengthMinutes)} h`}
      </p>
    </div>
  );
}

/**
 * The plan's ghosts by board cell id: each crew-day's kept jobs and its load after, or what changed
 * (`changedDays` by planDayKey; `crewChanges`, by estimate id, the crew that no longer takes a job).
 */
export function planGhostCells(
  plan: PlanAnswer,
  leftOut: ReadonlySet<string>,
  changedDays: ReadonlySet<string>,
  crewChanges: ReadonlyMap<string, { crewId: string }>,
): Map<string, ReactNode> {
  const loads = dayLoadsAfter(plan, leftOut);
  const cells = new Map<string, ReactNode>();
  for (const day of plan.crewDays) {
    const key = planDayKey(day.crewId, day.date);
    const kept = plan.proposals.flatMap((proposal) => {
      const piece = proposal.placements.find((p) => planDayKey(p.crewId, p.scheduledDate) === key);
      return piece && !leftOut.has(proposal.estimateId) ? [{ proposal, piece }] : [];
    });
    const jobs = kept.map(({ proposal, piece }) => ({ number: proposal.estimateNumber, hours: piece.plannedHours }));
    if (jobs.length === 0) continue;
    cells.set(
      cellId(day.crewId, day.date),
      <PlanGhosts
        jobs={jobs}
        bookedMinutes={loads.get(key) ?? day.bookedMinutesAfter}
        dayLengthMinutes={day.dayLengthMinutes}
        changed={
          changedDays.has(key)
            ? 'Day changed since the plan'
            : kept.some(({ proposal }) => crewChanges.get(proposal.estimateId)?.crewId === day.crewId)
              ? 'Crew changed since the plan'
              : null
        }
      />,
    );
  }
  return cells;
}
