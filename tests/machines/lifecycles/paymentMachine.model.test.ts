import { describe, expect, it } from 'vitest';
import { paymentMachine } from '../../../machines/lifecycles/paymentMachine.ts';
import { allTransitions, modelPaths, reachedStates, uncoveredTransitions, type ModelOptions } from '../../support/model.ts';

// One ResultCode per branch: 0 succeeded, 1032 cancelled, 1037 unknown, 2001 failed (the unguarded default);
// the query also answers 'pending', which keeps the payment unknown.
const codes = [0, 1032, 1037, 2001];
const options: ModelOptions = {
  events: [
    { type: 'ACK' }, { type: 'ACK_FAILED' }, { type: 'PAID_FROM_BALANCE' }, { type: 'TIMEOUT' }, { type: 'PAYER_CANCELLED' },
    { type: 'CAPTURE_RESULT', success: true }, { type: 'CAPTURE_RESULT', success: false },
    ...codes.map((resultCode) => ({ type: 'CALLBACK', resultCode })),
    ...[...codes, 'pending'].map((resultCode) => ({ type: 'QUERY_RESULT', resultCode })),
  ],
};

describe('paymentMachine (model-based)', () => {
  it('reaches every payment status', () => {
    expect(reachedStates(modelPaths(paymentMachine, options))).toEqual(
      ['awaiting_payer', 'cancelled', 'failed', 'initiated', 'succeeded', 'unknown'].map((s) => JSON.stringify(s)),
    );
  });

  it('drives a real actor along every path and covers every transition', async () => {
    // 4 initial and timeout moves (paid from the balance among them), 4 branches each for a callback while waiting,
    // a late callback and a query, and PayPal's cancel and 2 capture branches.
    expect(allTransitions(paymentMachine).length).toBe(19);
    expect(await uncoveredTransitions(paymentMachine, options)).toEqual([]);
  });
});
