import type { ServerContext } from '../../context.ts';

/** Sends one callback body to a merchant URL. It must never throw: a lost callback is what queries are for. */
export type Deliver = (url: string, body: unknown) => Promise<void> | void;

const CALLBACK_TIMEOUT_MS = 5000;

/** The default: a real HTTP POST with a short timeout; failures are logged, never thrown. */
export const httpDeliver: Deliver = async (url, body) => {
  try {
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(CALLBACK_TIMEOUT_MS),
    });
    if (!res.ok) console.warn(`[daraja] callback to ${url} answered ${res.status}`);
  } catch (err) {
    console.warn(`[daraja] callback to ${url} failed: ${(err as Error).message}`);
  }
};

const deliveries = new WeakMap<ServerContext, Deliver>();

/** Replaces how this server's simulator delivers callbacks (tests capture them). */
export function setDarajaDelivery(ctx: ServerContext, deliver: Deliver): void {
  deliveries.set(ctx, deliver);
}

/** Delivers through the configured function; a throwing test double cannot break the simulator either. */
export async function deliver(ctx: ServerContext, url: string, body: unknown): Promise<void> {
  try {
    await (deliveries.get(ctx) ?? httpDeliver)(url, body);
  } catch (err) {
    console.warn(`[daraja] callback to ${url} failed: ${(err as Error).message}`);
  }
}
