import { formatEstimateNumber } from '../../shared/domain/document-numbers';
import type { appointments } from '../db/schema';
import type { CustomerRow } from './customers.seed';
import type { EstimateRow } from './estimates.seed';
import { someTimeAgo, type SeedContext } from './seed-profile';
import type { SeedWindow } from './seed-window';
import type { SiteRow } from './sites.seed';
import type { UserRow } from './users.seed';

export type AppointmentRow = typeof appointments.$inferInsert;

/** Visits are booked two weeks out at most. */
const VISIT_DAYS = 10;
/** Start times an office books (8:00, 9:30, 11:00, 13:00, 14:30). */
const startSlots = [480, 570, 660, 780, 870] as const;
const durations = [30, 45, 60, 90] as const;
const visitNotes = [
  'Customer will meet us at the gate',
  'Worried about the big oak over the garage',
  'Wants a second opinion on a removal another company quoted',
  'Storm damage: limb resting on the fence',
  'HOA board walks the common areas with us',
  'Tenant on site; owner on the phone',
] as const;

export interface AppointmentInputs {
  window: SeedWindow;
  users: readonly UserRow[];
  sites: readonly SiteRow[];
  estimates: readonly EstimateRow[];
  customers: readonly CustomerRow[];
}

/**
 * Estimate site visits on the coming working days, one to three a day per arborist (fewer further
 * out): some to finish a draft estimate with the customer, the rest for new requests.
 */
export function generateAppointments(context: SeedContext, inputs: AppointmentInputs): AppointmentRow[] {
  const { random, newId, orgId, profile } = context;
  const customerNames = new Map(inputs.customers.map((customer) => [customer.id, customer.name]));
  const sitesById = new Map(inputs.sites.map((site) => [site.id, site]));
  const located = inputs.sites.filter((site) => site.latitude != null);
  // Newest drafts first: those are the ones still being worked out with the customer.
  const drafts = inputs.estimates.filter((estimate) => estimate.status === 'draft');
  const arborists = inputs.users.filter((user) => user.role === 'estimator');
  const rows: AppointmentRow[] = [];
  inputs.window.futureDays.slice(0, VISIT_DAYS).forEach((day, index) => {
    for (const arborist of arborists) {
      const [fewest, most] = profile.visitsPerArborist;
      const count = index < 5 ? random.int(fewest, most) : random.int(0, most - 1);
      for (const startMinutes of random.sample(startSlots, count)) {
        const draft = random.chance(0.45) ? drafts.pop() : undefined;
        const site = draft ? sitesById.get(draft.siteId) : random.pick(located);
        if (!site) continue;
        const customer = customerNames.get(site.customerId) ?? 'the owner';
        const bookedAt = someTimeAgo(context, 0.1, 12);
        rows.push({
          orgId,
          id: newId(),
          siteId: site.id,
          estimateId: draft?.id ?? null,
          assigneeId: arborist.id,
          day,
          // Now and then the customer only said "any time that day".
          startMinutes: random.chance(0.1) ? null : startMinutes,
          durationMinutes: random.pick(durations),
          title: draft
            ? `Review ${formatEstimateNumber(draft.number)} on site with ${customer}`
            : `Estimate visit: ${customer}`,
          note: random.chance(0.4) ? random.pick(visitNotes) : null,
          createdAt: bookedAt,
          updatedAt: bookedAt,
        });
      }
    }
  });
  return rows;
}
