/** One Server-Sent Event as the feed sends it. */
export interface StreamEvent {
  id: string | null;
  type: string;
  data: string;
}

/** Splits an SSE body into events (fields id, event, data; comments and retry ignored). */
export async function readEventStream(
  body: ReadableStream<Uint8Array>,
  onEvent: (event: StreamEvent) => void,
): Promise<void> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    buffer += decoder.decode(value, { stream: true }).replace(/\r\n?/g, '\n');
    let end = buffer.indexOf('\n\n');
    while (end >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const event: StreamEvent = { id: null, type: 'message', data: '' };
      const data: string[] = [];
      for (const line of block.split('\n')) {
        const colon = line.indexOf(':');
        if (colon === 0) continue;
        const field = colon < 0 ? line : line.slice(0, colon);
        const text = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
        if (field === 'id') event.id = text;
        else if (field === 'event') event.type = text;
        else if (field === 'data') data.push(text);
      }
      event.data = data.join('\n');
      if (data.length > 0) onEvent(event);
      end = buffer.indexOf('\n\n');
    }
  }
}
