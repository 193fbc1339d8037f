import { isNotNull, isNull, type SQL } from 'drizzle-orm';
import { Router, type RequestHandler } from 'express';
import { z } from 'zod';
import { DELETION_GRACE_DAYS } from '../../src/domain/catalog.ts';
import { audienceOf, FREE_TRIAL_DAYS, plans } from '../../src/domain/plans.ts';
import type { ServerContext } from '../context.ts';
import { HttpError, parse, route } from '../http.ts';
import { accounts } from '../db/schema/people.ts';
import { idempotent } from '../idempotency.ts';
import { finalPayoutTarget, heldMoney, moneyHeldRefusal, startFinalPayout } from '../money/leaving-money.ts';
import { accountById, updateAccount } from '../people/accounts.ts';
import { planUsage } from '../people/plan-in-force.ts';
import type { Account } from '../types.ts';
import { requireUser, userWithPlan } from '../sessions.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
export const DELETE_CONFIRMATION = 'DELETE';

export const deleteBody = z.object({
  confirmation: z.literal(DELETE_CONFIRMATION, { error: `Type ${DELETE_CONFIRMATION} to confirm.` }),
  /** The user confirms that all the money they hold is paid out to their saved payout method with the deletion. */
  finalPayout: z.boolean({ error: 'Say whether to pay out your money with the deletion (true or false).' }).optional(),
});

/** Money moves only with a final payout, so only that request needs an Idempotency-Key (decision 0009). */
const idempotentWhenPaying = (ctx: ServerContext): RequestHandler => {
  const keyed = idempotent(ctx);
  return (req, res, next) => (req.body?.finalPayout === true ? keyed(req, res, next) : next());
};
export const trialBody = z.object({ plan: z.string({ error: 'Choose a plan.' }).min(1, 'Choose a plan.') });

type Change = Parameters<typeof updateAccount>[2];

/**
 * Changes the account only while `onlyIf` holds, checked in the update itself so two racing requests cannot both
 * pass; otherwise `refuse` says why, from the account as it now is. A purged account has ended its session.
 */
async function changeIf(ctx: ServerContext, id: string, change: Change, onlyIf: SQL, refuse: (now: Account) => HttpError): Promise<Account> {
  const user = await updateAccount(ctx, id, change, onlyIf);
  if (user) return user;
  const now = await accountById(ctx, id);
  throw now ? refuse(now) : new HttpError(401, 'Your session has ended. Please log in again.');
}

const scheduled = (at: number) => new HttpError(409, `Your account is already scheduled for deletion on ${new Date(at).toISOString().slice(0, 10)}.`);
const notScheduled = () => new HttpError(409, 'Your account is not scheduled for deletion.');
const NO_PLANS = 'Plans are for brands, creators and partners.';
const trialUsed = () => new HttpError(409, 'You have already used your free trial. Each account gets one.');

/**
 * The declared account paths (spec §7): user, delete-account, deletion-status, restore-account, and the trial; and
 * the plan in force with its limit's usage (docs/decisions/0013-plans.md). The trial's plan applies for
 * FREE_TRIAL_DAYS by the server's clock, with no payment details asked; reminders come from plan-reminders.ts.
 */
export function accountRoutes(ctx: ServerContext): Router {
  const r = Router();

  r.get('/v1/user', requireUser(ctx), route(async (req, res) => {
    res.json({ user: await userWithPlan(ctx, req.account!) });
  }));

  r.get('/v1/user/plan', requireUser(ctx), route(async (req, res) => {
    const audience = audienceOf(req.account!.role);
    if (!audience) throw new HttpError(403, NO_PLANS);
    res.json(await planUsage(ctx, req.account!, audience));
  }));

  r.post('/v1/auth/delete-account', requireUser(ctx), idempotentWhenPaying(ctx), route(async (req, res) => {
    const { finalPayout } = parse(deleteBody, req.body);
    const me = req.account!;
    const already = me.deleteAt;
    // Asking again must not push the date later.
    if (typeof already === 'number') throw scheduled(already);
    // Money of their own is never left behind: refused until it is out, or paid out now to the saved method.
    const held = await heldMoney(ctx, me);
    const withdrawals = [];
    if (held.length > 0) {
      const target = await finalPayoutTarget(ctx, me, held);
      if (finalPayout !== true || !target) throw moneyHeldRefusal(held, target, me.role);
      withdrawals.push(...(await startFinalPayout(ctx, me, held)));
    }
    const deleteAt = ctx.clock.now() + DELETION_GRACE_DAYS * DAY_MS;
    const user = await changeIf(ctx, me.id, { deleteAt }, isNull(accounts.deleteAt), (now) => scheduled(now.deleteAt ?? deleteAt));
    res.json({ user: await userWithPlan(ctx, user), deleteAt: new Date(deleteAt).toISOString(), withdrawals });
  }));

  r.get('/v1/auth/deletion-status', requireUser(ctx), route(async (req, res) => {
    const at = req.account!.deleteAt;
    // What the deletion screen warns of before the user confirms: the money held, and where a final payout would go.
    const held = await heldMoney(ctx, req.account!);
    const finalPayout = held.length > 0 ? await finalPayoutTarget(ctx, req.account!, held) : null;
    res.json({ scheduled: typeof at === 'number', deleteAt: typeof at === 'number' ? new Date(at).toISOString() : null, held, finalPayout });
  }));

  r.post('/v1/auth/restore-account', requireUser(ctx), route(async (req, res) => {
    if (typeof req.account!.deleteAt !== 'number') throw notScheduled();
    const user = await changeIf(ctx, req.account!.id, { deleteAt: null }, isNotNull(accounts.deleteAt), notScheduled);
    res.json({ user: await userWithPlan(ctx, user) });
  }));

  r.post('/v1/user/trial', requireUser(ctx), route(async (req, res) => {
    const { plan } = parse(trialBody, req.body);
    const me = req.account!;
    const audience = audienceOf(me.role);
    if (!audience) throw new HttpError(403, NO_PLANS);
    const chosen = plans[audience].find((p) => p.id === plan);
    if (!chosen) throw new HttpError(422, 'Some fields need attention.', { plan: ['Choose one of the plans for your role.'] });
    if (me.trial) throw trialUsed();
    const now = ctx.clock.now();
    const trial = { plan, startedAt: new Date(now).toISOString(), endsAt: new Date(now + FREE_TRIAL_DAYS * DAY_MS).toISOString() };
    const user = await changeIf(ctx, me.id, { trial }, isNull(accounts.trialPlan), trialUsed);
    res.status(201).json({ user: await userWithPlan(ctx, user) });
  }));

  return r;
}
