import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { saveSessionKey } from '../../../src/app/auth/session-key';
import { CanopyApp } from '../../../src/app/canopy-app';
import type { TestApp } from '../../support/test-app';

export interface RenderAppOptions {
  /** Address the browser opens (path, query and fragment). */
  at?: string;
  /** Already signed in with this key (as after an earlier sign-in in the same tab). */
  key?: string;
  /** What the browser's clock says (it stands still): the test app's clock unless the test sets another. */
  now?: Date;
}

/**
 * The whole SPA, as the browser runs it, talking over HTTP to the real app started by startTestApp().
 * The browser's Date says what the server's clock says, so both count the same today (what is past,
 * which week opens), whatever the real date; setup-dom puts the real Date back after each test.
 */
export function renderApp(api: TestApp, { at = '/', key, now = api.clock.now() }: RenderAppOptions = {}) {
  vi.useFakeTimers({ toFake: ['Date'], now });
  window.history.replaceState(null, '', at);
  if (key) saveSessionKey(key);
  const user = userEvent.setup();
  const view = render(<CanopyApp apiBaseUrl={`${api.baseUrl}/api/v1`} />);
  return { user, ...view };
}
