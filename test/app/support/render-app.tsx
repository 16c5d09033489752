import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { saveSessionKey } from '../../../src/app/auth/session-key';
import { CanopyApp } from '../../../src/app/canopy-app';
import type { TestApp } from '../../support/test-app';

export interface RenderAppOptions {
  /** Address the browser opens (path, query and fragment). */
  at?: string;
  /** Already signed in with this key (as after an earlier sign-in in the same tab). */
  key?: string;
}

/** The whole SPA, as the browser runs it, talking over HTTP to the real app started by startTestApp(). */
export function renderApp(api: TestApp, { at = '/', key }: RenderAppOptions = {}) {
  window.history.replaceState(null, '', at);
  if (key) saveSessionKey(key);
  const user = userEvent.setup();
  const view = render(<CanopyApp apiBaseUrl={`${api.baseUrl}/api/v1`} />);
  return { user, ...view };
}
