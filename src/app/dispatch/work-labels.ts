import type { ScheduledWork } from '../../shared/contract/schedule';

/**
 * Hours as a figure, to two decimals at most: work is estimated in quarter hours, and a card of
 * 5.25 h said as "5.3" would not add up to the day's figure.
 */
export const hoursFigure = (hours: number) => String(Math.round(hours * 100) / 100);
/** 2 -> "2 h", 1.5 -> "1.5 h", 5.25 -> "5.25 h". */
export const formatHours = (hours: number) => `${hoursFigure(hours)} h`;
/** Minutes as the hours figure people read: 330 -> "5.5", 315 -> "5.25". */
export const minutesFigure = (minutes: number) => hoursFigure(minutes / 60);

/** Hours as the board says them: null is "not estimated", never zero. */
export const hoursOrUnknown = (hours: number | null) => (hours === null ? 'not estimated' : formatHours(hours));

/** Droppable and draggable ids of the board (dnd-kit needs one flat id space). */
export const cellId = (crewId: string | null, date: string) => `cell:${crewId ?? 'unassigned'}:${date}`;
/**
 * A card is a job's visit on a crew-day (the server keeps an estimate at most once on a crew's
 * day), not its placement id: the card drawn before the server answered keeps its identity when
 * it takes the stored id, so dnd-kit need not register it again (which draws every card anew).
 */
export const cardId = (work: Pick<ScheduledWork, 'estimateId' | 'scheduledDate' | 'crew'>) =>
  `card:${work.estimateId}:${cellId(work.crew?.id ?? null, work.scheduledDate)}`;
export const queueItemId = (estimateId: string) => `queue:${estimateId}`;

/** A site label without its house number ("11913 NW 50th Ave" reads "NW 50th Ave"): what a compact card has room for. */
export const streetOf = (siteLabel: string) => siteLabel.replace(/^\d+[A-Za-z]?\s+(?=\S)/, '');
