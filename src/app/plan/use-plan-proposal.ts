import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { ApiError } from '../../client/api-error';
import type { Crew } from '../../shared/contract/crews';
import type { PlanAnswer, PlanProposal } from '../../shared/contract/plans';
import type { ChangeEvent } from '../../shared/contract/events';
import { crewChangeFor, crewChangeWords, type CrewChange } from '../../shared/domain/crew-capabilities';
import { crewsQuery } from '../dispatch/board-queries';
import type { JobsToPlan } from '../dispatch/jobs-to-plan';
import { useApi } from '../lib/api-context';
import { useWrite } from '../lib/use-write';
import { useChangeEvents } from '../live/change-listeners';
import { planGhostCells } from './components/plan-ghosts';
import { planDayKey } from './plan-totals';

/** What the dispatcher asked to plan: the board's days from today on, and which of the queue's jobs. */
export interface PlanAsk {
  from: string;
  to: string;
  jobs: JobsToPlan;
}

/** Accepts the kept proposals as a board write (its toast and Undo are the board's); `said` hears how it went. */
export type AcceptPlanWrite = (
  planId: string,
  estimateIds: readonly string[],
  said: { accepted: () => void; refused: (error: unknown) => boolean },
) => Promise<void>;

/** A refused Accept, in the server's plain words, the jobs it names and the days it says changed (planDayKey). */
export interface AcceptRefusal {
  words: string;
  estimateIds: readonly string[];
  changedDays: readonly string[];
}

const NONE: ReadonlySet<string> = new Set();

/** Why Accept would refuse a job, said on its line: its day changed, its crew changed, or a refused Accept named it. */
export const DAY_CHANGED = 'This day changed since the plan.';
const NAMED_BY_REFUSAL = 'The refused Accept named it.';

/** A crew the plan gives a job to that was archived or stopped taking some of the job's categories since. */
export interface PlanCrewChange extends CrewChange {
  crewId: string;
  crewName: string;
}

function crewChangeOf(proposal: PlanProposal, crews: ReadonlyMap<string, Crew>): PlanCrewChange | null {
  for (const { crewId } of proposal.placements) {
    const crew = crews.get(crewId);
    const change = crew && crewChangeFor(crew, proposal.categories);
    if (change) return { ...change, crewId, crewName: crew.name };
  }
  return null;
}

/** "Alder crew no longer does pruning." */
export const planCrewChangeWords = (change: PlanCrewChange) => `${crewChangeWords(change.crewName, change)}.`;

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

/** An Accept's 409 (a day changed since, the plan expired or was accepted): said beside Accept, nothing placed. */
function refusalOf(error: unknown): AcceptRefusal | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const days = Array.isArray(error.details.changedCrewDays) ? (error.details.changedCrewDays as unknown[]) : [];
  const changedDays = days.flatMap((day) => {
    const { crewId, date } = (day ?? {}) as { crewId?: unknown; date?: unknown };
    return typeof crewId === 'string' && typeof date === 'string' ? [planDayKey(crewId, date)] : [];
  });
  return { words: `${error.message}.`, estimateIds: strings(error.details.estimateIds), changedDays };
}

/**
 * The crew-days of the plan that `event` says moved past the version the plan read, the version
 * Accept is guarded by: a placement, a move or an undo on the day (`placement.changed`), a drive
 * order pinned or set free by hand or reordered by the optimizer (`route.changed`). An event at the
 * plan's own version changed nothing Accept minds (a note, an optimizer run that kept the order, a
 * change the plan had already read); one without a version (recorded before events carried it)
 * counts as a change.
 */
function changedDaysOf(plan: PlanAnswer, event: ChangeEvent): string[] {
  const read = new Map(plan.crewDays.map((day) => [planDayKey(day.crewId, day.date), day.controlVersion]));
  const days =
    event.type === 'placement.changed' ? event.payload.crewDays : event.type === 'route.changed' ? [event.payload] : [];
  return days.flatMap(({ crewId, day, controlVersion }) => {
    const key = planDayKey(crewId, day);
    const version = read.get(key);
    return version !== undefined && (controlVersion === undefined || controlVersion > version) ? [key] : [];
  });
}

/**
 * A plan of the queue on the board (issue 44): asked for, proposed, pruned, accepted or discarded.
 * While it is open, the change feed marks the jobs whose crew-day changed since the plan was made:
 * accepting those would be refused (the server guards each day by its version).
 */
export function usePlanProposal() {
  const api = useApi();
  const [asked, setAsked] = useState<PlanAsk | null>(null);
  const [plan, setPlan] = useState<PlanAnswer | null>(null);
  const [leftOut, setLeftOut] = useState<ReadonlySet<string>>(NONE);
  const [changedDays, setChangedDays] = useState<ReadonlySet<string>>(NONE);
  const [refusal, setRefusal] = useState<AcceptRefusal | null>(null);
  const [accepting, setAccepting] = useState(false);
  // The crews as the board has them, refreshed on `crew.changed`: a crew narrowed or archived marks its jobs.
  const crews = useQuery(crewsQuery(api)).data;

  const create = useWrite({
    send: (ask: PlanAsk) =>
      api.post('/schedule/plans', {
        body: {
          from: ask.from,
          to: ask.to,
          ...(ask.jobs.kind !== 'queue' && { estimateIds: [...ask.jobs.estimateIds] }),
        },
      }),
    // A plan places nothing: no read changes.
    touches: () => [],
    answered: (answer) => {
      setPlan(answer);
      setLeftOut(NONE);
      setChangedDays(NONE);
      setRefusal(null);
    },
  });
  const { mutate, reset } = create;

  useChangeEvents((event) => {
    const days = plan ? changedDaysOf(plan, event) : [];
    if (days.length > 0) setChangedDays((before) => new Set([...before, ...days]));
  });

  const start = useCallback(
    (ask: PlanAsk) => {
      setAsked(ask);
      setPlan(null);
      mutate(ask);
    },
    [mutate],
  );
  const discard = useCallback(() => {
    setAsked(null);
    setPlan(null);
    setRefusal(null);
    reset();
  }, [reset]);
  const planAgain = useCallback(() => asked && start(asked), [asked, start]);

  /**
   * The jobs Accept would refuse, each with why: its day changed since the plan (marked live from the
   * change feed), its crew was archived or stopped taking the work, or a refused Accept named it.
   */
  const crewChanges = useMemo(() => {
    const crewById = new Map(crews?.map((crew) => [crew.id, crew]));
    const found = new Map<string, PlanCrewChange>();
    for (const proposal of plan?.proposals ?? []) {
      const change = crewChangeOf(proposal, crewById);
      if (change) found.set(proposal.estimateId, change);
    }
    return found;
  }, [plan, crews]);
  const changed = useMemo(() => {
    const why = new Map<string, string>();
    for (const proposal of plan?.proposals ?? []) {
      const crewChange = crewChanges.get(proposal.estimateId);
      if (proposal.placements.some((piece) => changedDays.has(planDayKey(piece.crewId, piece.scheduledDate))))
        why.set(proposal.estimateId, DAY_CHANGED);
      else if (crewChange) why.set(proposal.estimateId, planCrewChangeWords(crewChange));
    }
    for (const estimateId of refusal?.estimateIds ?? [])
      if (!why.has(estimateId)) why.set(estimateId, NAMED_BY_REFUSAL);
    return why as ReadonlyMap<string, string>;
  }, [plan, changedDays, refusal, crewChanges]);

  const toggle = useCallback((estimateId: string, kept: boolean) => {
    setLeftOut((before) => {
      const next = new Set(before);
      if (kept) next.delete(estimateId);
      else next.add(estimateId);
      return next;
    });
  }, []);
  const leaveOut = useCallback((estimateIds: Iterable<string>) => {
    setLeftOut((before) => new Set([...before, ...estimateIds]));
    // What the refusal named is left out: an Accept of the rest may go through.
    setRefusal(null);
  }, []);

  const accept = (write: AcceptPlanWrite) => {
    if (!plan) return;
    const kept = plan.proposals.filter((p) => !leftOut.has(p.estimateId)).map((p) => p.estimateId);
    setAccepting(true);
    setRefusal(null);
    void write(plan.id, kept, {
      accepted: discard,
      refused: (error) => {
        const found = refusalOf(error);
        setRefusal(found);
        if (found && found.changedDays.length > 0)
          setChangedDays((before) => new Set([...before, ...found.changedDays]));
        return found !== null;
      },
    }).finally(() => setAccepting(false));
  };

  /** The plan's ghost cards by board cell: each crew-day's kept jobs and its load once they are placed. */
  const ghosts = useMemo(
    () => (plan ? planGhostCells(plan, leftOut, changedDays, crewChanges) : undefined),
    [plan, leftOut, changedDays, crewChanges],
  );

  return {
    /** Open from the moment the dispatcher asks until Accept, Discard or Escape. */
    open: asked !== null,
    asked,
    create,
    plan,
    leftOut,
    changed,
    crewChanges,
    refusal,
    accepting,
    ghosts,
    start,
    discard,
    planAgain,
    toggle,
    leaveOut,
    accept,
  };
}

export type PlanProposalState = ReturnType<typeof usePlanProposal>;
