import { Navigate, type RouteObject } from 'react-router';
import { OwnCrewDayPage } from './crew-day/components/crew-day-pages';
import { RouteErrorPage } from './shell/route-error-page';

/** A crew's phone (a key bound to one crew): its day, and nothing of the office. */
export const crewRoutes: RouteObject[] = [
  {
    path: '/',
    errorElement: <RouteErrorPage />,
    children: [
      { path: 'crew', element: <OwnCrewDayPage /> },
      { path: 'crew/:date', element: <OwnCrewDayPage /> },
      { path: '*', element: <Navigate to="/crew" replace /> },
    ],
  },
];
