import { useId } from 'react';
import { implausibleHours, implausibleHoursWords, parseHours } from '../draft-lines';

export interface HoursCheckProps {
  /** The hours as typed. */
  text: string;
  /** The hours past the bound already confirmed (null: none). */
  confirmedHours: number | null;
  onConfirm: (confirmedHours: number | null) => void;
  /** Named where no line's frame says which line it is (a table's cell, like its Save button). */
  lineNumber?: number;
}

/**
 * Beside a line's hours field: hours past the plausible bound (5000 typed for 50) are said at once,
 * and are sent only once the clerk ticks that they are right. Nothing shows for plausible hours.
 */
export function HoursCheck({ text, confirmedHours, onConfirm, lineNumber }: HoursCheckProps) {
  const warningId = useId();
  const parsed = parseHours(text);
  if (!('hours' in parsed) || !implausibleHours(parsed.hours)) return null;
  const hours = parsed.hours;
  const words = implausibleHoursWords(hours);
  return (
    <div className="hours-check">
      <p id={warningId} className="hours-check__warning">
        {words.warning}
      </p>
      <label className="hours-check__confirm">
        <input
          type="checkbox"
          aria-describedby={warningId}
          aria-label={lineNumber === undefined ? undefined : `${words.confirm}, line ${lineNumber}`}
          checked={confirmedHours === hours}
          onChange={(event) => onConfirm(event.target.checked ? hours : null)}
        />{' '}
        {words.confirm}
      </label>
    </div>
  );
}
