import { Router } from 'express';
import { z } from 'zod';
import type { ServerContext } from '../../context.ts';
import { route } from '../../http.ts';
import type { DarajaConfig } from './config.ts';
import { DarajaError } from './errors.ts';
import { newConversationId } from './ids.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { conversationIdTaken, insertB2c } from './sim-store.ts';
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
  r.post('/mpesa/b2c/v3/paymentrequest', route(async (req, res) => {
    const b = check(body, req.body);
    const conversationId = await newConversationId(ctx, conversationIdTaken(ctx));
    await insertB2c(ctx, {
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
    }).catch((error: unknown) => {
      // Each OriginatorConversationID pays at most once (the primary key): a replay is refused, never paid twice.
      if (isUniqueViolation(error, 'daraja_b2c_pkey')) throw new DarajaError(400, '400.002.02', 'Bad Request - Duplicate OriginatorConversationID');
      throw error;
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
