import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Link, useParams } from 'react-router';
import { offeredItems, proposeEstimate } from '../../shared/domain/estimate-drafting';
import { siteNotesQuery, siteTreesQuery } from '../records/inventory-queries';
import { useApi } from '../lib/api-context';
import { customerQuery } from '../records/customer-queries';
import { siteQuery } from '../records/site-queries';
import { siteName } from '../records/site-address';
import { ApiErrorNotice } from '../ui/api-error-notice';
import { Loading } from '../ui/loading';
import { PageHeader } from '../ui/page-header';
import { catalogItemsQuery } from '../records/catalog-queries';
import { DraftEstimateForm } from '../estimates/components/draft-estimate-form';
import '../estimates/components/estimates.css';

/** Drafting an estimate from what was captured at a site: a line per recommended work, priced by quote or catalog. */
export function DraftEstimatePage() {
  const { siteId = '' } = useParams();
  const api = useApi();
  const site = useQuery(siteQuery(api, siteId));
  // Whose site it is, in the trail above: a clerk who found it by its street sees for whom they quote.
  const customer = useQuery({ ...customerQuery(api, site.data?.customerId ?? ''), enabled: site.data !== undefined });
  const trees = useQuery(siteTreesQuery(api, siteId));
  const notes = useQuery(siteNotesQuery(api, siteId));
  const catalog = useQuery(catalogItemsQuery(api));
  const proposal = useMemo(
    () =>
      trees.data && notes.data && catalog.data
        ? proposeEstimate({ trees: trees.data, notes: notes.data, catalog: catalog.data })
        : null,
    [trees.data, notes.data, catalog.data],
  );

  const failed = [site, trees, notes, catalog].find((query) => query.isError);
  if (failed) return <ApiErrorNotice error={failed.error} />;
  if (!site.data || !trees.data || !notes.data || !catalog.data || !proposal)
    return <Loading label="Proposing lines from the site's trees" />;
  const name = siteName(site.data);

  return (
    <>
      <PageHeader
        title="Draft estimate"
        subtitle={`Proposed from the trees and notes of ${name}: check each line, then create the estimate.`}
        breadcrumbs={
          <ol>
            {customer.data && (
              <li>
                <Link to={`/customers/${customer.data.id}`}>{customer.data.name}</Link>
              </li>
            )}
            <li>
              <Link to={`/sites/${siteId}`}>{name}</Link>
            </li>
            <li aria-current="page">Draft estimate</li>
          </ol>
        }
      />
      <DraftEstimateForm
        siteId={siteId}
        proposal={proposal}
        notes={notes.data}
        trees={trees.data}
        items={offeredItems(catalog.data)}
      />
    </>
  );
}
