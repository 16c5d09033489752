import { stepView, todaysView, viewLengths, type ViewLength } from '../../dispatch/board-days';
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

/**
 * Previous / today / next by whole weeks (two for 14 days), the view length (the working week, 7 or
 * 14 days, each from a Monday) and the cards' density. Today shows the week holding today (on a
 * weekend, the work week to come).
 */
export function WeekNav({ from, length, today, onChange, density, onDensity }: WeekNavProps) {
  return (
    <nav className="board-weeknav" aria-label="Board days">
      <Button size="sm" onClick={() => onChange({ from: stepView(from, length, -1) })}>
        Previous
      </Button>
      <Button size="sm" onClick={() => onChange({ from: todaysView(today, length) })}>
        Today
      </Button>
      <Button size="sm" onClick={() => onChange({ from: stepView(from, length, 1) })}>
        Next
      </Button>
      <ChoiceGroup
        label="Days shown"
        options={viewLengths}
        value={length}
        nameOf={(option) => (option === 5 ? 'Work week' : `${option} days`)}
        onChoose={(option) => onChange({ days: String(option) })}
      />
      <ChoiceGroup
        label="Cards"
        options={boardDensities}
        value={density}
        nameOf={(option) => (option === 'compact' ? 'Compact' : 'Comfortable')}
        onChoose={onDensity}
      />
    </nav>
  );
}

interface ChoiceGroupProps<Option> {
  label: string;
  options: readonly Option[];
  value: Option;
  nameOf: (option: Option) => string;
  onChoose: (option: Option) => void;
}

/** A row of buttons, one pressed: the chosen option. */
function ChoiceGroup<Option extends string | number>({
  label,
  options,
  value,
  nameOf,
  onChoose,
}: ChoiceGroupProps<Option>) {
  return (
    <div className="board-weeknav__lengths" role="group" aria-label={label}>
      {options.map((option) => (
        <Button
          key={option}
          size="sm"
          variant={option === value ? 'primary' : 'ghost'}
          aria-pressed={option === value}
          onClick={() => onChoose(option)}
        >
          {nameOf(option)}
        </Button>
      ))}
    </div>
  );
}
