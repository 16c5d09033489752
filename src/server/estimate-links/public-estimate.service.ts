import type { Estimate } from '../../shared/contract/estimates';
import type { PublicAccept, PublicEstimate, PublicStanding } from '../../shared/contract/public-estimate';
import { findCatalogItemRowsByIds } from '../catalog/catalog.repo';
import type { DbOrTx, Tx } from '../db/client';
import { readDocumentCompany } from '../documents/document-company';
import { customerParty, siteParty } from '../documents/document-parties';
import { printedDate } from '../documents/document-words';
import { treeWords, type TreeFacts } from '../documents/estimate-document';
import { acceptEstimate, declineEstimate, getEstimate } from '../estimates/estimates.service';
import { listTreeRowsOfSite } from '../inventory/inventory.repo';
import type { EstimateLink } from './link-token';

const standingOf = (status: Estimate['status']): PublicStanding =>
  status === 'draft' || status === 'sent' ? 'open' : status === 'scheduled' ? 'accepted' : status;

/**
 * The estimate as its customer reads it through the link: what the PDF prints (letterhead, parties,
 * lines with coverage and trees, prices, totals, validity, terms) and where it stands. No ids, no
 * hours, no notes, nothing of any other record.
 */
export async function readPublicEstimate(db: DbOrTx, link: EstimateLink): Promise<PublicEstimate> {
  const { orgId, estimateId } = link;
  const estimate = await getEstimate(db, orgId, estimateId, new Date(0));
  const company = await readDocumentCompany(db, orgId);
  const customer = await customerParty(db, orgId, 'Prepared for', estimate.customerId);
  const site = await siteParty(db, orgId, 'Work site', estimate.siteId);
  const itemIds = estimate.lines.flatMap((line) => (line.catalogItemId === null ? [] : [line.catalogItemId]));
  const itemNames = new Map(
    (itemIds.length === 0 ? [] : await findCatalogItemRowsByIds(db, orgId, itemIds)).map((item) => [
      item.id,
      item.name,
    ]),
  );
  const treeRows = estimate.lines.some((line) => line.treeIds.length > 0)
    ? await listTreeRowsOfSite(db, orgId, estimate.siteId)
    : [];
  const trees = new Map<string, TreeFacts>(
    treeRows.map((tree, index) => [
      tree.id,
      {
        number: index + 1,
        name: tree.commonName ?? tree.scientificName ?? 'Unidentified tree',
        dbhInches: tree.dbhInches,
      },
    ]),
  );
  const { letterhead, timeZone, terms } = company;
  const standing = standingOf(estimate.status);
  return {
    company: {
      name: letterhead.name,
      addressLines: [...letterhead.addressLines],
      phone: letterhead.phone,
      email: letterhead.email,
      hasLogo: letterhead.logo !== null,
    },
    number: estimate.number,
    writtenOn: printedDate(estimate.createdAt, timeZone),
    validUntil: estimate.expiresAt && standing === 'open' ? printedDate(estimate.expiresAt, timeZone) : null,
    standing,
    customer: { heading: customer.party.heading, lines: [...customer.party.lines] },
    site: site ? { heading: site.party.heading, lines: [...site.party.lines] } : null,
    narrative: estimate.narrative,
    lines: estimate.lines.map((line) => ({
      lineNumber: line.lineNumber,
      title: line.description ?? (line.catalogItemId && itemNames.get(line.catalogItemId)) ?? 'Work',
      coverage: line.coverage,
      trees: line.treeIds
        .flatMap((id) => {
          const tree = trees.get(id);
          return tree ? [tree] : [];
        })
        .sort((a, b) => a.number - b.number)
        .map(treeWords),
      quantity: line.quantity,
      unitPriceCents: line.unitPriceCents,
      amountCents: line.amountCents,
    })),
    totalCents: estimate.totalCents,
    unpricedCount: estimate.unpricedCount,
    terms,
    acceptedAt: estimate.acceptedAt,
    acceptedByName: estimate.acceptedBy?.name ?? null,
    declinedAt: estimate.declinedAt,
  };
}

/**
 * Accept through the link: exactly what POST /estimates/{estimateId}/accept does (acceptEstimate:
 * acceptedAt set, the work enters the unscheduled queue, the feed tells every board), recording who
 * typed their name and from which address. Accepted already: unchanged, whoever clicks again.
 */
export async function acceptThroughLink(
  tx: Tx,
  link: EstimateLink,
  input: PublicAccept,
  ipAddress: string | null,
  now: Date,
): Promise<PublicEstimate> {
  await acceptEstimate(tx, link.orgId, link.estimateId, now, { name: input.name.trim(), ipAddress });
  return readPublicEstimate(tx, link);
}

/** Decline through the link, as POST /estimates/{estimateId}/decline; declined again: unchanged. */
export async function declineThroughLink(
  tx: Tx,
  link: EstimateLink,
  reason: string | null,
  now: Date,
): Promise<PublicEstimate> {
  await declineEstimate(tx, link.orgId, link.estimateId, reason, now);
  return readPublicEstimate(tx, link);
}
