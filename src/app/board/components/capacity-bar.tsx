import { formatHours, glanceHoursFigure, hoursFigure } from '../../lib/format';
import { plural } from '../../lib/plural';
import { useDensity } from '../board-density';
import { usePlaceholderHours } from '../held-hours';

export interface CapacityBarProps {
  bookedMinutes: number;
  dayLengthMinutes: number;
  /** How many of the day's jobs are not estimated: the booked minutes count the hours held for each. */
  heldJobs: number;
}

/**
 * Booked against the day's length; an overrun is shown (the board never blocks it). Its title and
 * label say how much of the booked time is held for jobs nobody estimated.
 */
export function CapacityBar({ bookedMinutes, dayLengthMinutes, heldJobs }: CapacityBarProps) {
  const share = dayLengthMinutes > 0 ? bookedMinutes / dayLengthMinutes : 0;
  const over = bookedMinutes > dayLengthMinutes;
  // A compact cell says "6.5/8.5"; the bar's colour says over, its title and label say it in words.
  const compact = useDensity() === 'compact';
  const placeholderHours = usePlaceholderHours();
  const held =
    heldJobs > 0
      ? `, ${formatHours(heldJobs * placeholderHours)} of it held for ${plural(heldJobs, 'job')} not estimated`
      : '';
  const label = `${formatHours(bookedMinutes / 60)} of ${formatHours(dayLengthMinutes / 60)} booked${held}${over ? ', over capacity' : ''}`;
  return (
    <div className={`board-capacity${over ? ' board-capacity--over' : ''}`} title={label}>
      <div
        className="board-capacity__track"
        role="meter"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={dayLengthMinutes}
        aria-valuenow={Math.min(bookedMinutes, dayLengthMinutes)}
      >
        <div className="board-capacity__fill" style={{ width: `${Math.min(100, share * 100)}%` }} />
      </div>
      <span className="board-capacity__text" aria-hidden="true">
        {compact
          ? `${glanceHoursFigure(bookedMinutes / 60)}/${glanceHoursFigure(dayLengthMinutes / 60)}`
          : `${hoursFigure(bookedMinutes / 60)} / ${formatHours(dayLengthMinutes / 60)}${over ? ' · over' : ''}`}
      </span>
    </div>
  );
}

/** A day with no length (the no-crew row): only what it holds, "6.75 h", said in its title. */
export function BookedHours({ bookedMinutes }: { bookedMinutes: number }) {
  const hours = formatHours(bookedMinutes / 60);
  return (
    <span className="board-capacity__text" title={`${hours} waiting for a crew`}>
      {hours}
    </span>
  );
}
