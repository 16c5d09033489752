import { ApiError } from '../../client/api-error';
import { problemSentences } from './problem-sentences';

export interface ErrorDescription {
  title: string;
  body: string;
}

function missingScopeOf(error: ApiError): string | null {
  const scope = error.details.missingScope;
  return typeof scope === 'string' ? scope : null;
}

/** What a failed call means to the person looking at the screen; branches on status and code, never the message. */
export function describeError(error: unknown): ErrorDescription {
  if (!(error instanceof ApiError)) {
    return { title: 'Something went wrong', body: error instanceof Error ? error.message : String(error) };
  }
  if (error.status === 403) {
    const scope = missingScopeOf(error);
    return {
      title: scope ? `Your API key lacks the scope ${scope}` : 'Not allowed with this API key',
      body: error.message,
    };
  }
  // The browser's own words ("Failed to fetch") say nothing to a person; the client has already tried again.
  if (error.code === 'network_error')
    return { title: 'Cannot reach the Canopy server', body: 'Check the connection and try again.' };
  if (error.status === 404) return { title: 'Not found', body: error.message };
  if (error.status === 429) {
    const wait = error.retryAfterSeconds ? ` Try again in ${error.retryAfterSeconds} s.` : '';
    return { title: 'Too many requests', body: `${error.message}.${wait}` };
  }
  if (error.status >= 500) return { title: 'The server could not do this', body: error.message };
  // A 422 says what was wrong with each value; its message alone ("Validation failed") does not.
  if (error.status === 422 && error.errors.length > 0)
    return { title: 'Not accepted', body: problemSentences(error.errors) };
  return { title: 'Request refused', body: error.message };
}
