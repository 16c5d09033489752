import { Navigate, type RouteObject } from 'react-router';
import { BoardPage } from './board/board-page';
import { CustomerListPage } from './customers/components/customer-list-page';
import { CustomerPage } from './customers/components/customer-page';
import { AppShell } from './shell/app-shell';
import { NotFoundPage } from './shell/not-found-page';
import { RouteErrorPage } from './shell/route-error-page';
import { SitePage } from './sites/components/site-page';

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <AppShell />,
    errorElement: <RouteErrorPage />,
    children: [
      { index: true, element: <Navigate to="/customers" replace /> },
      { path: 'board', element: <BoardPage /> },
      { path: 'customers', element: <CustomerListPage /> },
      { path: 'customers/:customerId', element: <CustomerPage /> },
      { path: 'sites/:siteId', element: <SitePage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
