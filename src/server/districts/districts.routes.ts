import { envelopeOf } from '../../shared/contract/common';
import { createDistrictSchema, districtListSchema, districtSchema } from '../../shared/contract/districts';
import { ok } from '../http/envelope';
import { createRouter, readRoute, writeRoute } from '../http/router';
import { createDistrict, listDistricts } from './districts.service';

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
  });
