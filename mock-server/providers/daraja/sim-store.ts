import type { ServerContext } from '../../context.ts';

/** An STK prompt on the virtual phone, from the push to its one resolution. */
export interface StkSession {
  kind: 'stk';
  checkoutRequestId: string;
  merchantRequestId: string;
  shortCode: string;
  phoneNumber: string;
  amount: number;
  accountReference: string;
  transactionDesc: string;
  callbackUrl: string;
  createdAt: number;
  status: 'pending' | 'resolved';
  resultCode?: number;
  resultDesc?: string;
  /** MpesaReceiptNumber, on success only. */
  receipt?: string;
  resolvedAt?: number;
}

/** A B2C payment: pending until resolved; a queue timeout leaves it `timed_out` with an eventual truth a status query reveals. */
export interface B2cPayment {
  kind: 'b2c';
  originatorConversationId: string;
  conversationId: string;
  commandId: string;
  amount: number;
  partyA: string;
  partyB: string;
  remarks: string;
  occasion: string;
  resultUrl: string;
  queueTimeOutUrl: string;
  createdAt: number;
  status: 'pending' | 'timed_out' | 'completed' | 'failed';
  /** Held on the virtual phone: no automatic result; it waits for a hand-picked outcome. */
  delayed?: boolean;
  /** For `timed_out`: what happened at M-Pesa, told only to a status query. */
  eventual?: 'success' | 'failure';
  transactionId?: string;
  resolvedAt?: number;
}

export type SimRecord = StkSession | B2cPayment;

/**
 * The `darajaSim` collection: provider-side state, kept in the data file so a dev restart
 * keeps open prompts. It is not in DbShape yet, hence the casts.
 */
export function simRecords(ctx: ServerContext): SimRecord[] {
  const list = ctx.store.get('darajaSim').value() as SimRecord[] | undefined;
  if (!list) ctx.store.set('darajaSim', []).value();
  return (ctx.store.get('darajaSim').value() as SimRecord[] | undefined) ?? [];
}

export function saveSim(ctx: ServerContext): void {
  ctx.store.write();
}

export function addRecord(ctx: ServerContext, record: SimRecord): void {
  simRecords(ctx).push(record);
  saveSim(ctx);
}

export function findStk(ctx: ServerContext, checkoutRequestId: string): StkSession | undefined {
  return simRecords(ctx).find((r): r is StkSession => r.kind === 'stk' && r.checkoutRequestId === checkoutRequestId);
}

export function findB2c(ctx: ServerContext, originatorConversationId: string): B2cPayment | undefined {
  return simRecords(ctx).find((r): r is B2cPayment => r.kind === 'b2c' && r.originatorConversationId === originatorConversationId);
}

/** Every receipt or transaction id handed out, so a new one never repeats. */
export function receiptTaken(ctx: ServerContext): (id: string) => boolean {
  return (id) => simRecords(ctx).some((r) => (r.kind === 'stk' ? r.receipt === id : r.transactionId === id));
}
