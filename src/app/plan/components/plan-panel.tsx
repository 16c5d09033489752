import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef } from 'react';
import type { PlanAnswer, PlanProposal } from '../../../shared/contract/plans';
import { crewsQuery } from '../../dispatch/board-queries';
import { formatColumnDay } from '../../dispatch/board-days';
import type { JobsToPlan } from '../../dispatch/jobs-to-plan';
import { NO_CREW } from '../../dispatch/work-labels';
import { useApi } from '../../lib/api-context';
import { formatDistance, formatHours } from '../../lib/format';
import { plural } from '../../lib/plural';
import { useDistanceUnit } from '../../org/use-distance-unit';
import { ApiErrorNotice } from '../../ui/api-error-notice';
import { Button } from '../../ui/button';
import { Loading } from '../../ui/loading';
import { Notice } from '../../ui/notice';
import { dayLoadsAfter, planTotals, proposalHours, reasonWithKept } from '../plan-totals';
import {
  DAY_CHANGED,
  planCrewChangeWords,
  type AcceptPlanWrite,
  type PlanCrewChange,
  type PlanProposalState,
} from '../use-plan-proposal';
import '../plan.css';

export interface PlanPanelProps {
  proposal: PlanProposalState;
  accept: AcceptPlanWrite;
}

/** "A, B and C". */
const listWords = (values: readonly string[]) =>
  values.length <= 1 ? values.join('') : `${values.slice(0, -1).join(', ')} and ${values.at(-1)}`;

/**
 * Why Accept would refuse the kept jobs marked: "The days of JOB-1 and JOB-2 changed since the plan
 * was made: ...", or, once a crew changed too, what changed, each crew once ("Alder crew no longer
 * does pruning and removal.").
 */
function changedWords(
  marked: readonly PlanProposal[],
  changed: ReadonlyMap<string, string>,
  crewChanges: ReadonlyMap<string, PlanCrewChange>,
): string {
  const them = marked.length === 1 ? 'it' : 'them';
  const numbers = listWords(marked.map((p) => p.estimateNumber));
  if (marked.every((p) => changed.get(p.estimateId) === DAY_CHANGED))
    return `The ${marked.length === 1 ? 'day' : 'days'} of ${numbers} changed since the plan was made: accepting ${them} would be refused.`;
  const byCrew = new Map<string, PlanCrewChange>();
  const reasons = new Set<string>();
  for (const p of marked) {
    const change = changed.get(p.estimateId) === DAY_CHANGED ? undefined : crewChanges.get(p.estimateId);
    if (!change) {
      reasons.add(changed.get(p.estimateId)!);
      continue;
    }
    const known = byCrew.get(change.crewId);
    byCrew.set(change.crewId, {
      ...change,
      missing: [...new Set([...(known?.missing ?? []), ...change.missing])],
    });
  }
  for (const change of byCrew.values()) reasons.add(planCrewChangeWords(change));
  return `Accepting ${numbers} would be refused: ${[...reasons].join(' ')}`;
}

/** Proposals by the day their work starts, days in order; within a day, in the plan's order. */
function byFirstDay(plan: PlanAnswer): [string, PlanProposal[]][] {
  const days = new Map<string, PlanProposal[]>();
  for (const proposal of plan.proposals) {
    const day = proposal.placements[0]?.scheduledDate ?? '';
    days.set(day, [...(days.get(day) ?? []), proposal]);
  }
  return [...days.entries()].sort(([a], [b]) => a.localeCompare(b));
}

/** What was asked, as the plan's scope line begins: "3 selected jobs", "12 jobs the filter shows", "The queue". */
function askedWords(jobs: JobsToPlan): string {
  switch (jobs.kind) {
    case 'selected':
      return plural(jobs.estimateIds.length, 'selected job');
    case 'shown':
      return `${plural(jobs.estimateIds.length, 'job')} the filter shows`;
    case 'queue':
      return 'The queue';
  }
}

/** "1 h 20 min" of driving. */
const driveWords = (minutes: number) =>
  minutes < 60 ? `${minutes} min` : `${Math.floor(minutes / 60)} h${minutes % 60 ? ` ${minutes % 60} min` : ''}`;

/**
 * The plan beside the board: its totals, one line per job (where, why, and a checkbox to leave it
 * out), the jobs it could not place and why, Accept and Discard. Escape discards.
 */
export function PlanPanel({ proposal, accept }: PlanPanelProps) {
  const { asked, plan, create, leftOut, changed, refusal } = proposal;
  const api = useApi();
  const crews = useQuery(crewsQuery(api)).data;
  const unit = useDistanceUnit();
  const names = useMemo(() => new Map(crews?.map((crew) => [crew.id, crew.name])), [crews]);
  const section = useRef<HTMLElement>(null);
  // The proposal is where the keyboard goes once it is drawn: Tab reaches its list, Escape leaves.
  useEffect(() => {
    if (plan) section.current?.focus();
  }, [plan]);

  const totals = plan && planTotals(plan, leftOut);
  const loads = useMemo(() => (plan ? dayLoadsAfter(plan, leftOut) : new Map<string, number>()), [plan, leftOut]);
  const keptChanged = plan?.proposals.filter((p) => changed.has(p.estimateId) && !leftOut.has(p.estimateId)) ?? [];
  // The line is under its day already, and the reason says the crew-day whole: the crew is enough here.
  const where = (p: PlanProposal) => {
    const [first] = p.placements;
    if (!first) return '';
    const crew = first.crewId ? (names.get(first.crewId) ?? 'A crew') : NO_CREW;
    return p.placements.length > 1 ? `${crew}, ${plural(p.placements.length, 'day')}` : crew;
  };

  return (
    <section
      ref={section}
      id="plan"
      tabIndex={-1}
      className="plan-panel"
      aria-labelledby="plan-heading"
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        event.preventDefault();
        proposal.discard();
      }}
    >
      <h2 id="plan-heading">Proposed plan</h2>
      {asked && (
        <p className="plan-panel__scope">
          {askedWords(asked.jobs)}, from {formatColumnDay(asked.from)} to {formatColumnDay(asked.to)}, every working
          crew
        </p>
      )}
      {create.isPending && (
        <>
          <Loading label="Planning the jobs" />
          <div className="plan-panel__actions">
            <Button onClick={proposal.discard}>Cancel</Button>
          </div>
        </>
      )}
      {create.isError && (
        <>
          <ApiErrorNotice error={create.error} />
          <div className="plan-panel__actions">
            <Button onClick={proposal.planAgain}>Try again</Button>
            <Button variant="ghost" onClick={proposal.discard}>
              Close
            </Button>
          </div>
        </>
      )}
      {plan && totals && (
        <>
          <div role="group" aria-label="Plan totals">
            <dl className="plan-panel__totals">
              <div>
                <dt>Jobs</dt>
                <dd>{totals.jobs}</dd>
              </div>
              <div>
                <dt>Hours</dt>
                <dd>{formatHours(totals.hours)}</dd>
              </div>
              <div>
                <dt>Added driving</dt>
                <dd>
                  {driveWords(totals.addedDriveMinutes)} ({formatDistance(totals.addedMeters, unit)})
                </dd>
              </div>
              <div>
                <dt>Crew-days</dt>
                <dd>{totals.crewDays}</dd>
              </div>
            </dl>
          </div>
          {(refusal || keptChanged.length > 0) && (
            <Notice
              tone={refusal ? 'danger' : 'warning'}
              role={refusal ? 'alert' : 'status'}
              title={refusal ? 'Nothing was placed' : 'Changed since the plan'}
            >
              {refusal ? refusal.words : changedWords(keptChanged, changed, proposal.crewChanges)}{' '}
              {keptChanged.length > 0 && (
                <Button size="sm" onClick={() => proposal.leaveOut(keptChanged.map((p) => p.estimateId))}>
                  Leave {keptChanged.length === 1 ? 'it' : 'them'} out
                </Button>
              )}{' '}
              <Button size="sm" onClick={proposal.planAgain}>
                Plan again
              </Button>
            </Notice>
          )}
          <div className="plan-panel__actions">
            <Button
              variant="primary"
              busy={proposal.accepting}
              disabled={totals.jobs === 0 || keptChanged.length > 0}
              onClick={() => proposal.accept(accept)}
            >
              Accept {plural(totals.jobs, 'job')}
            </Button>
            <Button onClick={proposal.discard}>Discard</Button>
          </div>
          <div className="plan-panel__list">
            {plan.proposals.length === 0 && <p className="muted">The plan places no job on these days.</p>}
            {byFirstDay(plan).map(([day, proposals]) => (
              <section key={day} aria-label={formatColumnDay(day)}>
                <h3>{formatColumnDay(day)}</h3>
                <ul>
                  {proposals.map((p) => (
                    <li
                      key={p.estimateId}
                      className={`plan-line${changed.has(p.estimateId) ? ' plan-line--changed' : ''}`}
                    >
                      <label>
                        <input
                          type="checkbox"
                          checked={!leftOut.has(p.estimateId)}
                          onChange={(event) => proposal.toggle(p.estimateId, event.target.checked)}
                        />{' '}
                        <strong>{p.estimateNumber}</strong> · {where(p)} ·{' '}
                        {p.estimated
                          ? formatHours(proposalHours(p))
                          : `${formatHours(proposalHours(p))} held, not estimated`}
                      </label>
                      <p className="plan-line__reason">{reasonWithKept(plan, p, loads)}</p>
                      {changed.has(p.estimateId) && <p className="plan-line__changed">{changed.get(p.estimateId)}</p>}
                    </li>
                  ))}
                </ul>
              </section>
            ))}
            {plan.unplaced.length > 0 && (
              <section aria-label="Not placed">
                <h3>Not placed ({plan.unplaced.length})</h3>
                <ul>
                  {plan.unplaced.map((job) => (
                    <li key={job.estimateId} className="plan-line plan-line--unplaced">
                      <strong>{job.estimateNumber}</strong>
                      <p className="plan-line__reason">{job.reason}</p>
                    </li>
                  ))}
                </ul>
              </section>
            )}
          </div>
        </>
      )}
    </section>
  );
}
