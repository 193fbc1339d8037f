import type { Currency } from '../../src/domain/campaign-types.ts';
import type { PayoutDetails, WithdrawalMethod } from '../../src/domain/money-types.ts';
import type { ServerContext } from '../context.ts';
import { profileByAccountId } from '../people/accounts.ts';
import { HttpError } from '../http.ts';
import { money } from '../ledger/errors.ts';
import { readDarajaConfig } from '../providers/daraja/config.ts';
import { destinationOf, METHOD_NAMES } from './withdrawal-details.ts';

/** The account's country from its profile ("KE"): a creator's or a brand's; null when they have not given one. */
export async function countryOf(ctx: ServerContext, accountId: string): Promise<string | null> {
  const country = (await profileByAccountId(ctx, accountId))?.country;
  return typeof country === 'string' && country !== '' ? country : null;
}

const refuse = (field: string, message: string) => new HttpError(422, message, { [field]: [message] });

const DETAILS_MISSING: Readonly<Record<WithdrawalMethod, string>> = {
  mpesa: 'Add your M-Pesa number in your payout details first.',
  paypal: 'Add your PayPal email in your payout details first.',
  bank: 'Add your bank account in your payout details first.',
};

/** M-Pesa pays whole shillings within B2C's per-payout limits. */
function checkMpesaAmount(amount: number, currency: Currency): void {
  if (currency !== 'KES') throw refuse('currency', 'M-Pesa pays out in Kenyan shillings (KES) only.');
  const { b2cMinAmount, b2cMaxAmount } = readDarajaConfig();
  if (amount % 100 !== 0) throw refuse('amount', 'M-Pesa pays whole shillings: leave out the cents.');
  if (amount < b2cMinAmount * 100 || amount > b2cMaxAmount * 100) {
    throw refuse('amount', `M-Pesa pays from ${money(b2cMinAmount * 100, 'KES')} to ${money(b2cMaxAmount * 100, 'KES')} at a time.`);
  }
}

/**
 * 422 unless the method is offered in the owner's region, its payout details are saved and the amount suits it.
 * Returns where the money goes, masked for display.
 */
export function checkMethod(body: { amount: number; currency: Currency; method: WithdrawalMethod }, offered: readonly WithdrawalMethod[], details: PayoutDetails): string {
  if (!offered.includes(body.method)) {
    const choices = offered.map((m) => METHOD_NAMES[m]).join(' or ');
    throw refuse('method', `${METHOD_NAMES[body.method]} is not offered in your region. Choose ${choices}.`);
  }
  const destination = destinationOf(details, body.method);
  if (!destination) throw refuse('method', DETAILS_MISSING[body.method]);
  if (body.method === 'mpesa') checkMpesaAmount(body.amount, body.currency);
  return destination;
}
