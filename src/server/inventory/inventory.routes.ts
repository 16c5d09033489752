import { z } from 'zod';
import { envelopeOf, listOf, uuidSchema } from '../../shared/contract/common';
import { noteSchema, photoSchema, treeSchema } from '../../shared/contract/inventory';
import { fileUrlBase, fileUrlSigner } from '../files/signed-urls';
import { ok } from '../http/envelope';
import { createRouter, readRoute } from '../http/router';
import { getNotesOfSite, getPhotosOfTree, getTree, getTreesOfSite } from './inventory.service';

const siteParams = z.object({ siteId: uuidSchema });
const treeParams = z.object({ treeId: uuidSchema });
const jsonOf = <T extends z.ZodType>(schema: T) => ({ 'application/json': { schema: envelopeOf(schema) } });

const listSiteTrees = readRoute('inventory:read', {
  method: 'get',
  path: '/sites/{siteId}/trees',
  summary: 'Trees captured at a site (not paginated)',
  request: { params: siteParams },
  responses: { 200: { description: 'The trees of the site', content: jsonOf(listOf(treeSchema)) } },
});

const getTreeRoute = readRoute('inventory:read', {
  method: 'get',
  path: '/trees/{treeId}',
  summary: 'Read one tree',
  request: { params: treeParams },
  responses: { 200: { description: 'The tree', content: jsonOf(treeSchema) } },
});

const listTreePhotos = readRoute('inventory:read', {
  method: 'get',
  path: '/trees/{treeId}/photos',
  summary: 'Photos of a tree with short-lived signed links (not paginated)',
  request: { params: treeParams },
  responses: { 200: { description: 'The photos of the tree', content: jsonOf(listOf(photoSchema)) } },
});

const listSiteNotes = readRoute('inventory:read', {
  method: 'get',
  path: '/sites/{siteId}/notes',
  summary: 'Site and tree notes of a site, oldest first (not paginated)',
  request: { params: siteParams },
  responses: { 200: { description: 'The notes of the site', content: jsonOf(listOf(noteSchema)) } },
});

export const inventoryRouter = createRouter()
  .openapi(listSiteTrees, async (c) => {
    const items = await getTreesOfSite(c.var.deps.database.db, c.var.caller.orgId, c.req.valid('param').siteId);
    return c.json(ok({ items }), 200);
  })
  .openapi(getTreeRoute, async (c) => {
    const tree = await getTree(c.var.deps.database.db, c.var.caller.orgId, c.req.valid('param').treeId);
    return c.json(ok(tree), 200);
  })
  .openapi(listTreePhotos, async (c) => {
    const { database, config, clock } = c.var.deps;
    const signUrl = fileUrlSigner({
      base: fileUrlBase(config.publicUrl, c.req.url, config.allowedHosts),
      secret: config.fileSigningSecret,
      now: clock.now(),
    });
    const items = await getPhotosOfTree(database.db, c.var.caller.orgId, c.req.valid('param').treeId, signUrl);
    return c.json(ok({ items }), 200);
  })
  .openapi(listSiteNotes, async (c) => {
    const items = await getNotesOfSite(c.var.deps.database.db, c.var.caller.orgId, c.req.valid('param').siteId);
    return c.json(ok({ items }), 200);
  });
