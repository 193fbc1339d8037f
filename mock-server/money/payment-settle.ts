import { campaignMachine } from '../../machines/lifecycles/campaignMachine.ts';
import { paymentMachine, type PaymentEvent } from '../../machines/lifecycles/paymentMachine.ts';
import type { Payment, PaymentStatus } from '../../src/domain/money-types.ts';
import { findCampaign, moveCampaign } from '../campaign-access.ts';
import { closeRecruiting, completeIfFinished } from '../campaign-lifecycle.ts';
import { acceptedCount } from '../campaign-records.ts';
import { contractsByCampaign } from '../contract-records.ts';
import type { ServerContext } from '../context.ts';
import { accountCode } from '../ledger/accounts.ts';
import { money } from '../ledger/errors.ts';
import { inTransaction } from '../db/transaction.ts';
import { applyLinked, transferId, voidPending, type LedgerOp } from '../ledger/ledger.ts';
import { nextStatus } from '../lifecycle.ts';
import { isPackageCampaign } from '../packages/terms.ts';
import { notify } from '../notify.ts';
import { lockPlanHolder } from '../people/plan-in-force.ts';
import { lockPayment, updatePayment } from './payment-store.ts';
import { subscriptionPaid, tellSubscriber } from './subscription-settle.ts';

const FINAL: readonly PaymentStatus[] = ['succeeded', 'failed', 'cancelled'];
export const isSettled = (payment: Pick<Payment, 'status'>) => FINAL.includes(payment.status);

/** What the provider told us besides the event: the money it took, under its own reference. */
export interface SettleFacts {
  /** The words the brand reads for a failed, cancelled or unknown payment. */
  reason?: string | null;
  resultCode?: number | null;
  /** M-Pesa's MpesaReceiptNumber (a callback carries it; a query does not). */
  receipt?: string | null;
  /** PayPal's capture id. */
  captureId?: string;
  /** Minor units the provider says it took; else the amount asked. */
  received?: number;
}

/**
 * The deposit's transfer id is the provider's reference, so a replay is a ledger no-op: `stk:{receipt}` or
 * `paypal:{captureId}`. A query that says "paid" gives no receipt, so the CheckoutRequestID stands in for it.
 */
function depositId(payment: Payment, facts: SettleFacts): string {
  if (payment.method !== 'mpesa') return transferId('paypal', facts.captureId ?? payment.paypal?.orderId ?? payment.id);
  return transferId('stk', facts.receipt ?? payment.mpesa?.checkoutRequestId ?? payment.id);
}

/** The hold on the brand's balance for the part of a launch it pays (docs/decisions/0009-money.md, issue 19). */
export const balanceHoldId = (paymentId: string) => transferId('balance-hold', paymentId);

/**
 * The launch's transfers, all or nothing (decision 0009): the hold on the brand's balance released, the money
 * received into the brand's balance, then the launch fee to revenue and the budget into the campaign's escrow, both
 * from the brand's balance, which the released hold and the deposit together cover. A free first launch posts no
 * fee, and a launch paid wholly from the balance no deposit (the ledger writes no empty transfer). Whatever M-Pesa's
 * rounding added stays in the brand's balance.
 */
function launchTransfers(payment: Payment, facts: SettleFacts): LedgerOp[] {
  const { currency } = payment;
  const campaignId = payment.campaignId!;
  const brand = accountCode.brand(payment.brandId, currency);
  // A launch a partner paid for its client (issue 25) refers to the payment, which names who acted for whom in the ledger.
  const ref = payment.actedBy ? { type: 'payment', id: payment.id } : { type: 'campaign', id: campaignId };
  const received = facts.received ?? payment.amount;
  return [
    ...(payment.method !== 'balance' && payment.fromBalance > 0 ? [{ kind: 'void', pendingId: balanceHoldId(payment.id) } as const] : []),
    ...(payment.method !== 'balance' && received > 0
      ? [{ kind: 'transfer', id: depositId(payment, facts), debit: accountCode.asset(payment.method, currency), credit: brand, amount: received, currency, ref: { type: 'payment', id: payment.id } } as const]
      : []),
    ...(payment.launchFee > 0
      ? [{ kind: 'transfer', id: transferId('launch-fee', campaignId), debit: brand, credit: accountCode.launchFees(currency), amount: payment.launchFee, currency, ref } as const]
      : []),
    { kind: 'transfer', id: transferId('escrow', campaignId), debit: brand, credit: accountCode.escrow(campaignId), amount: payment.budget, currency, ref },
  ];
}

/** "We received KES 117,500 and took KES 40,000 from your balance": how the launch was paid, in the brand's words. */
function paidWith(payment: Payment): string {
  const fromBalance = `${money(payment.fromBalance, payment.currency)} from your balance`;
  if (payment.method === 'balance') return `We took ${fromBalance}`;
  const received = `We received ${money(payment.amount, payment.currency)}`;
  return payment.fromBalance > 0 ? `${received} and took ${fromBalance}` : received;
}

async function tellBrand(ctx: ServerContext, payment: Payment, title: string, booked = false): Promise<void> {
  const href = `/brand/campaigns/${payment.campaignId}`;
  if (payment.status === 'succeeded') {
    await notify(ctx, {
      userId: payment.brandId, type: 'payment_succeeded', href, title: `Campaign launched: ${title}`,
      body: `${paidWith(payment)} for "${title}". ${booked ? 'The creator can now accept its terms, which holds the fee for them.' : 'It is now recruiting creators.'}`,
    });
  } else {
    await notify(ctx, {
      userId: payment.brandId, type: `payment_${payment.status}`, href, title: `Payment not completed: ${title}`,
      body: `${payment.reason ?? 'The payment did not go through.'} "${title}" is still approved: you can pay again when you are ready.`,
    });
  }
}

/**
 * Moves a payment by `event` through paymentMachine and, when that settles it, the campaign with it: a success
 * makes the launch transfers and starts recruiting; a failure or cancellation puts the campaign back to approved.
 * One transaction, the payment's row locked from the status check to the update, so a replayed callback (or one
 * racing a query, in another process) finds the payment already settled.
 */
export function settlePayment(ctx: ServerContext, stale: Payment, event: PaymentEvent, facts: SettleFacts = {}): Promise<Payment> {
  return inTransaction(ctx, (tctx) => settleLocked(tctx, stale, event, facts, false));
}

/**
 * Under the payment's lock: `onlyIfOpen` settles it unless it already settled; otherwise it moves only from the
 * status the caller saw, so of two requests that saw the same status (two reads past a deadline), one moves it.
 */
async function settleLocked(ctx: ServerContext, seen: Payment, event: PaymentEvent, facts: SettleFacts, onlyIfOpen: boolean): Promise<Payment> {
  if (seen.purpose === 'subscription') return settleSubscriptionLocked(ctx, seen, event, facts, onlyIfOpen);
  // Rows are locked campaign first, then payment (the order every change takes), so this never waits on a launch
  // that holds the campaign while it waits on the payment.
  const campaign = await findCampaign(ctx, seen.campaignId!, { lock: true });
  const payment = await lockPayment(ctx, seen.id);
  if (onlyIfOpen ? isSettled(payment) : payment.status !== seen.status) return payment;
  const status = nextStatus(paymentMachine, payment.status, event, { noun: 'payment', action: 'changed' }) as PaymentStatus;
  if (status === payment.status) return payment;
  const settled = FINAL.includes(status);
  const campaignEvent = status === 'succeeded' ? 'PAYMENT_SUCCEEDED' : 'PAYMENT_FAILED';
  // Every check before the first change: the campaign must take the event, then the ledger must take the transfers.
  if (settled) nextStatus(campaignMachine, campaign.status, { type: campaignEvent }, { noun: 'campaign', action: 'settled' });
  if (status === 'succeeded') await applyLinked(ctx, launchTransfers(payment, facts));
  // Not paid: what the balance was to cover is the brand's to spend again.
  else if (settled && payment.fromBalance > 0 && payment.method !== 'balance') await voidPending(ctx, balanceHoldId(payment.id));
  const receipt = facts.receipt ?? null;
  const updated = await updatePayment(ctx, payment.id, {
    status,
    reason: status === 'succeeded' ? null : (facts.reason ?? payment.reason),
    resultCode: facts.resultCode === undefined ? payment.resultCode : facts.resultCode,
    settledAt: settled ? new Date(ctx.clock.now()).toISOString() : null,
    ...(payment.mpesa && receipt ? { mpesa: { ...payment.mpesa, receipt } } : {}),
  });
  if (settled) {
    const moved = await moveCampaign(ctx, campaign, campaignEvent, 'settled');
    // A bought package's campaign has its one creator already (mock-server/packages/purchase.ts): paid, it goes to
    // work, and never to recruiting, which it skipped the admin's review for, even with its contract cancelled
    // meanwhile (then it completes at once and its escrow goes back to the brand).
    const packaged = status === 'succeeded' && (await isPackageCampaign(ctx, moved.id));
    const booked = status === 'succeeded' && (packaged || (moved.slots !== null && (await acceptedCount(ctx, moved.id)) >= moved.slots));
    if (booked) {
      await closeRecruiting(ctx, moved);
      for (const contract of await contractsByCampaign(ctx, moved.id, { status: 'active' })) {
        await notify(ctx, {
          userId: contract.creatorId, type: 'package_paid', href: `/influencer/contracts/${contract.id}`, title: `Paid: ${campaign.title}`,
          body: `${campaign.brandName} paid for "${campaign.title}". Read the terms and accept them: the fee is then held for you and the work can start.`,
        });
      }
    }
    await tellBrand(ctx, updated, campaign.title, booked);
    if (packaged) await completeIfFinished(ctx, moved.id);
  }
  return updated;
}

/**
 * A subscription payment (issue 19): the payer's row first (the order starting one takes), then the payment. A
 * success records the revenue and starts or renews the subscription; a failure or cancellation changes nothing else.
 */
async function settleSubscriptionLocked(ctx: ServerContext, seen: Payment, event: PaymentEvent, facts: SettleFacts, onlyIfOpen: boolean): Promise<Payment> {
  await lockPlanHolder(ctx, seen.brandId);
  const payment = await lockPayment(ctx, seen.id);
  if (onlyIfOpen ? isSettled(payment) : payment.status !== seen.status) return payment;
  const status = nextStatus(paymentMachine, payment.status, event, { noun: 'payment', action: 'changed' }) as PaymentStatus;
  if (status === payment.status) return payment;
  const settled = FINAL.includes(status);
  const subscription = status === 'succeeded' ? await subscriptionPaid(ctx, payment, depositId(payment, facts), facts.received ?? payment.amount) : payment.subscription;
  const receipt = facts.receipt ?? null;
  const updated = await updatePayment(ctx, payment.id, {
    status, subscription,
    reason: status === 'succeeded' ? null : (facts.reason ?? payment.reason),
    resultCode: facts.resultCode === undefined ? payment.resultCode : facts.resultCode,
    settledAt: settled ? new Date(ctx.clock.now()).toISOString() : null,
    ...(payment.mpesa && receipt ? { mpesa: { ...payment.mpesa, receipt } } : {}),
  });
  if (settled) await tellSubscriber(ctx, updated);
  return updated;
}

/**
 * Settles a payment inside the caller's transaction (which already holds the campaign's row): a launch paid wholly
 * from the brand's balance is created and settled in one transaction.
 */
export function settleInTransaction(tctx: ServerContext, payment: Payment, event: PaymentEvent): Promise<Payment> {
  return settleLocked(tctx, payment, event, {}, false);
}

/** Settles by `event` unless the payment already settled meanwhile (a replay, or another request got there first). */
export function settleIfOpen(ctx: ServerContext, payment: Payment, event: PaymentEvent, facts: SettleFacts = {}): Promise<Payment> {
  if (isSettled(payment)) return Promise.resolve(payment);
  return inTransaction(ctx, (tctx) => settleLocked(tctx, payment, event, facts, true));
}
