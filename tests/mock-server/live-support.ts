import { onTestFinished } from 'vitest';

/** One server-sent event as a browser's EventSource would hand it over, or a comment line (a heartbeat). */
export interface StreamEvent {
  event: string;
  data: unknown;
}

export interface EventStream {
  status: number;
  headers: Headers;
  events: StreamEvent[];
  comments: string[];
  /** The next event named `event` (matching `where`) not yet taken, waiting up to `ms` for it. */
  next(event: string, where?: (data: never) => boolean, ms?: number): Promise<unknown>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close(): void;
}

/**
 * Reads `url` as a text/event-stream over real HTTP (fetch, as through a proxy or the production server), parsing
 * frames as they arrive: an event the server holds back (a compression buffer, a proxy) never reaches a test.
 */
export async function openStream(url: string): Promise<EventStream> {
  const controller = new AbortController();
  const res = await fetch(url, { signal: controller.signal, headers: { Accept: 'text/event-stream', 'Accept-Encoding': 'gzip, deflate, br' } });
  const events: StreamEvent[] = [];
  const comments: string[] = [];
  const taken = new Set<StreamEvent>();
  let wake: () => void = () => {};
  let endedResolve: () => void = () => {};
  const ended = new Promise<void>((resolve) => (endedResolve = resolve));

  const parse = (frame: string) => {
    let event = 'message';
    const data: string[] = [];
    for (const line of frame.split('\n')) {
      if (line.startsWith(':')) comments.push(line.slice(1).trim());
      else if (line.startsWith('event:')) event = line.slice(6).trim();
      else if (line.startsWith('data:')) data.push(line.slice(5).trim());
    }
    if (data.length > 0) events.push({ event, data: JSON.parse(data.join('\n')) });
  };

  void (async () => {
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        buffer += decoder.decode(value, { stream: true });
        let at: number;
        while ((at = buffer.indexOf('\n\n')) >= 0) {
          parse(buffer.slice(0, at));
          buffer = buffer.slice(at + 2);
        }
        wake();
      }
    } catch {
      // Aborted by close().
    }
    endedResolve();
    wake();
  })();

  const stream: EventStream = {
    status: res.status,
    headers: res.headers,
    events,
    comments,
    ended,
    async next(event, where = () => true, ms = 5000) {
      const deadline = Date.now() + ms;
      for (;;) {
        const found = events.find((e) => e.event === event && !taken.has(e) && where(e.data as never));
        if (found) {
          taken.add(found);
          return found.data;
        }
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`No "${event}" event within ${ms} ms; got ${JSON.stringify(events)}`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, Math.min(left, 50));
          wake = () => {
            clearTimeout(timer);
            resolve();
          };
        });
      }
    },
    close: () => controller.abort(),
  };
  onTestFinished(() => stream.close());
  return stream;
}

/** Buys a stream ticket with `token` at `base` (an API origin, a dev server or the production server) and opens the stream. */
export async function liveStream(base: string, token: string): Promise<EventStream> {
  const res = await fetch(`${base}/api/live/tickets`, { method: 'POST', headers: { Authorization: `Bearer ${token}` } });
  if (res.status !== 201) throw new Error(`The ticket was refused: ${res.status} ${await res.text()}`);
  const { ticket } = (await res.json()) as { ticket: string };
  return openStream(`${base}/api/live?ticket=${encodeURIComponent(ticket)}`);
}
