import type { DbOrTx } from '../db/client';
import { notFound } from '../http/app-error';
import { findOrganization, findOrganizationLogo } from '../orgs/orgs.service';
import type { Letterhead } from './document-layout';

/** What every customer document takes from the company's settings. */
export interface DocumentCompany {
  letterhead: Letterhead;
  /** Dates on the document are days of the organization's calendar. */
  timeZone: string;
  terms: string | null;
  /** When the settings or the logo last changed: part of the document's own date. */
  changedAt: Date[];
}

export async function readDocumentCompany(db: DbOrTx, orgId: string): Promise<DocumentCompany> {
  const org = await findOrganization(db, orgId);
  if (!org) throw notFound('Organization');
  const logo = await findOrganizationLogo(db, orgId);
  return {
    letterhead: {
      name: org.name,
      addressLines: org.addressLines,
      phone: org.phone,
      email: org.email,
      logo: logo && { image: logo.image, width: logo.width, height: logo.height },
    },
    timeZone: org.timeZone,
    terms: org.documentTerms,
    changedAt: [org.updatedAt, ...(logo ? [logo.updatedAt] : [])],
  };
}
