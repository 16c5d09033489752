import type { Crew } from '../../../shared/contract/crews';

export interface ArchivedCrewsToggleProps {
  crews: readonly Crew[];
  shown: boolean;
  onChange: (shown: boolean) => void;
}

/**
 * "Show archived crews": their rows take room and no new work, so the board hides them unless asked
 * (an archived crew still holding work keeps its row whatever this says). Not drawn when no crew is archived.
 */
export function ArchivedCrewsToggle({ crews, shown, onChange }: ArchivedCrewsToggleProps) {
  const archived = crews.filter((crew) => !crew.active).length;
  if (archived === 0) return null;
  return (
    <label className="board-archived-toggle">
      <input type="checkbox" checked={shown} onChange={(event) => onChange(event.target.checked)} /> Show archived crews
      ({archived})
    </label>
  );
}
