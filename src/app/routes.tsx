import { Navigate, type RouteObject } from 'react-router';
import { AppShell, type ShellHandle } from './shell/app-shell';
import { BoardPage } from './screens/board-page';
import { CustomerListPage } from './customers/components/customer-list-page';
import { CustomerPage } from './screens/customer-page';
import { CrewsPage } from './crews/components/crews-page';
import { OfficeCrewDayPage } from './crew-day/components/crew-day-pages';
import { DraftEstimatePage } from './screens/draft-estimate-page';
import { EstimatePage } from './screens/estimate-page';
import { EstimateListPage } from './estimates/components/estimate-list-page';
import { InvoiceListPage } from './invoices/components/invoice-list-page';
import { InvoicePage } from './invoices/components/invoice-page';
import { MapPage } from './screens/map-page';
import { NotFoundPage } from './shell/not-found-page';
import { RouteErrorPage } from './shell/route-error-page';
import { SettingsPage } from './settings/components/settings-page';
import { OutboxPage } from './outbox/components/outbox-page';
import { SitePage } from './screens/site-page';

/** Pages that use the whole window's width (the board: every crew's week at a glance). */
const wide: ShellHandle = { wide: true };

export const routes: RouteObject[] = [
  // A crew's day as its phone shows it: the phone's own layout, not the office's frame.
  { path: '/crews/:crewId/day/:date', element: <OfficeCrewDayPage />, errorElement: <RouteErrorPage /> },
  {
    path: '/',
    element: <AppShell />,
    errorElement: <RouteErrorPage />,
    children: [
      { index: true, element: <BoardPage />, handle: wide },
      { path: 'board', element: <BoardPage />, handle: wide },
      { path: 'map', element: <MapPage /> },
      { path: 'crews', element: <CrewsPage /> },
      { path: 'customers', element: <CustomerListPage /> },
      { path: 'customers/:customerId', element: <CustomerPage /> },
      { path: 'sites/:siteId', element: <SitePage /> },
      { path: 'sites/:siteId/estimates/new', element: <DraftEstimatePage /> },
      { path: 'estimates', element: <EstimateListPage /> },
      { path: 'estimates/:estimateId', element: <EstimatePage /> },
      { path: 'invoices', element: <InvoiceListPage /> },
      { path: 'invoices/:invoiceId', element: <InvoicePage /> },
      { path: 'settings', element: <SettingsPage /> },
      { path: 'outbox', element: <OutboxPage /> },
      // A crew's sign-in link opened with an office key.
      { path: 'crew/*', element: <Navigate to="/board" replace /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
