import { Button } from './button';
import './layout.css';

export interface LoadMoreProps {
  /** e.g. "3 customers". */
  shownLabel: string;
  hasMore: boolean;
  loading: boolean;
  onLoadMore: () => void;
}

/** The foot of a cursor-paged list: how much is shown, and a button for the next page while there is one. */
export function LoadMore({ shownLabel, hasMore, loading, onLoadMore }: LoadMoreProps) {
  return (
    <div className="ui-load-more">
      <span className="muted" role="status">
        Showing {shownLabel}
        {hasMore ? '' : ' (all)'}
      </span>
      {hasMore && (
        <Button onClick={onLoadMore} busy={loading}>
          Load more
        </Button>
      )}
    </div>
  );
}

/** The paging part of LoadMore's props, from an infinite query. */
export const morePagesOf = (pages: {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
}): Pick<LoadMoreProps, 'hasMore' | 'loading' | 'onLoadMore'> => ({
  hasMore: pages.hasNextPage,
  loading: pages.isFetchingNextPage,
  onLoadMore: () => void pages.fetchNextPage(),
});
