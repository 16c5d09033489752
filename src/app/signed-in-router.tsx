import { useState } from 'react';
import { createBrowserRouter, RouterProvider, type RouteObject } from 'react-router';

/** A signed-in session's screens. */
export function SignedInRouter({ routes }: { routes: RouteObject[] }) {
  // Made when the session starts, from the address the user asked for (a deep link survives sign-in).
  const [router] = useState(() => createBrowserRouter(routes));
  return <RouterProvider router={router} />;
}
