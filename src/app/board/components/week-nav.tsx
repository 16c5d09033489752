import { addDays } from '../../../shared/domain/working-days';
import { viewLengths, viewStep, type ViewLength } from '../../dispatch/board-days';
import { Button } from '../../ui/button';
import { boardDensities, type BoardDensity } from '../board-density';

export interface WeekNavProps {
  from: string;
  length: ViewLength;
  today: string;
  onChange: (next: { from?: string; days?: string }) => void;
  density: BoardDensity;
  onDensity: (density: BoardDensity) => void;
}

/** Previous / today / next, the view length (5 working days, 7 or 14 days) and the cards' density. */
export function WeekNav({ from, length, today, onChange, density, onDensity }: WeekNavProps) {
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
      <div className="board-weeknav__lengths" role="group" aria-label="Cards">
        {boardDensities.map((option) => (
          <Button
            key={option}
            size="sm"
            variant={option === density ? 'primary' : 'ghost'}
            aria-pressed={option === density}
            onClick={() => onDensity(option)}
          >
            {option === 'compact' ? 'Compact' : 'Comfortable'}
          </Button>
        ))}
      </div>
    </nav>
  );
}
