import { Router, type Request } from 'express';
import type { BrandBalanceView } from '../../src/domain/brand-balance.ts';
import { withdrawalMethodsFor, type Withdrawal } from '../../src/domain/money-types.ts';
import type { ServerContext } from '../context.ts';
import { HttpError, parse, route } from '../http.ts';
import { idempotent } from '../idempotency.ts';
import { earningsOf } from '../money/earnings.ts';
import { movementsOf } from '../money/earnings-movements.ts';
import { payoutDetailsBody, payoutDetailsOf, savePayoutDetails } from '../money/withdrawal-details.ts';
import { countryOf } from '../money/withdrawal-rules.ts';
import { findWithdrawal, NOT_FOUND, withdrawalsOf } from '../money/withdrawal-settle.ts';
import { brandBalancesOf, brandMovementsOf } from '../money/brand-balance.ts';
import { markBankPaid, refreshWithdrawal, requestWithdrawal, type Owner } from '../money/withdrawals.ts';
import { requireUser } from '../sessions.ts';

/**
 * Creator earnings, a brand's balance, payout details and withdrawals: docs/decisions/0009-money.md "Creator
 * earnings" and issue 19 (a brand withdraws its balance by the same rules).
 */
export function earningsRoutes(ctx: ServerContext): Router {
  const r = Router();
  const creator = requireUser(ctx, ['influencer']);
  const brand = requireUser(ctx, ['brand']);
  const owners = requireUser(ctx, ['influencer', 'brand']);
  const me = (req: Request) => req.account!.id;
  /** Whose money the signed-in account withdraws: a brand's balance or a creator's earnings. */
  const owner = (req: Request): Owner => ({ type: req.account!.role === 'brand' ? 'brand' : 'creator', id: me(req) });

  /** The owner's or an admin's; anyone else gets the same 404 as for an unknown id. */
  const readable = async (req: Request): Promise<Withdrawal> => {
    const w = await findWithdrawal(ctx, String(req.params.id));
    if (w.ownerId !== req.account!.id && req.account!.role !== 'admin') throw new HttpError(404, NOT_FOUND);
    return w;
  };

  r.get('/creators/me/earnings', creator, route(async (req, res) => {
    const country = await countryOf(ctx, me(req));
    res.json({
      balances: await earningsOf(ctx, me(req)),
      movements: await movementsOf(ctx, me(req)),
      withdrawals: await withdrawalsOf(ctx, me(req)),
      payoutDetails: await payoutDetailsOf(ctx, me(req)),
      methods: withdrawalMethodsFor(country),
      country,
    });
  }));

  r.get('/brands/me/balance', brand, route(async (req, res) => {
    const country = await countryOf(ctx, me(req));
    const view: BrandBalanceView = {
      balances: await brandBalancesOf(ctx, me(req)),
      movements: await brandMovementsOf(ctx, me(req)),
      withdrawals: await withdrawalsOf(ctx, me(req)),
      payoutDetails: await payoutDetailsOf(ctx, me(req)),
      methods: withdrawalMethodsFor(country),
      country,
    };
    res.json(view);
  }));

  const savePayout = route(async (req, res) => {
    res.json(await savePayoutDetails(ctx, me(req), parse(payoutDetailsBody, req.body)));
  });
  r.put('/creators/me/payout-details', creator, savePayout);
  r.put('/brands/me/payout-details', brand, savePayout);

  r.post('/withdrawals', owners, idempotent(ctx), route(async (req, res) => {
    res.status(201).json(await requestWithdrawal(ctx, owner(req), req.body));
  }));

  r.get('/withdrawals/:id', requireUser(ctx), route(async (req, res) => {
    res.json(await refreshWithdrawal(ctx, await readable(req)));
  }));
  return r;
}

/** An admin marks a bank withdrawal paid; under /admin (admin-api.ts). */
export function earningsAdminRoutes(ctx: ServerContext): Router {
  const r = Router();
  r.post('/withdrawals/:id/mark-paid', idempotent(ctx), route(async (req, res) => {
    res.json(await markBankPaid(ctx, await findWithdrawal(ctx, String(req.params.id))));
  }));
  return r;
}
