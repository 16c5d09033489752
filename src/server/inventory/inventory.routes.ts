import type { Context } from 'hono';
import type { z } from 'zod';
import { envelopeOf, listOf } from '../../shared/contract/common';
import {
  createNoteSchema,
  createPhotoSchema,
  createTreeSchema,
  noteSchema,
  photoSchema,
  removeTreeResultSchema,
  siteParamsSchema as siteParams,
  treeParamsSchema as treeParams,
  treeSchema,
  updateTreeSchema,
} from '../../shared/contract/inventory';
import { fileUrlBase, fileUrlSigner } from '../files/signed-urls';
import type { AppEnv } from '../http/app-env';
import { ok } from '../http/envelope';
import { createRouter, readRoute, writeRoute } from '../http/router';
import {
  addNote,
  addPhoto,
  addTree,
  correctTree,
  getNotesOfSite,
  getPhotosOfTree,
  getTree,
  getTreesOfSite,
  removeTree,
} from './inventory.service';
import { crewAccess } from '../http/crew-access';

/** Signs photo links for the host the caller reached (docs/decisions/resources.md "Photos"). */
const photoLinkSigner = (c: Context<AppEnv>, now: Date) =>
  fileUrlSigner({
    base: fileUrlBase(c.var.deps.config.publicUrl, c.req.url, c.var.deps.config.allowedHosts),
    secret: c.var.deps.config.fileSigningSecret,
    now,
  });

const jsonOf = <T extends z.ZodType>(schema: T) => ({ 'application/json': { schema: envelopeOf(schema) } });

const listSiteTrees = readRoute(crewAccess.site('inventory:read'), {
  method: 'get',
  path: '/sites/{siteId}/trees',
  summary: 'Trees captured at a site (not paginated)',
  request: { params: siteParams },
  responses: { 200: { description: 'The trees of the site', content: jsonOf(listOf(treeSchema)) } },
});

const getTreeRoute = readRoute(crewAccess.tree('inventory:read'), {
  method: 'get',
  path: '/trees/{treeId}',
  summary: 'Read one tree',
  request: { params: treeParams },
  responses: { 200: { description: 'The tree', content: jsonOf(treeSchema) } },
});

const listTreePhotos = readRoute(crewAccess.tree('inventory:read'), {
  method: 'get',
  path: '/trees/{treeId}/photos',
  summary: 'Photos of a tree with short-lived signed links (not paginated)',
  request: { params: treeParams },
  responses: { 200: { description: 'The photos of the tree', content: jsonOf(listOf(photoSchema)) } },
});

const listSiteNotes = readRoute(crewAccess.site('inventory:read'), {
  method: 'get',
  path: '/sites/{siteId}/notes',
  summary: 'Site and tree notes of a site, oldest first (not paginated)',
  request: { params: siteParams },
  responses: { 200: { description: 'The notes of the site', content: jsonOf(listOf(noteSchema)) } },
});

const jsonBody = <T extends z.ZodType>(schema: T) => ({ required: true, content: { 'application/json': { schema } } });
const created = <T extends z.ZodType>(schema: T) => ({
  201: { description: 'Created', content: jsonOf(schema) },
  200: { description: 'Replay of an earlier create', content: jsonOf(schema) },
});

const addTreeRoute = writeRoute(crewAccess.site('inventory:write'), {
  method: 'post',
  path: '/sites/{siteId}/trees',
  summary: 'Add a tree to a site from the office (beyond api.md)',
  description: 'Extension. Every problem at once (422); a site of another organization is a 404.',
  request: { params: siteParams, body: jsonBody(createTreeSchema) },
  responses: created(treeSchema),
});

const correctTreeRoute = writeRoute('inventory:write', {
  method: 'patch',
  path: '/trees/{treeId}',
  summary: 'Correct a tree (beyond api.md)',
  description: 'Extension. Only the fields sent change; every problem at once (422).',
  request: { params: treeParams, body: jsonBody(updateTreeSchema) },
  responses: { 200: { description: 'The tree as it is now', content: jsonOf(treeSchema) } },
});

const removeTreeRoute = writeRoute('inventory:write', {
  method: 'delete',
  path: '/trees/{treeId}',
  summary: 'Delete a tree with its photos and notes (beyond api.md)',
  description: 'Extension. A tree an estimate line names is kept: 409 naming the estimate.',
  request: { params: treeParams },
  responses: { 200: { description: 'Deleted', content: jsonOf(removeTreeResultSchema) } },
});

const addNoteRoute = writeRoute(crewAccess.site('inventory:write'), {
  method: 'post',
  path: '/sites/{siteId}/notes',
  summary: 'Type a note about a site or one of its trees (beyond api.md)',
  description: 'Extension. A treeId that is not a tree of this site is a 404.',
  request: { params: siteParams, body: jsonBody(createNoteSchema) },
  responses: created(noteSchema),
});

const addPhotoRoute = writeRoute(crewAccess.tree('inventory:write'), {
  method: 'post',
  path: '/trees/{treeId}/photos',
  summary: 'Upload a photo of a tree (beyond api.md)',
  description:
    "Extension. The image travels base64 in the JSON body, so the service's body cap (413) bounds it; its type is read from its bytes.",
  request: { params: treeParams, body: jsonBody(createPhotoSchema) },
  responses: created(photoSchema),
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
    const { database, clock } = c.var.deps;
    const signUrl = photoLinkSigner(c, clock.now());
    const items = await getPhotosOfTree(database.db, c.var.caller.orgId, c.req.valid('param').treeId, signUrl);
    return c.json(ok({ items }), 200);
  })
  .openapi(listSiteNotes, async (c) => {
    const items = await getNotesOfSite(c.var.deps.database.db, c.var.caller.orgId, c.req.valid('param').siteId);
    return c.json(ok({ items }), 200);
  })
  .openapi(addTreeRoute, async (c) => {
    const { siteId } = c.req.valid('param');
    const body = c.req.valid('json');
    const tree = await c.var.runWrite(201, (tx) =>
      addTree(tx, c.var.caller.orgId, siteId, body, c.var.deps.clock.now()),
    );
    return c.json(ok(tree, 201), 201);
  })
  .openapi(correctTreeRoute, async (c) => {
    const { treeId } = c.req.valid('param');
    const body = c.req.valid('json');
    const tree = await c.var.runWrite(200, (tx) =>
      correctTree(tx, c.var.caller.orgId, treeId, body, c.var.deps.clock.now()),
    );
    return c.json(ok(tree), 200);
  })
  .openapi(removeTreeRoute, async (c) => {
    const { treeId } = c.req.valid('param');
    const result = await removeTree(c.var.runWrite, c.var.deps.storage, c.var.caller.orgId, treeId);
    return c.json(ok(result), 200);
  })
  .openapi(addNoteRoute, async (c) => {
    const { siteId } = c.req.valid('param');
    const body = c.req.valid('json');
    const note = await c.var.runWrite(201, (tx) =>
      addNote(tx, c.var.caller.orgId, siteId, body, c.var.deps.clock.now()),
    );
    return c.json(ok(note, 201), 201);
  })
  .openapi(addPhotoRoute, async (c) => {
    const { treeId } = c.req.valid('param');
    const body = c.req.valid('json');
    const { clock, storage } = c.var.deps;
    const now = clock.now();
    const signUrl = photoLinkSigner(c, now);
    const photo = await c.var.runWrite(201, (tx) =>
      addPhoto(tx, storage, c.var.caller.orgId, treeId, body, { now, signUrl }),
    );
    return c.json(ok(photo, 201), 201);
  });
