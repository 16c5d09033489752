import { envelopeOf } from '../../shared/contract/common';
import {
  appointmentListSchema,
  appointmentSchema,
  createAppointmentSchema,
  listAppointmentsQuerySchema,
} from '../../shared/contract/appointments';
import { ok } from '../http/envelope';
import { createRouter, readRoute, writeRoute } from '../http/router';
import { createAppointment, listAppointments } from './appointments.service';

const appointmentResponse = { content: { 'application/json': { schema: envelopeOf(appointmentSchema) } } };

const listAppointmentsRoute = readRoute('schedule:read', {
  method: 'get',
  path: '/appointments',
  summary: 'List estimate site visits by day (not paginated)',
  request: { query: listAppointmentsQuerySchema },
  responses: {
    200: {
      description: 'Appointments in day order',
      content: { 'application/json': { schema: envelopeOf(appointmentListSchema) } },
    },
  },
});

const createAppointmentRoute = writeRoute('schedule:write', {
  method: 'post',
  path: '/appointments',
  summary: 'Book an estimate site visit for a user of the organization',
  request: { body: { required: true, content: { 'application/json': { schema: createAppointmentSchema } } } },
  responses: {
    201: { description: 'Created', ...appointmentResponse },
    200: { description: 'Replay of an earlier create', ...appointmentResponse },
  },
});

export const appointmentsRouter = createRouter()
  .openapi(listAppointmentsRoute, async (c) => {
    const { database, clock } = c.var.deps;
    const items = await listAppointments(database.db, c.var.caller.orgId, c.req.valid('query'), clock.now());
    return c.json(ok({ items }), 200);
  })
  .openapi(createAppointmentRoute, async (c) => {
    const body = c.req.valid('json');
    const appointment = await c.var.runWrite(201, (tx) =>
      createAppointment(tx, c.var.caller.orgId, body, c.var.deps.clock.now()),
    );
    return c.json(ok(appointment, 201), 201);
  });
