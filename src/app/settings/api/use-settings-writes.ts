import type { QueryClient } from '@tanstack/react-query';
import type { OrgSettings, UpdateOrgSettings } from '../../../shared/contract/org';
import { useApi } from '../../lib/api-context';
import { queryKeys } from '../../lib/query-keys';
import { useWrite } from '../../lib/use-write';
import { useToast } from '../../ui/toast-context';

/** The answer is the settings as they now read: every screen reading GET /org (the distance unit) follows at once. */
const storeSettings = (settings: OrgSettings, queryClient: QueryClient) =>
  queryClient.setQueryData(queryKeys.org.settings(), settings);

/** PATCH /org with what the Settings form holds. */
export function useSaveSettings() {
  const api = useApi();
  const notify = useToast();
  return useWrite({
    send: (change: UpdateOrgSettings) => api.patch('/org', { body: change }),
    stored: storeSettings,
    touches: () => [],
    answered: () => notify({ tone: 'success', title: 'Settings saved', body: 'Documents print them from now on.' }),
  });
}

/** PATCH /org with a new logo (base64) or none: its own write, sent as soon as a file is chosen. */
export function useChangeLogo() {
  const api = useApi();
  const notify = useToast();
  return useWrite({
    send: (logo: string | null) => api.patch('/org', { body: { logo } }),
    stored: storeSettings,
    touches: () => [],
    answered: (settings) =>
      notify({ tone: 'success', title: settings.logo ? 'Logo saved' : 'Logo removed', body: settings.name }),
  });
}
