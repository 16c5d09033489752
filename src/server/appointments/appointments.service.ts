import { randomUUID } from 'node:crypto';
import type { Appointment, CreateAppointment, ListAppointmentsQuery } from '../../shared/contract/appointments';
import { todayIn } from '../../shared/domain/working-days';
import type { DbOrTx, Tx } from '../db/client';
import { getEstimate } from '../estimates/estimates.service';
import { recordEvent } from '../events/events.service';
import { invalid } from '../http/app-error';
import { getSite } from '../sites/sites.service';
import { insertAppointment, listAppointmentRows, type AppointmentWithSiteRow } from './appointments.repo';
import { getUser } from './users.service';

function toAppointment(row: AppointmentWithSiteRow): Appointment {
  return {
    id: row.id,
    siteId: row.siteId,
    estimateId: row.estimateId,
    assigneeId: row.assigneeId,
    date: row.day,
    startMinutes: row.startMinutes,
    durationMinutes: row.durationMinutes,
    title: row.title,
    note: row.note,
    siteLabel: row.siteLabel,
    latitude: row.latitude,
    longitude: row.longitude,
  };
}

/** In day order; `from` defaults to today in UTC, like GET /schedule. */
export async function listAppointments(
  db: DbOrTx,
  orgId: string,
  query: ListAppointmentsQuery,
  now: Date,
): Promise<Appointment[]> {
  const rows = await listAppointmentRows(db, orgId, {
    from: query.from ?? todayIn('UTC', now),
    to: query.to,
    assigneeIds: query.assigneeIds,
  });
  return rows.map(toAppointment);
}

/** Site, estimate and assignee must be the organization's own (else 404); the estimate must be for that site. */
export async function createAppointment(
  tx: Tx,
  orgId: string,
  input: CreateAppointment,
  now: Date,
): Promise<Appointment> {
  const site = await getSite(tx, orgId, input.siteId);
  const estimateId = input.estimateId ?? null;
  if (estimateId !== null && (await getEstimate(tx, orgId, estimateId, now)).siteId !== site.id) {
    throw invalid('estimateId', 'is an estimate for another site');
  }
  await getUser(tx, orgId, input.assigneeId);
  const row = await insertAppointment(tx, {
    orgId,
    id: randomUUID(),
    siteId: site.id,
    estimateId,
    assigneeId: input.assigneeId,
    day: input.date,
    startMinutes: input.startMinutes ?? null,
    durationMinutes: input.durationMinutes ?? null,
    title: input.title,
    note: input.note ?? null,
    createdAt: now,
    updatedAt: now,
  });
  await recordEvent(tx, orgId, { type: 'appointment.created', payload: { appointmentId: row.id, day: row.day } }, now);
  return toAppointment({
    ...row,
    siteLabel: site.label || site.street,
    latitude: site.latitude,
    longitude: site.longitude,
  });
}
