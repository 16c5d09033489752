import { useCallback, useEffect, useRef } from 'react';
import { useBlocker, type BlockerFunction } from 'react-router';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';

/**
 * Asks before unsaved changes are left behind: a link, Back or Forward inside the SPA opens "Leave
 * without saving?" (the router's `useBlocker`: the app runs on `createBrowserRouter`, a data router),
 * and closing or reloading the tab gets the browser's own question (`beforeunload`; browsers show
 * their own words, not ours). Nothing is asked while nothing changed. Call `saved` just before
 * navigating away after a successful save: the navigation is started in the same turn as the
 * answer, before the form draws itself unchanged, so a flag read at navigation time says it.
 */
export function useLeaveGuard(changed: boolean) {
  const saved = useRef(false);
  const shouldBlock = useCallback<BlockerFunction>(
    // Only leaving the page asks: a change of the address's query or fragment keeps the form.
    ({ currentLocation, nextLocation }) =>
      changed && !saved.current && currentLocation.pathname !== nextLocation.pathname,
    [changed],
  );
  const blocker = useBlocker(shouldBlock);

  useEffect(() => {
    if (!changed) return undefined;
    const ask = (event: BeforeUnloadEvent) => {
      if (saved.current) return;
      event.preventDefault();
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [changed]);

  const dialog = blocker.state === 'blocked' && (
    <Dialog title="Leave without saving?" onClose={() => blocker.reset()}>
      <div className="stack">
        <p>Your changes to this draft will be lost.</p>
        <div className="row">
          {/* Staying is the answer that loses nothing, so Enter on the question keeps the work. */}
          <Button variant="primary" data-autofocus onClick={() => blocker.reset()}>
            Stay
          </Button>
          <Button variant="danger" onClick={() => blocker.proceed()}>
            Leave
          </Button>
        </div>
      </div>
    </Dialog>
  );
  return {
    dialog,
    saved: () => {
      saved.current = true;
    },
  };
}
