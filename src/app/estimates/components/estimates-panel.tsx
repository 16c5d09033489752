import { useInfiniteQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useApi } from '../../lib/api-context';
import type { EstimateListFilter } from '../../lib/query-keys';
import { plural } from '../../lib/plural';
import { ApiErrorNotice } from '../../ui/api-error-notice';
import { EmptyState } from '../../ui/empty-state';
import { Loading } from '../../ui/loading';
import { LoadMore, morePagesOf } from '../../ui/load-more';
import { Panel } from '../../ui/panel';
import { estimatePagesQuery } from '../../records/estimate-queries';
import { EstimateTable } from './estimate-table';

export interface EstimatesPanelProps {
  /** Whose estimates: a site's (oldest first), or a customer's (newest first, each with its site). */
  of: { siteId: string } | { customerId: string };
  caption: string;
  empty: { title: string; hint: ReactNode };
}

/** The estimates written for a site or a customer, each a link to its page. */
export function EstimatesPanel({ of, caption, empty }: EstimatesPanelProps) {
  const api = useApi();
  const byCustomer = 'customerId' in of;
  const filter: EstimateListFilter = byCustomer
    ? { customerId: of.customerId, order: 'newest' }
    : { siteId: of.siteId };
  const pages = useInfiniteQuery(estimatePagesQuery(api, filter));
  const estimates = pages.data?.pages.flatMap((page) => page.items) ?? [];

  let body;
  if (pages.isPending) body = <Loading label="Loading estimates" />;
  else if (pages.isError) body = <ApiErrorNotice error={pages.error} />;
  else if (estimates.length === 0) body = <EmptyState title={empty.title}>{empty.hint}</EmptyState>;
  else {
    body = (
      <>
        <EstimateTable estimates={estimates} caption={caption} where={byCustomer ? 'site' : 'none'} />
        <LoadMore shownLabel={plural(estimates.length, 'estimate')} {...morePagesOf(pages)} />
      </>
    );
  }
  return <Panel title="Estimates">{body}</Panel>;
}
