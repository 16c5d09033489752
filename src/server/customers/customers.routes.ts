import { z } from 'zod';
import { cursorPageOf, envelopeOf, uuidSchema } from '../../shared/contract/common';
import { createCustomerSchema, customerSchema, listCustomersQuerySchema } from '../../shared/contract/customers';
import { ok } from '../http/envelope';
import { createRouter, readRoute, writeRoute } from '../http/router';
import { createCustomer, getCustomer, pageCustomers } from './customers.service';
import { cursorsOf } from '../http/cursor';

const customerResponse = { content: { 'application/json': { schema: envelopeOf(customerSchema) } } };

const listCustomers = readRoute('customers:read', {
  method: 'get',
  path: '/customers',
  summary: 'List customers, oldest first',
  request: { query: listCustomersQuerySchema },
  responses: {
    200: {
      description: 'A page of customers',
      content: { 'application/json': { schema: envelopeOf(cursorPageOf(customerSchema)) } },
    },
  },
});

const getCustomerRoute = readRoute('customers:read', {
  method: 'get',
  path: '/customers/{customerId}',
  summary: 'Read one customer',
  request: { params: z.object({ customerId: uuidSchema }) },
  responses: { 200: { description: 'The customer', ...customerResponse } },
});

const createCustomerRoute = writeRoute('customers:write', {
  method: 'post',
  path: '/customers',
  summary: 'Create a customer',
  request: { body: { required: true, content: { 'application/json': { schema: createCustomerSchema } } } },
  responses: {
    201: { description: 'Created', ...customerResponse },
    200: { description: 'Replay of an earlier create', ...customerResponse },
  },
});

export const customersRouter = createRouter()
  .openapi(listCustomers, async (c) => {
    const page = await pageCustomers(c.var.deps.database.db, c.var.caller.orgId, c.req.valid('query'), cursorsOf(c));
    return c.json(ok(page), 200);
  })
  .openapi(getCustomerRoute, async (c) => {
    const customer = await getCustomer(c.var.deps.database.db, c.var.caller.orgId, c.req.valid('param').customerId);
    return c.json(ok(customer), 200);
  })
  .openapi(createCustomerRoute, async (c) => {
    const body = c.req.valid('json');
    const customer = await c.var.runWrite(201, (tx) =>
      createCustomer(tx, c.var.caller.orgId, body, c.var.deps.clock.now()),
    );
    return c.json(ok(customer, 201), 201);
  });
