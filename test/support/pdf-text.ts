import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** What a PDF parser reads in a document: each page's text (whitespace collapsed), size and the metadata. */
export interface PdfReading {
  pages: string[];
  /** Each page's size in points. */
  sizes: { width: number; height: number }[];
  title: string | undefined;
}

/** Reads a PDF with pdf.js, as a viewer extracts its selectable text. */
export async function readPdf(bytes: Uint8Array): Promise<PdfReading> {
  // A copy: pdf.js takes the buffer it is given.
  const pdf = await getDocument({ data: new Uint8Array(bytes), verbosity: 0, isEvalSupported: false }).promise;
  const pages: string[] = [];
  const sizes: PdfReading['sizes'] = [];
  for (let number = 1; number <= pdf.numPages; number++) {
    const page = await pdf.getPage(number);
    const { width, height } = page.getViewport({ scale: 1 });
    sizes.push({ width, height });
    const content = await page.getTextContent();
    const text = content.items.map((item) => ('str' in item ? `${item.str}${item.hasEOL ? '\n' : ' '}` : '')).join('');
    pages.push(text.replace(/\s+/g, ' ').trim());
  }
  const { info } = (await pdf.getMetadata()) as { info: { Title?: string } };
  await pdf.destroy();
  return { pages, sizes, title: info.Title };
}

/** Every page's text as one. */
export const allText = (reading: PdfReading) => reading.pages.join(' ');
