/** Daraja ResultCodes the simulator produces (design §1, [D1][D3][D4]). */
export const RESULT = {
  success: { code: 0, desc: 'The service request is processed successfully.' },
  insufficientBalance: { code: 1, desc: 'The balance is insufficient for the transaction.' },
  cancelledByUser: { code: 1032, desc: 'Request cancelled by user' },
  timeout: { code: 1037, desc: 'DS timeout user cannot be reached' },
  invalidInitiator: { code: 2001, desc: 'The initiator information is invalid.' },
} as const;

export type ResultEntry = (typeof RESULT)[keyof typeof RESULT];

/** What a person does on the virtual phone (daraja-local's vocabulary), separate from the ResultCode it yields. */
export const STK_OUTCOMES = ['approved', 'wrong_pin', 'cancelled', 'insufficient_balance', 'timeout'] as const;
export type StkOutcome = (typeof STK_OUTCOMES)[number];

export const STK_RESULT: Record<StkOutcome, ResultEntry> = {
  approved: RESULT.success,
  wrong_pin: RESULT.invalidInitiator,
  cancelled: RESULT.cancelledByUser,
  insufficient_balance: RESULT.insufficientBalance,
  timeout: RESULT.timeout,
};

export const B2C_OUTCOMES = ['success', 'failure', 'timeout'] as const;
export type B2cOutcome = (typeof B2C_OUTCOMES)[number];

/** A failed B2C reports a bad initiator (2001), the failure fixtures' code [D6]. */
export const B2C_FAILURE = RESULT.invalidInitiator;

export const QUEUE_TIMEOUT_DESC = 'The service request has timed out.';
export const STATUS_NOT_FOUND = { code: 1, desc: 'The transaction could not be found.' } as const;
