import type { ListOrder } from '../../shared/contract/common';
import type { EstimateStatus } from '../../shared/contract/estimates';
import type { FinancialStatus } from '../../shared/contract/invoices';

/**
 * The one factory of React Query keys. Each key is one object of named parts, `{scope, entity,
 * ...params}`: React Query matches objects partially, so invalidating `customers.lists()` reaches
 * every customer list whatever its filter, and a predicate reads a key's parts by name, never by position.
 */
const key = <Parts extends { scope: string; entity?: string }>(parts: Parts) => [parts] as const;

export interface DayRange {
  from: string;
  to: string;
}

export interface SiteListFilter {
  customerId?: string;
  search?: string;
  /** Part of the site's label, street or customer's name (GET /sites `q`, an extension). */
  q?: string;
}

export interface EstimateListFilter {
  siteId?: string;
  customerId?: string;
  status?: EstimateStatus;
  /** With a live invoice (true) or still to bill (false). */
  billed?: 'true' | 'false';
  /** A job number, or part of a customer's name or a site's label or street. */
  search?: string;
  /** Made on or after / on or before these days (the organization's days). */
  createdFrom?: string;
  createdTo?: string;
  /** Placed with this crew, any day. */
  crewId?: string;
  /** The total at least / at most these whole cents (digits, as the query carries them). */
  minTotalCents?: string;
  maxTotalCents?: string;
  order?: ListOrder;
}

export interface InvoiceListFilter {
  customerId?: string;
  estimateId?: string;
  financialStatus?: FinancialStatus;
  /** An invoice number (INV-1042 or 1042) or a job number (JOB-12), as typed. */
  search?: string;
}

/** The working days a fit ranks: `days` of them from `from`. */
export interface FitWindow {
  from: string;
  days: number;
}

/** The queue's filters as the URL holds them (every field optional: absent = not filtered). */
export interface QueueFilter {
  /** The search box: part of a job number, a site's label or a customer's name (sent as `search`). */
  q?: string;
  categories?: string;
  districtIds?: string;
  minAgeDays?: string;
  dueOnly?: string;
  /** "west,south,east,north": the board map's view. */
  bbox?: string;
}

export const queryKeys = {
  customers: {
    all: key({ scope: 'customers' }),
    lists: () => key({ scope: 'customers', entity: 'list' }),
    list: (filter: { search: string }) => key({ scope: 'customers', entity: 'list', filter }),
    detail: (customerId: string) => key({ scope: 'customers', entity: 'detail', customerId }),
  },
  sites: {
    all: key({ scope: 'sites' }),
    lists: () => key({ scope: 'sites', entity: 'list' }),
    list: (filter: SiteListFilter) => key({ scope: 'sites', entity: 'list', filter }),
    detail: (siteId: string) => key({ scope: 'sites', entity: 'detail', siteId }),
  },
  inventory: {
    all: key({ scope: 'inventory' }),
    trees: (siteId: string) => key({ scope: 'inventory', entity: 'trees', siteId }),
    notes: (siteId: string) => key({ scope: 'inventory', entity: 'notes', siteId }),
    photos: (treeId: string) => key({ scope: 'inventory', entity: 'photos', treeId }),
  },
  catalog: {
    all: key({ scope: 'catalog' }),
    /** Every item, inactive ones included (old lines name them); the one catalog read of the SPA. */
    items: () => key({ scope: 'catalog', entity: 'items' }),
  },
  estimates: {
    all: key({ scope: 'estimates' }),
    lists: () => key({ scope: 'estimates', entity: 'list' }),
    list: (filter: EstimateListFilter) => key({ scope: 'estimates', entity: 'list', filter }),
    detail: (estimateId: string) => key({ scope: 'estimates', entity: 'detail', estimateId }),
  },
  invoices: {
    all: key({ scope: 'invoices' }),
    lists: () => key({ scope: 'invoices', entity: 'list' }),
    list: (filter: InvoiceListFilter) => key({ scope: 'invoices', entity: 'list', filter }),
    detail: (invoiceId: string) => key({ scope: 'invoices', entity: 'detail', invoiceId }),
  },
  schedule: {
    all: key({ scope: 'schedule' }),
    crews: () => key({ scope: 'schedule', entity: 'crews' }),
    districts: () => key({ scope: 'schedule', entity: 'districts' }),
    /** Every board range: a change to one crew-day invalidates the ranges that cover its day. */
    boards: () => key({ scope: 'schedule', entity: 'board' }),
    board: (range: DayRange) => key({ scope: 'schedule', entity: 'board', ...range }),
    /** One crew's days as the server has them now (a split reads the crew's coming days, on screen or not). */
    crewBoard: (crewId: string, range: DayRange) => key({ scope: 'schedule', entity: 'crew-board', crewId, ...range }),
    /** Every crew's span of placed work (a placement changed on one of its days invalidates it). */
    crewSchedules: () => key({ scope: 'schedule', entity: 'crew-schedule' }),
    /** One crew's placed work over a span of days: the crew's day and the days either side of it. */
    crewSchedule: (crewId: string, range: DayRange) =>
      key({ scope: 'schedule', entity: 'crew-schedule', crewId, ...range }),
    /** Every week of work progress (lines done of each job placed in it). */
    progresses: () => key({ scope: 'schedule', entity: 'progress' }),
    progressWeek: (week: DayRange) => key({ scope: 'schedule', entity: 'progress', ...week }),
    /** Every week of told visits (the board's "customer told" marks). */
    toldVisits: () => key({ scope: 'schedule', entity: 'told' }),
    toldWeek: (week: DayRange) => key({ scope: 'schedule', entity: 'told', ...week }),
    /** Every queue read: its pages by filter, and the located rows the district map draws. */
    queues: () => key({ scope: 'schedule', entity: 'queue' }),
    queue: (filter: QueueFilter) => key({ scope: 'schedule', entity: 'queue', filter }),
    queuePoints: () => key({ scope: 'schedule', entity: 'queue', points: true }),
    /** Every visit of one job (its placements around a day), as a card's menu and the estimate's page list them. */
    visits: (estimateId?: string, around?: string) =>
      key({ scope: 'schedule', entity: 'visits', ...(estimateId && { estimateId }), ...(around && { around }) }),
    fits: () => key({ scope: 'schedule', entity: 'fit' }),
    /** One job's fits, over every window of days asked for (the change feed invalidates them all). */
    fit: (estimateId: string, window?: FitWindow) => key({ scope: 'schedule', entity: 'fit', estimateId, ...window }),
  },
  org: {
    settings: () => key({ scope: 'org', entity: 'settings' }),
    /** The logo as stored at `updatedAt` (GET /org names it): a new logo is a new key. */
    logo: (updatedAt: string) => key({ scope: 'org', entity: 'logo', updatedAt }),
    messageTemplates: () => key({ scope: 'org', entity: 'message-templates' }),
  },
  keys: {
    all: key({ scope: 'keys' }),
    /** Every key of the organization (GET /keys, all its pages: the Crews screen shows each crew's). */
    list: () => key({ scope: 'keys', entity: 'list' }),
  },
  /** The signed-in key as the server knows it: its crew, when it is a crew's (GET /session). */
  session: () => key({ scope: 'session' }),
  /** The estimate a customer opened through its link (the public page; no session). */
  publicEstimate: () => key({ scope: 'public-estimate' }),
  messages: {
    all: key({ scope: 'messages' }),
    list: () => key({ scope: 'messages', entity: 'list' }),
    /** The messages about one estimate or invoice (GET /messages `estimateId` or `invoiceId`), newest first. */
    ofRecord: (record: { estimateId: string } | { invoiceId: string }) =>
      key({ scope: 'messages', entity: 'record', ...record }),
  },
  routes: {
    all: key({ scope: 'routes' }),
    /** One crew-day's route (crewId `unassigned` for the pencilled work). */
    day: (crewId: string, date: string) => key({ scope: 'routes', entity: 'day', crewId, date }),
    /** Route statuses of the board, a calendar week per query. */
    statuses: () => key({ scope: 'routes', entity: 'statuses' }),
    statusWeek: (week: DayRange) => key({ scope: 'routes', entity: 'statuses', ...week }),
  },
};

/** The days a key covers, when it names a range (board ranges and route status weeks do). */
export function rangeOfKey(queryKey: readonly unknown[]): DayRange | undefined {
  const [parts] = queryKey as [Partial<DayRange> | undefined];
  return parts?.from !== undefined && parts.to !== undefined ? { from: parts.from, to: parts.to } : undefined;
}
