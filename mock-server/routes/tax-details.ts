import { Router } from 'express';
import { z } from 'zod';
import { isKraPin, KRA_PIN_ERROR, normaliseKraPin } from '../../src/domain/kra-pin.ts';
import type { ServerContext } from '../context.ts';
import { parse, route } from '../http.ts';
import { kraPinOf, saveKraPin } from '../people/tax-details.ts';
import { requireUser } from '../sessions.ts';

/** `{ kraPin }`: a KRA PIN, or null or '' to remove it. */
export const taxDetailsBody = z.object({
  kraPin: z.union([z.string({ error: KRA_PIN_ERROR }).max(40, KRA_PIN_ERROR), z.null()], { error: KRA_PIN_ERROR })
    .transform((v) => (v === null ? '' : normaliseKraPin(v)))
    .refine((v) => v === '' || isKraPin(v), KRA_PIN_ERROR),
});

/** The tax details printed on receipts and statements (docs/decisions/0015-receipts.md): the optional KRA PIN. */
export function taxDetailsRoutes(ctx: ServerContext): Router {
  const r = Router();
  const people = requireUser(ctx, ['brand', 'influencer']);

  r.get('/account/tax-details', people, route(async (req, res) => {
    res.json({ kraPin: await kraPinOf(ctx, req.account!.id) });
  }));

  r.put('/account/tax-details', people, route(async (req, res) => {
    const { kraPin } = parse(taxDetailsBody, req.body);
    res.json({ kraPin: await saveKraPin(ctx, req.account!.id, kraPin || null) });
  }));

  return r;
}
