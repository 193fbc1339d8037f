import { and, desc, eq, lt } from 'drizzle-orm';
import type { PaymentReceipt, PayoutStatement, ReceiptDocument, ReceiptParty, StatementLine } from '../../src/domain/receipt-document.ts';
import { eatDate } from '../../src/domain/eat.ts';
import type { Payment, PaymentSubscription, Withdrawal } from '../../src/domain/money-types.ts';
import { planById } from '../../src/domain/plans.ts';
import { campaignsByIds } from '../campaign-records.ts';
import type { ServerContext } from '../context.ts';
import { ledgerTransfers, payments, withdrawals } from '../db/schema/index.ts';
import { accountById, brandName } from '../people/accounts.ts';
import { kraPinOf } from '../people/tax-details.ts';
import { movementsOf } from './earnings-movements.ts';
import type { ReceiptRow } from './receipt-records.ts';

async function partyOf(ctx: ServerContext, row: ReceiptRow): Promise<ReceiptParty> {
  const account = await accountById(ctx, row.ownerId);
  if (!account) return { name: 'Deleted account', email: null, kraPin: null };
  const name = row.kind === 'receipt' ? (await brandName(ctx, row.ownerId)) ?? account.name : account.name;
  return { name, email: account.email, kraPin: await kraPinOf(ctx, row.ownerId) };
}

/** PayPal's capture id is the deposit transfer's id (`paypal:{captureId}`, decision 0009), the one place it is kept. */
async function captureIdOf(ctx: ServerContext, paymentId: string): Promise<string | null> {
  const [deposit] = await ctx.db.select({ id: ledgerTransfers.id }).from(ledgerTransfers)
    .where(and(eq(ledgerTransfers.refType, 'payment'), eq(ledgerTransfers.refId, paymentId)));
  return deposit?.id.startsWith('paypal:') ? deposit.id.slice('paypal:'.length) : null;
}

/** "Professional plan, monthly, 25 November 2026 to 25 December 2026": the plan and the period the payment covered. */
function subscriptionDescription(s: PaymentSubscription): string {
  const covered = s.periodStart && s.periodEnd ? `, ${eatDate(s.periodStart)} to ${eatDate(s.periodEnd)}` : '';
  return `${planById(s.planId)?.name ?? s.planId} plan, ${s.period}${covered}`;
}

async function paymentReceipt(ctx: ServerContext, row: ReceiptRow, party: ReceiptParty): Promise<PaymentReceipt> {
  const [payment] = (await ctx.db.select().from(payments).where(eq(payments.id, row.paymentId!))) as Payment[];
  const p = payment!;
  const launch = p.purpose === 'launch';
  const title = launch && p.campaignId ? (await campaignsByIds(ctx, [p.campaignId])).get(p.campaignId)?.title ?? 'a campaign' : '';
  return {
    kind: 'receipt', number: row.number, issuedAt: row.issuedAt, currency: p.currency, party, method: p.method,
    account: p.phone, reference: p.method === 'mpesa' ? p.mpesa?.receipt ?? null : await captureIdOf(ctx, p.id), sautiReference: p.id,
    purpose: p.purpose, description: launch ? `Launch of "${title}"` : p.subscription ? subscriptionDescription(p.subscription) : `Sauti ${p.purpose}`,
    // Any other purpose (a subscription) is all Sauti's fee; only a launch holds a budget for creators.
    fee: launch ? p.launchFee : p.amount, held: launch ? p.budget : 0, total: p.amount,
  };
}

/**
 * The fees released to the creator and the commission taken, by campaign, since their previous statement in the
 * same currency (after its payout, up to this one's).
 */
async function releasedSince(ctx: ServerContext, w: Withdrawal): Promise<StatementLine[]> {
  const [previous] = await ctx.db.select({ settledAt: withdrawals.settledAt }).from(withdrawals)
    .where(and(eq(withdrawals.ownerId, w.ownerId), eq(withdrawals.status, 'paid'), eq(withdrawals.currency, w.currency), lt(withdrawals.settledAt, w.settledAt!)))
    .orderBy(desc(withdrawals.settledAt)).limit(1);
  const from = previous?.settledAt ?? '';
  const byCampaign = new Map<string, StatementLine>();
  for (const m of (await movementsOf(ctx, w.ownerId)).reverse()) {
    if (m.currency !== w.currency || m.state !== 'posted' || (m.kind !== 'release' && m.kind !== 'commission')) continue;
    if (m.at <= from || m.at > w.settledAt!) continue;
    const key = m.campaignId ?? '';
    const line = byCampaign.get(key) ?? { campaignTitle: m.campaignTitle ?? 'Money added to your balance', fee: 0, commission: 0 };
    if (m.kind === 'release') line.fee += m.amount;
    else line.commission += -m.amount;
    byCampaign.set(key, line);
  }
  return [...byCampaign.values()];
}

async function payoutStatement(ctx: ServerContext, row: ReceiptRow, party: ReceiptParty): Promise<PayoutStatement> {
  const [withdrawal] = (await ctx.db.select().from(withdrawals).where(eq(withdrawals.id, row.withdrawalId!))) as Withdrawal[];
  const w = withdrawal!;
  const reference = w.method === 'mpesa' ? w.mpesa?.receipt ?? null : w.method === 'paypal' ? w.paypal?.payoutItemId ?? null : null;
  return {
    kind: 'statement', number: row.number, issuedAt: row.issuedAt, currency: w.currency, party, method: w.method,
    account: w.destination, reference, sautiReference: w.id, lines: await releasedSince(ctx, { ...w, settledAt: w.settledAt ?? row.issuedAt }), paid: w.amount,
  };
}

/** A receipt or statement with everything it prints, read from the payment or withdrawal it numbers. */
export async function receiptDocument(ctx: ServerContext, row: ReceiptRow): Promise<ReceiptDocument> {
  const party = await partyOf(ctx, row);
  return row.kind === 'receipt' ? paymentReceipt(ctx, row, party) : payoutStatement(ctx, row, party);
}
