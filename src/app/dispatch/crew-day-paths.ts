/** A crew's phone: its own day (`/crew/2026-11-30`). */
export const ownDayPath = (date: string) => `/crew/${date}`;

/** The office's view of any crew's day, as the crew's phone shows it. */
export const crewDayPath = (crewId: string, date: string) => `/crews/${crewId}/day/${date}`;
