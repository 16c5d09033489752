import { z } from 'zod';
import { cursorPageOf, envelopeOf, uuidSchema } from '../../shared/contract/common';
import {
  createInvoiceSchema,
  invoiceDetailSchema,
  invoiceSchema,
  listInvoicesQuerySchema,
  recordPaymentSchema,
  reversePaymentSchema,
  voidInvoiceSchema,
} from '../../shared/contract/invoices';
import { ok } from '../http/envelope';
import { createRouter, readRoute, writeRoute } from '../http/router';
import { postInvoice, recordPayment, reversePayment, voidInvoice } from './invoice-moves.service';
import { createInvoice, getInvoice, pageInvoices } from './invoices.service';
import { cursorsOf } from '../http/cursor';

const invoiceResponse = { content: { 'application/json': { schema: envelopeOf(invoiceDetailSchema) } } };
const invoiceParams = z.object({ invoiceId: uuidSchema });
const jsonBody = <T extends z.ZodType>(schema: T) => ({ required: true, content: { 'application/json': { schema } } });

const listInvoicesRoute = readRoute('invoices:read', {
  method: 'get',
  path: '/invoices',
  summary: 'List invoices, oldest first',
  description:
    'Extensions: order=newest; search by invoice number (INV-1042) or job number (JOB-12), a bare number matching either.',
  request: { query: listInvoicesQuerySchema },
  responses: {
    200: {
      description: 'A page of invoices',
      content: { 'application/json': { schema: envelopeOf(cursorPageOf(invoiceSchema)) } },
    },
  },
});

const getInvoiceRoute = readRoute('invoices:read', {
  method: 'get',
  path: '/invoices/{invoiceId}',
  summary: 'Read one invoice with its lines and payments',
  request: { params: invoiceParams },
  responses: { 200: { description: 'The invoice', ...invoiceResponse } },
});

const createInvoiceRoute = writeRoute('invoices:write', {
  method: 'post',
  path: '/invoices',
  summary: 'Bill a completed estimate, as a draft or posted at once',
  description:
    'Refused with 422 unless the estimate is completed, has a customer and every line is priced; 409 when it already has a live invoice.',
  request: { body: jsonBody(createInvoiceSchema) },
  responses: {
    201: { description: 'Created', ...invoiceResponse },
    200: { description: 'Replay of an earlier create', ...invoiceResponse },
  },
});

const postInvoiceRoute = writeRoute('invoices:write', {
  method: 'post',
  path: '/invoices/{invoiceId}/post',
  summary: 'Post a draft invoice: it gets its INV number and becomes owed',
  description: 'Posting a posted invoice answers it unchanged; a voided invoice cannot be posted (422).',
  request: { params: invoiceParams },
  responses: { 200: { description: 'The posted invoice', ...invoiceResponse } },
});

const voidInvoiceRoute = writeRoute('invoices:write', {
  method: 'post',
  path: '/invoices/{invoiceId}/void',
  summary: 'Void an invoice with a reason',
  description:
    'An invoice that received payments cannot be voided (422); voiding a voided invoice answers it unchanged.',
  request: { params: invoiceParams, body: jsonBody(voidInvoiceSchema) },
  responses: { 200: { description: 'The voided invoice', ...invoiceResponse } },
});

const recordPaymentRoute = writeRoute('invoices:write', {
  method: 'post',
  path: '/invoices/{invoiceId}/payments',
  summary: 'Record a payment received against a posted invoice',
  description: 'More than the balance, or a draft or voided invoice, is refused with 422.',
  request: { params: invoiceParams, body: jsonBody(recordPaymentSchema) },
  responses: {
    201: { description: 'Payment recorded; the invoice with its new balance', ...invoiceResponse },
    200: { description: 'Replay of an earlier payment', ...invoiceResponse },
  },
});

const reversePaymentRoute = writeRoute('invoices:write', {
  method: 'post',
  path: '/invoices/{invoiceId}/payments/{paymentId}/reversal',
  summary: 'Extension: reverse a payment recorded by mistake, with a reason',
  description:
    'The payment stays on record with reversedAt and reversalReason and no longer counts towards paidCents: the balance and financial status are restored. A payment already reversed, or one on a voided invoice, is refused with 422 on state; a payment not on this invoice is 404.',
  request: { params: invoiceParams.extend({ paymentId: uuidSchema }), body: jsonBody(reversePaymentSchema) },
  responses: { 200: { description: 'The invoice with the payment marked reversed', ...invoiceResponse } },
});

export const invoicesRouter = createRouter()
  .openapi(listInvoicesRoute, async (c) => {
    const { database, clock } = c.var.deps;
    const page = await pageInvoices(database.db, c.var.caller.orgId, c.req.valid('query'), clock.now(), cursorsOf(c));
    return c.json(ok(page), 200);
  })
  .openapi(getInvoiceRoute, async (c) => {
    const { database, clock } = c.var.deps;
    const invoice = await getInvoice(database.db, c.var.caller.orgId, c.req.valid('param').invoiceId, clock.now());
    return c.json(ok(invoice), 200);
  })
  .openapi(createInvoiceRoute, async (c) => {
    const body = c.req.valid('json');
    const now = c.var.deps.clock.now();
    const invoice = await c.var.runWrite(201, (tx) => createInvoice(tx, c.var.caller.orgId, body, now));
    return c.json(ok(invoice, 201), 201);
  })
  .openapi(postInvoiceRoute, async (c) => {
    const { invoiceId } = c.req.valid('param');
    const now = c.var.deps.clock.now();
    const invoice = await c.var.runWrite(200, (tx) => postInvoice(tx, c.var.caller.orgId, invoiceId, now));
    return c.json(ok(invoice), 200);
  })
  .openapi(voidInvoiceRoute, async (c) => {
    const { invoiceId } = c.req.valid('param');
    const { reason } = c.req.valid('json');
    const now = c.var.deps.clock.now();
    const invoice = await c.var.runWrite(200, (tx) => voidInvoice(tx, c.var.caller.orgId, invoiceId, reason, now));
    return c.json(ok(invoice), 200);
  })
  .openapi(recordPaymentRoute, async (c) => {
    const { invoiceId } = c.req.valid('param');
    const body = c.req.valid('json');
    const now = c.var.deps.clock.now();
    const invoice = await c.var.runWrite(201, (tx) => recordPayment(tx, c.var.caller.orgId, invoiceId, body, now));
    return c.json(ok(invoice, 201), 201);
  })
  .openapi(reversePaymentRoute, async (c) => {
    const { invoiceId, paymentId } = c.req.valid('param');
    const { reason } = c.req.valid('json');
    const now = c.var.deps.clock.now();
    const invoice = await c.var.runWrite(200, (tx) =>
      reversePayment(tx, c.var.caller.orgId, invoiceId, paymentId, reason, now),
    );
    return c.json(ok(invoice), 200);
  });
