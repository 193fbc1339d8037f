import { Router } from 'express';
import { z } from 'zod';
import type { ServerContext } from '../../context.ts';
import { route } from '../../http.ts';
import { statusResultBody, type StatusFacts } from './callbacks.ts';
import type { DarajaConfig } from './config.ts';
import { deliver } from './delivery.ts';
import { invalidField } from './errors.ts';
import { newConversationId, newRequestId } from './ids.ts';
import { RESULT, STATUS_NOT_FOUND } from './result-codes.ts';
import { settleTimedOut } from './b2c-resolve.ts';
import { findB2c, findForStatus, type B2cPayment, type SimRecord } from './sim-store.ts';
import { callbackUrl, check, text } from './validate.ts';
import { B2C_ACCEPTED } from './b2c.ts';

const SAUTI = 'Sauti';
const CUSTOMER = 'Sauti Test Customer';

/** A queried timed-out payment is settled by the answer, so nothing can later contradict it. */
async function b2cStatus(ctx: ServerContext, seen: B2cPayment): Promise<{ p: B2cPayment; status: StatusFacts['status'] }> {
  const p = seen.status === 'timed_out' ? ((await settleTimedOut(ctx, seen.originatorConversationId)) ?? (await findB2c(ctx, seen.originatorConversationId)) ?? seen) : seen;
  return { p, status: p.status === 'completed' ? 'Completed' : p.status === 'failed' ? 'Failed' : 'Pending' };
}

async function facts(ctx: ServerContext, r: SimRecord, cfg: DarajaConfig): Promise<StatusFacts> {
  if (r.kind === 'stk') {
    return {
      status: 'Completed',
      receipt: r.receipt ?? '',
      amount: r.amount,
      debitParty: `${r.phoneNumber} - ${CUSTOMER}`,
      creditParty: `${cfg.shortCode} - ${SAUTI}`,
      initiatedAt: r.createdAt,
      finalisedAt: r.resolvedAt ?? null,
      reasonType: 'Pay Bill Online',
      originatorConversationId: null,
    };
  }
  const { p, status } = await b2cStatus(ctx, r);
  return {
    status,
    receipt: p.transactionId ?? '',
    amount: p.amount,
    debitParty: `${p.partyA} - ${SAUTI}`,
    creditParty: `${p.partyB} - ${CUSTOMER}`,
    initiatedAt: p.createdAt,
    finalisedAt: status === 'Pending' ? null : (p.resolvedAt ?? null),
    reasonType: 'Business Payment to Customer via API',
    originatorConversationId: p.originatorConversationId,
  };
}

/**
 * Transaction Status [D2][D7]: look a payment up by TransactionID (a receipt) or, since a B2C that
 * timed out in the queue has no receipt yet, by OriginalConversationID (newer Daraja versions [U]).
 * The ack comes now; the Result goes to ResultURL, with TransactionStatus Completed, Failed or Pending.
 */
export function statusRoutes(ctx: ServerContext, cfg: DarajaConfig): Router {
  const body = z.object({
    Initiator: text(100),
    SecurityCredential: z.string().min(1),
    CommandID: z.literal('TransactionStatusQuery'),
    TransactionID: z.string().optional(),
    OriginalConversationID: z.string().optional(),
    PartyA: z.union([z.string(), z.number()]).transform(String).pipe(z.string().regex(/^\d+$/)),
    IdentifierType: z.union([z.string(), z.number()]).transform(String).pipe(z.enum(['1', '2', '4'])),
    ResultURL: callbackUrl,
    QueueTimeOutURL: callbackUrl,
    Remarks: text(100),
    Occasion: z.string().max(100).optional(),
  });

  const r = Router();
  r.post('/mpesa/transactionstatus/v1/query', route(async (req, res) => {
    const b = check(body, req.body);
    if (!b.TransactionID && !b.OriginalConversationID) throw invalidField('TransactionID');
    const ids = {
      originatorConversationId: newRequestId(ctx),
      conversationId: await newConversationId(ctx, () => false),
      queueTimeOutUrl: b.QueueTimeOutURL,
    };
    // The Result is worked out before the ack, and its delivery begins as the ack leaves: a caller that has the ack
    // never finds the Result still waiting on a database round trip.
    const found = await findForStatus(ctx, b.TransactionID || undefined, b.OriginalConversationID || undefined);
    const result = found
      ? statusResultBody(ids, RESULT.success.code, RESULT.success.desc, await facts(ctx, found, cfg))
      : statusResultBody(ids, STATUS_NOT_FOUND.code, STATUS_NOT_FOUND.desc, null);
    res.json({ OriginatorConversationID: ids.originatorConversationId, ConversationID: ids.conversationId, ResponseCode: '0', ResponseDescription: B2C_ACCEPTED });
    await deliver(ctx, b.ResultURL, result);
  }));
  return r;
}
