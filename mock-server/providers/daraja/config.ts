import { eatWallClock } from '../../../src/domain/eat.ts';
import { MPESA_STK_MAX_KES } from '../../../src/domain/mpesa-limits.ts';
import { readPayoutSettleMs } from '../payout-timing.ts';

/**
 * Daraja credentials and limits. Every value can come from the environment; the defaults are
 * plainly development values, good only against this simulator, so no real secret is ever committed.
 */
export interface DarajaConfig {
  consumerKey: string;
  consumerSecret: string;
  /** The Lipa na M-Pesa (STK) paybill and the B2C PartyA. */
  shortCode: string;
  passkey: string;
  initiatorName: string;
  /** B2C's encrypted initiator password; the simulator only checks that one is sent. */
  securityCredential: string;
  /** The real provider's base URL when set; unset means this process's simulator. */
  baseUrl: string | null;
  /** Seconds a token lives; Daraja answers it as the string "3599". */
  tokenTtlSeconds: number;
  /** An unanswered STK prompt times out with a 1037 callback after this long (design §7). */
  stkTimeoutMs: number;
  /** STK per-transaction limit, KES (src/domain/mpesa-limits.ts: the pricing copy states it). */
  stkMaxAmount: number;
  /** B2C per-transaction limits, KES [U] (design §1). */
  b2cMinAmount: number;
  b2cMaxAmount: number;
  /** A B2C payment nobody resolved by hand gets its success result after this long (SIM_PAYOUT_SECONDS); null: never. */
  b2cSettleMs: number | null;
  /** TransactionDesc limit: 13 (SDK docs) or 182 (daraja-local) [U]; the looser one here. */
  transactionDescMax: number;
}

export function readDarajaConfig(env: NodeJS.ProcessEnv = process.env): DarajaConfig {
  return {
    consumerKey: env.DARAJA_CONSUMER_KEY ?? 'sauti-dev-consumer-key',
    consumerSecret: env.DARAJA_CONSUMER_SECRET ?? 'sauti-dev-consumer-secret',
    shortCode: env.DARAJA_SHORTCODE ?? '174379',
    passkey: env.DARAJA_PASSKEY ?? 'sauti-dev-passkey-for-the-local-simulator-only',
    initiatorName: env.DARAJA_INITIATOR_NAME ?? 'sauti-dev-initiator',
    securityCredential: env.DARAJA_SECURITY_CREDENTIAL ?? 'sauti-dev-security-credential',
    baseUrl: env.DARAJA_BASE_URL?.replace(/\/$/, '') || null,
    tokenTtlSeconds: 3599,
    stkTimeoutMs: 90_000,
    stkMaxAmount: MPESA_STK_MAX_KES,
    b2cMinAmount: 10,
    b2cMaxAmount: 250_000,
    b2cSettleMs: readPayoutSettleMs(env),
    transactionDescMax: 182,
  };
}

/** Daraja's `YYYYMMDDHHmmss`, in Kenyan time (EAT, UTC+3, no daylight saving). */
export function darajaTimestamp(ms: number): string {
  return eatWallClock(ms).toISOString().replace(/[-:T]/g, '').slice(0, 14);
}

/** `DD.MM.YYYY HH:mm:ss` in Kenyan time, as in B2C TransactionCompletedDateTime. */
export function darajaDateTime(ms: number): string {
  const t = darajaTimestamp(ms);
  return `${t.slice(6, 8)}.${t.slice(4, 6)}.${t.slice(0, 4)} ${t.slice(8, 10)}:${t.slice(10, 12)}:${t.slice(12, 14)}`;
}

/** The STK Password: base64(ShortCode + Passkey + Timestamp). Shared by the app's client and the simulator. */
export function stkPassword(shortCode: string, passkey: string, timestamp: string): string {
  return Buffer.from(`${shortCode}${passkey}${timestamp}`).toString('base64');
}

/** True when `timestamp` is 14 digits naming a real calendar moment. */
export function isDarajaTimestamp(timestamp: string): boolean {
  const m = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})$/.exec(timestamp);
  if (!m) return false;
  const [, y, mo, d, h, mi, s] = m.map(Number) as [number, number, number, number, number, number, number];
  const date = new Date(Date.UTC(y, mo - 1, d, h, mi, s));
  return date.getUTCMonth() === mo - 1 && date.getUTCDate() === d && h < 24 && mi < 60 && s < 60;
}
