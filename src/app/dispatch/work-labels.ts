/** 2 -> "2 h", 1.5 -> "1.5 h". */
/** Hours as a figure: whole, or to a tenth. */
export const hoursFigure = (hours: number) => (Number.isInteger(hours) ? String(hours) : hours.toFixed(1));
export const formatHours = (hours: number) => `${hoursFigure(hours)} h`;
/** Minutes as the hours figure people read, to a tenth: 330 -> "5.5". */
export const minutesFigure = (minutes: number) => hoursFigure(Math.round(minutes / 6) / 10);

/** Hours as the board says them: null is "not estimated", never zero. */
export const hoursOrUnknown = (hours: number | null) => (hours === null ? 'not estimated' : formatHours(hours));

/** Droppable and draggable ids of the board (dnd-kit needs one flat id space). */
export const cellId = (crewId: string | null, date: string) => `cell:${crewId ?? 'unassigned'}:${date}`;
export const cardId = (scheduleId: string) => `card:${scheduleId}`;
export const queueItemId = (estimateId: string) => `queue:${estimateId}`;

/** A site label without its house number ("11913 NW 50th Ave" reads "NW 50th Ave"): what a compact card has room for. */
export const streetOf = (siteLabel: string) => siteLabel.replace(/^\d+[A-Za-z]?\s+(?=\S)/, '');
