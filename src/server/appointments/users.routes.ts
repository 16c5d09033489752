import { envelopeOf } from '../../shared/contract/common';
import { userListSchema } from '../../shared/contract/appointments';
import { ok } from '../http/envelope';
import { createRouter, readRoute } from '../http/router';
import { listUsers } from './users.service';

const listUsersRoute = readRoute('schedule:read', {
  method: 'get',
  path: '/users',
  summary: 'List the people appointments can be assigned to, by name',
  responses: {
    200: {
      description: 'Every user (not paginated)',
      content: { 'application/json': { schema: envelopeOf(userListSchema) } },
    },
  },
});

export const usersRouter = createRouter().openapi(listUsersRoute, async (c) => {
  const items = await listUsers(c.var.deps.database.db, c.var.caller.orgId);
  return c.json(ok({ items }), 200);
});
