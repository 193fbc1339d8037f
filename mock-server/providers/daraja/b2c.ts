import { Router } from 'express';
import { z } from 'zod';
import type { ServerContext } from '../../context.ts';
import { route } from '../../http.ts';
import type { DarajaConfig } from './config.ts';
import { DarajaError } from './errors.ts';
import { newConversationId } from './ids.ts';
import { addRecord, findB2c, simRecords } from './sim-store.ts';
import { callbackUrl, check, msisdn, shortCode, text, wholeKes } from './validate.ts';

export const B2C_ACCEPTED = 'Accept the service request successfully.';

/** Daraja's reserved-name spelling "Occassion" [D6]; "Occasion" is taken too. */
const occasion = z.string().max(100).optional();

/** B2C v3: the payment is acknowledged now and resolved later through the simulator controls [D6]. */
export function b2cRoutes(ctx: ServerContext, cfg: DarajaConfig): Router {
  const body = z.object({
    OriginatorConversationID: text(100),
    InitiatorName: text(100),
    SecurityCredential: z.string().min(1),
    CommandID: z.enum(['BusinessPayment', 'SalaryPayment', 'PromotionPayment']),
    Amount: wholeKes(cfg.b2cMinAmount, cfg.b2cMaxAmount),
    PartyA: shortCode(cfg),
    PartyB: msisdn,
    Remarks: text(100),
    QueueTimeOutURL: callbackUrl,
    ResultURL: callbackUrl,
    Occassion: occasion,
    Occasion: occasion,
  });

  const r = Router();
  r.post('/mpesa/b2c/v3/paymentrequest', route((req, res) => {
    const b = check(body, req.body);
    if (findB2c(ctx, b.OriginatorConversationID)) {
      // Each OriginatorConversationID pays at most once: a replay is refused, never paid twice.
      throw new DarajaError(400, '400.002.02', 'Bad Request - Duplicate OriginatorConversationID');
    }
    const conversationId = newConversationId(ctx, (id) => simRecords(ctx).some((p) => p.kind === 'b2c' && p.conversationId === id));
    addRecord(ctx, {
      kind: 'b2c',
      originatorConversationId: b.OriginatorConversationID,
      conversationId,
      commandId: b.CommandID,
      amount: b.Amount,
      partyA: b.PartyA,
      partyB: b.PartyB,
      remarks: b.Remarks,
      occasion: b.Occassion ?? b.Occasion ?? '',
      resultUrl: b.ResultURL,
      queueTimeOutUrl: b.QueueTimeOutURL,
      createdAt: ctx.clock.now(),
      status: 'pending',
    });
    res.json({
      ConversationID: conversationId,
      OriginatorConversationID: b.OriginatorConversationID,
      ResponseCode: '0',
      ResponseDescription: B2C_ACCEPTED,
    });
  }));
  return r;
}
