import type { ScheduledWork } from '../../shared/contract/scheduled-work';

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

/**
 * The board's row of days with no crew, wherever it or one of its days is named (board, menus,
 * toasts, the route picker): "Unassigned" read too much like the queue's "Unscheduled".
 */
export const NO_CREW = 'No crew (pencilled)';

/** A crew as the board names it; null is the row with no crew. */
export const crewNameOf = (crew: { name: string } | null) => crew?.name ?? NO_CREW;
