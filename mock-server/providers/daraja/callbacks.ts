import { darajaDateTime, darajaTimestamp } from './config.ts';
import { QUEUE_TIMEOUT_DESC } from './result-codes.ts';
import type { B2cPayment, StkSession } from './sim-store.ts';

type Param = { Key: string; Value?: string | number };

/**
 * The STK callback [D3]. CallbackMetadata appears only on ResultCode 0, in the real callback's order;
 * Balance has no Value; TransactionDate and PhoneNumber are numbers.
 */
export function stkCallbackBody(s: StkSession) {
  const success = s.resultCode === 0;
  return {
    Body: {
      stkCallback: {
        MerchantRequestID: s.merchantRequestId,
        CheckoutRequestID: s.checkoutRequestId,
        ResultCode: s.resultCode,
        ResultDesc: s.resultDesc,
        ...(success
          ? {
              CallbackMetadata: {
                Item: [
                  { Name: 'Amount', Value: s.amount },
                  { Name: 'MpesaReceiptNumber', Value: s.receipt },
                  { Name: 'Balance' },
                  { Name: 'TransactionDate', Value: Number(darajaTimestamp(s.resolvedAt ?? s.createdAt)) },
                  { Name: 'PhoneNumber', Value: Number(s.phoneNumber) },
                ],
              },
            }
          : {}),
      },
    },
  };
}

function resultEnvelope(
  p: Pick<B2cPayment, 'originatorConversationId' | 'conversationId' | 'queueTimeOutUrl'>,
  code: number,
  desc: string,
  extra: { ResultType?: number; TransactionID?: string; ResultParameter?: Param[] },
) {
  return {
    Result: {
      ResultType: extra.ResultType ?? 0,
      ResultCode: code,
      ResultDesc: desc,
      OriginatorConversationID: p.originatorConversationId,
      ConversationID: p.conversationId,
      ...(extra.TransactionID ? { TransactionID: extra.TransactionID } : {}),
      ...(extra.ResultParameter ? { ResultParameters: { ResultParameter: extra.ResultParameter } } : {}),
      ReferenceData: { ReferenceItem: { Key: 'QueueTimeoutURL', Value: p.queueTimeOutUrl } },
    },
  };
}

/** The B2C ResultURL body [D6]; ResultParameters only on success, as in the failure fixtures. */
export function b2cResultBody(p: B2cPayment, code: number, desc: string, utilityFunds: number) {
  if (code !== 0) return resultEnvelope(p, code, desc, { TransactionID: p.transactionId });
  return resultEnvelope(p, code, desc, {
    TransactionID: p.transactionId,
    ResultParameter: [
      { Key: 'TransactionAmount', Value: p.amount },
      { Key: 'TransactionReceipt', Value: p.transactionId },
      { Key: 'ReceiverPartyPublicName', Value: `${p.partyB} - Sauti Test Customer` },
      { Key: 'TransactionCompletedDateTime', Value: darajaDateTime(p.resolvedAt ?? p.createdAt) },
      { Key: 'B2CUtilityAccountAvailableFunds', Value: utilityFunds },
      { Key: 'B2CWorkingAccountAvailableFunds', Value: 900000 },
      { Key: 'B2CRecipientIsRegisteredCustomer', Value: 'Y' },
      { Key: 'B2CChargesPaidAccountAvailableFunds', Value: 0 },
    ],
  });
}

/**
 * The QueueTimeOutURL body. Safaricom does not document it; this is the Result envelope with
 * ResultType 1 and no TransactionID. It means "timed out in the queue": unknown, never failed.
 */
export function queueTimeoutBody(p: B2cPayment) {
  return resultEnvelope(p, 1, QUEUE_TIMEOUT_DESC, { ResultType: 1 });
}

export interface StatusFacts {
  status: 'Completed' | 'Failed' | 'Pending';
  receipt: string;
  amount: number;
  debitParty: string;
  creditParty: string;
  initiatedAt: number;
  finalisedAt: number | null;
  reasonType: string;
  /** The original payment's, when it had one (B2C); the envelope carries the query's own ids. */
  originatorConversationId: string | null;
}

/** The Transaction Status ResultURL body [D7]; the envelope's ids are the status query's own. */
export function statusResultBody(
  ids: Pick<B2cPayment, 'originatorConversationId' | 'conversationId' | 'queueTimeOutUrl'>,
  code: number,
  desc: string,
  facts: StatusFacts | null,
) {
  if (!facts) return resultEnvelope(ids, code, desc, {});
  return resultEnvelope(ids, code, desc, {
    TransactionID: facts.receipt,
    ResultParameter: [
      { Key: 'DebitPartyName', Value: facts.debitParty },
      { Key: 'CreditPartyName', Value: facts.creditParty },
      ...(facts.originatorConversationId ? [{ Key: 'OriginatorConversationID', Value: facts.originatorConversationId }] : []),
      { Key: 'InitiatedTime', Value: Number(darajaTimestamp(facts.initiatedAt)) },
      { Key: 'ReasonType', Value: facts.reasonType },
      { Key: 'TransactionStatus', Value: facts.status },
      ...(facts.finalisedAt === null ? [] : [{ Key: 'FinalisedTime', Value: Number(darajaTimestamp(facts.finalisedAt)) }]),
      { Key: 'Amount', Value: facts.amount },
      { Key: 'ReceiptNo', Value: facts.receipt },
    ],
  });
}
