export interface RawRequest {
  method: string;
  /** Path under the base URL, already encoded, query included. */
  url: string;
  headers: Record<string, string>;
  body?: string;
}

export interface RawResponse {
  status: number;
  contentType: string;
  /** The parsed JSON body; undefined when the body is not JSON (or is an event stream, left unread). */
  json: unknown;
  text: string;
}

/**
 * One request exactly as built (no client-side fixing of headers or encoding). An event stream
 * never ends, so only its status and type are read before the connection is dropped.
 */
export async function sendRaw(baseUrl: string, request: RawRequest): Promise<RawResponse> {
  const abort = new AbortController();
  const response = await fetch(`${baseUrl}${request.url}`, {
    method: request.method,
    headers: request.headers,
    body: request.body,
    signal: abort.signal,
  });
  const contentType = response.headers.get('content-type') ?? '';
  if (contentType.startsWith('text/event-stream')) {
    abort.abort();
    return { status: response.status, contentType, json: undefined, text: '' };
  }
  const text = await response.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: response.status, contentType, json, text };
}
