import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Link, useParams } from 'react-router';
import type { EstimateStatus } from '../../shared/contract/estimates';
import { addDays } from '../../shared/domain/working-days';
import { JobVisits } from '../dispatch/job-visits';
import { BillEstimatePanel } from '../invoices/components/bill-estimate-panel';
import { useApi } from '../lib/api-context';
import { useOrgDate } from '../org/use-org-date';
import { siteTreesQuery } from '../records/inventory-queries';
import { siteQuery } from '../records/site-queries';
import { siteName } from '../records/site-address';
import { ApiErrorNotice } from '../ui/api-error-notice';
import { Loading } from '../ui/loading';
import { keptAddress } from '../lib/kept-address';
import { PageHeader } from '../ui/page-header';
import { Panel } from '../ui/panel';
import { catalogItemsQuery } from '../records/catalog-queries';
import { DocumentActions } from '../records/document-actions';
import { estimateQuery } from '../records/estimate-queries';
import { AcceptEstimate } from '../estimates/components/accept-estimate';
import { DuplicateEstimate } from '../estimates/components/duplicate-estimate';
import { CancelEstimate } from '../estimates/components/cancel-estimate';
import { SendEstimate } from '../estimates/components/send-estimate';
import { EstimateFlags } from '../estimates/components/estimate-flags';
import { EstimateLinesTable } from '../estimates/components/estimate-lines-table';
import { EstimateStatusBadge, estimateStatusWords } from '../estimates/components/estimate-status-badge';
import '../estimates/components/estimates.css';

/** Work that may be on crews' days: accepted, placed, or done. */
const placedStatuses: readonly EstimateStatus[] = ['accepted', 'scheduled', 'completed'];

/**
 * Where an estimate's visits are looked for: about a month before its acceptance (a day placed
 * before the paperwork caught up) to eleven months after, the board's year-long read.
 */
const visitsAround = (acceptedAt: string) => addDays(acceptedAt.slice(0, 10), 150);

/** One estimate as the server computed it: lines, totals, warnings, accepting it, its crews' days, and billing it. */
export function EstimatePage() {
  const formatDate = useOrgDate();
  const dateOrNone = (iso: string | null) => (iso ? formatDate(iso) : <span className="muted">not yet</span>);
  const { estimateId = '' } = useParams();
  const api = useApi();
  const estimate = useQuery(estimateQuery(api, estimateId));
  const site = useQuery({ ...siteQuery(api, estimate.data?.siteId ?? ''), enabled: estimate.isSuccess });
  const catalog = useQuery(catalogItemsQuery(api));
  const trees = useQuery({ ...siteTreesQuery(api, estimate.data?.siteId ?? ''), enabled: estimate.isSuccess });
  const treeNumbers = useMemo(
    () => new Map((trees.data ?? []).map((tree, index) => [tree.id, index + 1])),
    [trees.data],
  );

  if (estimate.isPending) return <Loading label="Loading estimate" />;
  if (estimate.isError) return <ApiErrorNotice error={estimate.error} />;
  const { number, status, siteId, customerId, customerName, createdAt, expiresAt, acceptedAt, flags } = estimate.data;
  const name = site.data ? siteName(site.data) : 'Site';
  const closedOffer = acceptedAt === null && (status === 'declined' || status === 'canceled');

  return (
    <>
      <PageHeader
        title={`Estimate ${number}`}
        subtitle={
          <span className="row">
            <EstimateStatusBadge status={status} />
            <span>
              for <Link to={`/sites/${siteId}`}>{name}</Link>
            </span>
            {/* Whose job it is: the name comes with the estimate, so no customer is read for it. */}
            {customerId && customerName !== null ? (
              <span>
                Customer <Link to={`/customers/${customerId}`}>{customerName}</Link>
              </span>
            ) : (
              <span className="muted">No customer</span>
            )}
          </span>
        }
        breadcrumbs={
          <ol>
            <li>
              <Link to={keptAddress('/estimates')}>Estimates</Link>
            </li>
            <li aria-current="page">{number}</li>
          </ol>
        }
      />
      <div className="estimate-page">
        <Panel title="Lines">
          {catalog.isPending ? (
            <Loading label="Loading lines" />
          ) : catalog.isError ? (
            <ApiErrorNotice error={catalog.error} />
          ) : (
            <EstimateLinesTable estimate={estimate.data} catalog={catalog.data} treeNumbers={treeNumbers} />
          )}
        </Panel>
        <div className="estimate-page__side">
          <Panel title="Status">
            <div className="stack">
              <dl className="ui-details">
                <dt>Status</dt>
                <dd>{estimateStatusWords[status]}</dd>
                <dt>Created</dt>
                <dd>{formatDate(createdAt)}</dd>
                {/* An open offer expires and may yet be accepted; accepted work does not expire, and a
                    declined or canceled offer will be neither: saying "not yet" would suggest it could. */}
                {acceptedAt === null && !closedOffer && (
                  <>
                    <dt>Expires</dt>
                    <dd>{dateOrNone(expiresAt)}</dd>
                  </>
                )}
                {!closedOffer && (
                  <>
                    <dt>Accepted</dt>
                    <dd>{dateOrNone(acceptedAt)}</dd>
                  </>
                )}
                <dt>Warnings</dt>
                <dd>
                  <EstimateFlags flags={flags} />
                </dd>
              </dl>
              <AcceptEstimate estimate={estimate.data} />
              <DuplicateEstimate estimate={estimate.data} />
              <CancelEstimate estimate={estimate.data} />
            </div>
          </Panel>
          {acceptedAt !== null && placedStatuses.includes(status) && (
            <Panel title="Schedule">
              <JobVisits
                job={{ estimateId: estimate.data.id, estimateNumber: number }}
                around={visitsAround(acceptedAt)}
                linkToBoard
              />
            </Panel>
          )}
          <BillEstimatePanel estimate={estimate.data} />
          <Panel title="Customer document">
            <div className="stack">
              <DocumentActions
                read={(client) => client.file('/estimates/{estimateId}/document.pdf', { path: { estimateId } })}
              />
              <SendEstimate estimate={estimate.data} />
            </div>
          </Panel>
        </div>
      </div>
    </>
  );
}
