import { describe, expect, it } from 'vitest';
import type { Payment } from '../../src/domain/money-types.ts';
import { launchStatusText } from '../../src/components/money/payment-status.ts';

const payment = (extra: Partial<Payment>) => ({ method: 'mpesa', amount: 15_750_000, currency: 'KES', phone: '0712 ••• 678', reason: null, ...extra }) as Payment;

describe('launchStatusText', () => {
  it('asks for the PIN with the amount and the masked phone while M-Pesa waits for the payer', () => {
    expect(launchStatusText('tracking', 'mpesa', payment({ status: 'awaiting_payer' })))
      .toBe('Check your phone: enter your M-Pesa PIN to approve KES 157,500 (prompt sent to 0712 ••• 678).');
  });

  it('says it is checking with M-Pesa while the payment is unknown, and with PayPal for PayPal', () => {
    expect(launchStatusText('tracking', 'mpesa', payment({ status: 'unknown' }))).toBe('Checking with M-Pesa…');
    expect(launchStatusText('tracking', 'paypal', payment({ status: 'unknown', method: 'paypal' }))).toBe('Checking with PayPal…');
    expect(launchStatusText('tracking', 'paypal', payment({ status: 'awaiting_payer', method: 'paypal' }))).toBe('Confirming your PayPal payment…');
  });

  it('gives the reason in plain words for a failed or cancelled payment', () => {
    expect(launchStatusText('failed', 'mpesa', payment({ status: 'failed', reason: 'The M-Pesa PIN was wrong. Try again with the right PIN.' })))
      .toBe('The payment did not go through. The M-Pesa PIN was wrong. Try again with the right PIN.');
    expect(launchStatusText('cancelled', 'mpesa', payment({ status: 'cancelled', reason: 'The payment was cancelled on the phone.' })))
      .toBe('The payment was cancelled. The payment was cancelled on the phone.');
    expect(launchStatusText('cancelled', 'paypal', null)).toBe('The payment was cancelled. No money was taken.');
  });

  it('is empty while the brand chooses, and says what happens in the other steps', () => {
    expect(launchStatusText('choosing', 'mpesa', null)).toBe('');
    expect(launchStatusText('succeeded', 'mpesa', null)).toBe('Payment received. Your campaign is launched and recruiting creators.');
    expect(launchStatusText('starting', 'mpesa', null)).toBe('Sending the payment prompt to your phone…');
    expect(launchStatusText('approving', 'paypal', null)).toBe('Taking you to PayPal to approve the payment…');
  });
});
