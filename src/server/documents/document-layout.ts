import PDFDocument from 'pdfkit';
import { documentFonts } from './document-fonts';

/*
 * The page kit both customer documents are drawn with (docs/decisions/estimates-and-invoices.md
 * "Customer documents"): US Letter, the company's letterhead, a table that breaks between rows (or
 * between a row's paragraphs) and repeats its headings on every page, and a footer with the page
 * number. Fonts are embedded (selectable, searchable text in any alphabet the subset holds), and
 * nothing read from the clock goes in: the same record gives the same bytes.
 */

type Doc = PDFKit.PDFDocument;

const PAGE_WIDTH = 612;
const PAGE_HEIGHT = 792;
const MARGIN = 54;
/** Where content stops: the footer sits below it. */
const CONTENT_BOTTOM = PAGE_HEIGHT - 72;
const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN;

const INK = '#1f2a24';
const MUTED = '#5b6660';
const RULE = '#c8cfca';
const ACCENT = '#2f6b3a';
const SHADE = '#eef2ef';

const REGULAR = 'Regular';
const BOLD = 'Bold';

/** A customer document: what the endpoint answers and an e-mail attaches. */
export interface CustomerDocument {
  /** "estimate-JOB-12.pdf": what Save and an attachment call it. */
  fileName: string;
  pdf: Uint8Array<ArrayBuffer>;
}

export interface DocumentMeta {
  /** "Estimate JOB-12": the PDF's title, shown by viewers. */
  title: string;
  /** The company's name. */
  author: string;
  /** The latest change of anything printed: the file's creation date, and through it its /ID. */
  changedAt: Date;
}

/** The company as its documents print it. */
export interface Letterhead {
  name: string;
  addressLines: readonly string[];
  phone: string | null;
  email: string | null;
  /** The image with its size in pixels (as stored with it). */
  logo: { image: Uint8Array; width: number; height: number } | null;
}

export interface TitleBlock {
  /** "Estimate", "Invoice". */
  kind: string;
  /** "JOB-12", "INV-7", "Draft". */
  number: string;
  /** Label and value pairs under the number: "Date", "Valid until". */
  facts: readonly (readonly [string, string])[];
}

/** One paragraph of a table cell. */
export interface CellText {
  text: string;
  bold?: boolean;
  muted?: boolean;
}

export interface TableColumn {
  heading: string;
  width: number;
  align: 'left' | 'right';
}

/**
 * A row: one text per column (the flow column's is not drawn), and the paragraphs of the column
 * that runs over several lines (`flow`), which break between them when the page ends.
 */
export interface TableRow {
  cells: readonly string[];
  flow: readonly CellText[];
  /** The last column's text in the muted colour ("Price to be confirmed"). */
  mutedLast?: boolean;
}

export interface DocumentPage {
  doc: Doc;
  /** A page is added: the continuation heading and, inside a table, its headings again. */
  newPage(): void;
}

/** A fresh document on US Letter with the fonts registered and the metadata fixed. */
export function startDocument(meta: DocumentMeta): Doc {
  const fonts = documentFonts();
  const doc = new PDFDocument({
    size: 'LETTER',
    margins: { top: MARGIN, bottom: PAGE_HEIGHT - CONTENT_BOTTOM, left: MARGIN, right: MARGIN },
    bufferPages: true,
    lang: 'en-US',
    displayTitle: true,
    info: {
      Title: meta.title,
      Author: meta.author,
      Creator: 'Canopy',
      Producer: 'Canopy',
      CreationDate: meta.changedAt,
      ModDate: meta.changedAt,
    },
  });
  doc.registerFont(REGULAR, fonts.regular);
  doc.registerFont(BOLD, fonts.bold);
  doc.font(REGULAR).fillColor(INK);
  return doc;
}

/** Writes "Page n of N" on every page, ends the document and hands back its bytes. */
export function finishDocument(doc: Doc, footerLabel: string): Promise<Uint8Array<ArrayBuffer>> {
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<Uint8Array<ArrayBuffer>>((resolve, reject) => {
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.on('error', reject);
  });
  const { start, count } = doc.bufferedPageRange();
  for (let index = start; index < start + count; index++) {
    doc.switchToPage(index);
    // Below the bottom margin: without lifting it, pdfkit would start a page for the footer.
    doc.page.margins.bottom = 0;
    const y = PAGE_HEIGHT - 48;
    doc
      .moveTo(MARGIN, y - 8)
      .lineTo(PAGE_WIDTH - MARGIN, y - 8)
      .lineWidth(0.5)
      .strokeColor(RULE)
      .stroke();
    doc.font(REGULAR).fontSize(8).fillColor(MUTED);
    doc.text(footerLabel, MARGIN, y, { width: CONTENT_WIDTH / 2, lineBreak: false });
    doc.text(`Page ${index - start + 1} of ${count}`, MARGIN + CONTENT_WIDTH / 2, y, {
      width: CONTENT_WIDTH / 2,
      align: 'right',
      lineBreak: false,
    });
  }
  doc.end();
  return ended;
}

const LOGO_BOX = { width: 120, height: 64 };

/**
 * The logo, fitted in its box at the top left; returns the width it took. A file the PDF library
 * cannot read leaves the letterhead without it rather than without a document.
 */
function drawLogo(doc: Doc, logo: Letterhead['logo']): number {
  if (logo === null) return 0;
  try {
    const scale = Math.min(LOGO_BOX.width / logo.width, LOGO_BOX.height / logo.height);
    doc.image(Buffer.from(logo.image), MARGIN, MARGIN, { width: logo.width * scale, height: logo.height * scale });
    return logo.width * scale + 14;
  } catch {
    return 0;
  }
}

/** Company on the left (logo first), the document's kind, number and dates on the right. */
export function drawLetterhead(doc: Doc, company: Letterhead, title: TitleBlock): void {
  const logoWidth = drawLogo(doc, company.logo);
  const left = MARGIN + logoWidth;
  const right = PAGE_WIDTH / 2 + 40;
  const companyWidth = right - 12 - left;
  doc.font(BOLD).fontSize(15).fillColor(INK).text(company.name, left, MARGIN, { width: companyWidth });
  doc.font(REGULAR).fontSize(9).fillColor(MUTED);
  const contact = [company.phone, company.email].filter((part): part is string => part !== null && part !== '');
  for (const line of [...company.addressLines, ...contact]) doc.text(line, left, undefined, { width: companyWidth });
  const companyBottom = Math.max(doc.y, logoWidth === 0 ? 0 : MARGIN + LOGO_BOX.height);

  const rightWidth = PAGE_WIDTH - MARGIN - right;
  doc
    .font(BOLD)
    .fontSize(20)
    .fillColor(ACCENT)
    .text(title.kind.toUpperCase(), right, MARGIN - 2, {
      width: rightWidth,
      align: 'right',
    });
  doc
    .font(BOLD)
    .fontSize(12)
    .fillColor(INK)
    .text(title.number, right, undefined, { width: rightWidth, align: 'right' });
  doc.moveDown(0.3);
  for (const [label, value] of title.facts) {
    const y = doc.y;
    doc
      .font(REGULAR)
      .fontSize(9)
      .fillColor(MUTED)
      .text(label, right, y, { width: rightWidth - 108, align: 'right' });
    doc
      .font(REGULAR)
      .fontSize(9)
      .fillColor(INK)
      .text(value, right + rightWidth - 100, y, { width: 100, align: 'right' });
  }
  doc.y = Math.max(companyBottom, doc.y) + 14;
  rule(doc, 1, ACCENT);
}

/** The slim heading of every page after the first: who and which document. */
export function drawContinuationHeading(doc: Doc, text: string): void {
  doc.font(BOLD).fontSize(9).fillColor(MUTED).text(text, MARGIN, MARGIN, { width: CONTENT_WIDTH });
  doc.y += 4;
  rule(doc, 0.5, RULE);
}

function rule(doc: Doc, width: number, color: string): void {
  doc
    .moveTo(MARGIN, doc.y)
    .lineTo(PAGE_WIDTH - MARGIN, doc.y)
    .lineWidth(width)
    .strokeColor(color)
    .stroke();
  doc.y += 8;
}

/** Side by side: "Prepared for" the customer, "Work site" the address; each a heading and lines. */
export function drawParties(doc: Doc, parties: readonly { heading: string; lines: readonly string[] }[]): void {
  const top = doc.y + 4;
  const width = CONTENT_WIDTH / parties.length - 12;
  let bottom = top;
  parties.forEach((party, index) => {
    const x = MARGIN + index * (width + 12);
    doc.font(BOLD).fontSize(8).fillColor(MUTED).text(party.heading.toUpperCase(), x, top, { width });
    doc.moveDown(0.2);
    party.lines.forEach((line, lineIndex) => {
      doc
        .font(lineIndex === 0 ? BOLD : REGULAR)
        .fontSize(10)
        .fillColor(INK)
        .text(line, x, undefined, { width });
    });
    bottom = Math.max(bottom, doc.y);
  });
  doc.x = MARGIN;
  doc.y = bottom + 14;
}

/** A paragraph across the page, with an optional heading; starts a page when it does not fit. */
export function drawSection(page: DocumentPage, heading: string | null, text: string): void {
  const { doc } = page;
  doc.font(REGULAR).fontSize(9);
  const height = doc.heightOfString(text, { width: CONTENT_WIDTH }) + (heading === null ? 0 : 16);
  if (doc.y + Math.min(height, 120) > CONTENT_BOTTOM) page.newPage();
  if (heading !== null)
    doc.font(BOLD).fontSize(10).fillColor(INK).text(heading, MARGIN, doc.y, { width: CONTENT_WIDTH });
  doc.moveDown(0.2);
  // Long terms flow onto the next pages by themselves.
  doc.font(REGULAR).fontSize(9).fillColor(INK).text(text, MARGIN, doc.y, { width: CONTENT_WIDTH });
  doc.y += 12;
}

/** A stamp-like line ("VOID: billed twice"), in the accent colour, across the page. */
export function drawNotice(doc: Doc, text: string): void {
  doc.font(BOLD).fontSize(11).fillColor('#9b2c1f').text(text, MARGIN, doc.y, { width: CONTENT_WIDTH });
  doc.y += 8;
}

const CELL_PAD = 4;

function drawTableHeadings(doc: Doc, columns: readonly TableColumn[]): void {
  const y = doc.y;
  doc.rect(MARGIN, y, CONTENT_WIDTH, 18).fill(SHADE);
  let x = MARGIN;
  doc.font(BOLD).fontSize(8).fillColor(MUTED);
  for (const column of columns) {
    doc.text(column.heading.toUpperCase(), x + CELL_PAD, y + 5, {
      width: column.width - 2 * CELL_PAD,
      align: column.align,
      lineBreak: false,
    });
    x += column.width;
  }
  doc.x = MARGIN;
  doc.y = y + 24;
}

const flowFont = (doc: Doc, part: CellText) =>
  doc
    .font(part.bold ? BOLD : REGULAR)
    .fontSize(part.bold ? 9.5 : 8.5)
    .fillColor(part.muted ? MUTED : INK);

/** Rows drawn between two turns of the event loop: a long estimate never holds up other requests for long. */
const ROWS_PER_TURN = 25;
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * The table: headings, then each row kept whole on a page when it fits one, else broken between its
 * paragraphs. `flowColumn` is the index of the column whose text runs over several lines. Drawing
 * is synchronous work (a 500-line estimate takes most of a second), so it gives way every few rows.
 */
export async function drawTable(
  page: DocumentPage,
  columns: readonly TableColumn[],
  flowColumn: number,
  rows: readonly TableRow[],
): Promise<void> {
  const { doc } = page;
  const flowX = MARGIN + columns.slice(0, flowColumn).reduce((sum, column) => sum + column.width, 0) + CELL_PAD;
  const flowWidth = (columns[flowColumn]?.width ?? CONTENT_WIDTH) - 2 * CELL_PAD;
  const newTablePage = () => {
    page.newPage();
    drawTableHeadings(doc, columns);
  };
  drawTableHeadings(doc, columns);

  for (const [rowIndex, row] of rows.entries()) {
    if (rowIndex > 0 && rowIndex % ROWS_PER_TURN === 0) await nextTurn();
    const heights = row.flow.map((part) => flowFont(doc, part).heightOfString(part.text, { width: flowWidth }) + 2);
    const rowHeight =
      Math.max(
        14,
        heights.reduce((sum, height) => sum + height, 0),
      ) + 6;
    if (doc.y + rowHeight > CONTENT_BOTTOM && doc.y + (heights[0] ?? 14) > CONTENT_BOTTOM - rowHeight) newTablePage();
    const top = doc.y;
    let x = MARGIN;
    columns.forEach((column, index) => {
      const last = index === columns.length - 1;
      if (index !== flowColumn)
        doc
          .font(REGULAR)
          .fontSize(9.5)
          .fillColor(last && row.mutedLast ? MUTED : INK)
          .text(row.cells[index] ?? '', x + CELL_PAD, top, { width: column.width - 2 * CELL_PAD, align: column.align });
      x += column.width;
    });
    let y = top;
    row.flow.forEach((part, index) => {
      const height = heights[index] ?? 0;
      if (y + height > CONTENT_BOTTOM && y > top) {
        newTablePage();
        y = doc.y;
      }
      flowFont(doc, part).text(part.text, flowX, y, { width: flowWidth });
      y = doc.y + 2;
    });
    doc.x = MARGIN;
    doc.y = Math.max(y, top + 14) + 4;
    doc
      .moveTo(MARGIN, doc.y)
      .lineTo(PAGE_WIDTH - MARGIN, doc.y)
      .lineWidth(0.5)
      .strokeColor(RULE)
      .stroke();
    doc.y += 6;
  }
}

/** Label and amount pairs at the right, the last one (the total, or the balance) bold. */
export function drawTotals(page: DocumentPage, rows: readonly (readonly [string, string])[]): void {
  const { doc } = page;
  if (doc.y + rows.length * 16 > CONTENT_BOTTOM) page.newPage();
  const labelX = PAGE_WIDTH - MARGIN - 260;
  rows.forEach(([label, value], index) => {
    const strong = index === rows.length - 1;
    const y = doc.y;
    doc
      .font(strong ? BOLD : REGULAR)
      .fontSize(strong ? 11 : 9.5)
      .fillColor(INK);
    doc.text(label, labelX, y, { width: 150, align: 'right' });
    doc.text(value, labelX + 160, y, { width: 100, align: 'right' });
    doc.y += 3;
  });
  doc.x = MARGIN;
  doc.y += 10;
}

/** The content width, for callers that size their columns to it. */
export const TABLE_WIDTH = CONTENT_WIDTH;

/** A page kit over `doc` whose new pages start with `heading`. */
export function documentPage(doc: Doc, heading: string): DocumentPage {
  return {
    doc,
    newPage() {
      doc.addPage();
      drawContinuationHeading(doc, heading);
    },
  };
}
