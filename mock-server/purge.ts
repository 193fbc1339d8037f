import fs from 'node:fs';
import path from 'node:path';
import { inArray, lte } from 'drizzle-orm';
import type { RequestHandler } from 'express';
import { accounts, otps, otpSends, sessions, verifications } from './db/schema/index.ts';
import { inTransaction } from './db/transaction.ts';
import { mirrorPurge } from './people/mirror.ts';
import { route } from './http.ts';
import type { ServerContext } from './context.ts';
import { uploadsDir } from './uploads.ts';
import { campaignEventsFor } from '../machines/campaignMachine.ts';
import { notify } from './notify.ts';
import { cancelCampaign } from './recruiting.ts';
import { cancelContractFunds } from './money/holds.ts';
import { completeIfFinished } from './campaign-completion.ts';
import { settleDisputesOfDeleted } from './delivery/disputes-purge.ts';

export const avatarDir = (ctx: ServerContext) => path.join(ctx.dataDir, 'uploads', 'avatars');

/**
 * Their open disputes end first, for the side that stays (settleDisputesOfDeleted). Then a deleted brand's open
 * campaigns are cancelled, and a deleted creator's active contracts end, each brand told; a campaign left with no
 * open contract completes (completeIfFinished).
 */
async function endCampaignWork(ctx: ServerContext, ids: Set<string>): Promise<void> {
  await settleDisputesOfDeleted(ctx, ids);
  const open = ctx.store.get('campaigns').value().filter((c) => ids.has(c.brandId) && campaignEventsFor(c.status).includes('CANCEL')); // PG-MERGE: campaigns
  for (const campaign of open) await cancelCampaign(ctx, campaign);
  const contracts = ctx.store.get('contracts').value().filter((c) => ids.has(c.creatorId) && c.status === 'active'); // PG-MERGE: contracts
  for (const contract of contracts) {
    // The fee held for them goes back to the brand, as when a brand cancels a contract (decision 0009).
    await cancelContractFunds(ctx, contract);
    ctx.store.get('contracts').find({ id: contract.id }).assign({ status: 'cancelled' }).value(); // PG-MERGE: contracts
    const title = ctx.store.get('campaigns').find({ id: contract.campaignId }).value()?.title ?? 'your campaign'; // PG-MERGE: campaigns
    await notify(ctx, {
      userId: contract.brandId, type: 'contract_cancelled', href: `/brand/campaigns/${contract.campaignId}`,
      title: `Contract ended: ${title}`, body: `A creator on "${title}" deleted their account, so their contract has ended and the slot is free again.`,
    });
    await completeIfFinished(ctx, contract.campaignId);
  }
}

/**
 * Claims and deletes the due accounts in one transaction: `skip locked`, so two processes never purge one account
 * twice. Their profile, verification and notifications go with them (foreign keys, on delete cascade), as do their
 * sessions and codes. Answers what the files and the other parts' records still need.
 */
async function deleteDue(ctx: ServerContext, now: number) {
  // Nearly always nothing is due: one index probe, and no transaction.
  const [any] = await ctx.db.select({ id: accounts.id }).from(accounts).where(lte(accounts.deleteAt, now)).limit(1);
  if (!any) return null;
  return inTransaction(ctx, async (tctx) => {
    const due = await tctx.db.select().from(accounts).where(lte(accounts.deleteAt, now)).for('update', { skipLocked: true });
    if (due.length === 0) return null;
    const ids = due.map((a) => a.id);
    const emails = due.map((a) => a.email);
    const shots = await tctx.db.select({ screenshots: verifications.screenshots }).from(verifications).where(inArray(verifications.creatorId, ids));
    await tctx.db.delete(accounts).where(inArray(accounts.id, ids));
    await tctx.db.delete(sessions).where(inArray(sessions.accountId, ids));
    await tctx.db.delete(otps).where(inArray(otps.email, emails));
    await tctx.db.delete(otpSends).where(inArray(otpSends.email, emails));
    return { ids: new Set(ids), avatars: due.map((a) => a.avatar), screenshots: shots.flatMap((v) => v.screenshots) };
  });
}

/**
 * Accounts whose 30-day grace period has passed are removed with their data: profile, sessions,
 * codes, avatar, notifications, and a creator's verification with its screenshots. Applications and
 * contracts stay, as the other side's records; lists leave out creators who no longer exist. Runs before each API
 * request, so the injected clock decides: one indexed query finds the due accounts (none, nearly always).
 */
export function purgeDueAccounts(ctx: ServerContext): RequestHandler {
  return route(async (_req, _res, next) => {
    const purged = await deleteDue(ctx, ctx.clock.now());
    if (!purged) return next();
    const { ids } = purged;
    for (const avatar of purged.avatars) {
      const file = avatar?.split('/').pop();
      if (file) fs.rmSync(path.join(avatarDir(ctx), path.basename(file)), { force: true });
    }
    for (const file of purged.screenshots) fs.rmSync(path.join(uploadsDir(ctx), path.basename(file.storedName)), { force: true });
    mirrorPurge(ctx, ids, 'verifications', 'creatorId'); // PG-MERGE: dual write
    // A deleted brand's conversion webhook secret goes with it.
    ctx.store.set('webhookSecrets', (ctx.store.get('webhookSecrets').value() ?? []).filter((s) => !ids.has((s as { brandId: string }).brandId))).value(); // PG-MERGE: webhookSecrets
    // Accounts go before their work ends, so no notice of it is mailed to a deleted address (notify tells no one
    // who no longer exists); their notices go after.
    mirrorPurge(ctx, ids, 'accounts', 'id'); // PG-MERGE: dual write
    // PG-MERGE: campaigns, contracts, ledger, disputes. Once those are tables, this joins deleteDue's transaction
    // (endCampaignWork(tctx, ids)), so an account never goes without its work ending.
    await endCampaignWork(ctx, ids);
    mirrorPurge(ctx, ids, 'notifications', 'userId'); // PG-MERGE: dual write
    mirrorPurge(ctx, ids, 'profiles', 'accountId'); // PG-MERGE: dual write
    next();
  });
}
