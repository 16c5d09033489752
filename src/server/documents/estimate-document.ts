import type { Estimate, EstimateLine } from '../../shared/contract/estimates';
import { formatCents } from '../../shared/domain/money';
import { findCatalogItemRowsByIds } from '../catalog/catalog.repo';
import type { DbOrTx } from '../db/client';
import { getEstimate } from '../estimates/estimates.service';
import { listTreeRowsOfSite } from '../inventory/inventory.repo';
import { readDocumentCompany } from './document-company';
import {
  documentPage,
  drawLetterhead,
  drawNotice,
  drawParties,
  drawSection,
  drawTable,
  drawTotals,
  finishDocument,
  startDocument,
  TABLE_WIDTH,
  type CellText,
  type CustomerDocument,
  type TableColumn,
  type TableRow,
} from './document-layout';
import { customerParty, siteParty } from './document-parties';
import { countOf, latestOf, printedDate, printedQuantity } from './document-words';

/** What an unpriced line says instead of an amount: never $0.00 (api.md: UNPRICED is not zero). */
export const UNPRICED_WORDS = 'Price to be confirmed';

const columns: TableColumn[] = [
  { heading: '#', width: 24, align: 'left' },
  { heading: 'Work', width: TABLE_WIDTH - 24 - 40 - 80 - 110, align: 'left' },
  { heading: 'Qty', width: 40, align: 'right' },
  { heading: 'Unit price', width: 80, align: 'right' },
  { heading: 'Amount', width: 110, align: 'right' },
];

export interface TreeFacts {
  number: number;
  name: string;
  dbhInches: number | null;
}

/** "Tree 3: Bigleaf maple, 18 in DBH", numbered as the office's tree list numbers the site's trees. */
export const treeWords = (tree: TreeFacts) =>
  `Tree ${tree.number}: ${tree.name}${tree.dbhInches === null ? '' : `, ${printedQuantity(tree.dbhInches)} in DBH`}`;

function lineRow(line: EstimateLine, itemNames: ReadonlyMap<string, string>, trees: ReadonlyMap<string, TreeFacts>) {
  const title = line.description ?? (line.catalogItemId && itemNames.get(line.catalogItemId)) ?? 'Work';
  const flow: CellText[] = [{ text: title, bold: true }];
  if (line.coverage) flow.push({ text: line.coverage });
  const lineTrees = line.treeIds
    .flatMap((id) => {
      const tree = trees.get(id);
      return tree ? [tree] : [];
    })
    .sort((a, b) => a.number - b.number);
  if (lineTrees.length > 0) flow.push({ text: lineTrees.map(treeWords).join('; '), muted: true });
  const priced = line.amountCents !== null && line.unitPriceCents !== null;
  return {
    cells: [
      String(line.lineNumber),
      '',
      printedQuantity(line.quantity),
      priced ? formatCents(line.unitPriceCents ?? 0) : '',
      priced ? formatCents(line.amountCents ?? 0) : UNPRICED_WORDS,
    ],
    flow,
    mutedLast: !priced,
  } satisfies TableRow;
}

/** The sentence under the totals: until when the offer stands, or that it was taken or withdrawn. */
function standingWords(estimate: Estimate, timeZone: string): string | null {
  if (estimate.acceptedAt !== null) return `Accepted on ${printedDate(estimate.acceptedAt, timeZone)}. Thank you.`;
  if (estimate.status === 'canceled') return 'This estimate was withdrawn and can no longer be accepted.';
  if (estimate.status === 'declined') return 'This estimate was declined.';
  if (estimate.expiresAt !== null)
    return `This estimate is valid until ${printedDate(estimate.expiresAt, timeZone)}. Prices may change after that date.`;
  return null;
}

function totalRows(estimate: Estimate): [string, string][] {
  if (estimate.unpricedCount === 0) return [['Total', formatCents(estimate.totalCents)]];
  return [['Total of priced lines', formatCents(estimate.totalCents)]];
}

/**
 * The estimate as the customer reads it, a PDF (GET /estimates/{estimateId}/document.pdf, and the
 * attachment of an e-mailed estimate): the company's letterhead, the customer and the site, each line
 * with what it covers, its trees and its price, the total, until when it stands, and the terms.
 * Another organization's estimate is a 404 like a missing one. Nothing comes from the clock.
 */
export async function estimateDocument(db: DbOrTx, orgId: string, estimateId: string): Promise<CustomerDocument> {
  // Only the flags read the instant given, and the document prints none: any instant reads the same.
  const estimate = await getEstimate(db, orgId, estimateId, new Date(0));
  const company = await readDocumentCompany(db, orgId);
  const customer = await customerParty(db, orgId, 'Prepared for', estimate.customerId);
  const site = await siteParty(db, orgId, 'Work site', estimate.siteId);
  const itemIds = estimate.lines.flatMap((line) => (line.catalogItemId === null ? [] : [line.catalogItemId]));
  const items = itemIds.length === 0 ? [] : await findCatalogItemRowsByIds(db, orgId, itemIds);
  const treeRows = estimate.lines.some((line) => line.treeIds.length > 0)
    ? await listTreeRowsOfSite(db, orgId, estimate.siteId)
    : [];

  const trees = new Map(
    treeRows.map((tree, index) => [
      tree.id,
      {
        number: index + 1,
        name: tree.commonName ?? tree.scientificName ?? 'Unidentified tree',
        dbhInches: tree.dbhInches,
      },
    ]),
  );
  const title = `Estimate ${estimate.number}`;
  const doc = startDocument({
    title,
    author: company.letterhead.name,
    changedAt: latestOf([
      new Date(estimate.updatedAt),
      ...company.changedAt,
      ...customer.changedAt,
      ...(site?.changedAt ?? []),
      ...treeRows.map((tree) => tree.updatedAt),
    ]),
  });
  const page = documentPage(doc, `${company.letterhead.name}: ${title} (continued)`);
  drawLetterhead(doc, company.letterhead, {
    kind: 'Estimate',
    number: estimate.number,
    facts: [
      ['Date', printedDate(estimate.createdAt, company.timeZone)],
      ...(estimate.expiresAt !== null && estimate.acceptedAt === null
        ? [['Valid until', printedDate(estimate.expiresAt, company.timeZone)] as const]
        : []),
    ],
  });
  drawParties(doc, [customer.party, ...(site ? [site.party] : [])]);
  if (estimate.narrative) drawSection(page, null, estimate.narrative);

  const itemNames = new Map(items.map((item) => [item.id, item.name]));
  await drawTable(
    page,
    columns,
    1,
    estimate.lines.map((line) => lineRow(line, itemNames, trees)),
  );
  drawTotals(page, totalRows(estimate));
  if (estimate.unpricedCount > 0)
    drawSection(
      page,
      null,
      `${countOf(estimate.unpricedCount, 'line is', 'lines are')} priced on confirmation and not included in this total.`,
    );
  const standing = standingWords(estimate, company.timeZone);
  if (standing !== null)
    if (estimate.status === 'canceled' || estimate.status === 'declined') drawNotice(doc, standing);
    else drawSection(page, null, standing);
  if (company.terms) drawSection(page, 'Terms', company.terms);
  const pdf = await finishDocument(doc, `${company.letterhead.name} · ${title}`);
  return { fileName: `estimate-${estimate.number}.pdf`, pdf };
}
