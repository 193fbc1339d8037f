import { Router, type Request } from 'express';
import { z } from 'zod';
import { MINOR_PER_MAJOR } from '../../src/domain/campaign-types.ts';
import type { PartnerClient } from '../../src/domain/partner-types.ts';
import { allowsAnother } from '../../src/domain/plan-limits.ts';
import { limitReached } from '../../src/domain/plan-refusal.ts';
import type { ServerContext } from '../context.ts';
import { isUniqueViolation } from '../db/errors.ts';
import { inTransaction } from '../db/transaction.ts';
import { HttpError, parse, route } from '../http.ts';
import { money } from '../ledger/errors.ts';
import { notify } from '../notify.ts';
import { accounts } from '../db/schema/index.ts';
import { accountByEmail, brandName, saveProfile } from '../people/accounts.ts';
import { lockPlanHolder, planUsage } from '../people/plan-in-force.ts';
import { actionsForBrand, clientRow, clientsOfPartner, insertClient, NO_CLIENT, partnersOfBrand, toClients, updateClient } from '../partners/clients.ts';
import { partnerOverview } from '../partners/overview.ts';
import { referralsOf } from '../partners/referrals.ts';
import { limitAccountWrites } from '../rate-limits.ts';
import { requireUser } from '../sessions.ts';
import { emailRule } from './auth.ts';
import type { Account } from '../types.ts';

export const inviteBody = z.strictObject({
  email: emailRule('Enter the brand’s email address.'),
});
/** A client brand the partner makes for a business not yet on Sauti (issue 25): its company name and its owner's email. */
export const clientBrandBody = z.strictObject({
  companyName: z.string({ error: 'Enter the brand’s company name.' }).trim().min(1, 'Enter the brand’s company name.').max(120, 'Keep the company name under 120 characters.'),
  email: emailRule('Enter the email address of the brand’s owner.'),
});
export const ACCOUNT_TAKEN = 'This email already has a Sauti account. Invite the brand instead: it answers from its own account.';
export const CLAIM_FIRST = 'Claim this brand first: your partner made it for you, and once you own it you choose what the partner may do.';
const MAX_LIMIT_KES = 10_000_000;
export const TOO_MANY_INVITATIONS = 'You have sent many invitations in a short time. Please try again in {wait}.';
export const NOTHING_TO_CHANGE = 'Say what to change: what the partner may do, or its spending limit.';
export const permissionsBody = z.strictObject({
  manageCampaigns: z.boolean({ error: 'Say yes or no.' }).optional(),
  reviewDeliverables: z.boolean({ error: 'Say yes or no.' }).optional(),
  /** In whole Kenyan shillings: what the partner may spend without asking. */
  spendingLimit: z.number({ error: 'Enter an amount in Kenyan shillings, 0 or more.' }).int('Enter a whole number of shillings.')
    .min(0, 'Enter an amount in Kenyan shillings, 0 or more.').max(MAX_LIMIT_KES, `Keep the limit at or under ${money(MAX_LIMIT_KES * MINOR_PER_MAJOR, 'KES')}.`).optional(),
}).refine((body) => Object.values(body).some((v) => v !== undefined), { error: NOTHING_TO_CHANGE });

const at = (ctx: ServerContext) => new Date(ctx.clock.now()).toISOString();
/** A brand the partner made changes its link only once its owner has claimed it (409 saying so); true otherwise. */
function claimedFirst(found: { createdByPartner: boolean; claimedAt: string | null }): true {
  if (found.createdByPartner && !found.claimedAt) throw new HttpError(409, CLAIM_FIRST);
  return true;
}
const one = async (ctx: ServerContext, row: Parameters<typeof toClients>[1][number]): Promise<PartnerClient> => (await toClients(ctx, [row]))[0]!;

/**
 * Partners and their client brands (issue 25, docs/decisions/0020-partners.md): the partner invites by email and
 * may revoke; the brand accepts or declines, says what the partner may do and spend, and removes it at any time.
 * Each change is one transaction on the locked row.
 */
export function partnerRoutes(ctx: ServerContext): Router {
  const r = Router();
  const partnerOnly = requireUser(ctx, ['partner']);
  const brandOnly = requireUser(ctx, ['brand']);

  r.get('/partner/clients', partnerOnly, route(async (req, res) => {
    const usage = await planUsage(ctx, req.account!, 'partner');
    res.json({ items: await toClients(ctx, await clientsOfPartner(ctx, req.account!.id)), limit: usage.limit, used: usage.used });
  }));

  r.get('/partner/referrals', partnerOnly, route(async (req, res) => {
    res.json(await referralsOf(ctx, req.account!.id));
  }));

  r.get('/partner/overview', partnerOnly, route(async (req, res) => {
    res.json(await partnerOverview(ctx, req.account!));
  }));

  r.post('/partner/clients', partnerOnly, limitAccountWrites(ctx, 'partnerInvite', TOO_MANY_INVITATIONS), route(async (req, res) => {
    const { email } = parse(inviteBody, req.body);
    const partner = req.account!;
    const brand = await accountByEmail(ctx, email);
    if (email === partner.email) throw new HttpError(422, 'Invite a brand, not yourself.', { email: ['Invite a brand, not yourself.'] });
    if (brand && brand.role !== null && brand.role !== 'brand') {
      const message = 'This email belongs to an account that is not a brand. Invite the brand’s own email.';
      throw new HttpError(422, message, { email: [message] });
    }
    const created = await inTransaction(ctx, async (tctx) => {
      // The partner's row stays locked from the count to the insert: two invitations at once cannot both pass the plan.
      const holder = await lockPlanHolder(tctx, partner.id);
      const usage = await planUsage(tctx, holder, 'partner');
      if (!allowsAnother(usage.limit, usage.used)) throw new HttpError(409, limitReached('partner', usage.plan));
      const row = await insertClient(tctx, { id: tctx.random.id(), partnerId: partner.id, email, brandId: null, status: 'invited', createdAt: at(tctx) })
        .catch((error: unknown) => {
          if (isUniqueViolation(error, 'partner_clients_one_open')) throw new HttpError(409, 'You have already invited this brand, or already work for it.');
          throw error;
        });
      const title = `${partner.name || 'A partner'} invites you to work together on Sauti`;
      const body = `${partner.name || 'A Sauti partner'} (${partner.email}) would like to run your influencer campaigns for you on Sauti. `
        + 'You choose what they may do, and every payment stays yours to approve. Answer in your brand settings, under Partners.';
      if (brand) await notify(tctx, { userId: brand.id, type: 'partner_invited', href: '/brand/settings', title, body });
      else ctx.mailbox.send({ to: email, subject: title, text: `${body} Sign up as a brand with this email to answer.`, at: row.createdAt });
      return row;
    });
    res.status(201).json(await one(ctx, created));
  }));

  // The partner makes the brand's account for a business not yet on Sauti, and works for it at once (within the
  // default permissions, spending nothing without the brand); the owner signs in with the email and claims it.
  r.post('/partner/client-brands', partnerOnly, limitAccountWrites(ctx, 'partnerInvite', TOO_MANY_INVITATIONS), route(async (req, res) => {
    const { companyName, email } = parse(clientBrandBody, req.body);
    const partner = req.account!;
    if (email === partner.email) throw new HttpError(422, 'Enter the brand owner’s email, not your own.', { email: ['Enter the brand owner’s email, not your own.'] });
    const created = await inTransaction(ctx, async (tctx) => {
      const holder = await lockPlanHolder(tctx, partner.id);
      const usage = await planUsage(tctx, holder, 'partner');
      if (!allowsAnother(usage.limit, usage.used)) throw new HttpError(409, limitReached('partner', usage.plan));
      const now = at(tctx);
      // One statement decides who has the email: an account made meanwhile (a sign-up) makes this a 409.
      const [made] = await tctx.db.insert(accounts).values({ id: tctx.random.id(), email, name: '', role: 'brand', createdAt: now }).onConflictDoNothing().returning();
      if (!made) throw new HttpError(409, ACCOUNT_TAKEN, { email: [ACCOUNT_TAKEN] });
      await saveProfile(tctx, { id: tctx.random.id(), accountId: made.id, email, role: 'brand', companyName, createdAt: now });
      const row = await insertClient(tctx, { id: tctx.random.id(), partnerId: partner.id, email, brandId: made.id, status: 'active', createdByPartner: true, createdAt: now, answeredAt: now })
        .catch((error: unknown) => {
          if (isUniqueViolation(error, 'partner_clients_one_open')) throw new HttpError(409, 'You have already invited this email: revoke the invitation first to make the brand’s account instead.');
          throw error;
        });
      const who = `${partner.name || 'A Sauti partner'} (${partner.email})`;
      // The notice is mailed too: the owner learns of the account by email, and finds the notice once signed in.
      await notify(tctx, {
        userId: made.id, type: 'partner_created_brand', href: '/brand/settings',
        title: `${partner.name || 'Your partner'} made ${companyName} a brand account on Sauti`,
        body: `${who} made a brand account for ${companyName} on Sauti, to run your influencer campaigns for you. Sign in with this email to claim it `
          + '(in your brand settings, under Partners): once it is yours, you choose what your partner may do, or remove them, and every payment stays yours to approve.',
      });
      return row;
    });
    res.status(201).json(await one(ctx, created));
  }));

  // The partner withdraws an invitation, or stops working for a client.
  r.post('/partner/clients/:id/revoke', partnerOnly, route(async (req, res) => {
    const row = await inTransaction(ctx, async (tctx) => {
      const found = await clientRow(tctx, String(req.params.id), true);
      if (!found || found.partnerId !== req.account!.id) throw new HttpError(404, NO_CLIENT);
      if (found.status !== 'invited' && found.status !== 'active') throw new HttpError(409, `This invitation was ${found.status} already.`);
      const ended = await updateClient(tctx, found.id, { status: found.status === 'invited' ? 'revoked' : 'removed', endedAt: at(tctx) });
      if (found.brandId && found.status === 'active') {
        await notify(tctx, {
          userId: found.brandId, type: 'partner_left', href: '/brand/settings',
          title: `${req.account!.name || 'Your partner'} stopped working for you`,
          body: `${req.account!.name || 'Your partner'} no longer works on your campaigns on Sauti.`,
        });
      }
      return ended;
    });
    res.json(await one(ctx, row));
  }));

  r.get('/brand/partners', brandOnly, route(async (req, res) => {
    res.json({ items: await toClients(ctx, await partnersOfBrand(ctx, req.account!)), actions: await actionsForBrand(ctx, req.account!.id) });
  }));

  /** The brand's own link or invitation, its row locked, in `status` (else 409 saying what it is). */
  const brandChange = (req: Request, expected: PartnerClient['status'], work: (tctx: ServerContext, found: NonNullable<Awaited<ReturnType<typeof clientRow>>>, brand: Account) => Promise<Awaited<ReturnType<typeof updateClient>>>) =>
    inTransaction(ctx, async (tctx) => {
      const brand = req.account!;
      const found = await clientRow(tctx, String(req.params.id), true);
      const mine = found && (found.brandId === brand.id || (found.brandId === null && found.email === brand.email));
      if (!found || !mine) throw new HttpError(404, NO_CLIENT);
      if (found.status !== expected) throw new HttpError(409, found.status === 'active' ? 'You work with this partner already.' : `This invitation was ${found.status}.`);
      return work(tctx, found, brand);
    });

  for (const [path, status, verb] of [['accept', 'active', 'accepted'], ['decline', 'declined', 'declined']] as const) {
    r.post(`/brand/partners/:id/${path}`, brandOnly, route(async (req, res) => {
      const row = await brandChange(req, 'invited', async (tctx, found, brand) => {
        const changed = await updateClient(tctx, found.id, { status, brandId: brand.id, answeredAt: at(tctx) });
        await notify(tctx, {
          userId: found.partnerId, type: `partner_${verb}`, href: '/partner',
          title: `${brand.name || brand.email} ${verb} your invitation`,
          body: status === 'active'
            ? `${brand.name || brand.email} accepted you as its partner on Sauti. Its campaigns are on your partner home.`
            : `${brand.name || brand.email} declined to work with you on Sauti.`,
        });
        return changed;
      });
      res.json(await one(ctx, row));
    }));
  }

  // The owner of a brand its partner made takes it as its own: from then on it changes the link as any brand does.
  r.post('/brand/partners/:id/claim', brandOnly, route(async (req, res) => {
    const row = await brandChange(req, 'active', async (tctx, found, brand) => {
      if (!found.createdByPartner) throw new HttpError(409, 'You accepted this partner yourself: there is nothing to claim.');
      if (found.claimedAt) throw new HttpError(409, 'You claimed this brand already.');
      const claimed = await updateClient(tctx, found.id, { claimedAt: at(tctx) });
      const name = (await brandName(tctx, brand.id)) || brand.email;
      await notify(tctx, {
        userId: found.partnerId, type: 'partner_brand_claimed', href: '/partner',
        title: `${name} claimed its brand account`,
        body: `The owner of ${name} signed in and claimed the account you made. They now choose what you may do for it.`,
      });
      return claimed;
    });
    res.json(await one(ctx, row));
  }));

  r.patch('/brand/partners/:id', brandOnly, route(async (req, res) => {
    const changes = parse(permissionsBody, req.body);
    const row = await brandChange(req, 'active', (tctx, found) => claimedFirst(found) && updateClient(tctx, found.id, {
      ...(changes.manageCampaigns === undefined ? {} : { manageCampaigns: changes.manageCampaigns }),
      ...(changes.reviewDeliverables === undefined ? {} : { reviewDeliverables: changes.reviewDeliverables }),
      ...(changes.spendingLimit === undefined ? {} : { spendingLimit: changes.spendingLimit * MINOR_PER_MAJOR }),
    }));
    res.json(await one(ctx, row));
  }));

  // The brand removes its partner at any time: from the next request on, the partner can do nothing for it.
  r.post('/brand/partners/:id/remove', brandOnly, route(async (req, res) => {
    const row = await brandChange(req, 'active', async (tctx, found, brand) => {
      claimedFirst(found);
      const ended = await updateClient(tctx, found.id, { status: 'removed', endedAt: at(tctx) });
      await notify(tctx, {
        userId: found.partnerId, type: 'partner_removed', href: '/partner',
        title: `${brand.name || brand.email} removed you as its partner`,
        body: `${brand.name || brand.email} no longer lets you work on its campaigns on Sauti.`,
      });
      return ended;
    });
    res.json(await one(ctx, row));
  }));

  return r;
}
