import type { CampaignFormValues, FieldErrors } from '../../../../domain/campaign-wizard-form.ts';

/** What every wizard step receives: the answers, their errors, and a way to change some of them. */
export interface StepProps {
  values: CampaignFormValues;
  errors: FieldErrors;
  change: (patch: Partial<CampaignFormValues>) => void;
  /** Set when a partner writes the campaign for a client brand (issue 25): the client's name, if the page has it. */
  client?: { brandName?: string };
}

/** Options for a select or checkbox group from a list of values and their labels. */
export const optionsOf = <T extends string>(values: readonly T[], label: (value: T) => string) => values.map((value) => ({ value, label: label(value) }));

/** A copy of `rows` with row `i` changed. */
export const withRow = <T>(rows: T[], i: number, patch: Partial<T>): T[] => rows.map((row, j) => (j === i ? { ...row, ...patch } : row));
