import type { ApplicationStatus } from './campaign-types.ts';

/**
 * Conversations between a brand and a creator (issue 23; docs/decisions/0018-messages.md), shared by the app and the
 * local API. A conversation is an application's thread: its id is the application's, from the first pitch or
 * invitation, and it carries on into the contract.
 */
export const MESSAGE_MAX_LENGTH = 2000;
/** Files one message may carry, each an image (PNG, JPEG, WebP) or a PDF of 5 MB or less, checked by content. */
export const MESSAGE_MAX_FILES = 3;

export type MessageSide = 'brand' | 'creator';

export interface MessageAttachment {
  name: string;
  type: string;
  size: number;
  /** Served to the two sides (and an admin during a dispute) with the bearer token: fetched, never linked. */
  url: string;
}

export interface Message {
  id: string;
  conversationId: string;
  senderSide: MessageSide;
  /** The partner that wrote it for the brand (issue 25), shown as "{partner} for {brand}"; null when the side wrote it itself. */
  partnerName: string | null;
  body: string;
  attachments: MessageAttachment[];
  createdAt: string;
  /** When the recipient read it, or null. */
  readAt: string | null;
}

export interface ConversationSummary {
  /** The application's id. */
  id: string;
  campaignId: string;
  campaignTitle: string;
  brandName: string;
  creatorName: string;
  applicationStatus: ApplicationStatus;
  /** The contract the application became, if it did. */
  contractId: string | null;
  /**
   * Whether the contract's fee is held in escrow. Until it is, a message with a phone number, an email address or
   * payment details is held (422) and never reaches the other side.
   */
  funded: boolean;
  lastMessage: { body: string; senderSide: MessageSide; attachments: number; createdAt: string } | null;
  /** Messages to the reader not yet read (0 for an admin, who is never a recipient). */
  unread: number;
  /** The last message's time, or the application's when there is none: the list's order, newest first. */
  updatedAt: string;
}

export interface ConversationPage {
  items: ConversationSummary[];
  total: number;
  page: number;
  pageSize: number;
  /** Every unread message to the reader, across conversations: the top bar's count. */
  unread: number;
}

/** A page of one thread, oldest first; `hasOlder` when messages before the first remain. */
export interface ThreadPage {
  conversation: ConversationSummary;
  items: Message[];
  hasOlder: boolean;
}

/** What `POST /conversations/{id}/read` and the live stream's `unread` event say: the thread's count and the total. */
export interface UnreadCounts {
  conversationId: string | null;
  unread: number;
  total: number;
}

/** Events of the live stream (`GET /api/live`), by their SSE event name. */
export interface LiveEvents {
  /** A new message in one of the reader's conversations (theirs or the other side's). */
  message: { message: Message };
  /** The reader's unread counts changed (a message arrived, or they read one elsewhere); sent once on connecting too. */
  unread: UnreadCounts;
}

/** A dispute's conversation, listed with its evidence: the thread of the application its contract came from. */
export interface DisputeConversation {
  id: string;
  messages: number;
  /** Where its messages are read (an admin may while the dispute is open). */
  url: string;
}
