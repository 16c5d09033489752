import { UTCDate } from '@date-fns/utc';
import { format } from 'date-fns';
import type { Day } from '../../shared/contract/common';

/** "Oak Crew, Tue Mar 3": how an error names a crew-day to a dispatcher. */
export const crewDayWords = (crewName: string, day: Day) =>
  `${crewName}, ${format(new UTCDate(`${day}T00:00:00.000Z`), 'EEE MMM d')}`;

/** "A, B and C". */
export function listWords(values: readonly string[]): string {
  if (values.length <= 1) return values.join('');
  return `${values.slice(0, -1).join(', ')} and ${values[values.length - 1]}`;
}
