import { useState } from 'react';
import type { Crew } from '../../shared/contract/crews';
import type { UnscheduledRow } from '../../shared/contract/unscheduled';
import { formatRouteDay } from '../dispatch/route-day-param';
import { RoutePicker, type RouteChoice } from '../route/route-picker';
import { RouteReview } from '../route/route-review';
import { Button } from '../ui/button';
import { BoardQueueMap } from '../map/board-queue-map';
import { useBoardRoute } from '../dispatch/use-board-route';

export interface BoardMapPanelProps {
  crews: readonly Crew[];
  /** Where the route picker starts: the board's first day shown from today on. */
  startDay: string;
  selectedEstimateId: string | null;
  onSelectRow: (row: UnscheduledRow) => void;
}

/** Shows or hides the board's map panel; it sits in the board's header so a closed panel takes no room. */
export function BoardMapToggle() {
  const { open, setOpen } = useBoardRoute();
  return (
    <Button size="sm" aria-expanded={open} aria-controls="board-map-body" onClick={() => setOpen(!open)}>
      {open ? 'Hide map' : 'Show map'}
    </Button>
  );
}

/**
 * The board's map, drawn only when asked for (`BoardMapToggle`) so the grid keeps its room:
 * districts and queue work, and the route of the crew-day named in the address.
 */
export function BoardMapPanel({ crews, startDay, selectedEstimateId, onSelectRow }: BoardMapPanelProps) {
  const { open, routeDay, review } = useBoardRoute();
  // The day chosen while no crew is (the address names a route only with both); until one is, the
  // picker follows the week the board shows.
  const [pickedDate, setPickedDate] = useState<string | null>(null);
  const pick = (choice: RouteChoice) => {
    setPickedDate(choice.date);
    review(choice.crewId ? choice : null);
  };

  if (!open) return null;
  return (
    <section className="board-map" aria-labelledby="board-map-title">
      <h2 id="board-map-title">Map and routes</h2>
      <div id="board-map-body" className="board-map__body">
        <BoardQueueMap selectedEstimateId={selectedEstimateId} onSelectRow={onSelectRow} />
        <div className="board-map__route">
          <RoutePicker crews={crews} value={routeDay ?? { crewId: '', date: pickedDate ?? startDay }} onChange={pick} />
          {routeDay ? (
            <RouteReview key={formatRouteDay(routeDay)} crewId={routeDay.crewId} date={routeDay.date} />
          ) : (
            <p className="board-map__hint">Choose a crew to review its route.</p>
          )}
        </div>
      </div>
    </section>
  );
}
