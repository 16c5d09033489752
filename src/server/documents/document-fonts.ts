import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { create, type Font } from 'fontkit';

/**
 * The embedded fonts (fonts/README.md says why and how they were cut), read and parsed once per
 * process: parsing both took 40 to 200 ms of every document. pdfkit takes a parsed font as a font's
 * source and keeps each document's subset apart, so documents share them safely.
 */
export interface DocumentFonts {
  regular: PDFKit.Mixins.PDFFontSource;
  bold: PDFKit.Mixins.PDFFontSource;
}

const parsed = (name: string): PDFKit.Mixins.PDFFontSource => {
  const font: Font | object = create(readFileSync(fileURLToPath(new URL(`./fonts/${name}`, import.meta.url))));
  if (!('layout' in font)) throw new Error(`${name} is a font collection, not a font`);
  // pdfkit opens a parsed font as it opens a file (any source with `layout`); its types name only files.
  return font as unknown as PDFKit.Mixins.PDFFontSource;
};

let fonts: DocumentFonts | undefined;

export function documentFonts(): DocumentFonts {
  fonts ??= { regular: parsed('DejaVuSans.ttf'), bold: parsed('DejaVuSans-Bold.ttf') };
  return fonts;
}
