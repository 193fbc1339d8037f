import type { ServerContext } from '../context.ts';
import { settleDueB2c } from './daraja/b2c-resolve.ts';
import { readDarajaConfig, type DarajaConfig } from './daraja/config.ts';
import { settleDueItems } from './paypal/changes.ts';
import { readPaypalConfig, type PaypalSimConfig } from './paypal/config.ts';

/** Runs `task` every `ms` until the returned function is called. Injected, so tests tick by hand instead of waiting. */
export type Every = (ms: number, task: () => Promise<void>) => () => void;

/** Node's timer; a slow tick is never overlapped by the next, and the timer never keeps the process alive. */
export const everyInterval: Every = (ms, task) => {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    task()
      .catch((error: unknown) => console.warn('[simulators] settling due payouts failed:', (error as Error).message))
      .finally(() => { running = false; });
  }, ms);
  timer.unref();
  return () => clearInterval(timer);
};

export interface AutoSettleOptions {
  every?: Every;
  tickMs?: number;
  daraja?: DarajaConfig;
  paypal?: PaypalSimConfig;
}

/**
 * Real providers settle a payout on their own and call back; the simulators only look at their clock when asked. This
 * ticker asks every second (development only, and only for a simulator that is in use), so a withdrawal the app is
 * polling finishes without anyone touching the virtual phone. Each tick reads ctx.clock, so `POST /api/dev/clock`
 * moves it too. Returns the function that stops it.
 */
export function startAutoSettle(ctx: ServerContext, options: AutoSettleOptions = {}): () => void {
  if (ctx.mode === 'production') return () => {};
  const daraja = options.daraja ?? readDarajaConfig();
  const paypal = options.paypal ?? readPaypalConfig();
  return (options.every ?? everyInterval)(options.tickMs ?? 1000, async () => {
    if (!daraja.baseUrl) await settleDueB2c(ctx, daraja);
    await settleDueItems(ctx, paypal.payoutSettleMs, ctx.publicUrl);
  });
}
