import type { AgeBand, Currency, DeliverableType, FollowerBand, Gender, GoalMetric, Objective } from './campaign-types.ts';
import type { Platform } from './onboarding-types.ts';
import type { UsageKind, UsageUnit } from './usage-rights.ts';

/** The campaign wizard's steps, in order (campaigns issue: "Campaign wizard"). */
export const WIZARD_STEPS = ['basics', 'budget', 'audience', 'deliverables', 'links', 'review'] as const;
export type WizardStep = (typeof WIZARD_STEPS)[number];

export type FieldErrors = Record<string, string[]>;

export interface GoalRow {
  metric: GoalMetric | '';
  target: string;
}

/** A usage right as the wizard edits it (issue 24): the duration and price as typed (the price in major units, 0 = included). */
export interface RightRow {
  use: UsageKind | '';
  duration: string;
  unit: UsageUnit;
  countries: string[];
  price: string;
}

export interface DeliverableRow {
  platform: Platform | '';
  type: DeliverableType | '';
  quantity: string;
  dueDays: string;
  rights: RightRow[];
}

/**
 * The brief as the wizard edits it: numbers as typed (money in major units), choices possibly empty.
 * src/lib/campaign-form.ts turns it into the API's CampaignBrief (minor units) and back.
 */
export interface CampaignFormValues {
  title: string;
  brief: string;
  objective: Objective | '';
  goals: GoalRow[];
  currency: Currency;
  budgetTotal: string;
  feeMin: string;
  feeMax: string;
  slots: string;
  countries: string[];
  ageBands: AgeBand[];
  genders: Gender[];
  niches: string[];
  platforms: Platform[];
  followerBand: FollowerBand | '';
  deliverables: DeliverableRow[];
  startDate: string;
  endDate: string;
  maxRevisions: string;
  landingUrl: string;
  whatsappNumber: string;
}

export type FormField = keyof CampaignFormValues;

/** Which step holds each field, so an error (ours or the server's 422) opens the right step. */
export const FIELD_STEP: Record<FormField, WizardStep> = {
  title: 'basics', brief: 'basics', objective: 'basics', goals: 'basics',
  currency: 'budget', budgetTotal: 'budget', feeMin: 'budget', feeMax: 'budget', slots: 'budget',
  countries: 'audience', ageBands: 'audience', genders: 'audience', niches: 'audience', platforms: 'audience', followerBand: 'audience',
  deliverables: 'deliverables', startDate: 'deliverables', endDate: 'deliverables', maxRevisions: 'deliverables',
  landingUrl: 'links', whatsappNumber: 'links',
};

/** The server names audience fields `audience.countries`; the form holds them flat. Row paths stay: `goals.0.target`. */
export const formErrorKey = (key: string): string => key.replace(/^audience\./, '');

/** The root form field of an error key, e.g. `goals.0.target` → `goals`. */
export const fieldOfKey = (key: string): string => formErrorKey(key).split('.')[0] ?? key;

/** The step holding the first error, in wizard order (a key the wizard does not know opens the review). */
export function stepOfFirstError(errors: FieldErrors): WizardStep {
  const steps = Object.keys(errors).map((key) => FIELD_STEP[fieldOfKey(key) as FormField] ?? 'review');
  return WIZARD_STEPS.find((step) => steps.includes(step)) ?? 'review';
}

/** The server's field errors with their keys named as the form names them. */
export const formErrors = (errors: FieldErrors): FieldErrors =>
  Object.fromEntries(Object.entries(errors).map(([key, messages]) => [formErrorKey(key), messages]));

/** Errors left after the fields in `patch` change: a changed field (and its rows) loses its errors. */
export const errorsWithout = (errors: FieldErrors, fields: string[]): FieldErrors =>
  Object.fromEntries(Object.entries(errors).filter(([key]) => !fields.includes(fieldOfKey(key))));

export const stepAfter = (step: WizardStep, by: 1 | -1): WizardStep =>
  WIZARD_STEPS[Math.min(Math.max(WIZARD_STEPS.indexOf(step) + by, 0), WIZARD_STEPS.length - 1)]!;

/** What the wizard's injected actors receive. */
export interface SaveInput {
  campaignId: string | null;
  values: CampaignFormValues;
}
export interface SubmitInput {
  campaignId: string;
}
/** What saving answers: the stored campaign's id (created on the first save). */
export interface SaveOutput {
  id: string;
}

export interface WizardInput {
  /** Set when resuming a stored draft. */
  campaignId?: string;
  values: CampaignFormValues;
  /** The step to open on (a resumed draft's address carries it). */
  step?: WizardStep;
}
