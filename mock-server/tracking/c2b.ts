import { z } from 'zod';
import { HOME_CURRENCY, MINOR_PER_MAJOR } from '../../src/domain/campaign-types.ts';
import type { Conversion } from '../../src/domain/tracking-types.ts';
import type { ServerContext } from '../context.ts';
import { parse } from '../http.ts';
import { attribute, recordConversion } from './conversions.ts';

/** Where Daraja posts C2B confirmations (registered with C2B Register URL), under /api/webhooks, signed with ref `c2b`. */
export const C2B_CONFIRMATION_PATH = 'mpesa/c2b/confirmation';
export const C2B_REF = 'c2b';

const text = (max: number) => z.string().trim().max(max);

/** Daraja's C2B confirmation body; only what attribution needs is required, the rest is read if present. */
export const c2bConfirmation = z.object({
  TransactionType: text(40).optional(),
  TransID: z.string({ error: 'TransID is required.' }).trim().regex(/^[A-Z0-9]{6,20}$/i, 'TransID must be 6 to 20 letters and digits.'),
  TransTime: z.string({ error: 'TransTime is required.' }).regex(/^\d{14}$/, 'TransTime must be YYYYMMDDHHmmss.'),
  TransAmount: z.coerce.number({ error: 'TransAmount must be a number.' }).positive('TransAmount must be above 0.').max(1_000_000, 'TransAmount is over M-Pesa\'s limits.'),
  BusinessShortCode: text(20),
  // The payer types the Paybill account number, so it may be anything, even empty (≤20 characters at M-Pesa).
  BillRefNumber: text(40).default(''),
  InvoiceNumber: text(40).optional(),
  OrgAccountBalance: z.union([z.string(), z.number()]).optional(),
  ThirdPartyTransID: text(40).optional(),
  MSISDN: text(64).optional(),
  FirstName: text(60).optional(),
  MiddleName: text(60).optional(),
  LastName: text(60).optional(),
});
export type C2bConfirmation = z.infer<typeof c2bConfirmation>;

/**
 * A Paybill payment (design §4): a BillRefNumber equal to a contract's code attributes the sale to that contract;
 * any other goes to "unattributed". A replayed TransID counts once. The payer's number and name are not kept.
 */
export async function acceptC2bConfirmation(ctx: ServerContext, body: unknown): Promise<{ conversion: Conversion; created: boolean }> {
  const c2b = parse(c2bConfirmation, body, 'This is not a Daraja C2B confirmation body.');
  const code = c2b.BillRefNumber || null;
  return recordConversion(ctx, {
    type: 'sale', amount: Math.round(c2b.TransAmount * MINOR_PER_MAJOR), currency: HOME_CURRENCY, source: 'mpesa_c2b',
    externalRef: c2b.TransID.toUpperCase(), code,
  }, await attribute(ctx, { code }, { brandId: null }));
}
