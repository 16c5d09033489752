import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import type { Site } from '../../../shared/contract/sites';
import { useApi } from '../../lib/api-context';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { customerQuery } from '../../records/customer-queries';
import { formatAddress, siteName } from '../../records/site-address';
import { sitePagesQuery } from '../../records/site-queries';
import { ApiErrorNotice } from '../../ui/api-error-notice';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { Loading } from '../../ui/loading';
import { TextField } from '../../ui/text-field';

const SEARCH_SETTLE_MS = 250;

/** The draft page of a site: the same place as the site page's "Draft estimate". */
const draftEstimatePath = (siteId: string) => `/sites/${siteId}/estimates/new`;

/**
 * Starting an estimate from the estimates list: an estimate is drafted from a site's trees, so the
 * clerk finds the site first, by part of its label, its street or its customer's name (GET /sites
 * `q`: one read per search), and each site found, named with its customer, is a link to its draft page.
 */
export function NewEstimateDialog({ onClose }: { onClose: () => void }) {
  const api = useApi();
  const [text, setText] = useState('');
  const search = useDebouncedValue(text.trim(), SEARCH_SETTLE_MS);
  const asked = search !== '';
  const found = useInfiniteQuery({
    ...sitePagesQuery(api, { q: search }),
    enabled: asked,
    placeholderData: keepPreviousData,
  });
  const sites = found.data?.pages.flatMap((page) => page.items) ?? [];

  let results;
  if (!asked) results = <p className="muted">Type part of the customer’s name, or of the site’s name or street.</p>;
  else if (found.isPending) results = <Loading label="Finding sites" />;
  else if (found.isError) results = <ApiErrorNotice error={found.error} />;
  else if (sites.length === 0)
    results = <p role="status">No site’s name or street, nor any customer’s name, contains “{search}”.</p>;
  else
    results = (
      <>
        <ul className="new-estimate__list" aria-label="Sites found">
          {sites.map((site) => (
            <li key={site.id}>
              <SiteChoice site={site} />
            </li>
          ))}
        </ul>
        {found.hasNextPage && (
          <Button size="sm" busy={found.isFetchingNextPage} onClick={() => void found.fetchNextPage()}>
            More sites
          </Button>
        )}
      </>
    );

  return (
    <Dialog title="New estimate" onClose={onClose}>
      <div className="stack">
        <TextField
          label="Find the site"
          type="search"
          placeholder="A customer, a site or a street"
          hint="Choose the site the estimate is for: its draft is proposed from the site’s trees and notes."
          maxLength={200}
          value={text}
          data-autofocus
          onChange={(event) => setText(event.target.value)}
        />
        {results}
      </div>
    </Dialog>
  );
}

/**
 * One site to draft for: its name, its address when the name is a label, and whose it is (six
 * customers' "Mom's house" look alike). Each customer is read once however many of its sites are
 * found: at most a page of them (25).
 */
function SiteChoice({ site }: { site: Site }) {
  const api = useApi();
  const customer = useQuery(customerQuery(api, site.customerId));
  // A site goes by its label, else its street: the rest of the address tells it apart.
  const where = site.label === null ? `${site.city}, ${site.state} ${site.zip}` : formatAddress(site);
  return (
    <Link className="new-estimate__site" to={draftEstimatePath(site.id)}>
      <span className="new-estimate__site-name">{siteName(site)}</span>
      <span className="muted">{customer.data ? `${where} · ${customer.data.name}` : where}</span>
    </Link>
  );
}
