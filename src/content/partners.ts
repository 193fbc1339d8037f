import type { ActedBy, ClientStatus } from '../domain/partner-types.ts';

/** Copy of the partner workspace and the brand's Partners settings (issue 25). */
export const partnerHome = {
  heading: 'Your clients',
  switchLabel: 'Client',
  /** The client switch's submit button. */
  show: 'Show',
  analytics: 'Analytics across your clients: every campaign of every client, with its measures, in one CSV file.',
  none: 'You have no client brands yet. Invite a brand by email to start working for it.',
  invitedOnly: (email: string) => `${email} has not answered your invitation yet.`,
  campaignsHeading: 'Campaigns',
  noCampaigns: 'This client has no campaigns yet.',
  reviewHeading: 'Waiting for review',
  noReview: 'Nothing waits for review.',
  upcomingHeading: 'Coming up',
  noUpcoming: 'No deliverables are due.',
  due: (name: string, date: string) => `${name}, due ${date}`,
  newHeading: 'New campaign for this client',
  copyLabel: 'Start from',
  copyNone: 'A blank campaign',
  copyOf: (title: string) => `A copy of “${title}”`,
  /** Opens the campaign wizard for the client, blank or with the copied brief. */
  start: 'Write the campaign',
  inviteHeading: 'Invite a brand',
  inviteHint: 'The brand answers in its settings. It chooses what you may do, and every payment stays its own to approve.',
  emailLabel: 'Brand email',
  invite: 'Send invitation',
  invited: (email: string) => `Invitation sent to ${email}`,
  invitationsHeading: 'Invitations waiting',
  revoke: (email: string) => `Revoke the invitation to ${email}`,
  revoked: 'Invitation revoked',
  referrals: 'Your referral link, and the brands that registered through it',
  makeHeading: 'Make a brand’s account',
  makeHint: 'For a business not on Sauti yet: you run it at once, spending nothing without it. Its owner is emailed, signs in with that email to claim it, and then chooses what you may do.',
  companyLabel: 'Company name',
  ownerLabel: 'Owner’s email',
  make: 'Make the brand’s account',
  made: (company: string) => `${company} is your client. Its owner has been emailed to claim it.`,
  unclaimed: 'Waiting for its owner to claim it',
  conversations: 'Conversations with creators',
  usage: (used: number, limit: number | null) => (limit === null ? `${used} client brands (unlimited on your plan)` : `${used} of ${limit} client brands on your plan`),
} as const;

export const partnerCampaign = {
  for: (brand: string) => `For ${brand}`,
  status: 'Status',
  /** Instead of the wizard, and on the home instead of the new campaign form, when the client has not allowed it. */
  cannotManage: (brand: string) => `${brand} has not allowed you to manage its campaigns, so you cannot write or edit them. It can allow “Manage campaigns” in its Partners settings.`,
  /** The wizard starts blank when the campaign in `?from=` cannot be copied (gone, or not this client's). */
  copyUnused: 'The campaign you chose to copy could not be used, so this one starts blank.',
  submit: 'Submit for review',
  submitted: 'Submitted for review',
  launch: 'Ask to launch',
  launchPaid: 'Launched: paid from the brand’s balance',
  launchAsked: 'The brand was asked to pay for the launch',
  back: 'Back to your clients',
  /** The heading when the API refuses a client's campaign or contract to the partner; the API's reason follows. */
  refused: { campaign: 'You cannot open this campaign', contract: 'You cannot open this contract' },
  contracts: 'Contracts',
  openContract: (creator: string) => `${creator}: review the work`,
} as const;

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** A client's conversations with creators, as its partner reads and writes them for it (issue 25). */
export const partnerMessages = {
  title: (brand: string) => `Conversations for ${brand}`,
  intro: (brand: string) => `One for each creator who applied to a campaign of ${brand} or was invited to one. You read and write them for ${brand}.`,
  empty: 'No conversations yet. Each creator who applies to one of this client’s campaigns, or whom it invites, starts one.',
  notLive: 'New messages do not appear here by themselves: open this page or a conversation again to see them.',
  refused: 'You cannot read this client’s conversations',
  back: (brand: string) => `All conversations for ${brand}`,
  writingAs: (partner: string, brand: string) =>
    `You write for ${brand}: the creator and ${brand} see your messages as “${partner} for ${brand}”. Your reading leaves them unread for ${brand}.`,
  checkNew: 'Check for new messages',
  checking: 'Checking…',
  found: (n: number) => (n === 0 ? 'No new messages.' : `${plural(n, 'new message', 'new messages')}.`),
  campaign: 'Open the campaign',
  contract: 'Review the contract’s work',
} as const;

/** A partner recruiting for its client: applications and matches on the client's campaign page (issue 25). */
export const partnerRecruiting = {
  acceptHint: 'Accepting holds the creator’s fee from the campaign’s funds. Within the monthly spending limit the brand set, which is in KES, it is done at once; past it, or for a fee in any other currency, the brand is asked to accept.',
  /** The partner's accept button: within the limit it accepts, past it the brand is asked. */
  accept: (creator: string, brand: string) => `Accept ${creator} or ask ${brand}`,
  fee: 'Proposed fee',
  score: 'Match score',
  acted: (a: ActedBy, brand: string, date: string) => `${a.partnerName} ${a.action} for ${brand} on ${date}.`,
  asked: (brand: string, partner: string, date: string) => `Waiting for ${brand}: ${partner} asked it on ${date} to accept this application.`,
  accepted: 'Accepted: the contract is created and the fee held',
  askedDone: (brand: string) => `${brand} was asked to accept this application`,
  message: (name: string) => `Message ${name}`,
} as const;

export const partnerReview = {
  heading: 'Deliverables',
  revise: 'Ask for a revision',
  feedbackLabel: 'What should change?',
  send: 'Send',
  sent: 'Revision requested',
  approve: 'Approve',
  approved: 'Approved',
} as const;

/** "Brian Mwangi submitted for review on 5 Jan 2026": who acted for the brand, shown with the record. */
export const actedByLine = (a: ActedBy, date: string) => `${a.partnerName} ${a.action} for the brand on ${date}`;
export const launchRequestLine = (a: ActedBy, date: string) => `${a.partnerName} asked you on ${date} to launch this campaign. Pay below to launch it.`;

export const brandPartners = {
  heading: 'Partners',
  intro: 'Agencies and marketers you let run your campaigns. They act for you within what you allow; payments stay yours unless you set a monthly spending limit.',
  none: 'No partner works for you, and no invitation waits.',
  invitedBy: (name: string, email: string) => `${name} (${email}) invites you to work together`,
  madeBy: (name: string, email: string) => `${name} (${email}) made this brand account for you and runs its campaigns. Claim it to make it yours: then you choose what they may do and spend, or remove them.`,
  claim: 'Claim this brand',
  claimed: 'Brand claimed: it is yours',
  settingsLegend: (name: string) => `What ${name} may do and spend`,
  removeTitle: (name: string) => `Remove ${name}?`,
  removeBody: (name: string) => `${name} will no longer be able to work on your campaigns or spend for you. Their past actions stay listed. To work together again, they must invite you again.`,
  removeConfirm: (name: string) => `Yes, remove ${name}`,
  keep: 'Keep this partner',
  close: 'Close',
  accept: 'Accept',
  decline: 'Decline',
  accepted: 'Partner accepted',
  declined: 'Invitation declined',
  manageCampaigns: 'Manage campaigns (draft, edit, submit, pause and resume; review, accept or decline applications, invite creators and write to them)',
  reviewDeliverables: 'Review deliverables (ask for revisions; approving releases a fee, within the monthly spending limit)',
  limitLabel: 'Spending limit per month (KES)',
  limitHint: 'What the partner may spend for you each calendar month (East Africa Time) without asking you: launches it pays for from your balance, fees its acceptances hold and fees its approvals release, added up. 0 means every payment needs you.',
  save: 'Save permissions',
  saved: 'Permissions saved',
  remove: (name: string) => `Remove ${name}`,
  removed: 'Partner removed',
  actionsHeading: 'What partners did for you',
  action: (name: string, action: string, date: string) => `${name} ${action} on ${date}`,
} as const;

export const clientStatusLabel: Record<ClientStatus, string> = {
  invited: 'Invited', active: 'Working for you', declined: 'Declined', revoked: 'Revoked', removed: 'Removed',
};
