import type { RouteObject } from 'react-router';
import { BoardPage } from './screens/board-page';
import { CustomerListPage } from './customers/components/customer-list-page';
import { CustomerPage } from './screens/customer-page';
import { DraftEstimatePage } from './screens/draft-estimate-page';
import { EstimatePage } from './screens/estimate-page';
import { InvoiceListPage } from './invoices/components/invoice-list-page';
import { InvoicePage } from './invoices/components/invoice-page';
import { MapPage } from './screens/map-page';
import { AppShell } from './shell/app-shell';
import { NotFoundPage } from './shell/not-found-page';
import { RouteErrorPage } from './shell/route-error-page';
import { SitePage } from './screens/site-page';

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <AppShell />,
    errorElement: <RouteErrorPage />,
    children: [
      { index: true, element: <BoardPage /> },
      { path: 'board', element: <BoardPage /> },
      { path: 'map', element: <MapPage /> },
      { path: 'customers', element: <CustomerListPage /> },
      { path: 'customers/:customerId', element: <CustomerPage /> },
      { path: 'sites/:siteId', element: <SitePage /> },
      { path: 'sites/:siteId/estimates/new', element: <DraftEstimatePage /> },
      { path: 'estimates/:estimateId', element: <EstimatePage /> },
      { path: 'invoices', element: <InvoiceListPage /> },
      { path: 'invoices/:invoiceId', element: <InvoicePage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
