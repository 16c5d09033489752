import { useState } from 'react';
import { UNASSIGNED_BOARD } from '../../shared/contract/routes';
import type { Crew } from '../../shared/contract/crews';
import { CrewPicker } from '../dispatch/crew-picker';
import { NO_CREW } from '../dispatch/work-labels';
import { TextField } from '../ui/text-field';

export interface RouteChoice {
  /** A crew id, `unassigned`, or '' for none chosen yet. */
  crewId: string;
  date: string;
}

export interface RoutePickerProps {
  crews: readonly Crew[];
  /** The choice held by the address. */
  value: RouteChoice;
  onChange: (next: RouteChoice) => void;
}

const sameChoice = (a: RouteChoice, b: RouteChoice) => a.crewId === b.crewId && a.date === b.date;

/**
 * Which crew-day's route to review: a crew (or the pencilled work) and a day. The router updates the
 * address in a transition, so the fields keep their own copy (a crew then a day chosen quickly both
 * count) and take the address's value again whenever it changes.
 */
export function RoutePicker({ crews, value, onChange }: RoutePickerProps) {
  const [choice, setChoice] = useState(value);
  const [adopted, setAdopted] = useState(value);
  if (!sameChoice(value, adopted)) {
    setAdopted(value);
    setChoice(value);
  }
  const choose = (change: Partial<RouteChoice>) => {
    const next = { ...choice, ...change };
    setChoice(next);
    onChange(next);
  };
  return (
    <div className="route-picker">
      <CrewPicker
        label="Crew"
        crews={crews}
        notCrews={[{ id: UNASSIGNED_BOARD, name: NO_CREW }]}
        value={choice.crewId}
        onChange={(crewId) => choose({ crewId })}
      />
      <TextField
        label="Day"
        type="date"
        value={choice.date}
        onChange={(event) => event.target.value && choose({ date: event.target.value })}
      />
    </div>
  );
}
