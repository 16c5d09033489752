import type { EstimateStatus } from '../../shared/contract/estimates';
import type { FinancialStatus } from '../../shared/contract/invoices';

/**
 * The one factory of React Query keys. Keys are hierarchical: invalidating a prefix (say
 * `customers.lists()`) reaches every key below it, so a mutation can name the narrowest set it changed.
 */
const customersRoot = ['customers'] as const;
const sitesRoot = ['sites'] as const;
const inventoryRoot = ['inventory'] as const;
const catalogRoot = ['catalog'] as const;
const estimatesRoot = ['estimates'] as const;
const invoicesRoot = ['invoices'] as const;
const scheduleRoot = ['schedule'] as const;
const routesRoot = ['routes'] as const;

export interface SiteListFilter {
  customerId?: string;
  search?: string;
}

export interface EstimateListFilter {
  siteId?: string;
  status?: EstimateStatus;
}

export interface InvoiceListFilter {
  customerId?: string;
  estimateId?: string;
  financialStatus?: FinancialStatus;
}

/** The queue's filters as the URL holds them (every field optional: absent = not filtered). */
export interface QueueFilter {
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
    all: customersRoot,
    lists: () => [...customersRoot, 'list'] as const,
    list: (filter: { search: string }) => [...customersRoot, 'list', filter] as const,
    detail: (customerId: string) => [...customersRoot, 'detail', customerId] as const,
  },
  sites: {
    all: sitesRoot,
    lists: () => [...sitesRoot, 'list'] as const,
    list: (filter: SiteListFilter) => [...sitesRoot, 'list', filter] as const,
    detail: (siteId: string) => [...sitesRoot, 'detail', siteId] as const,
  },
  inventory: {
    all: inventoryRoot,
    trees: (siteId: string) => [...inventoryRoot, 'site', siteId, 'trees'] as const,
    notes: (siteId: string) => [...inventoryRoot, 'site', siteId, 'notes'] as const,
    photos: (treeId: string) => [...inventoryRoot, 'tree', treeId, 'photos'] as const,
  },
  catalog: {
    all: catalogRoot,
    /** Every item, inactive ones included (old lines name them); the one catalog read of the SPA. */
    items: () => [...catalogRoot, 'items'] as const,
  },
  estimates: {
    all: estimatesRoot,
    lists: () => [...estimatesRoot, 'list'] as const,
    list: (filter: EstimateListFilter) => [...estimatesRoot, 'list', filter] as const,
    detail: (estimateId: string) => [...estimatesRoot, 'detail', estimateId] as const,
  },
  invoices: {
    all: invoicesRoot,
    lists: () => [...invoicesRoot, 'list'] as const,
    list: (filter: InvoiceListFilter) => [...invoicesRoot, 'list', filter] as const,
    detail: (invoiceId: string) => [...invoicesRoot, 'detail', invoiceId] as const,
  },
  schedule: {
    all: scheduleRoot,
    crews: () => [...scheduleRoot, 'crews'] as const,
    districts: () => [...scheduleRoot, 'districts'] as const,
    /** Every board range: a change to one crew-day invalidates the ranges that cover its day. */
    boards: () => [...scheduleRoot, 'board'] as const,
    board: (range: { from: string; to: string }) => [...scheduleRoot, 'board', range] as const,
    queues: () => [...scheduleRoot, 'unscheduled'] as const,
    queue: (filter: QueueFilter) => [...scheduleRoot, 'unscheduled', filter] as const,
    /** The queue's located rows as the district map draws them (one page, no paging). */
    queuePoints: () => [...scheduleRoot, 'unscheduled', 'points'] as const,
    fits: () => [...scheduleRoot, 'fit'] as const,
    fit: (estimateId: string) => [...scheduleRoot, 'fit', estimateId] as const,
  },
  org: {
    settings: () => ['org', 'settings'] as const,
  },
  routes: {
    all: routesRoot,
    /** One crew-day's route (crewId `unassigned` for the pencilled work). */
    day: (crewId: string, date: string) => [...routesRoot, crewId, date] as const,
    /**
     * Route statuses of the board, a calendar week per query. The week sits at index 2, where the
     * change feed looks for a board range, so one predicate invalidates both for a changed day.
     */
    statuses: () => [...routesRoot, 'statuses'] as const,
    statusWeek: (week: { from: string; to: string }) => [...routesRoot, 'statuses', week] as const,
  },
};
