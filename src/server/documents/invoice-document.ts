import type { InvoiceDetail } from '../../shared/contract/invoices';
import { formatCents } from '../../shared/domain/money';
import type { DbOrTx } from '../db/client';
import { findEstimateRow } from '../estimates/estimates.repo';
import { detailOf, findInvoiceOrThrow } from '../invoices/invoices.service';
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
  type CustomerDocument,
  type DocumentPage,
  type TableColumn,
} from './document-layout';
import { customerParty, siteParty } from './document-parties';
import { latestOf, printedDate, printedDay, printedQuantity } from './document-words';

const lineColumns: TableColumn[] = [
  { heading: '#', width: 24, align: 'left' },
  { heading: 'Description', width: TABLE_WIDTH - 24 - 40 - 80 - 100, align: 'left' },
  { heading: 'Qty', width: 40, align: 'right' },
  { heading: 'Unit price', width: 80, align: 'right' },
  { heading: 'Amount', width: 100, align: 'right' },
];

const paymentColumns: TableColumn[] = [
  { heading: 'Received', width: 130, align: 'left' },
  { heading: 'Payment', width: TABLE_WIDTH - 130 - 100, align: 'left' },
  { heading: 'Amount', width: 100, align: 'right' },
];

function moneyRows(invoice: InvoiceDetail): [string, string][] {
  return [
    ['Subtotal', formatCents(invoice.subtotalCents)],
    ...(invoice.discountCents > 0 ? [['Discount', `−${formatCents(invoice.discountCents)}`] as [string, string]] : []),
    ...(invoice.taxCents > 0 ? [['Tax', formatCents(invoice.taxCents)] as [string, string]] : []),
    ['Total', formatCents(invoice.totalCents)],
  ];
}

/** Every payment, a reversed one kept and said so (it counts towards nothing), then what is still owed. */
async function drawPayments(page: DocumentPage, invoice: InvoiceDetail, timeZone: string): Promise<void> {
  if (invoice.payments.length > 0) {
    drawSection(page, 'Payments', '');
    await drawTable(
      page,
      paymentColumns,
      1,
      invoice.payments.map((payment) => ({
        cells: [printedDay(payment.receivedOn), '', formatCents(payment.amountCents)],
        flow:
          payment.reversedAt === null
            ? [{ text: 'Payment received' }]
            : [
                { text: 'Payment reversed, not counted' },
                {
                  text: `Reversed on ${printedDate(payment.reversedAt, timeZone)}${payment.reversalReason ? `: ${payment.reversalReason}` : ''}`,
                  muted: true,
                },
              ],
        mutedLast: payment.reversedAt !== null,
      })),
    );
  }
  drawTotals(page, [
    ['Paid', formatCents(invoice.paidCents)],
    ['Balance due', formatCents(invoice.balanceCents)],
  ]);
  if (invoice.balanceCents === 0) drawSection(page, null, 'Paid in full. Thank you.');
}

/**
 * The invoice as the customer reads it, a PDF (GET /invoices/{invoiceId}/document.pdf): letterhead,
 * who is billed and where the work was, the billed lines, subtotal, discount, tax and total, the
 * payments (reversals included) and the balance. A draft says it is not issued yet and a voided one
 * that it is void. Another organization's invoice is a 404. Nothing comes from the clock.
 */
export async function invoiceDocument(db: DbOrTx, orgId: string, invoiceId: string): Promise<CustomerDocument> {
  const row = await findInvoiceOrThrow(db, orgId, invoiceId);
  // Only the financial status reads the day given (overdue or not), and the document prints none.
  const invoice = await detailOf(db, orgId, row, row.transactionDate);
  const company = await readDocumentCompany(db, orgId);
  const customer = await customerParty(db, orgId, 'Bill to', invoice.customerId);
  const estimate = invoice.estimateId === null ? null : await findEstimateRow(db, orgId, invoice.estimateId);
  const site = estimate === null ? null : await siteParty(db, orgId, 'Service address', estimate.row.siteId);

  const title = invoice.number === null ? 'Draft invoice' : `Invoice ${invoice.number}`;
  const doc = startDocument({
    title,
    author: company.letterhead.name,
    changedAt: latestOf([
      new Date(invoice.updatedAt),
      ...invoice.payments.flatMap((payment) => [
        new Date(payment.createdAt),
        ...(payment.reversedAt === null ? [] : [new Date(payment.reversedAt)]),
      ]),
      ...company.changedAt,
      ...customer.changedAt,
      ...(site?.changedAt ?? []),
    ]),
  });
  const page = documentPage(doc, `${company.letterhead.name}: ${title} (continued)`);
  drawLetterhead(doc, company.letterhead, {
    kind: 'Invoice',
    number: invoice.number ?? 'Draft',
    facts: [
      ['Invoice date', printedDay(invoice.transactionDate)],
      ['Due', printedDay(invoice.dueDate)],
      ...(invoice.estimateNumber === null ? [] : [['For job', invoice.estimateNumber] as const]),
    ],
  });
  if (invoice.state === 'draft') drawNotice(doc, 'Draft: this invoice has not been issued yet.');
  if (invoice.state === 'voided')
    drawNotice(doc, `Void${invoice.voidedReason ? `: ${invoice.voidedReason}` : ''}. Nothing is owed on this invoice.`);
  drawParties(doc, [customer.party, ...(site ? [site.party] : [])]);
  await drawTable(
    page,
    lineColumns,
    1,
    invoice.lines.map((line) => ({
      cells: [
        String(line.lineNumber),
        '',
        printedQuantity(line.quantity),
        formatCents(line.unitPriceCents),
        formatCents(line.amountCents),
      ],
      flow: [{ text: line.description ?? 'Work', bold: true }],
    })),
  );
  drawTotals(page, moneyRows(invoice));
  if (invoice.state === 'posted') await drawPayments(page, invoice, company.timeZone);
  if (company.terms) drawSection(page, 'Terms', company.terms);
  const pdf = await finishDocument(doc, `${company.letterhead.name} · ${title}`);
  const fileName =
    invoice.number === null
      ? `draft-invoice${invoice.estimateNumber === null ? '' : `-${invoice.estimateNumber}`}.pdf`
      : `invoice-${invoice.number}.pdf`;
  return { fileName, pdf };
}
