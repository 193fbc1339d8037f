import type { MessageSide } from '../domain/message-types.ts';
import { titles } from './titles.ts';

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** Conversations between a brand and a creator (issue 23): the list, a thread, the composer and the top bar's link. */
export const messagesCopy = {
  title: titles.messages,
  intro: {
    brand: 'One conversation for each creator who applied or was invited, carried on into the contract.',
    influencer: 'One conversation for each campaign you applied or were invited to, carried on into the contract.',
  },
  listLabel: 'Conversations',
  empty: {
    brand: 'No conversations yet. Each creator who applies to a campaign, or whom you invite, starts one.',
    influencer: 'No conversations yet. Applying to a campaign, or being invited, starts one.',
  },
  noMessages: 'No messages yet.',
  /** The visible words first (WCAG 2.5.3), then whom with. */
  withWhom: (side: 'brand' | 'influencer', brandName: string, creatorName: string) => (side === 'brand' ? creatorName : brandName),
  unreadBadge: (n: number) => count(n, 'unread message', 'unread messages'),
  you: 'You',
  sideName: (side: MessageSide, brandName: string, creatorName: string) => (side === 'brand' ? brandName : creatorName),
  /** A message a partner wrote for its client brand (issue 25). */
  partnerFor: (partnerName: string, brandName: string) => `${partnerName} for ${brandName}`,
  attachments: (n: number) => count(n, 'file', 'files'),
  back: 'All conversations',
  /** The ways in from an application or a contract: the visible words start each link's name. */
  openThread: 'Messages about this contract',
  messageBrand: 'Message the brand',
  messageWith: (name: string) => `Message ${name}`,
  campaign: 'Campaign',
  contract: 'Open the contract',
  application: 'Open the campaign',
  earlier: 'Show earlier messages',
  loadingEarlier: 'Loading earlier messages…',
  threadLabel: 'Messages',
  heldNote: 'Until the contract is funded, keep phone numbers, email addresses and payment details out of your messages: the escrow protects both sides only while the deal stays on Sauti.',
  fundedNote: 'The contract is funded: you may share contact details now. Keep the work and its record here.',
  composer: {
    label: 'Message',
    files: 'Attach files',
    filesHint: 'Up to 3 images (PNG, JPEG or WebP) or PDFs, 5 MB or less each.',
    send: 'Send',
    sending: 'Sending…',
    chosen: (n: number) => (n === 0 ? '' : `${count(n, 'file', 'files')} attached.`),
    tooMany: 'Attach at most 3 files.',
  },
  sent: 'Message sent.',
  arrived: (from: string, body: string) => `New message from ${from}: ${body.length > 80 ? `${body.slice(0, 80)}…` : body}`,
  arrivedFile: (from: string) => `New message from ${from}, with a file.`,
  openFile: (name: string) => `Open ${name}`,
  fileError: 'The file could not be opened.',
  topBar: (unread: number) => (unread === 0 ? 'Messages' : `Messages, ${unread} unread`),
  loadFailed: 'We could not load your messages',
  retry: 'Try again',
  dispute: {
    heading: 'Conversation',
    summary: (n: number) => `${count(n, 'message', 'messages')} between the brand and the creator.`,
    read: 'Read the conversation',
    readOnly: 'You are reading this conversation because a dispute on its contract is open. Admins cannot write in it.',
  },
} as const;
