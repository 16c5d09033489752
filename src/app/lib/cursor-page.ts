import type { z } from 'zod';
import type { cursorPageOf } from '../../shared/contract/common';

/** One page of a cursor-paged list, as the contract defines it. */
export type CursorPage<Item extends z.ZodType> = z.infer<ReturnType<typeof cursorPageOf<Item>>>;

/** Cursor sent for the first page. */
export const FIRST_PAGE: string | null = null;

/** Items shown per "Load more". */
export const PAGE_SIZE = 25;

export const nextCursorOf = (page: { nextCursor: string | null }) => page.nextCursor;
