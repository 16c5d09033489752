import { useState } from 'react';
import type { InfiniteData } from '@tanstack/react-query';
import { useDebouncedValue } from '../lib/use-debounced-value';
import { morePagesOf } from '../ui/load-more';
import type { Matches } from '../ui/search-combobox';

/** Typing settles this long before the server is asked (a read per pause, not per key). */
const SEARCH_SETTLE_MS = 250;

/**
 * What a picker searching the server asks: the text typed once it settles, and whether the list is
 * open (matches are read only then: a screen with a picker reads nothing for it until it is used).
 */
export function usePickerSearch() {
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const search = useDebouncedValue(text.trim(), SEARCH_SETTLE_MS);
  return {
    search,
    open,
    /** Typed text not searched for yet. */
    settling: search !== text.trim(),
    bind: { onSearchChange: setText, onOpenChange: setOpen },
  };
}

/** A picker's matches: the pages of a list read so far (an infinite query's result). */
export function matchesOfPages<Item>(
  pages: Parameters<typeof morePagesOf>[0] & {
    data: InfiniteData<{ items: Item[] }> | undefined;
    isPending: boolean;
    isPlaceholderData: boolean;
    isError: boolean;
  },
  settling: boolean,
): Matches<Item> {
  return {
    items: pages.data?.pages.flatMap((page) => page.items) ?? [],
    pending: settling || pages.isPending || pages.isPlaceholderData,
    failed: pages.isError,
    more: morePagesOf(pages),
  };
}
