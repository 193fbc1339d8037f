import { darajaTimestamp, stkPassword, type DarajaConfig } from './config.ts';

/**
 * Daraja request bodies, built one way for the app's M-Pesa client and for the simulator's tests.
 * Amounts are whole shillings; phone numbers are already in 2547…/2541… form.
 */
export function stkPushRequest(
  cfg: DarajaConfig,
  now: number,
  input: { amount: number; phoneNumber: string; callbackUrl: string; accountReference: string; transactionDesc: string },
) {
  const Timestamp = darajaTimestamp(now);
  return {
    BusinessShortCode: cfg.shortCode,
    Password: stkPassword(cfg.shortCode, cfg.passkey, Timestamp),
    Timestamp,
    TransactionType: 'CustomerPayBillOnline',
    Amount: input.amount,
    PartyA: input.phoneNumber,
    PartyB: cfg.shortCode,
    PhoneNumber: input.phoneNumber,
    CallBackURL: input.callbackUrl,
    AccountReference: input.accountReference,
    TransactionDesc: input.transactionDesc,
  };
}

export function stkQueryRequest(cfg: DarajaConfig, now: number, checkoutRequestId: string) {
  const Timestamp = darajaTimestamp(now);
  return {
    BusinessShortCode: cfg.shortCode,
    Password: stkPassword(cfg.shortCode, cfg.passkey, Timestamp),
    Timestamp,
    CheckoutRequestID: checkoutRequestId,
  };
}

export function b2cRequest(
  cfg: DarajaConfig,
  input: { originatorConversationId: string; amount: number; phoneNumber: string; remarks: string; resultUrl: string; queueTimeOutUrl: string; occasion?: string },
) {
  return {
    OriginatorConversationID: input.originatorConversationId,
    InitiatorName: cfg.initiatorName,
    SecurityCredential: cfg.securityCredential,
    CommandID: 'BusinessPayment',
    Amount: input.amount,
    PartyA: cfg.shortCode,
    PartyB: input.phoneNumber,
    Remarks: input.remarks,
    QueueTimeOutURL: input.queueTimeOutUrl,
    ResultURL: input.resultUrl,
    Occassion: input.occasion ?? '',
  };
}

/** Give a TransactionID (a receipt) or, for a B2C with none yet, its OriginatorConversationID. */
export function transactionStatusRequest(
  cfg: DarajaConfig,
  input: { transactionId?: string; originatorConversationId?: string; resultUrl: string; queueTimeOutUrl: string; remarks?: string },
) {
  return {
    Initiator: cfg.initiatorName,
    SecurityCredential: cfg.securityCredential,
    CommandID: 'TransactionStatusQuery',
    ...(input.transactionId ? { TransactionID: input.transactionId } : {}),
    ...(input.originatorConversationId ? { OriginalConversationID: input.originatorConversationId } : {}),
    PartyA: cfg.shortCode,
    IdentifierType: '4',
    ResultURL: input.resultUrl,
    QueueTimeOutURL: input.queueTimeOutUrl,
    Remarks: input.remarks ?? 'Status check',
    Occasion: '',
  };
}
