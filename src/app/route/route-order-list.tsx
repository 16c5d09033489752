import { Button } from '../ui/button';
import type { RouteStop } from './route-stops';

export interface RouteOrderListProps {
  stops: readonly RouteStop[];
  disabled: boolean;
  /** Move the stop at `from` to `to` (a neighbour). */
  onMove: (from: number, to: number) => void;
}

/** The drive order, changed one step at a time by buttons (the keyboard way to reorder a day). */
export function RouteOrderList({ stops, disabled, onMove }: RouteOrderListProps) {
  return (
    <ol className="route-review__order" aria-label="Drive order">
      {stops.map((stop, index) => (
        <li key={stop.scheduleId}>
          <span className="route-review__number" aria-hidden="true">
            {stop.number}
          </span>
          <span className="route-review__stop">{stop.label}</span>
          <Button
            size="sm"
            variant="ghost"
            aria-label={`Move ${stop.label} up`}
            disabled={disabled || index === 0}
            onClick={() => onMove(index, index - 1)}
          >
            ↑
          </Button>
          <Button
            size="sm"
            variant="ghost"
            aria-label={`Move ${stop.label} down`}
            disabled={disabled || index === stops.length - 1}
            onClick={() => onMove(index, index + 1)}
          >
            ↓
          </Button>
        </li>
      ))}
    </ol>
  );
}
