import type { Click, Conversion, TrackingLink } from '../../machines/trackingTypes.ts';
import type { ServerContext } from '../context.ts';

/** A brand's key for signing conversion webhooks. Server-side only: json-server's router never serves this collection. */
export interface WebhookSecretRecord {
  brandId: string;
  secret: string;
  createdAt: string;
}

type Holder = Pick<ServerContext, 'store'>;

/** The live array of a collection, created empty when an older data file has none yet. */
function collection<T>(ctx: Holder, name: string): T[] {
  const state = ctx.store.getState() as Record<string, unknown>;
  if (!Array.isArray(state[name])) state[name] = [];
  return state[name] as T[];
}

export const trackingLinks = (ctx: Holder) => collection<TrackingLink>(ctx, 'trackingLinks');
export const clicks = (ctx: Holder) => collection<Click>(ctx, 'clicks');
export const conversions = (ctx: Holder) => collection<Conversion>(ctx, 'conversions');
export const webhookSecrets = (ctx: Holder) => collection<WebhookSecretRecord>(ctx, 'webhookSecrets');

/** Codes arrive typed by people (an M-Pesa account number), so they are matched without case or spaces. */
export const normalCode = (text: string) => text.replace(/\s+/g, '').toUpperCase();

export const linkByCode = (ctx: Holder, code: string) => {
  const wanted = normalCode(code);
  return wanted ? trackingLinks(ctx).find((l) => l.code === wanted) : undefined;
};
