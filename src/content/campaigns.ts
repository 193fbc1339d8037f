import type { WizardStep } from '../domain/campaign-wizard-form.ts';
import { titles } from './titles.ts';

/**
 * The brand's campaign screens: the wizard and the campaign page (campaigns issue); the brand home's list is in brand-campaigns.ts.
 * Labels for objectives, metrics, bands and the like are shared with every brief display: src/content/review.ts.
 */
export const wizardSteps: Record<WizardStep, { title: string; intro: string }> = {
  basics: { title: 'Basics', intro: 'Name the campaign, say what it is about and how you will measure it.' },
  budget: { title: 'Budget', intro: 'Amounts are in the currency you choose. Creators see the fee range, not the total.' },
  audience: { title: 'Audience', intro: 'Who you want to reach, and the creators who reach them.' },
  deliverables: { title: 'Deliverables', intro: 'What each creator delivers, and when.' },
  links: { title: 'Links', intro: 'Where the content sends people.' },
  review: { title: 'Review', intro: 'Check everything, then submit it for review. The Sauti team reviews each campaign before creators see it.' },
};

const saved = { title: 'Draft saved', description: 'You can come back to it from your brand home.' };
const submitted = { title: 'Submitted for review', description: 'We will let you know when the Sauti team has reviewed it.' };

export const wizard = {
  newTitle: titles.brandCampaignNew,
  editTitle: titles.brandCampaignEdit,
  stepsLabel: 'Campaign steps',
  progress: (n: number, total: number, title: string) => `Step ${n} of ${total}: ${title}`,
  busy: 'Saving…',
  back: 'Back',
  continue: 'Continue',
  saveDraft: 'Save draft',
  submit: 'Submit for review',
  edit: (section: string) => `Edit ${section.toLowerCase()}`,
  saved,
  submitted,
  /** A partner's toasts for its client's campaign (issue 25): the brand's home and its notices are not the partner's. */
  savedForClient: { ...saved, description: 'You can come back to it from the client’s campaigns on your home.' },
  submittedForClient: { ...submitted, description: 'Its status shows on the campaign’s page once the Sauti team has reviewed it.' },
  failed: 'Something went wrong. Please try again.',
  notEditable: 'Only a draft can be edited. Open the campaign to see what happens next.',
  openCampaign: 'Open the campaign',
  changesRequested: 'Changes requested by the Sauti team',
  fields: {
    title: 'Campaign title', brief: 'Brief', objective: 'Objective', goals: 'Goals', metric: 'Metric', target: 'Target',
    addGoal: 'Add a goal', removeGoal: (n: number) => `Remove goal ${n}`, goal: (n: number) => `Goal ${n}`,
    currency: 'Currency', budgetTotal: 'Total budget', feeMin: 'Minimum fee per creator', feeMax: 'Maximum fee per creator',
    slots: 'Creator slots', countries: 'Target countries', addCountry: 'Add a country', add: 'Add',
    removeCountry: (name: string) => `Remove ${name}`, ageBands: 'Age bands', genders: 'Genders', niches: 'Niches',
    platforms: 'Platforms', followerBand: 'Follower band', deliverables: 'Deliverables', platform: 'Platform', type: 'Type',
    quantity: 'Quantity', dueDays: 'Due (days after acceptance)', addDeliverable: 'Add a deliverable',
    removeDeliverable: (n: number) => `Remove deliverable ${n}`, deliverable: (n: number) => `Deliverable ${n}`,
    startDate: 'Start date', endDate: 'End date', maxRevisions: 'Maximum revisions', landingUrl: 'Landing page URL',
    whatsappNumber: 'WhatsApp number (optional)', whatsappHint: 'International format, e.g. +254712345678.',
    choose: 'Choose…',
    // Usage rights per deliverable (issue 24). No label holds "type", "platform" or "quantity": a deliverable's own are found by those words.
    rights: 'Usage rights',
    rightsHint: 'Where the brand may use these posts beyond the creator’s own account, for how long and in which countries. With none, the brand may only use them where they were published. Creators accept these terms when they apply.',
    noRights: 'No usage rights: the brand may only use these posts where they were published.',
    right: (n: number) => `Usage right ${n}`,
    use: 'Where you may use it',
    /** The same label when a partner writes a client's campaign: the client may use the posts, not the partner. */
    useForClient: (brand: string | undefined) => `Where ${brand || 'the brand'} may use it`,
    duration: 'How long',
    unit: 'Days or months',
    units: { days: 'Days', months: 'Months' },
    rightCountries: 'Countries',
    noCountries: 'Choose the target countries in the Audience step first.',
    price: (currency: string) => `Price (${currency})`,
    priceHint: 'Part of each creator’s fee; 0 means included in the fee.',
    addRight: (n: number) => `Add a usage right to deliverable ${n}`,
    removeRight: (j: number, n: number) => `Remove usage right ${j} of deliverable ${n}`,
  },
} as const;

/** Messages for the brief rules (src/lib/campaign-form.ts), worded as the local API words them (mock-server/campaign-rules.ts). */
export const briefErrors = {
  title: 'Use at least 3 characters for the title.',
  titleLong: 'Keep the title to 120 characters or fewer.',
  brief: 'Use at least 20 characters for the brief.',
  briefLong: 'Keep the brief to 5000 characters or fewer.',
  objective: 'Choose an objective: awareness, engagement or conversions.',
  goals: 'Choose at least one goal.',
  goalsMax: 'Choose up to 5 goals.',
  goalsUnique: 'Use each metric once.',
  metric: 'Choose a metric.',
  target: 'The target must be 1 or more.',
  currency: 'Choose KES or USD.',
  amount: (label: string) => `${label} must be more than 0, with at most 2 decimals.`,
  slots: 'Offer 1 to 100 slots.',
  feeOrder: 'The highest fee must be at least the lowest fee.',
  budgetTooSmall: 'The budget must cover the lowest fee for every slot (lowest fee × slots).',
  chooseOne: (what: string) => `Choose at least one ${what}.`,
  chooseMax: (max: number, what: string) => `Choose up to ${max} ${what}.`,
  followerBand: 'Choose a follower band.',
  deliverables: 'Choose at least one deliverable.',
  deliverablesMax: 'Choose up to 10 deliverables.',
  platform: 'Choose a platform.',
  platformNotUsed: 'Choose one of the platforms this campaign uses.',
  type: 'Choose a type.',
  quantity: 'The quantity must be 1 to 20.',
  dueDays: 'Due days must be 1 to 90.',
  startDate: 'Enter the start date as a date (YYYY-MM-DD).',
  startPast: 'The start date cannot be in the past.',
  endDate: 'Enter the end date as a date (YYYY-MM-DD).',
  dateOrder: 'The end date must be after the start date.',
  revisions: 'Allow 0 to 5 revisions.',
  url: 'Enter a web address starting with http:// or https://.',
  whatsapp: 'Enter a phone number like 0712 345 678 or +254 712 345 678.',
  // Usage rights (issue 24), worded as the local API words them (USAGE_RULES in mock-server/campaign-rules.ts).
  use: 'Choose where the brand may use it: organic reposts, paid ads or its website.',
  duration: (limit: number, unit: string) => `The duration must be 1 to ${limit} ${unit}.`,
  unit: 'Choose days or months.',
  rightCountries: 'Choose at least one country.',
  price: 'The price must be 0 or more, with at most 2 decimals.',
  rightsMax: 'Give a deliverable at most 3 usage rights, one of each kind.',
  useOnce: 'Use each kind of usage once per deliverable.',
  overFee: 'The usage rights’ prices add up to more than the lowest fee: they are part of each creator’s fee.',
} as const;

export const campaignPage = {
  loadFailed: 'We could not load this page',
  retry: 'Try again',
  back: 'Back to your campaigns',
  waitingFor: 'What happens next',
  reviewNotes: 'Review notes',
  brief: 'The brief',
  actions: 'Actions',
  editAndResubmit: 'Edit and resubmit',
  continueEditing: 'Continue editing',
  actionLabel: { EDIT: 'Edit and resubmit', SUBMIT: 'Submit for review', PAUSE: 'Pause', RESUME: 'Resume', CLOSE_RECRUITING: 'Close recruiting', COMPLETE: 'Complete', CANCEL: 'Cancel campaign' },
  actionDone: {
    SUBMIT: 'Submitted for review', PAUSE: 'Campaign paused', RESUME: 'Campaign resumed',
    CLOSE_RECRUITING: 'Recruiting closed', COMPLETE: 'Campaign completed', CANCEL: 'Campaign cancelled', EDIT: 'Back to draft',
  },
  cancelDialog: {
    title: 'Cancel this campaign?',
    body: 'A cancelled campaign cannot be reopened. Open applications close and creators are told.',
    confirm: 'Yes, cancel it',
    keep: 'Keep the campaign',
    close: 'Close',
  },
  matches: 'Ranked matches',
  matchesEmpty: 'No verified creators match this brief yet.',
  invite: (name: string) => `Invite ${name}`,
  invited: 'Invited',
  inviteDone: 'Invitation sent',
  applications: 'Applications',
  applicationsEmpty: 'No applications yet.',
  contracts: 'Contracts',
  contractsEmpty: 'No contracts yet. Accept an application to create one.',
  /** An invitation carries no fee until the creator answers it: never show KES 0. */
  noFeeYet: 'No fee proposed yet',
  /** Whether an open application accepted the brief's usage terms (issue 24): the brand cannot accept it without. */
  termsAccepted: 'Usage terms accepted',
  termsMissing: 'Usage terms not accepted yet',
  columns: { creator: 'Creator', pitch: 'Pitch', fee: 'Proposed fee', score: 'Match score', status: 'Status', actions: 'Actions', agreedFee: 'Agreed fee' },
  shortlist: (name: string) => `Shortlist ${name}`,
  accept: (name: string) => `Accept ${name}`,
  reject: (name: string) => `Reject ${name}`,
  applicationDone: { shortlist: 'Shortlisted', accept: 'Accepted: the contract is created', reject: 'Application rejected' },
  slots: (accepted: number, slots: number | null) => `${accepted} of ${slots ?? '—'} creator slots filled`,
} as const;
