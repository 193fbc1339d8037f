import type { PayoutDetails, WithdrawalMethod } from '../../domain/money-types.ts';
import { mpesaMsisdn } from '../../domain/phone.ts';
import { earningsCopy } from '../../content/earnings.ts';

const t = earningsCopy.details.errors;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface PayoutValues {
  mpesaPhone: string;
  paypalEmail: string;
  accountName: string;
  bankName: string;
  accountNumber: string;
}
export type PayoutField = keyof PayoutValues;


/**
 * The form's values as the API's PayoutDetails, or field errors. Only the offered methods are read; the others keep
 * what was saved. An empty method is cleared (null).
 */
export function toPayoutDetails(values: PayoutValues, offered: readonly WithdrawalMethod[], saved: PayoutDetails):
  { details: PayoutDetails; errors: Partial<Record<PayoutField, string>> } {
  const errors: Partial<Record<PayoutField, string>> = {};
  const details: PayoutDetails = { ...saved };
  const v = Object.fromEntries(Object.entries(values).map(([k, s]) => [k, s.trim()])) as unknown as PayoutValues;
  if (offered.includes('mpesa')) {
    details.mpesaPhone = v.mpesaPhone ? mpesaMsisdn(v.mpesaPhone) : null;
    if (v.mpesaPhone && !details.mpesaPhone) errors.mpesaPhone = t.phone;
  }
  if (offered.includes('paypal')) {
    details.paypalEmail = v.paypalEmail || null;
    if (v.paypalEmail && !EMAIL.test(v.paypalEmail)) errors.paypalEmail = t.email;
  }
  if (offered.includes('bank')) {
    const bank = [v.accountName, v.bankName, v.accountNumber];
    details.bank = bank.every(Boolean) ? { accountName: v.accountName, bankName: v.bankName, accountNumber: v.accountNumber } : null;
    if (bank.some(Boolean) && !details.bank) {
      for (const field of ['accountName', 'bankName', 'accountNumber'] as const) if (!v[field]) errors[field] = t.bank;
    }
  }
  return { details, errors };
}
