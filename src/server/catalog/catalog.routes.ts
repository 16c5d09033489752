import { catalogItemSchema, listCatalogItemsQuerySchema } from '../../shared/contract/catalog';
import { cursorPageOf, envelopeOf } from '../../shared/contract/common';
import { ok } from '../http/envelope';
import { createRouter, readRoute } from '../http/router';
import { pageCatalogItems } from './catalog.service';
import { cursorsOf } from '../http/cursor';

const listCatalogItems = readRoute('catalog:read', {
  method: 'get',
  path: '/catalog/items',
  summary: 'List catalog items, oldest first; active ones only unless activeOnly=false',
  request: { query: listCatalogItemsQuerySchema },
  responses: {
    200: {
      description: 'A page of catalog items',
      content: { 'application/json': { schema: envelopeOf(cursorPageOf(catalogItemSchema)) } },
    },
  },
});

export const catalogRouter = createRouter().openapi(listCatalogItems, async (c) => {
  const page = await pageCatalogItems(c.var.deps.database.db, c.var.caller.orgId, c.req.valid('query'), cursorsOf(c));
  return c.json(ok(page), 200);
});
