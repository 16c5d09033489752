import type { Context } from 'hono';
import { z } from 'zod';
import { cursorPageOf, envelopeOf, uuidSchema } from '../../shared/contract/common';
import { estimateSchema } from '../../shared/contract/estimates';
import { invoiceDetailSchema } from '../../shared/contract/invoices';
import {
  deliverySchema,
  listMessagesQuerySchema,
  messageSchema,
  sendDocumentSchema,
  type Delivery,
} from '../../shared/contract/messages';
import { linkSecretOf } from '../estimate-links/link-token';
import { fileUrlBase } from '../files/signed-urls';
import type { AppEnv } from '../http/app-env';
import { cursorsOf } from '../http/cursor';
import { ok } from '../http/envelope';
import { createRouter, readRoute, writeRoute } from '../http/router';
import { pageMessages } from './messages.service';
import { handEstimate, sendEstimate, sendInvoice, type SendSettings } from './send-documents.service';

const json = <T extends z.ZodType>(schema: T) => ({ 'application/json': { schema: envelopeOf(schema) } });
const sendBody = { required: true, content: { 'application/json': { schema: sendDocumentSchema } } } as const;

const sendEstimateRoute = writeRoute('estimates:write', {
  method: 'post',
  path: '/estimates/{estimateId}/send',
  summary: 'E-mail the estimate to its customer with its PDF and the link to accept it online (beyond api.md)',
  description:
    "Extension. `to` defaults to the customer's e-mail. A draft becomes sent; any later send is recorded too (sentAt, sentTo). Refused (422): no address or not an address (`to`), a canceled or declined estimate or one with unpriced lines (`status`). The message is queued in the same transaction; `delivery` says whether it leaves now or waits in the outbox.",
  request: { params: z.object({ estimateId: uuidSchema }), body: sendBody },
  responses: {
    200: {
      description: 'The estimate as sent and the queued message',
      content: json(z.object({ estimate: estimateSchema, message: messageSchema, delivery: deliverySchema })),
    },
  },
});

const handedEstimateRoute = writeRoute('estimates:write', {
  method: 'post',
  path: '/estimates/{estimateId}/handed',
  summary: 'Record that the estimate was handed to the customer, without e-mail (beyond api.md)',
  description:
    'Extension. As a send (a draft becomes sent, sentAt recorded, sentTo null, sentHow handed) but nothing is e-mailed. Refused (422 on `status`) as a send is.',
  request: { params: z.object({ estimateId: uuidSchema }) },
  responses: { 200: { description: 'The estimate as handed over', content: json(estimateSchema) } },
});

const sendInvoiceRoute = writeRoute('invoices:write', {
  method: 'post',
  path: '/invoices/{invoiceId}/send',
  summary: 'E-mail a posted invoice to its customer with its PDF (beyond api.md)',
  description:
    "Extension. `to` defaults to the customer's e-mail; the first send sets firstSentAt. Refused (422): no address or not an address (`to`), a draft or voided invoice (`state`).",
  request: { params: z.object({ invoiceId: uuidSchema }), body: sendBody },
  responses: {
    200: {
      description: 'The invoice and the queued message',
      content: json(z.object({ invoice: invoiceDetailSchema, message: messageSchema, delivery: deliverySchema })),
    },
  },
});

const listMessagesRoute = readRoute('estimates:read', {
  method: 'get',
  path: '/messages',
  summary: 'The outbox: e-mails to customers, newest first (beyond api.md)',
  description:
    'Extension. Every message with its status (waiting, delivered, failed), attempts and the last error. A key without invoices:read sees no invoice’s messages.',
  request: { query: listMessagesQuerySchema },
  responses: { 200: { description: 'A page of messages', content: json(cursorPageOf(messageSchema)) } },
});

const settingsOf = (c: Context<AppEnv>): SendSettings => {
  const { config } = c.var.deps;
  return {
    linkSecret: linkSecretOf(config),
    linkBase: fileUrlBase(config.publicUrl, c.req.url, config.allowedHosts),
  };
};
const deliveryOf = (c: Context<AppEnv>): Delivery => (c.var.deps.config.mailOutbound ? 'sending' : 'outbox');

export const messagesRouter = createRouter()
  .openapi(sendEstimateRoute, async (c) => {
    const { estimateId } = c.req.valid('param');
    const body = c.req.valid('json');
    const now = c.var.deps.clock.now();
    const settings = settingsOf(c);
    const sent = await c.var.runWrite(200, async (tx) => ({
      ...(await sendEstimate(tx, c.var.caller.orgId, estimateId, body, settings, now)),
      delivery: deliveryOf(c),
    }));
    return c.json(ok(sent), 200);
  })
  .openapi(handedEstimateRoute, async (c) => {
    const { estimateId } = c.req.valid('param');
    const now = c.var.deps.clock.now();
    const estimate = await c.var.runWrite(200, (tx) => handEstimate(tx, c.var.caller.orgId, estimateId, now));
    return c.json(ok(estimate), 200);
  })
  .openapi(sendInvoiceRoute, async (c) => {
    const { invoiceId } = c.req.valid('param');
    const body = c.req.valid('json');
    const now = c.var.deps.clock.now();
    const sent = await c.var.runWrite(200, async (tx) => ({
      ...(await sendInvoice(tx, c.var.caller.orgId, invoiceId, body, now)),
      delivery: deliveryOf(c),
    }));
    return c.json(ok(sent), 200);
  })
  .openapi(listMessagesRoute, async (c) => {
    const { orgId, scopes } = c.var.caller;
    const page = await pageMessages(
      c.var.deps.database.db,
      orgId,
      c.req.valid('query'),
      scopes.includes('invoices:read'),
      cursorsOf(c),
    );
    return c.json(ok(page), 200);
  });
