import { and, asc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../db/client';
import { appointments, sites } from '../db/schema';

export type AppointmentRow = typeof appointments.$inferSelect;

/** An appointment with what the board shows of its site. */
export type AppointmentWithSiteRow = AppointmentRow & {
  siteLabel: string;
  latitude: number | null;
  longitude: number | null;
};

const withSite = {
  orgId: appointments.orgId,
  id: appointments.id,
  siteId: appointments.siteId,
  estimateId: appointments.estimateId,
  assigneeId: appointments.assigneeId,
  day: appointments.day,
  startMinutes: appointments.startMinutes,
  durationMinutes: appointments.durationMinutes,
  title: appointments.title,
  note: appointments.note,
  createdAt: appointments.createdAt,
  updatedAt: appointments.updatedAt,
  siteLabel: sql<string>`coalesce(nullif(${sites.label}, ''), ${sites.street})`,
  latitude: sites.latitude,
  longitude: sites.longitude,
};

interface AppointmentFilter {
  from: string;
  to?: string | undefined;
  assigneeIds?: readonly string[] | undefined;
}

/** In day order, timed visits first within a day (index appointments_org_day_idx). */
export async function listAppointmentRows(
  db: DbOrTx,
  orgId: string,
  filter: AppointmentFilter,
): Promise<AppointmentWithSiteRow[]> {
  const conditions: SQL[] = [eq(appointments.orgId, orgId), gte(appointments.day, filter.from)];
  if (filter.to !== undefined) conditions.push(lte(appointments.day, filter.to));
  if (filter.assigneeIds !== undefined) conditions.push(inArray(appointments.assigneeId, [...filter.assigneeIds]));
  return db
    .select(withSite)
    .from(appointments)
    .innerJoin(sites, and(eq(sites.orgId, appointments.orgId), eq(sites.id, appointments.siteId)))
    .where(and(...conditions))
    .orderBy(
      asc(appointments.day),
      sql`${appointments.startMinutes} asc nulls last`,
      asc(appointments.createdAt),
      asc(appointments.id),
    );
}

export async function insertAppointment(tx: Tx, row: typeof appointments.$inferInsert): Promise<AppointmentRow> {
  const [inserted] = await tx.insert(appointments).values(row).returning();
  if (!inserted) throw new Error('insert returned no appointment');
  return inserted;
}
