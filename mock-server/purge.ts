import fs from 'node:fs';
import path from 'node:path';
import { inArray } from 'drizzle-orm';
import type { RequestHandler } from 'express';
import { otps, otpSends, sessions } from './db/schema/index.ts';
import { route } from './http.ts';
import type { ServerContext } from './context.ts';
import type { Account } from './types.ts';
import { uploadsDir, type StoredFile } from './uploads.ts';
import { campaignEventsFor } from '../machines/campaignMachine.ts';
import { notify } from './notify.ts';
import { cancelCampaign } from './recruiting.ts';
import { cancelContractFunds } from './money/holds.ts';
import { completeIfFinished } from './campaign-completion.ts';
import { settleDisputesOfDeleted } from './delivery/disputes-purge.ts';

export const avatarDir = (ctx: ServerContext) => path.join(path.dirname(ctx.dataFile), 'uploads', 'avatars');

/**
 * Accounts whose 30-day grace period has passed are removed with their data: profile, sessions,
 * codes, avatar, notifications, and a creator's verification with its screenshots. Applications and
 * contracts stay, as the other side's records; lists leave out creators who no longer exist. Runs before each API request, so the injected clock decides.
 */
/**
 * Their open disputes end first, for the side that stays (settleDisputesOfDeleted). Then a deleted brand's open
 * campaigns are cancelled, and a deleted creator's active contracts end, each brand told; a campaign left with no
 * open contract completes (completeIfFinished).
 */
async function endCampaignWork(ctx: ServerContext, ids: Set<string>): Promise<void> { // PG-MERGE: await
  await settleDisputesOfDeleted(ctx, ids); // PG-MERGE: await
  const open = ctx.store.get('campaigns').value().filter((c) => ids.has(c.brandId) && campaignEventsFor(c.status).includes('CANCEL'));
  for (const campaign of open) await cancelCampaign(ctx, campaign); // PG-MERGE: await
  const contracts = ctx.store.get('contracts').value().filter((c) => ids.has(c.creatorId) && c.status === 'active');
  for (const contract of contracts) {
    // The fee held for them goes back to the brand, as when a brand cancels a contract (decision 0009).
    await cancelContractFunds(ctx, contract); // PG-MERGE: await
    ctx.store.get('contracts').find({ id: contract.id }).assign({ status: 'cancelled' }).value();
    const title = ctx.store.get('campaigns').find({ id: contract.campaignId }).value()?.title ?? 'your campaign';
    notify(ctx, {
      userId: contract.brandId, type: 'contract_cancelled', href: `/brand/campaigns/${contract.campaignId}`,
      title: `Contract ended: ${title}`, body: `A creator on "${title}" deleted their account, so their contract has ended and the slot is free again.`,
    });
    await completeIfFinished(ctx, contract.campaignId); // PG-MERGE: await
  }
}

export function purgeDueAccounts(ctx: ServerContext): RequestHandler {
  return route(async (_req, _res, next) => {
    const now = ctx.clock.now();
    const due = ctx.store.get('accounts').filter((a: Account) => typeof a.deleteAt === 'number' && a.deleteAt <= now).value();
    if (due.length === 0) return next();
    const ids = new Set(due.map((a) => a.id));
    const emails = new Set(due.map((a) => a.email));
    for (const a of due) {
      const file = a.avatar?.split('/').pop();
      if (file) fs.rmSync(path.join(avatarDir(ctx), path.basename(file)), { force: true });
    }
    const verifications = ctx.store.get('verifications').filter((v) => ids.has(v.creatorId)).value() as Array<{ screenshots?: StoredFile[] }>;
    for (const file of verifications.flatMap((v) => v.screenshots ?? [])) fs.rmSync(path.join(uploadsDir(ctx), path.basename(file.storedName)), { force: true });
    ctx.store.set('verifications', ctx.store.get('verifications').reject((v) => ids.has(v.creatorId)).value()).value();
    // A deleted brand's conversion webhook secret goes with it.
    ctx.store.set('webhookSecrets', (ctx.store.get('webhookSecrets').value() ?? []).filter((s) => !ids.has((s as { brandId: string }).brandId))).value();
    // Accounts go before their work ends, so no notice of it is mailed to a deleted address; their notices go after.
    ctx.store.set('accounts', ctx.store.get('accounts').reject((a) => ids.has(a.id)).value()).value();
    await endCampaignWork(ctx, ids); // PG-MERGE: await
    ctx.store.set('notifications', ctx.store.get('notifications').reject((n) => ids.has(n.userId)).value()).value();
    ctx.store.set('profiles', ctx.store.get('profiles').reject((p) => ids.has(p.accountId)).value()).write();
    await ctx.db.transaction(async (tx) => {
      await tx.delete(sessions).where(inArray(sessions.accountId, [...ids]));
      await tx.delete(otps).where(inArray(otps.email, [...emails]));
      await tx.delete(otpSends).where(inArray(otpSends.email, [...emails]));
    });
    next();
  });
}
