import { z } from 'zod';
import { uuidSchema } from '../../shared/contract/common';
import { createRouter, readRoute } from '../http/router';
import type { CustomerDocument } from './document-layout';
import { estimateDocument } from './estimate-document';
import { invoiceDocument } from './invoice-document';

const pdfAnswer = {
  200: {
    description:
      'The document, a PDF on US Letter with selectable text; the same record gives the same bytes. Shown inline, named by its number',
    content: { 'application/pdf': { schema: z.string().meta({ format: 'binary' }) } },
  },
};

const estimateDocumentRoute = readRoute('estimates:read', {
  method: 'get',
  path: '/estimates/{estimateId}/document.pdf',
  summary: 'The estimate as the customer reads it, a PDF (beyond api.md)',
  request: { params: z.object({ estimateId: uuidSchema }) },
  responses: pdfAnswer,
});

const invoiceDocumentRoute = readRoute('invoices:read', {
  method: 'get',
  path: '/invoices/{invoiceId}/document.pdf',
  summary: 'The invoice as the customer reads it, a PDF (beyond api.md)',
  request: { params: z.object({ invoiceId: uuidSchema }) },
  responses: pdfAnswer,
});

/** `inline`: a browser shows it; the file name (its number) is what Save calls it. */
const pdfHeaders = (document: CustomerDocument) => ({
  'Content-Type': 'application/pdf',
  'Content-Disposition': `inline; filename="${document.fileName}"`,
});

export const documentsRouter = createRouter()
  .openapi(estimateDocumentRoute, async (c) => {
    const { estimateId } = c.req.valid('param');
    const document = await estimateDocument(c.var.deps.database.db, c.var.caller.orgId, estimateId);
    return c.body(document.pdf, 200, pdfHeaders(document));
  })
  .openapi(invoiceDocumentRoute, async (c) => {
    const { invoiceId } = c.req.valid('param');
    const document = await invoiceDocument(c.var.deps.database.db, c.var.caller.orgId, invoiceId);
    return c.body(document.pdf, 200, pdfHeaders(document));
  });
