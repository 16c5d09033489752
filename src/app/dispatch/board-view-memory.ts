/*
 * The week the board last showed in this tab, so that the Board link of the navigation brings the
 * dispatcher back to the week being planned after a look at an estimate, not to today's. Only the
 * days are kept (`from`, `days`), never the queue's filters; a page loaded afresh (a reload, a
 * bookmark, the sign-in link) opens the days its address names, today's when none.
 */
const STORAGE_NAME = 'canopy.boardView';

/** Keeps the days the board's address names; none named (today's view) is kept as none. */
export function rememberBoardView(params: URLSearchParams): void {
  const kept = new URLSearchParams();
  for (const name of ['from', 'days']) {
    const value = params.get(name);
    if (value !== null) kept.set(name, value);
  }
  const text = kept.toString();
  if (text) window.sessionStorage.setItem(STORAGE_NAME, text);
  else window.sessionStorage.removeItem(STORAGE_NAME);
}

/** The board's address at the days it last showed in this tab. */
export function boardViewLink(): string {
  const kept = window.sessionStorage.getItem(STORAGE_NAME);
  return kept ? `/board?${kept}` : '/board';
}
