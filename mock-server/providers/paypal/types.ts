/** PayPal Payouts v1 statuses, as documented (developer.paypal.com/api/payments.payouts-batch/v1). */
export const ITEM_STATUSES = ['SUCCESS', 'FAILED', 'PENDING', 'UNCLAIMED', 'RETURNED', 'ONHOLD', 'BLOCKED', 'REFUNDED', 'REVERSED'] as const;
export type ItemStatus = (typeof ITEM_STATUSES)[number];
export type BatchStatus = 'DENIED' | 'PENDING' | 'PROCESSING' | 'SUCCESS' | 'CANCELED';
export const RECIPIENT_TYPES = ['EMAIL', 'PHONE', 'PAYPAL_ID'] as const;
export type RecipientType = (typeof RECIPIENT_TYPES)[number];

export interface Money {
  value: string;
  currency: string;
}

export interface SenderBatchHeader {
  sender_batch_id: string;
  email_subject?: string;
  email_message?: string;
}

export interface PayoutItemInput {
  recipient_type: RecipientType;
  amount: Money;
  receiver: string;
  sender_item_id: string;
  note?: string;
}

/** The simulator's records (tables paypal_tokens, paypal_batches, paypal_items), told apart by `kind`. */
export interface SimToken {
  kind: 'token';
  id: string;
  /** Only the token's hash is stored. */
  tokenHash: string;
  expiresAt: number;
}

export interface SimBatch {
  kind: 'batch';
  id: string;
  senderBatchHeader: SenderBatchHeader;
  createdAt: number;
}

export interface SimItem {
  kind: 'item';
  id: string;
  batchId: string;
  senderBatchId: string;
  status: ItemStatus;
  input: PayoutItemInput;
  transactionId: string | null;
  /** When the item last changed status: an UNCLAIMED item is returned 30 days after this. */
  changedAt: number;
  processedAt: number | null;
}

export type SimRecord = SimToken | SimBatch | SimItem;

/** What a webhook delivery gets: the listener's URL and the event. Injectable so tests can capture events. */
export type Deliver = (url: string, body: WebhookEvent) => Promise<void> | void;

export interface WebhookEvent {
  id: string;
  event_version: '1.0';
  create_time: string;
  resource_type: 'payouts_item';
  event_type: string;
  summary: string;
  resource: unknown;
  links: Link[];
}

export interface Link {
  href: string;
  rel: string;
  method: 'GET' | 'POST';
  encType?: 'application/json';
}
