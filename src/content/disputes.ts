import type { DisputeOutcome, DisputeSide, DisputeStatus, Resolution } from '../domain/dispute-types.ts';
import { titles } from './titles.ts';

/** The dispute screens' copy: the contract pages' dispute panel and dialogs, and the admin's disputes pages. */
const the = (side: DisputeSide) => (side === 'brand' ? 'the brand' : 'the creator');
const The = (side: DisputeSide) => (side === 'brand' ? 'The brand' : 'The creator');
const other = (side: DisputeSide): DisputeSide => (side === 'brand' ? 'creator' : 'brand');

export const sideWords = { the, The, other } as const;

/** A status in plain words; `opener` is the side that opened it. */
export const disputeStatusLabel = (status: DisputeStatus, opener: DisputeSide): string => ({
  awaiting_response: `Waiting for ${the(other(opener))} to respond`,
  mediation: 'In mediation: Sauti’s mediator is reviewing it',
  proposal: 'The mediator proposed a split: waiting for both sides to answer',
  admin_decision: 'Waiting for the mediator’s decision',
  resolved: 'Resolved',
  resolved_for_opener: `Resolved for ${the(opener)}: no response came in time`,
  withdrawn: `Withdrawn by ${the(opener)}`,
})[status];

export const outcomeLabel: Record<DisputeOutcome, string> = { release: 'Fee released to the creator', refund: 'Fee refunded to the brand', split: 'Fee split' };
const decidedBy: Record<Resolution['decidedBy'], string> = {
  agreement: 'Both sides accepted the mediator’s proposal.',
  admin: 'Decided by Sauti’s mediator.',
  timeout: 'No response came within 5 business days, so it resolved for the side that opened it.',
  account_deleted: 'One side deleted their account, so it was settled for the side that stayed.',
};

export const disputePanel = {
  heading: 'Dispute',
  status: 'Status',
  openedBy: (side: DisputeSide, when: string, mine: boolean) => (mine ? `You opened it on ${when}.` : `${The(side)} opened it on ${when}.`),
  reason: 'Reason',
  respondBy: (side: DisputeSide, when: string) => `${The(side)} must respond by ${when}.`,
  respondByNote: (opener: DisputeSide) => `Without a response it resolves for ${the(opener)}.`,
  mediationEnds: (when: string) => `Mediation ends ${when}. If it is not settled by then, the mediator decides.`,
  evidence: 'Evidence',
  noEvidence: 'No evidence yet.',
  evidenceBy: (side: DisputeSide, when: string) => `From ${the(side)}, ${when}`,
  noText: 'A file, without a note.',
  openFile: (n: number) => `Open the file of evidence ${n}`,
  fileError: 'The file could not be opened. Please try again.',
  proposalHeading: 'The mediator’s proposal',
  shares: (creator: string, net: string, brand: string) => `The creator gets ${creator} (${net} after Sauti’s commission); the brand gets ${brand} back.`,
  acceptedBy: (sides: DisputeSide[]) => (sides.length ? `Accepted so far by ${sides.map(the).join(' and ')}.` : 'Neither side has answered yet.'),
  youAccepted: (waitingFor: DisputeSide) => `You accepted it. It is settled once ${the(waitingFor)} accepts too.`,
  outcomeHeading: 'Outcome',
  decidedBy,
  amounts: (creator: string, brand: string) => `The creator got ${creator} of the held fee (less Sauti’s commission); the brand got ${brand} back.`,
} as const;

export const disputeActions = {
  open: 'Open a dispute',
  openFor: (name: string) => `Open a dispute: ${name}`,
  respond: 'Respond',
  addEvidence: 'Add evidence',
  withdraw: 'Withdraw the dispute',
  accept: 'Accept the proposal',
  reject: 'Reject the proposal',
  cancel: 'Cancel',
  close: 'Close',
  done: {
    opened: 'Dispute opened',
    openedDetail: (responder: DisputeSide, when: string) => `${The(responder)} must respond by ${when}.`,
    fileFailed: (message: string) => `The dispute is open, but the file was not added: ${message} Add it again with Add evidence.`,
    responded: 'Response sent',
    respondedDetail: 'The dispute is now in mediation.',
    evidence: 'Evidence added',
    withdrawn: 'Dispute withdrawn',
    withdrawnDetail: 'The review of the deliverable resumes.',
    accepted: 'Proposal accepted',
    rejected: 'Proposal rejected',
    rejectedDetail: 'Sauti’s mediator now decides.',
  },
} as const;

export const openDialog = {
  title: 'Open a dispute',
  intro: (responder: DisputeSide) => `${The(responder)} then has 5 business days to respond. The review of this deliverable pauses meanwhile.`,
  reasonLabel: 'Reason (required)',
  reasonHint: 'What went wrong, in at least 10 characters.',
  evidenceLabel: 'Evidence (optional)',
  evidenceHint: 'Anything that supports your case, such as dates, messages or what was agreed.',
  fileLabel: 'File (optional)',
  fileHint: 'An image (PNG, JPEG or WebP) or a PDF, up to 5 MB.',
  submit: 'Open dispute',
  errors: {
    reason: 'Write why you are opening a dispute, in at least 10 characters.',
    file: 'Choose an image (PNG, JPEG or WebP) or a PDF.',
    fileSize: 'Choose a file of 5 MB or less.',
  },
} as const;

export const respondDialog = {
  title: 'Respond to the dispute',
  label: 'Your response (required)',
  hint: 'Your side of it. Sauti’s mediator reads both sides.',
  submit: 'Send response',
  error: 'Write your response, in at least 3 characters.',
} as const;

export const evidenceDialog = {
  title: 'Add evidence',
  label: 'Note',
  hint: 'Write what happened, attach a file, or both.',
  submit: 'Add evidence',
  error: 'Write what happened, or attach a file.',
} as const;

export const confirmDialogs = {
  withdraw: { title: 'Withdraw the dispute?', body: 'The deliverable goes back to review, with the time that was left when the dispute paused it.', confirm: 'Withdraw' },
  accept: { title: 'Accept the proposal?', body: (shares: string) => `${shares} It is settled as soon as both sides accept.`, confirm: 'Accept' },
  reject: { title: 'Reject the proposal?', body: 'Sauti’s mediator then decides how the fee is settled.', confirm: 'Reject' },
} as const;

export const adminDisputes = {
  title: titles.adminDisputes,
  intro: 'Disputes over deliverables, open ones first, with the deadline running on each.',
  loadFailed: 'We could not load the disputes',
  retry: 'Try again',
  openHeading: 'Open',
  closedHeading: 'Closed',
  count: (n: number) => (n === 1 ? '1 open dispute.' : `${n} open disputes.`),
  noneOpen: 'No dispute is open.',
  noneClosed: 'No dispute has ended yet.',
  open: (campaign: string) => `${campaign}: open the dispute`,
  openedBy: (side: DisputeSide, when: string) => `Opened by ${the(side)} on ${when}`,
  respondBy: (side: DisputeSide, when: string) => `${The(side)} must respond by ${when}`,
  mediationEnds: (when: string) => `Mediation ends ${when}`,
  noDeadline: 'No deadline running',
} as const;

export const adminDispute = {
  title: titles.adminDispute,
  back: 'Back to the disputes',
  loadFailed: 'We could not load the dispute',
  retry: 'Try again',
  heading: (campaign: string) => `Dispute: ${campaign}`,
  fee: (fee: string) => `Held fee: ${fee}`,
  brief: 'The campaign brief',
  deliverable: 'The disputed deliverable',
  evidenceFrom: (side: DisputeSide) => `Evidence from ${the(side)}`,
  propose: {
    heading: 'Propose a split',
    intro: 'Both sides then accept or reject it. If both accept, it is settled as proposed.',
    label: 'Creator’s share (%)',
    hint: 'A whole number from 0 to 100.',
    submit: 'Propose split',
    error: 'Enter the creator’s share as a whole number from 0 to 100.',
    confirmTitle: 'Propose this split?',
    done: 'Split proposed',
    doneDetail: 'Both sides have been told.',
  },
  decide: {
    heading: 'Decide',
    intro: 'Your decision settles the held fee at once, in one operation.',
    legend: 'Outcome',
    outcomes: { release: 'Release: all of it to the creator', refund: 'Refund: all of it back to the brand', split: 'Split' } as Record<DisputeOutcome, string>,
    shareLabel: 'Creator’s share (%)',
    shareHint: 'For a split, a whole number from 1 to 99.',
    submit: 'Decide',
    error: 'For a split, enter the creator’s share as a whole number from 1 to 99.',
    confirmTitle: 'Decide this dispute?',
    done: 'Dispute decided',
  },
  confirm: 'Confirm',
  waiting: {
    awaiting_response: 'The other side has not responded yet. You can propose or decide once it is in mediation.',
    proposal: 'Both sides are answering your proposal. If either rejects it, or mediation ends, you decide.',
  } as Partial<Record<DisputeStatus, string>>,
  preview: (creator: string, net: string, brand: string) => `The creator gets ${creator} (${net} after Sauti’s commission); the brand gets ${brand} back.`,
} as const;
