import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { CustomerEstimatePage } from './customer-estimate-page';
import { publicEstimateApi } from './public-api';
import '../ui/tokens.css';
import '../ui/base.css';

/**
 * The page a customer opens from the e-mail (`/estimate#<token>`): no sign-in, no office screens.
 * The token stays in the fragment, which browsers never send to a server or in a Referer.
 */
export default function CustomerEstimateApp({ apiBaseUrl }: { apiBaseUrl: string }) {
  const [queryClient] = useState(() => new QueryClient({ defaultOptions: { queries: { retry: false } } }));
  const [api] = useState(() => publicEstimateApi(apiBaseUrl, window.location.hash.replace(/^#/, '')));
  return (
    <QueryClientProvider client={queryClient}>
      <CustomerEstimatePage api={api} />
    </QueryClientProvider>
  );
}
