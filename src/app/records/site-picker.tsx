import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { Site } from '../../shared/contract/sites';
import { useApi } from '../lib/api-context';
import type { FieldChrome } from '../ui/field';
import { SearchCombobox } from '../ui/search-combobox';
import { customerQuery } from './customer-queries';
import { matchesOfPages, usePickerSearch } from './picker-search';
import { formatAddress, siteName } from './site-address';
import { sitePagesQuery } from './site-queries';

export interface SitePickerProps extends FieldChrome {
  onPick: (site: Site) => void;
  /** The control a dialog focuses when it opens. */
  dialogFocus?: boolean;
}

/**
 * Finding one site among any number by part of its label, its street or its customer's name
 * (GET /sites `q`: one read per search), a page at a time as the list is scrolled.
 */
export function SitePicker({ onPick, dialogFocus, ...chrome }: SitePickerProps) {
  const api = useApi();
  const { search, open, settling, bind } = usePickerSearch();
  const pages = useInfiniteQuery({
    ...sitePagesQuery(api, search === '' ? {} : { q: search }),
    enabled: open,
    placeholderData: keepPreviousData,
  });
  const [picked, setPicked] = useState<Site | null>(null);
  return (
    <SearchCombobox
      {...chrome}
      {...bind}
      matches={matchesOfPages(pages, settling)}
      selected={picked}
      onSelect={(site) => {
        setPicked(site);
        if (site) onPick(site);
      }}
      itemKey={(site) => site.id}
      itemText={siteName}
      itemDetail={(site) => <SiteWhere site={site} />}
      noMatch={(text) =>
        text === '' ? 'No sites yet.' : `No site’s name or street, nor any customer’s name, contains “${text}”.`
      }
      finding="Finding sites…"
      placeholder="A customer, a site or a street"
      dialogFocus={dialogFocus}
    />
  );
}

/**
 * Where a site is and whose it is (six customers' "Mom's house" look alike). Each customer is read
 * once however many of its sites are listed: at most a page of them (25) per page of sites.
 */
function SiteWhere({ site }: { site: Site }) {
  const api = useApi();
  const customer = useQuery(customerQuery(api, site.customerId));
  // A site goes by its label, else its street: the rest of the address tells it apart.
  const where = site.label === null ? `${site.city}, ${site.state} ${site.zip}` : formatAddress(site);
  return <>{customer.data ? `${where} · ${customer.data.name}` : where}</>;
}
