import { envelopeOf } from '../../shared/contract/common';
import {
  createDistrictSchema,
  districtListSchema,
  districtParamsSchema,
  districtSchema,
  removeDistrictResultSchema,
  updateDistrictSchema,
} from '../../shared/contract/districts';
import { ok } from '../http/envelope';
import { createRouter, readRoute, writeRoute } from '../http/router';
import { createDistrict, listDistricts, removeDistrict, updateDistrict } from './districts.service';

const districtResponse = { content: { 'application/json': { schema: envelopeOf(districtSchema) } } };

const listDistrictsRoute = readRoute('schedule:read', {
  method: 'get',
  path: '/districts',
  summary: 'List districts by name (not paginated)',
  responses: {
    200: { description: 'Every district', content: { 'application/json': { schema: envelopeOf(districtListSchema) } } },
  },
});

const createDistrictRoute = writeRoute('schedule:write', {
  method: 'post',
  path: '/districts',
  summary: 'Define a district; every located site inside it is tagged at once',
  request: { body: { required: true, content: { 'application/json': { schema: createDistrictSchema } } } },
  responses: {
    201: { description: 'Created', ...districtResponse },
    200: { description: 'Replay of an earlier create', ...districtResponse },
  },
});

const updateDistrictRoute = writeRoute('schedule:write', {
  method: 'patch',
  path: '/districts/{districtId}',
  summary: 'Rename and/or reshape a district (beyond api.md)',
  description:
    'Extension. Name and boundary are checked as on create, every problem at once (422); a name the organization already uses is a 409. A new boundary re-tags the located sites inside it.',
  request: {
    params: districtParamsSchema,
    body: { required: true, content: { 'application/json': { schema: updateDistrictSchema } } },
  },
  responses: { 200: { description: 'The district as it is now', ...districtResponse } },
});

const removeDistrictRoute = writeRoute('schedule:write', {
  method: 'delete',
  path: '/districts/{districtId}',
  summary: 'Delete a district (beyond api.md)',
  description: 'Extension. Its sites lose the tag; a queue or board filter naming it then matches nothing.',
  request: { params: districtParamsSchema },
  responses: {
    200: {
      description: 'Deleted',
      content: { 'application/json': { schema: envelopeOf(removeDistrictResultSchema) } },
    },
  },
});

export const districtsRouter = createRouter()
  .openapi(listDistrictsRoute, async (c) => {
    const items = await listDistricts(c.var.deps.database.db, c.var.caller.orgId);
    return c.json(ok({ items }), 200);
  })
  .openapi(createDistrictRoute, async (c) => {
    const body = c.req.valid('json');
    const district = await c.var.runWrite(201, (tx) =>
      createDistrict(tx, c.var.caller.orgId, body, c.var.deps.clock.now()),
    );
    return c.json(ok(district, 201), 201);
  })
  .openapi(updateDistrictRoute, async (c) => {
    const { districtId } = c.req.valid('param');
    const body = c.req.valid('json');
    const district = await c.var.runWrite(200, (tx) =>
      updateDistrict(tx, c.var.caller.orgId, districtId, body, c.var.deps.clock.now()),
    );
    return c.json(ok(district), 200);
  })
  .openapi(removeDistrictRoute, async (c) => {
    const { districtId } = c.req.valid('param');
    const result = await c.var.runWrite(200, (tx) =>
      removeDistrict(tx, c.var.caller.orgId, districtId, c.var.deps.clock.now()),
    );
    return c.json(ok(result), 200);
  });
