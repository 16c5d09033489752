/** A minimal Server-Sent Events reader over fetch, as a browser's EventSource would see the stream. */

export interface FeedMessage {
  id: string | null;
  event: string;
  data: unknown;
}

export interface OpenFeed {
  status: number;
  headers: Headers;
  /** Comment lines (`: ...`) seen so far. */
  comments: string[];
  /** Resolves with the next message, or rejects after `timeoutMs`. */
  next(timeoutMs?: number): Promise<FeedMessage>;
  /** Every message that arrives within `ms`. */
  drain(ms: number): Promise<FeedMessage[]>;
  /** Resolves when the server ends the stream (or close() aborts it). */
  ended: Promise<void>;
  close(): void;
}

function parseFrame(frame: string, comments: string[]): FeedMessage | null {
  let id: string | null = null;
  let event = 'message';
  const data: string[] = [];
  for (const line of frame.split('\n')) {
    if (line.startsWith(':')) comments.push(line.slice(1).trim());
    else if (line.startsWith('id: ')) id = line.slice(4);
    else if (line.startsWith('event: ')) event = line.slice(7);
    else if (line.startsWith('data: ')) data.push(line.slice(6));
  }
  return data.length === 0 ? null : { id, event, data: JSON.parse(data.join('\n')) };
}

export async function openFeed(url: string, headers: Record<string, string>): Promise<OpenFeed> {
  const controller = new AbortController();
  const response = await fetch(url, {
    headers: { Accept: 'text/event-stream', ...headers },
    signal: controller.signal,
  });
  const comments: string[] = [];
  const queue: FeedMessage[] = [];
  const waiters: ((message: FeedMessage) => void)[] = [];
  const pump = async () => {
    if (!response.body) return;
    const decoder = new TextDecoder();
    let buffer = '';
    const reader = response.body.getReader();
    try {
      for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
        buffer += decoder.decode(chunk.value, { stream: true });
        let end = buffer.indexOf('\n\n');
        while (end >= 0) {
          const message = parseFrame(buffer.slice(0, end), comments);
          buffer = buffer.slice(end + 2);
          if (message) {
            const waiter = waiters.shift();
            if (waiter) waiter(message);
            else queue.push(message);
          }
          end = buffer.indexOf('\n\n');
        }
      }
    } catch {
      // Aborted by close().
    }
  };
  const ended = pump();

  const next = (timeoutMs = 5_000) =>
    new Promise<FeedMessage>((resolve, reject) => {
      const queued = queue.shift();
      if (queued) return resolve(queued);
      const timer = setTimeout(() => {
        waiters.splice(waiters.indexOf(deliver), 1);
        reject(new Error('no event arrived in time'));
      }, timeoutMs);
      const deliver = (message: FeedMessage) => {
        clearTimeout(timer);
        resolve(message);
      };
      waiters.push(deliver);
    });

  return {
    status: response.status,
    headers: response.headers,
    comments,
    next,
    async drain(ms) {
      await new Promise((resolve) => setTimeout(resolve, ms));
      return queue.splice(0);
    },
    ended,
    close: () => controller.abort(),
  };
}
