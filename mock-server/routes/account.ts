import { Router } from 'express';
import { z } from 'zod';
import { DELETION_GRACE_DAYS, FREE_TRIAL_DAYS, PLAN_IDS, type PlanAudience } from '../../machines/catalog.ts';
import type { ServerContext } from '../context.ts';
import { HttpError, parse, route } from '../http.ts';
import { publicUser, requireUser } from '../sessions.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
export const DELETE_CONFIRMATION = 'DELETE';

const deleteBody = z.object({
  confirmation: z.literal(DELETE_CONFIRMATION, { error: `Type ${DELETE_CONFIRMATION} to confirm.` }),
});
const trialBody = z.object({ plan: z.string({ error: 'Choose a plan.' }).min(1, 'Choose a plan.') });

/** The declared account paths (spec §7): user, delete-account, deletion-status, restore-account, and the trial. */
export function accountRoutes(ctx: ServerContext): Router {
  const r = Router();
  const account = (id: string) => ctx.store.get('accounts').find({ id });

  r.get('/v1/user', requireUser(ctx), (req, res) => {
    res.json({ user: publicUser(req.account!) });
  });

  r.post('/v1/auth/delete-account', requireUser(ctx), route((req, res) => {
    parse(deleteBody, req.body);
    const already = req.account!.deleteAt;
    // Asking again must not push the date later.
    if (typeof already === 'number') throw new HttpError(409, `Your account is already scheduled for deletion on ${new Date(already).toISOString().slice(0, 10)}.`);
    const deleteAt = ctx.clock.now() + DELETION_GRACE_DAYS * DAY_MS;
    const user = account(req.account!.id).assign({ deleteAt }).write();
    res.json({ user: publicUser(user), deleteAt: new Date(deleteAt).toISOString() });
  }));

  r.get('/v1/auth/deletion-status', requireUser(ctx), (req, res) => {
    const at = req.account!.deleteAt;
    res.json({ scheduled: typeof at === 'number', deleteAt: typeof at === 'number' ? new Date(at).toISOString() : null });
  });

  r.post('/v1/auth/restore-account', requireUser(ctx), route((req, res) => {
    if (typeof req.account!.deleteAt !== 'number') throw new HttpError(409, 'Your account is not scheduled for deletion.');
    const user = account(req.account!.id).assign({ deleteAt: null }).write();
    res.json({ user: publicUser(user) });
  }));

  r.post('/v1/user/trial', requireUser(ctx), route((req, res) => {
    const { plan } = parse(trialBody, req.body);
    const me = req.account!;
    const audience = me.role === 'brand' || me.role === 'influencer' || me.role === 'partner' ? (me.role as PlanAudience) : null;
    if (!audience) throw new HttpError(403, 'Plans are for brands, creators and partners.');
    if (!(PLAN_IDS[audience] as readonly string[]).includes(plan)) {
      throw new HttpError(422, 'Some fields need attention.', { plan: ['Choose one of the plans for your role.'] });
    }
    if (me.trial) throw new HttpError(409, 'You have already used your free trial. Each account gets one.');
    const now = ctx.clock.now();
    const trial = { plan, startedAt: new Date(now).toISOString(), endsAt: new Date(now + FREE_TRIAL_DAYS * DAY_MS).toISOString() };
    const user = account(me.id).assign({ trial }).write();
    res.status(201).json({ user: publicUser(user) });
  }));

  return r;
}
