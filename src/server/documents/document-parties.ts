import { findCustomer } from '../customers/customers.repo';
import type { DbOrTx } from '../db/client';
import { findSite } from '../sites/sites.repo';

/** A block of the document's parties: a heading and its lines, the first printed bold. */
export interface Party {
  heading: string;
  lines: string[];
}

/** Who the document is for: the customer's name, e-mail and phone; "No customer on file" without one. */
export async function customerParty(
  db: DbOrTx,
  orgId: string,
  heading: string,
  customerId: string | null,
): Promise<{ party: Party; changedAt: Date[] }> {
  const customer = customerId === null ? null : await findCustomer(db, orgId, customerId);
  if (!customer) return { party: { heading, lines: ['No customer on file'] }, changedAt: [] };
  const contact = [customer.email, customer.phone].filter((part): part is string => part !== null && part !== '');
  return { party: { heading, lines: [customer.name, ...contact] }, changedAt: [customer.updatedAt] };
}

/** Where the work is: the site's nickname (when it has one) above its address. */
export async function siteParty(
  db: DbOrTx,
  orgId: string,
  heading: string,
  siteId: string,
): Promise<{ party: Party; changedAt: Date[] } | null> {
  const site = await findSite(db, orgId, siteId);
  if (!site) return null;
  const place = `${site.city}, ${site.state} ${site.zip}`;
  const lines = [site.label, site.street, site.country === 'US' ? place : `${place}, ${site.country}`];
  return {
    party: { heading, lines: lines.filter((line): line is string => line !== null && line !== '') },
    changedAt: [site.updatedAt],
  };
}
