import fs from 'node:fs';
import path from 'node:path';
import { inArray, lte } from 'drizzle-orm';
import { campaignEventsFor } from '../machines/lifecycles/campaignMachine.ts';
import { cancelCampaign, completeIfFinished } from './campaign-lifecycle.ts';
import { campaignForUpdate, campaignsOfBrand } from './campaign-records.ts';
import type { ServerContext } from './context.ts';
import { contractForUpdate, contractsOf, setContractStatus } from './contract-records.ts';
import { accounts, otps, otpSends, payoutDetails, sessions, verifications } from './db/schema/index.ts';
import { inTransaction } from './db/transaction.ts';
import { settleDisputesOfDeleted } from './delivery/disputes-purge.ts';
import { cancelContractFunds } from './money/holds.ts';
import { notify } from './notify.ts';
import { deleteWebhookSecrets } from './tracking/webhook-signing.ts';
import { uploadsDir } from './uploads.ts';

export const avatarDir = (ctx: ServerContext) => path.join(ctx.dataDir, 'uploads', 'avatars');

/**
 * The deleted accounts' work ends, inside the purge's transaction (`tctx`): their open disputes first, for the side
 * that stays (settleDisputesOfDeleted). Then a deleted brand's open campaigns are cancelled, and a deleted creator's
 * active contracts end, each brand told; a campaign left with no open contract completes (completeIfFinished). Rows
 * are locked campaign, then contract, then ledger, as every writer locks them.
 */
async function endCampaignWork(tctx: ServerContext, ids: ReadonlySet<string>): Promise<void> {
  await settleDisputesOfDeleted(tctx, ids);
  for (const brandId of ids) {
    const open = (await campaignsOfBrand(tctx, brandId)).filter((c) => campaignEventsFor(c.status).includes('CANCEL'));
    for (const { id } of open) {
      // Read again under its lock: the status may have moved since.
      const campaign = await campaignForUpdate(tctx, id);
      if (campaign && campaignEventsFor(campaign.status).includes('CANCEL')) await cancelCampaign(tctx, campaign);
    }
  }
  for (const creatorId of ids) {
    const active = (await contractsOf(tctx, 'creatorId', creatorId)).filter((c) => c.status === 'active');
    for (const { id, campaignId } of active) {
      const campaign = await campaignForUpdate(tctx, campaignId);
      const contract = await contractForUpdate(tctx, id);
      if (contract?.status !== 'active') continue;
      // The fee held for them goes back to the brand, as when a brand cancels a contract (decision 0009).
      await cancelContractFunds(tctx, contract);
      await setContractStatus(tctx, contract.id, 'cancelled');
      const title = campaign?.title ?? 'your campaign';
      await notify(tctx, {
        userId: contract.brandId, type: 'contract_cancelled', href: `/brand/campaigns/${contract.campaignId}`,
        title: `Contract ended: ${title}`, body: `A creator on "${title}" deleted their account, so their contract has ended and the slot is free again.`,
      });
      await completeIfFinished(tctx, contract.campaignId);
    }
  }
  // A deleted brand's conversion webhook secret goes with it.
  await deleteWebhookSecrets(tctx, [...ids]);
}

/**
 * Claims and deletes the due accounts in one transaction: `skip locked`, so two processes never purge one account
 * twice. Their profile, verification and notifications go with them (foreign keys, on delete cascade), as do their
 * sessions and codes, and their campaign work ends in the same transaction: an account never goes without its work
 * ending. Answers the files left to remove.
 */
async function deleteDue(ctx: ServerContext, now: number) {
  // Called only when the upkeep probe saw one due (or the shared clock moved), so no probe of its own.
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
    // Their payout details (M-Pesa number, PayPal email, bank account) go too. The ledger keeps its rows under the
    // account's id, which names no one once the account is gone, so every balance still adds up.
    await tctx.db.delete(payoutDetails).where(inArray(payoutDetails.creatorId, ids));
    // Accounts go before their work ends, so no notice of it is mailed to a deleted address (notify tells no one
    // who no longer exists).
    await endCampaignWork(tctx, new Set(ids));
    return { avatars: due.map((a) => a.avatar), screenshots: shots.flatMap((v) => v.screenshots) };
  });
}

/**
 * Accounts whose 30-day grace period has passed are removed with their data: profile, sessions,
 * codes, avatar, notifications, payout details, and a creator's verification with its screenshots. Applications and
 * contracts stay, as the other side's records; lists leave out creators who no longer exist. Runs before an API
 * request when the upkeep probe (upkeep.ts) finds one due, so the injected clock decides.
 */
export async function purgeDue(ctx: ServerContext): Promise<void> {
  const purged = await deleteDue(ctx, ctx.clock.now()).catch((error: unknown) => {
    // Nothing was purged (the transaction rolled back): the request goes on, and the next one tries again.
    console.error('[purge] the due accounts could not be purged:', (error as Error).message);
    return null;
  });
  if (!purged) return;
  for (const avatar of purged.avatars) {
    const file = avatar?.split('/').pop();
    if (file) fs.rmSync(path.join(avatarDir(ctx), path.basename(file)), { force: true });
  }
  for (const file of purged.screenshots) fs.rmSync(path.join(uploadsDir(ctx), path.basename(file.storedName)), { force: true });
}
