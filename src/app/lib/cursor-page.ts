/** Cursor sent for the first page. */
export const FIRST_PAGE: string | null = null;

/** Items shown per "Load more". */
export const PAGE_SIZE = 25;

export const nextCursorOf = (page: { nextCursor: string | null }) => page.nextCursor;
