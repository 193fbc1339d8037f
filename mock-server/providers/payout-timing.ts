/** How long a simulated payout waits before the provider settles it by itself, unless SIM_PAYOUT_SECONDS says otherwise. */
export const DEFAULT_PAYOUT_SECONDS = 5;

/**
 * SIM_PAYOUT_SECONDS: seconds after which the M-Pesa and PayPal simulators settle a payout nobody answered by hand, as
 * the real providers do (B2C result callback, PayPal item SUCCESS). `off` leaves every payout to the controls. Read
 * once when the simulators are built, so a bad value stops the start instead of a payout.
 */
export function readPayoutSettleMs(env: NodeJS.ProcessEnv = process.env): number | null {
  const raw = env.SIM_PAYOUT_SECONDS?.trim();
  if (!raw) return DEFAULT_PAYOUT_SECONDS * 1000;
  if (raw.toLowerCase() === 'off') return null;
  const seconds = Number(raw);
  if (!Number.isFinite(seconds) || seconds < 0) {
    throw new Error(`SIM_PAYOUT_SECONDS must be a number of seconds (0 or more) or "off", not "${raw}".`);
  }
  return Math.round(seconds * 1000);
}
