import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useApi } from '../../lib/api-context';
import { formatDate } from '../../lib/format';
import { plural } from '../../lib/plural';
import { ApiErrorNotice } from '../../ui/api-error-notice';
import { EmptyState } from '../../ui/empty-state';
import { Loading } from '../../ui/loading';
import { LoadMore } from '../../ui/load-more';
import { Panel } from '../../ui/panel';
import { Table } from '../../ui/table';
import { estimatePagesQuery } from '../../records/estimate-queries';
import { EstimateStatusBadge } from './estimate-status-badge';
import { EstimateTotal } from './estimate-total';

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
        <Table caption="Estimates for this site">
          <thead>
            <tr>
              <th scope="col">Estimate</th>
              <th scope="col">Status</th>
              <th scope="col" className="num">
                Total
              </th>
              <th scope="col">Created</th>
            </tr>
          </thead>
          <tbody>
            {estimates.map((estimate) => (
              <tr key={estimate.id}>
                <th scope="row">
                  <Link to={`/estimates/${estimate.id}`}>{estimate.number}</Link>
                </th>
                <td>
                  <EstimateStatusBadge status={estimate.status} />
                </td>
                <td className="num">
                  <EstimateTotal estimate={estimate} />
                </td>
                <td>{formatDate(estimate.createdAt)}</td>
              </tr>
            ))}
          </tbody>
        </Table>
        <LoadMore
          shownLabel={plural(estimates.length, 'estimate')}
          hasMore={pages.hasNextPage}
          loading={pages.isFetchingNextPage}
          onLoadMore={() => void pages.fetchNextPage()}
        />
      </>
    );
  }
  return <Panel title="Estimates">{body}</Panel>;
}
