/**
 * The one factory of React Query keys. Keys are hierarchical: invalidating a prefix (say
 * `customers.lists()`) reaches every key below it, so a mutation can name the narrowest set it changed.
 */
const customersRoot = ['customers'] as const;
const sitesRoot = ['sites'] as const;
const inventoryRoot = ['inventory'] as const;

export interface SiteListFilter {
  customerId?: string;
  search?: string;
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
};
