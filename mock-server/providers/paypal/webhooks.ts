import type { ServerContext } from '../../context.ts';
import { readPaypalConfig } from './config.ts';
import { itemView } from './views.ts';
import type { Deliver, ItemStatus, SimItem, WebhookEvent } from './types.ts';

/**
 * The documented `PAYMENT.PAYOUTS-ITEM.*` event for each status an item reaches
 * (developer.paypal.com/payouts/webhooks). PayPal lists no event for REVERSED; the simulator names one
 * the same way so every change is announced. A cancelled item is RETURNED but announced as CANCELED.
 */
const EVENTS: Record<Exclude<ItemStatus, 'PENDING'>, { name: string; summary: string }> = {
  SUCCESS: { name: 'SUCCEEDED', summary: 'A payouts item succeeded.' },
  FAILED: { name: 'FAILED', summary: 'A payouts item failed.' },
  UNCLAIMED: { name: 'UNCLAIMED', summary: 'A payouts item is unclaimed.' },
  RETURNED: { name: 'RETURNED', summary: 'A payouts item was returned.' },
  ONHOLD: { name: 'HELD', summary: 'A payouts item is held.' },
  BLOCKED: { name: 'BLOCKED', summary: 'A payouts item was blocked.' },
  REFUNDED: { name: 'REFUNDED', summary: 'A payouts item was refunded.' },
  REVERSED: { name: 'REVERSED', summary: 'A payouts item was reversed.' },
};
const CANCELED = { name: 'CANCELED', summary: 'A payouts item was canceled.' };

export interface WebhookSettings {
  /** The listener; null sends nothing. */
  url: string | null;
  deliver: Deliver;
}

/** A real HTTP POST. A listener that is down or refuses is logged, never thrown: the simulator carries on. */
export const postJson: Deliver = async (url, body) => {
  try {
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(5000),
    });
    if (!res.ok) console.error(`[paypal-sim] webhook ${body.event_type} to ${url} answered ${res.status}`);
  } catch (error) {
    console.error(`[paypal-sim] webhook ${body.event_type} to ${url} failed:`, (error as Error).message);
  }
};

const overrides = new WeakMap<ServerContext, Partial<WebhookSettings>>();

/** Tests (or a dev server) swap the listener and the delivery for one server context. */
export function setPaypalWebhooks(ctx: ServerContext, settings: Partial<WebhookSettings>): void {
  overrides.set(ctx, settings);
}

function settingsFor(ctx: ServerContext): WebhookSettings {
  const override = overrides.get(ctx) ?? {};
  return {
    url: override.url !== undefined ? override.url : readPaypalConfig().webhookUrl,
    deliver: override.deliver ?? postJson,
  };
}

export function itemEvent(ctx: ServerContext, base: string, item: SimItem, cause: 'change' | 'cancel'): WebhookEvent | null {
  if (item.status === 'PENDING') return null;
  const event = cause === 'cancel' ? CANCELED : EVENTS[item.status];
  const id = `WH-${ctx.random.id()}`;
  return {
    id,
    event_version: '1.0',
    create_time: new Date(ctx.clock.now()).toISOString(),
    resource_type: 'payouts_item',
    event_type: `PAYMENT.PAYOUTS-ITEM.${event.name}`,
    summary: event.summary,
    resource: itemView(base, item),
    links: [{ href: `${base}/v1/notifications/webhooks-events/${id}`, rel: 'self', method: 'GET' }],
  };
}

const logFailure = (error: unknown) => console.error('[paypal-sim] webhook delivery failed:', (error as Error)?.message);

/** Sends each event once, after the change is saved. The request does not wait for delivery; failures are logged. */
export function sendEvents(ctx: ServerContext, events: readonly (WebhookEvent | null)[]): void {
  const { url, deliver } = settingsFor(ctx);
  if (!url) return;
  for (const event of events) {
    if (!event) continue;
    try {
      Promise.resolve(deliver(url, event)).catch(logFailure);
    } catch (error) {
      logFailure(error);
    }
  }
}
