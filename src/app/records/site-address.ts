import type { Site } from '../../shared/contract/sites';

type Address = Pick<Site, 'street' | 'city' | 'state' | 'zip'>;

/** "1200 SE Oak St, Portland, OR 97214". */
export function formatAddress(site: Address): string {
  return `${site.street}, ${site.city}, ${site.state} ${site.zip}`;
}

/** The name a site goes by: its label, else its street. */
export function siteName(site: Pick<Site, 'label' | 'street'>): string {
  return site.label ?? site.street;
}
