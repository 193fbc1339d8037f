import { isNotNull, isNull, type SQL } from 'drizzle-orm';
import { Router } from 'express';
import { z } from 'zod';
import { DELETION_GRACE_DAYS } from '../../machines/catalog.ts';
import { audienceOf, FREE_TRIAL_DAYS, plans } from '../../src/domain/plans.ts';
import type { ServerContext } from '../context.ts';
import { HttpError, parse, route } from '../http.ts';
import { accounts } from '../db/schema/people.ts';
import { accountById, updateAccount } from '../people/accounts.ts';
import { planUsage } from '../people/plan-in-force.ts';
import type { Account } from '../types.ts';
import { requireUser, userWithPlan } from '../sessions.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
export const DELETE_CONFIRMATION = 'DELETE';

const deleteBody = z.object({
  confirmation: z.literal(DELETE_CONFIRMATION, { error: `Type ${DELETE_CONFIRMATION} to confirm.` }),
});
const trialBody = z.object({ plan: z.string({ error: 'Choose a plan.' }).min(1, 'Choose a plan.') });

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
 * the plan in force with its limit's usage (docs/decisions/0015-plans.md). The trial's plan applies for
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

  r.post('/v1/auth/delete-account', requireUser(ctx), route(async (req, res) => {
    parse(deleteBody, req.body);
    const already = req.account!.deleteAt;
    // Asking again must not push the date later.
    if (typeof already === 'number') throw scheduled(already);
    const deleteAt = ctx.clock.now() + DELETION_GRACE_DAYS * DAY_MS;
    const user = await changeIf(ctx, req.account!.id, { deleteAt }, isNull(accounts.deleteAt), (now) => scheduled(now.deleteAt ?? deleteAt));
    res.json({ user: await userWithPlan(ctx, user), deleteAt: new Date(deleteAt).toISOString() });
  }));

  r.get('/v1/auth/deletion-status', requireUser(ctx), (req, res) => {
    const at = req.account!.deleteAt;
    res.json({ scheduled: typeof at === 'number', deleteAt: typeof at === 'number' ? new Date(at).toISOString() : null });
  });

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
    if (!plans[audience].some((p) => p.id === plan)) {
      throw new HttpError(422, 'Some fields need attention.', { plan: ['Choose one of the plans for your role.'] });
    }
    if (me.trial) throw trialUsed();
    const now = ctx.clock.now();
    const trial = { plan, startedAt: new Date(now).toISOString(), endsAt: new Date(now + FREE_TRIAL_DAYS * DAY_MS).toISOString() };
    const user = await changeIf(ctx, me.id, { trial }, isNull(accounts.trialPlan), trialUsed);
    res.status(201).json({ user: await userWithPlan(ctx, user) });
  }));

  return r;
}
