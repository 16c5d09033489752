import { useRouteError } from 'react-router';
import { ApiErrorNotice } from '../ui/api-error-notice';

/** Shown when a screen fails while rendering, instead of a blank page. */
export function RouteErrorPage() {
  return (
    <main className="shell__main">
      <ApiErrorNotice error={useRouteError()} />
    </main>
  );
}
