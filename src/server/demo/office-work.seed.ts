import type { Day } from '../../shared/contract/common';
import type { LatLng } from '../../shared/domain/geo';
import { generateAppointments, type AppointmentRow } from './appointments.seed';
import type { CatalogRow } from './catalog.seed';
import type { PlacementRow, RouteRow } from './crew-day-board';
import type { CrewMemberRow, CrewRow } from './crews.seed';
import type { CustomerRow } from './customers.seed';
import type { EstimateRow } from './estimates.seed';
import type { LineRow } from './estimate-lines.seed';
import { groupBy } from './group-by';
import { generateInvoices, type SeededInvoices } from './invoices.seed';
import { generatePlacements } from './placements.seed';
import type { SeedContext } from './seed-profile';
import type { SeedWindow } from './seed-window';
import type { SiteRow } from './sites.seed';
import { generateTimeEntries, type TimeEntryRow } from './time-entries.seed';
import { countUnscheduled } from './unscheduled-work';
import type { UserRow } from './users.seed';
import { acceptedJobs } from './work-jobs';

export interface OfficeWorkInputs {
  window: SeedWindow;
  depot: LatLng;
  placeholderHours: number;
  crews: readonly CrewRow[];
  crewMembers: readonly CrewMemberRow[];
  customers: readonly CustomerRow[];
  sites: readonly SiteRow[];
  catalog: readonly CatalogRow[];
  estimates: readonly EstimateRow[];
  lines: readonly LineRow[];
  users: readonly UserRow[];
  /** Program work waits for its next round: never on the board. */
  programEstimateIds: ReadonlySet<string>;
  takenUnassignedDays: ReadonlySet<Day>;
}

export interface OfficeWork {
  placements: PlacementRow[];
  routes: RouteRow[];
  timeEntries: TimeEntryRow[];
  appointments: AppointmentRow[];
  invoices: SeededInvoices;
  /** Rows the unscheduled queue lists once the seed is in. */
  unscheduledJobs: number;
}

/** What the dispatcher board and the office screens read: placed work, visits, invoices. */
export function generateOfficeWork(context: SeedContext, inputs: OfficeWorkInputs): OfficeWork {
  const { window } = inputs;
  const linesByEstimate = groupBy(inputs.lines, (line) => line.estimateId);
  const sitesById = new Map(inputs.sites.map((site) => [site.id, site]));
  const boardEstimates = inputs.estimates.filter((estimate) => !inputs.programEstimateIds.has(estimate.id));
  const jobs = acceptedJobs(boardEstimates, linesByEstimate, sitesById, window.timeZone);
  const { placements, routes } = generatePlacements(context, { ...inputs, jobs });
  const timeEntries = generateTimeEntries(context, { window, placements, members: inputs.crewMembers });
  const appointments = generateAppointments(context, inputs);
  const invoices = generateInvoices(context, { window, estimates: inputs.estimates, linesByEstimate, placements });
  const unscheduledJobs = countUnscheduled({
    ...inputs,
    today: window.today,
    timeZone: window.timeZone,
    linesByEstimate,
    placements,
  });
  return { placements, routes, timeEntries, appointments, invoices, unscheduledJobs };
}
