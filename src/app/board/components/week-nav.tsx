import { addDays } from '../../../shared/domain/working-days';
import { viewLengths, viewStep, type ViewLength } from '../../dispatch/board-days';
import { Button } from '../../ui/button';

export interface WeekNavProps {
  from: string;
  length: ViewLength;
  today: string;
  onChange: (next: { from?: string; days?: string }) => void;
}

/** Previous / today / next and the view length (5 working days, 7 or 14 days). */
export function WeekNav({ from, length, today, onChange }: WeekNavProps) {
  return (
    <nav className="board-weeknav" aria-label="Board days">
      <Button size="sm" onClick={() => onChange({ from: addDays(from, -viewStep(length)) })}>
        Previous
      </Button>
      <Button size="sm" onClick={() => onChange({ from: today })}>
        Today
      </Button>
      <Button size="sm" onClick={() => onChange({ from: addDays(from, viewStep(length)) })}>
        Next
      </Button>
      <div className="board-weeknav__lengths" role="group" aria-label="Days shown">
        {viewLengths.map((option) => (
          <Button
            key={option}
            size="sm"
            variant={option === length ? 'primary' : 'ghost'}
            aria-pressed={option === length}
            onClick={() => onChange({ days: String(option) })}
          >
            {option === 5 ? 'Work week' : `${option} days`}
          </Button>
        ))}
      </div>
    </nav>
  );
}
