import { expect } from 'vitest';
import { completedEstimate, insertEstimate } from '../../support/estimate-fixtures';
import { insertCustomer, insertNote, insertPhoto, insertSite, insertTree } from '../../support/inventory-fixtures';
import {
  insertAcceptedWork,
  insertAppointment,
  insertCrew,
  insertDistrict,
  insertScheduleCatalog,
  insertUser,
} from '../../support/schedule-fixtures';
import type { TestApp, TestOrg } from '../../support/test-app';

/** A placed day, two days after the test clock's today (2026-03-02). */
export const WORLD_DAY = '2026-03-04';

/** One organization holding a record of every kind the API addresses by id. */
export interface World {
  org: TestOrg;
  customerId: string;
  siteId: string;
  treeId: string;
  catalogItemId: string;
  draftEstimateId: string;
  /** The draft's one line. */
  draftLineId: string;
  /** Accepted, waiting to be placed. */
  acceptedEstimateId: string;
  /** Accepted and placed on `crewId` at WORLD_DAY as `scheduleId`. */
  placedEstimateId: string;
  scheduleId: string;
  completedEstimateId: string;
  /** A draft invoice of the completed estimate. */
  invoiceId: string;
  /** A posted invoice of another completed estimate, with one payment (`paymentId`), found by these numbers. */
  paidInvoiceId: string;
  paidInvoiceNumber: string;
  paidEstimateNumber: string;
  paymentId: string;
  crewId: string;
  districtId: string;
  userId: string;
  appointmentId: string;
  /** A key made through POST /keys (not the organization's own `org.key`), bound to `crewId`. */
  keyId: string;
}

export async function seedWorld(api: TestApp): Promise<World> {
  const org = await api.newOrg({ name: 'Security world' });
  const deps = api.deps;
  const customer = await insertCustomer(deps, org.id, { name: 'Guarded Customer' });
  const site = await insertSite(deps, org.id, {
    customerId: customer.id,
    label: 'Guarded site',
    latitude: 45.5,
    longitude: -122.6,
  });
  const tree = await insertTree(deps, org.id, site.id);
  await insertPhoto(deps, org.id, tree.id);
  await insertNote(deps, org.id, site.id);
  const catalog = await insertScheduleCatalog(deps, org.id);
  const hours = { catalogItemId: catalog.pruning.id, estimatedHours: 3 };
  const draft = await insertEstimate(deps, org.id, site, { lines: [{ catalogItemId: catalog.pruning.id }] });
  const accepted = await insertAcceptedWork(deps, org.id, site, { lines: [hours] });
  const placed = await insertAcceptedWork(deps, org.id, site, { lines: [hours] });
  const completed = await insertEstimate(deps, org.id, site, completedEstimate());
  const billed = await insertEstimate(deps, org.id, site, completedEstimate());
  const crew = await insertCrew(deps, org.id, { name: 'Guarded crew' });
  const districtId = await insertDistrict(deps, org.id, [site.id]);
  const userId = await insertUser(deps, org.id);
  const appointmentId = await insertAppointment(deps, org.id, { siteId: site.id, assigneeId: userId, day: WORLD_DAY });

  const placing = await api.post(
    '/schedule',
    { estimateIds: [placed.estimate.id], crewId: crew.id, scheduledDate: WORLD_DAY },
    { key: org.key },
  );
  expect(placing.body.data?.placedCount, placing.text).toBe(1);
  const route = await api.get(`/routes/${crew.id}/${WORLD_DAY}`, { key: org.key });
  const [scheduleId] = route.body.data?.orderedScheduleIds ?? [];
  expect(scheduleId, route.text).toEqual(expect.any(String));

  const crewKey = await api.post(
    '/keys',
    { name: 'Guarded crew phone', crewId: crew.id, scopes: ['schedule:read'] },
    { key: org.key },
  );
  expect(crewKey.status, crewKey.text).toBe(201);

  const invoice = await api.post('/invoices', { estimateId: completed.estimate.id }, { key: org.key });
  expect(invoice.status, invoice.text).toBe(201);
  const posted = await api.post('/invoices', { estimateId: billed.estimate.id, post: true }, { key: org.key });
  expect(posted.status, posted.text).toBe(201);
  const paid = await api.post(
    `/invoices/${posted.body.data.id}/payments`,
    { amountCents: 100, receivedOn: posted.body.data.transactionDate },
    { key: org.key },
  );
  expect(paid.status, paid.text).toBe(201);

  return {
    org,
    customerId: customer.id,
    siteId: site.id,
    treeId: tree.id,
    catalogItemId: catalog.pruning.id,
    draftEstimateId: draft.estimate.id,
    draftLineId: draft.lines[0]!.id,
    acceptedEstimateId: accepted.estimate.id,
    placedEstimateId: placed.estimate.id,
    scheduleId: scheduleId as string,
    completedEstimateId: completed.estimate.id,
    invoiceId: invoice.body.data.id,
    paidInvoiceId: posted.body.data.id,
    paidInvoiceNumber: posted.body.data.number,
    paidEstimateNumber: posted.body.data.estimateNumber,
    paymentId: paid.body.data.payments[0].id,
    crewId: crew.id,
    districtId,
    userId,
    appointmentId,
    keyId: crewKey.body.data.id,
  };
}

/** The value of a path parameter addressing this world's record of that kind. */
export function pathValues(world: World): Record<string, string> {
  return {
    customerId: world.customerId,
    siteId: world.siteId,
    treeId: world.treeId,
    estimateId: world.placedEstimateId,
    scheduleId: world.scheduleId,
    lineId: world.draftLineId,
    invoiceId: world.invoiceId,
    paymentId: world.paymentId,
    crewId: world.crewId,
    districtId: world.districtId,
    date: WORLD_DAY,
    keyId: world.keyId,
  };
}
