import { readPayoutSettleMs } from '../payout-timing.ts';

/** The simulator's settings. The defaults are fake on purpose: no real PayPal secret is ever committed. */
export interface PaypalSimConfig {
  clientId: string;
  clientSecret: string;
  /** Where item events are posted; none means no delivery. */
  webhookUrl: string | null;
  /** Seconds an access token lives, as PayPal's sandbox issues them. */
  tokenTtlSeconds: number;
  /** A PENDING payout item nobody resolved by hand becomes SUCCESS after this long (SIM_PAYOUT_SECONDS); null: never. */
  payoutSettleMs: number | null;
}

export const DEV_CLIENT_ID = 'sauti-sim-paypal-client-id';
export const DEV_CLIENT_SECRET = 'sauti-sim-paypal-not-a-real-secret';

export function readPaypalConfig(env: NodeJS.ProcessEnv = process.env): PaypalSimConfig {
  return {
    clientId: env.PAYPAL_CLIENT_ID || DEV_CLIENT_ID,
    clientSecret: env.PAYPAL_CLIENT_SECRET || DEV_CLIENT_SECRET,
    webhookUrl: env.PAYPAL_WEBHOOK_URL?.trim() || null,
    tokenTtlSeconds: 32_400,
    payoutSettleMs: readPayoutSettleMs(env),
  };
}
