import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { useApi } from '../../lib/api-context';
import { plural } from '../../lib/plural';
import { ApiErrorNotice } from '../../ui/api-error-notice';
import { Badge } from '../../ui/badge';
import { Button, buttonClass } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { Loading } from '../../ui/loading';
import { LoadMore, morePagesOf } from '../../ui/load-more';
import { Panel } from '../../ui/panel';
import { Table } from '../../ui/table';
import { sitePagesQuery } from '../../records/site-queries';
import { siteName } from '../../records/site-address';
import { CreateSiteDialog } from './create-site-dialog';

/**
 * A customer's job sites, paged, with "New site", and beside each site "Draft estimate" (the draft
 * page the site's own button opens), so a clerk on the customer starts an estimate in one click.
 */
export function CustomerSitesPanel({ customerId }: { customerId: string }) {
  const api = useApi();
  const pages = useInfiniteQuery(sitePagesQuery(api, { customerId }));
  const [creating, setCreating] = useState(false);
  const sites = pages.data?.pages.flatMap((page) => page.items) ?? [];

  let body;
  if (pages.isPending) body = <Loading label="Loading sites" />;
  else if (pages.isError) body = <ApiErrorNotice error={pages.error} />;
  else if (sites.length === 0) body = <EmptyState title="No sites yet.">Add the address where the work is.</EmptyState>;
  else {
    body = (
      <>
        <Table caption="Sites of this customer">
          <thead>
            <tr>
              <th scope="col">Site</th>
              <th scope="col">Address</th>
              <th scope="col">Location</th>
              <th scope="col">
                <span className="visually-hidden">Estimate</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {sites.map((site) => (
              <tr key={site.id}>
                <th scope="row">
                  <Link to={`/sites/${site.id}`}>{siteName(site)}</Link>
                </th>
                <td>
                  {site.street}
                  <span className="ui-table__secondary">
                    {site.city}, {site.state} {site.zip}
                  </span>
                </td>
                <td>
                  {site.latitude === null ? (
                    <Badge tone="warning">No location</Badge>
                  ) : (
                    <Badge tone="success">Located</Badge>
                  )}
                </td>
                <td>
                  <Link
                    className={buttonClass('secondary', 'sm')}
                    to={`/sites/${site.id}/estimates/new`}
                    aria-label={`Draft estimate for ${siteName(site)}`}
                  >
                    Draft estimate
                  </Link>
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
        <LoadMore shownLabel={plural(sites.length, 'site')} {...morePagesOf(pages)} />
      </>
    );
  }

  return (
    <Panel
      title="Sites"
      actions={
        <Button variant="primary" size="sm" onClick={() => setCreating(true)}>
          New site
        </Button>
      }
    >
      {body}
      {creating && <CreateSiteDialog customerId={customerId} onClose={() => setCreating(false)} />}
    </Panel>
  );
}
