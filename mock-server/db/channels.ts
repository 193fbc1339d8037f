import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/**
 * PostgreSQL's LISTEN, for events every API process on the database must hear (issue 23: a new message reaches the
 * recipient's live stream whichever process holds it). A writer sends `pg_notify(channel, payload)` inside its
 * transaction, and PostgreSQL delivers it at commit, once, to every listening connection; a rollback sends nothing.
 * Unlike db/changes.ts, whose caches must not trust a late notice, a live stream only needs the notice to arrive.
 */
export interface Channels {
  /**
   * Calls `onPayload` with each payload sent on `channel`, once the LISTEN is in place (the promise resolves then).
   * `onGap` is called when notices may have been missed (a server connection was lost and is back): listeners
   * re-read what they show. Returns the function that stops listening.
   */
  listen(channel: string, onPayload: (payload: string) => void, onGap?: () => void): Promise<() => void>;
  close(): Promise<void>;
}

interface Listener {
  onPayload: (payload: string) => void;
  onGap?: () => void;
}

function listenerSet() {
  const byChannel = new Map<string, Set<Listener>>();
  return {
    add(channel: string, listener: Listener): boolean {
      const set = byChannel.get(channel) ?? new Set();
      byChannel.set(channel, set);
      set.add(listener);
      return set.size === 1;
    },
    remove(channel: string, listener: Listener): boolean {
      const set = byChannel.get(channel);
      set?.delete(listener);
      if (set?.size !== 0) return false;
      byChannel.delete(channel);
      return true;
    },
    tell(channel: string, payload: string) {
      for (const l of byChannel.get(channel) ?? []) l.onPayload(payload);
    },
    gap() {
      for (const set of byChannel.values()) for (const l of set) l.onGap?.();
    },
    channels: () => [...byChannel.keys()],
  };
}

/** PGlite: its one connection listens in this process, the only one that can hold its folder. */
export function pgliteChannels(client: PGlite): Channels {
  const listeners = listenerSet();
  const stops = new Map<string, Promise<() => Promise<void>>>();
  return {
    async listen(channel, onPayload, onGap) {
      const listener = { onPayload, onGap };
      if (listeners.add(channel, listener)) stops.set(channel, client.listen(channel, (payload) => listeners.tell(channel, payload)));
      const stop = stops.get(channel);
      try {
        await stop;
      } catch (error) {
        // A listen that failed holds nothing: once its last waiter has gone, the next listen asks PGlite again.
        if (listeners.remove(channel, listener) && stops.get(channel) === stop) stops.delete(channel);
        throw error;
      }
      return () => {
        if (!listeners.remove(channel, listener)) return;
        const stop = stops.get(channel);
        stops.delete(channel);
        void stop?.then((unlisten) => unlisten()).catch(() => {});
      };
    },
    close: async () => {},
  };
}

const quote = (channel: string) => `"${channel.replace(/"/g, '""')}"`;

/**
 * A PostgreSQL server: one connection of its own (a pooled one would be handed to queries), opened on the first
 * listen. When it drops, it is opened again after `retryMs` and every channel is listened to again; the listeners are
 * told of the gap, since notices sent meanwhile went to no one.
 */
export function serverChannels(url: string, retryMs = 1000): Channels {
  const listeners = listenerSet();
  let client: pg.Client | undefined;
  let connecting: Promise<pg.Client> | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  const connect = (): Promise<pg.Client> => {
    connecting ??= (async () => {
      const next = new pg.Client({ connectionString: url });
      next.on('notification', (n) => listeners.tell(n.channel, n.payload ?? ''));
      const lost = () => {
        if (client !== next) return;
        client = undefined;
        connecting = undefined;
        next.removeAllListeners('error');
        next.on('error', () => {});
        void next.end().catch(() => {});
        if (closed) return;
        retry = setTimeout(() => void reconnect(), retryMs);
      };
      next.on('error', lost);
      next.on('end', lost);
      try {
        await next.connect();
        for (const channel of listeners.channels()) await next.query(`LISTEN ${quote(channel)}`);
      } catch (error) {
        // Half-open: its connection is closed, not left behind (lost() ignores it, as it never became the client).
        void next.end().catch(() => {});
        throw error;
      }
      client = next;
      return next;
    })().catch((error: unknown) => {
      connecting = undefined;
      throw error;
    });
    return connecting;
  };

  const reconnect = async () => {
    try {
      await connect();
      listeners.gap();
    } catch {
      if (!closed) retry = setTimeout(() => void reconnect(), retryMs);
    }
  };

  return {
    async listen(channel, onPayload, onGap) {
      const listener = { onPayload, onGap };
      const first = listeners.add(channel, listener);
      let connected: pg.Client;
      try {
        connected = client ?? (await connect());
      } catch (error) {
        // Not listening: a later notice must not reach this caller's callback twice once another listen succeeds.
        listeners.remove(channel, listener);
        throw error;
      }
      // A connection made just now already listens to every channel it found; an older one is told of a new one.
      if (first && client === connected) await connected.query(`LISTEN ${quote(channel)}`).catch(() => {});
      return () => {
        if (listeners.remove(channel, listener)) void client?.query(`UNLISTEN ${quote(channel)}`).catch(() => {});
      };
    },
    async close() {
      closed = true;
      clearTimeout(retry);
      const open = client;
      client = undefined;
      await open?.end().catch(() => {});
    },
  };
}
