import { PLATFORM_LABELS } from '../domain/catalog.ts';
import type { DeliverableType } from '../domain/campaign-types.ts';
import type { Deliverable, DeliverableStatus } from '../domain/delivery-types.ts';
import type { ConversionType, LinkKind } from '../domain/tracking-types.ts';
import { deliverableTypeLabel } from './review.ts';

/** The delivery screens' copy: a contract's deliverables, their review, its trackable links and conversions. */
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

export const deliverableStatusLabel: Record<DeliverableStatus, string> = {
  pending: 'Waiting for a draft',
  overdue: 'Overdue',
  in_review: 'In review',
  revision_requested: 'Revision requested',
  disputed: 'Disputed',
  approved: 'Approved',
  live: 'Live',
  settled: 'Settled',
  cancelled: 'Cancelled',
};

/** "Deliverable 1: Instagram reel". */
export const deliverableName = (d: Pick<Deliverable, 'index' | 'platform' | 'type'>) =>
  `Deliverable ${d.index}: ${PLATFORM_LABELS[d.platform]} ${deliverableTypeLabel[d.type as DeliverableType]}`;

/** The contracts lists link each row to its contract page. */
export const contractLinkFor = (name: string) => `${name}: open the contract`;

export const contractPage = {
  backCreator: 'Back to your home',
  backBrand: 'Back to the campaign',
  heading: (campaign: string) => `Contract: ${campaign}`,
  withBrand: (brand: string, fee: string) => `With ${brand} · agreed fee ${fee}`,
  withCreator: (creator: string, fee: string) => `With ${creator} · agreed fee ${fee}`,
  deliverables: 'Deliverables',
  empty: 'This contract has no deliverables.',
  status: 'Status',
  due: 'Due',
  revisionsTerm: 'Revisions used',
  revisionsOf: (used: number, max: number) => `${used} of ${max}`,
  approvedAt: (when: string, auto: boolean) => (auto ? `Approved automatically on ${when}: the review window ended without an answer.` : `Approved on ${when}.`),
  liveAt: 'Live post',
  deadline: {
    creator: (when: string) => `Auto-approved on ${when} if the brand does not answer.`,
    brand: (when: string) => `Approved automatically on ${when} unless you approve it or request a revision first.`,
    left: (text: string) => `${text} left.`,
    passing: 'The review window has ended; it is being approved.',
  },
  versions: 'Versions',
  version: (n: number, when: string) => `Version ${n}, sent ${when}`,
  noCaption: 'No caption.',
  captionLabel: 'Caption',
  openLink: (n: number) => `Open the link of version ${n}`,
  openFile: (n: number) => `Open the file of version ${n}`,
  fileError: 'The file could not be opened. Please try again.',
  feedback: 'The brand’s feedback',
  feedbackOn: (n: number, when: string) => `On version ${n}, ${when}`,
  released: (fee: string) => `Every deliverable is approved, so the fee of ${fee} was released to the creator.`,
  releasedCreator: (fee: string) => `Every deliverable is approved: your fee of ${fee} was released, less Sauti’s commission. See it in your earnings.`,
  earnings: 'Open your earnings',
} as const;

export const submitForm = {
  heading: (revision: boolean) => (revision ? 'Submit a new version' : 'Submit your draft'),
  kindLegend: 'What are you sending?',
  kinds: { link: 'A link', file: 'An image or video upload' },
  urlLabel: 'Link to the draft',
  urlHint: 'Starting with https://, for example a private link to the video.',
  fileLabel: 'Image or video',
  fileHint: 'PNG, JPEG or WebP images; MP4, MOV or WebM videos. It is checked by its content.',
  captionLabel: 'Caption',
  captionHint: 'The caption you plan to post, up to 2,200 characters.',
  submit: 'Submit draft',
  done: (n: number) => `Version ${n} sent. The brand has 3 business days to answer.`,
  errors: {
    url: 'Enter the draft’s link, starting with https://.',
    file: 'Choose an image or video file to upload.',
    caption: 'Keep the caption under 2,200 characters.',
  },
} as const;

export const liveLinkForm = {
  heading: 'Add the live post’s link',
  label: 'Live post link',
  hint: 'Once the post is published, paste its address, starting with https://.',
  submit: 'Save live link',
  done: 'Live link saved.',
  error: 'Enter the live post’s link, starting with https://.',
} as const;

export const reviewActions = {
  approve: 'Approve',
  approveFor: (name: string) => `Approve ${name}`,
  approved: (name: string) => `${name} approved.`,
  request: 'Request revision',
  requestFor: (name: string) => `Request revision: ${name}`,
  noneLeft: (max: number) => `All ${plural(max, 'revision')} allowed are used, so another cannot be requested. Approve it, or open a dispute.`,
  dialogTitle: 'Request a revision',
  close: 'Close',
  used: (used: number, max: number) => `Revisions used: ${used} of ${max}. This request uses one.`,
  feedbackLabel: 'Feedback (required)',
  feedbackHint: 'Say what should change, between 3 and 2,000 characters. The creator sees this.',
  feedbackErrors: { short: 'Say what should change, in at least 3 characters.', long: 'Keep the feedback under 2,000 characters.' },
  send: 'Send request',
  cancel: 'Cancel',
  sent: (name: string) => `Revision requested for ${name}.`,
} as const;

export const linksPanel = {
  heading: 'Trackable links',
  intro: 'Share these so your clicks and sales count. Clicks from bots and repeat clicks within an hour are not counted.',
  kinds: { web: 'Campaign link', whatsapp: 'WhatsApp link' } satisfies Record<LinkKind, string>,
  code: 'Your code',
  codeBrand: 'The creator’s code',
  codeHint: 'Buyers quote this code on WhatsApp, or as the M-Pesa Paybill account number.',
  clicks: (n: number) => `${plural(n, 'click')} counted`,
  copy: (what: string) => `Copy ${what}`,
  copied: (what: string) => `Copied ${what}.`,
  copyFailed: 'Copying was refused by the browser. Select the text and copy it instead.',
  empty: 'This contract has no links.',
} as const;

export const conversionForm = {
  heading: 'Add a sale or lead',
  intro: 'Record a sale or lead that came through this creator. Enter the code the buyer quoted, or leave it to count for this contract.',
  typeLegend: 'Type',
  types: { sale: 'Sale', lead: 'Lead' } satisfies Record<ConversionType, string>,
  amountLabel: (currency: string) => `Amount (${currency})`,
  amountHint: 'For a lead, the amount may be 0.',
  codeLabel: 'Code (optional)',
  submit: 'Add',
  added: 'Added',
  done: (type: string, amount: string) => `${type} of ${amount} added.`,
  listHeading: 'Added on this page',
  attributed: (code: string | null) => (code ? `by code ${code}` : 'to this contract'),
  errors: { amount: 'Enter the amount, like 1500 or 1500.50.', saleAmount: 'Enter the sale amount, above 0.' },
} as const;

export const webhookPanel = {
  heading: 'Webhook secret',
  intro: 'Your own systems can send sales to POST /api/conversions.',
  signing: (brandHeader: string, signatureHeader: string) =>
    `Send your brand id in ${brandHeader} and sign each request body with this secret: ${signatureHeader} carries sha256= and the hex HMAC-SHA256 of the exact body, so Sauti refuses anything you did not send.`,
  reveal: 'Reveal webhook secret',
  hide: 'Hide webhook secret',
  secretLabel: 'Secret',
  brandLabel: 'Brand id',
} as const;
