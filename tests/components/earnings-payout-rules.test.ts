import { describe, expect, it } from 'vitest';
import { earningsCopy } from '../../src/content/earnings.ts';
import { mpesaMsisdn as mpesaPhone } from '../../src/domain/phone.ts';
import { toPayoutDetails, type PayoutValues } from '../../src/components/money/earnings-payout-rules.ts';

const empty: PayoutValues = { mpesaPhone: '', paypalEmail: '', accountName: '', bankName: '', accountNumber: '' };
const none = { mpesaPhone: null, paypalEmail: null, bank: null };
const e = earningsCopy.details.errors;

describe('payout details', () => {
  it.each(['0712 345 678', '0112345678', '+254 712 345 678', '254712345678'])('accepts the Kenyan M-Pesa number %s in 254… form', (raw) => {
    expect(mpesaPhone(raw)).toMatch(/^254[17]\d{8}$/);
  });

  it.each(['0812345678', '+447911123456', '07123', 'phone'])('refuses %s as an M-Pesa number', (raw) => {
    expect(mpesaPhone(raw)).toBeNull();
  });

  it('gives field errors for a bad phone, a bad email and a half-filled bank account', () => {
    const { errors } = toPayoutDetails({ ...empty, mpesaPhone: '0812', paypalEmail: 'nope', accountName: 'Mutua' }, ['mpesa', 'paypal', 'bank'], none);
    expect(errors).toEqual({ mpesaPhone: e.phone, paypalEmail: e.email, bankName: e.bank, accountNumber: e.bank });
  });

  it('reads only the offered methods, keeps the others as saved and clears an emptied one', () => {
    const saved = { mpesaPhone: '254700000000', paypalEmail: 'old@example.com', bank: { accountName: 'A', bankName: 'B', accountNumber: '1' } };
    const { details, errors } = toPayoutDetails({ ...empty, mpesaPhone: '0712 345 678' }, ['mpesa', 'bank'], saved);
    expect(errors).toEqual({});
    expect(details).toEqual({ mpesaPhone: '254712345678', paypalEmail: 'old@example.com', bank: null });
  });
});
