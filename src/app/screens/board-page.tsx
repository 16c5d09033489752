import { DndContext, DragOverlay } from '@dnd-kit/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { DEFAULT_PLACEHOLDER_HOURS } from '../../shared/contract/org';
import type { ScheduledWork } from '../../shared/contract/scheduled-work';
import type { UnscheduledRow } from '../../shared/contract/unscheduled';
import { dayWork, workDay, type CrewDayTarget } from '../../shared/domain/board-placements';
import { todayIn } from '../../shared/domain/working-days';
import { FitPanel } from '../fit/components/fit-panel';
import { useApi } from '../lib/api-context';
import { useKeptAddress } from '../lib/kept-address';
import { BoardMapPanel, BoardMapToggle } from './board-map-panel';
import { BoardSkipLinks } from './board-skip-links';
import { useOrgToday } from '../org/use-org-today';
import { QueuePanel } from '../queue/components/queue-panel';
import { PlanPanel } from '../plan/components/plan-panel';
import { planSpan } from '../plan/plan-span';
import { usePlanProposal } from '../plan/use-plan-proposal';
import { ApiErrorNotice } from '../ui/api-error-notice';
import { Loading } from '../ui/loading';
import { PageHeader } from '../ui/page-header';
import { boardQuery, crewsQuery } from '../dispatch/board-queries';
import { crewDayPath } from '../dispatch/crew-day-paths';
import type { JobsToPlan } from '../dispatch/jobs-to-plan';
import { buttonClass } from '../ui/button';
import { useBoardActions } from '../board/api/use-board-actions';
import { boardColumns, columnsRange, fitWindowOf, parseViewLength, todaysView } from '../dispatch/board-days';
import { BoardGrid } from '../board/components/board-grid';
import { ArchivedCrewsToggle } from '../board/components/archived-crews-toggle';
import { ARCHIVED_CREWS_PARAM, useShowArchivedCrews } from '../board/archived-crews';
import { DayActionsDialog } from '../board/components/day-actions-dialog';
import { WeekNav } from '../board/components/week-nav';
import { DragOverlayCard } from '../board/components/drag-overlay-card';
import { useOverbookConfirm } from '../board/components/overbook-dialog';
import { BoardDensityContext, useBoardDensity } from '../board/board-density';
import { PlaceholderHoursContext } from '../board/held-hours';
import { WorkActionsDialog } from '../board/components/work-actions-dialog';
import { crewTarget, findCrewDay } from '../board/crew-target';
import { useBoardDnd } from '../board/use-board-dnd';
import '../board/board.css';

const BOARD_TITLE = 'Dispatch board';
/** What the Board link keeps of the board's address: the days shown and whether archived crews are, not the queue's filters. */
const BOARD_VIEW_PARAMS = ['from', 'days', ARCHIVED_CREWS_PARAM] as const;

/**
 * The board's reads, started while the organization's day is still being read rather than one
 * round trip after it: its crews, and its days, those the address names (a link, a reload) or else
 * the view of today as the browser's zone counts it, which is the organization's for nearly every
 * dispatcher (when it is not, the board reads its own days once the organization's today is known).
 */
function usePrefetchedBoardReads() {
  const api = useApi();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const length = parseViewLength(params.get('days'));
  const from = params.get('from') ?? todaysView(todayIn(browserTimeZone(), new Date()), length);
  useEffect(() => {
    void queryClient.prefetchQuery(crewsQuery(api));
    void queryClient.prefetchQuery(boardQuery(api, columnsRange(boardColumns(from, length))));
  }, [api, queryClient, from, length]);
}

const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** The dispatcher board, once the organization's time zone says which day is today. */
export function BoardPage() {
  usePrefetchedBoardReads();
  const { settings, today } = useOrgToday();
  if (today)
    return <Board today={today} placeholderHours={settings.data?.placeholderHours ?? DEFAULT_PLACEHOLDER_HOURS} />;
  return (
    <>
      <PageHeader title={BOARD_TITLE} />
      {settings.isError ? (
        <ApiErrorNotice error={settings.error} />
      ) : (
        <Loading label="Reading the organization’s day" />
      )}
    </>
  );
}

/** Crews by day, the unscheduled queue, where the selected job fits, and the map with a crew-day's route. */
function Board({ today, placeholderHours }: { today: string; placeholderHours: number }) {
  const api = useApi();
  const [params, setParams] = useSearchParams();
  const length = parseViewLength(params.get('days'));
  const from = params.get('from') ?? todaysView(today, length);
  // The same columns from one render to the next: the board's rows and cells are memoized on them.
  const days = useMemo(() => boardColumns(from, length), [from, length]);
  const fitWindow = useMemo(() => fitWindowOf(days, today), [days, today]);
  const range = columnsRange(days);

  useKeptAddress('/board', BOARD_VIEW_PARAMS);

  const crews = useQuery(crewsQuery(api));
  const board = useQuery(boardQuery(api, range));
  const overbook = useOverbookConfirm();
  const actions = useBoardActions(overbook.confirm, today);
  const dnd = useBoardDnd(actions, board.data?.crewDays ?? []);

  const [selected, setSelected] = useState<UnscheduledRow | null>(null);
  // The queue's rows checked for planning: here, so a proposal discarded gives the queue them back.
  const [checked, setChecked] = useState<ReadonlySet<string>>(() => new Set());
  const [highlighted, setHighlighted] = useState<string | null>(null);
  const [dayMenu, setDayMenu] = useState<{ cell: CrewDayTarget; label: string } | null>(null);
  const [workMenu, setWorkMenu] = useState<ScheduledWork | null>(null);
  const [density, setDensity] = useBoardDensity();
  const [showArchived, setShowArchived] = useShowArchivedCrews();
  const openDayMenu = useCallback((cell: CrewDayTarget, label: string) => setDayMenu({ cell, label }), []);
  const proposal = usePlanProposal();
  const { start: startPlan } = proposal;
  // Accepted, discarded or escaped: the keyboard goes back to the queue the plan was made from.
  const planShown = useRef(false);
  useEffect(() => {
    if (proposal.open) planShown.current = true;
    else if (planShown.current) {
      planShown.current = false;
      document.getElementById('queue')?.focus();
    }
  }, [proposal.open]);
  const span = planSpan(days, today);
  const [planFrom, planTo] = [span?.from, span?.to];
  // One callback while the days stay: the queue is memoized on it.
  const planJobs = useMemo(
    () => (planFrom && planTo ? (jobs: JobsToPlan) => startPlan({ from: planFrom, to: planTo, jobs }) : undefined),
    [planFrom, planTo, startPlan],
  );

  const setView = (next: { from?: string; days?: string }) =>
    setParams((previous) => {
      const updated = new URLSearchParams(previous);
      Object.entries(next).forEach(([name, value]) => updated.set(name, value));
      return updated;
    });

  return (
    <BoardDensityContext.Provider value={density}>
      <PlaceholderHoursContext.Provider value={placeholderHours}>
        <div className="board-page">
          <BoardSkipLinks
            targets={[
              { id: 'queue', label: 'Skip to the queue' },
              { id: 'crew-board', label: 'Skip to the board' },
              ...(selected ? [{ id: 'fit', label: `Skip to where ${selected.estimateNumber} fits` }] : []),
            ]}
          />
          <PageHeader
            title={BOARD_TITLE}
            actions={
              <>
                <WeekNav
                  from={from}
                  length={length}
                  today={today}
                  onChange={setView}
                  density={density}
                  onDensity={setDensity}
                />
                <ArchivedCrewsToggle crews={crews.data ?? []} shown={showArchived} onChange={setShowArchived} />
                <BoardMapToggle />
              </>
            }
          />
          <DndContext
            sensors={dnd.sensors}
            collisionDetection={dnd.collisionDetection}
            onDragStart={dnd.onDragStart}
            onDragOver={dnd.onDragOver}
            onDragEnd={dnd.onDragEnd}
            onDragCancel={dnd.onDragCancel}
            accessibility={{ announcements: dnd.announcements }}
          >
            <div className="board-layout">
              <div className="board-layout__main">
                <BoardMapPanel
                  crews={crews.data ?? []}
                  startDay={days.find((day) => day >= today) ?? range.from}
                  selectedEstimateId={selected?.estimateId ?? null}
                  onSelectRow={setSelected}
                />
                {(crews.isPending || board.isPending) && <Loading label="Reading the board" />}
                {crews.isError && <ApiErrorNotice error={crews.error} />}
                {board.isError && <ApiErrorNotice error={board.error} />}
                {crews.data && (
                  <BoardGrid
                    crews={crews.data}
                    showArchived={showArchived}
                    days={days}
                    today={today}
                    board={board.data}
                    highlightedCell={highlighted}
                    dropPreview={dnd.dropPreview}
                    onOpenDayActions={openDayMenu}
                    onOpenWorkActions={setWorkMenu}
                    ghosts={proposal.ghosts}
                  />
                )}
              </div>
              <aside className="board-layout__side">
                {proposal.open ? (
                  <PlanPanel proposal={proposal} accept={actions.acceptPlan} />
                ) : (
                  <QueuePanel
                    today={today}
                    selected={selected}
                    onSelect={setSelected}
                    onPlan={planJobs}
                    checked={checked}
                    onCheckedChange={setChecked}
                  />
                )}
                {selected && !proposal.open && (
                  <FitPanel
                    row={selected}
                    window={fitWindow}
                    onHighlight={setHighlighted}
                    onPlace={(row, crewId, date) => void actions.place(row, crewTarget(crews.data ?? [], crewId, date))}
                  />
                )}
              </aside>
            </div>
            {dnd.pointerDrag && (
              <DragOverlay dropAnimation={null}>
                <DragOverlayCard />
              </DragOverlay>
            )}
          </DndContext>
          {dayMenu && (
            <DayActionsDialog {...dayMenu} crews={crews.data ?? []} actions={actions} onClose={() => setDayMenu(null)}>
              {dayMenu.cell.crewId && (
                <Link className={buttonClass()} to={crewDayPath(dayMenu.cell.crewId, dayMenu.cell.day)}>
                  Open the crew’s day
                </Link>
              )}
            </DayActionsDialog>
          )}
          {overbook.dialog}
          {workMenu && (
            <WorkActionsDialog
              work={workMenu}
              day={dayWork(board.data?.upcoming ?? [], workDay(workMenu))}
              controlVersion={findCrewDay(board.data?.crewDays ?? [], workDay(workMenu))?.controlVersion}
              crews={crews.data ?? []}
              actions={actions}
              onClose={() => setWorkMenu(null)}
            />
          )}
        </div>
      </PlaceholderHoursContext.Provider>
    </BoardDensityContext.Provider>
  );
}
