import { useInfiniteQuery } from '@tanstack/react-query';
import { useApi } from '../../lib/api-context';
import { plural } from '../../lib/plural';
import { ApiErrorNotice } from '../../ui/api-error-notice';
import { EmptyState } from '../../ui/empty-state';
import { Loading } from '../../ui/loading';
import { LoadMore, morePagesOf } from '../../ui/load-more';
import { Panel } from '../../ui/panel';
import { estimatePagesQuery } from '../../records/estimate-queries';
import { EstimateTable } from './estimate-table';

/** The estimates written for a site, oldest first, each a link to its page. */
export function SiteEstimatesPanel({ siteId }: { siteId: string }) {
  const api = useApi();
  const pages = useInfiniteQuery(estimatePagesQuery(api, { siteId }));
  const estimates = pages.data?.pages.flatMap((page) => page.items) ?? [];

  let body;
  if (pages.isPending) body = <Loading label="Loading estimates" />;
  else if (pages.isError) body = <ApiErrorNotice error={pages.error} />;
  else if (estimates.length === 0)
    body = <EmptyState title="No estimates for this site yet.">Draft one from its trees.</EmptyState>;
  else {
    body = (
      <>
        <EstimateTable estimates={estimates} caption="Estimates for this site" />
        <LoadMore shownLabel={plural(estimates.length, 'estimate')} {...morePagesOf(pages)} />
      </>
    );
  }
  return <Panel title="Estimates">{body}</Panel>;
}
