import { USERNAME_PATTERN, USERNAME_RULE } from '../domain/catalog.ts';
import { ageOn, MINIMUM_AGE } from '../domain/onboarding-types.ts';
import { content } from '../content/onboarding.ts';
import { profileShowcaseCopy } from '../content/creator-showcase.ts';
import { BIO_MAX, MAX_LANGUAGES } from '../domain/creator-profile.ts';

export interface ProfileValues {
  fullName: string;
  username: string;
  dob: string;
  country: string;
  /** A creator's (issue 24). */
  bio?: string;
  languages?: string[];
}

/** The onboarding rules, applied to a profile edit before it is sent (the server checks them again). */
export function profileErrors(values: ProfileValues, today: string, mustHaveDetails: boolean): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!values.fullName.trim()) errors.fullName = content.errors.fullName.required;
  if (mustHaveDetails && [values.username, values.dob, values.country].some((v) => !v.trim())) errors.details = content.errors.details.incomplete;
  if (values.username.trim() && !new RegExp(USERNAME_PATTERN).test(values.username.trim())) errors.username = USERNAME_RULE;
  if (values.dob && ageOn(values.dob, today) < MINIMUM_AGE) errors.dob = content.errors.dob.underage;
  if ((values.bio?.trim().length ?? 0) > BIO_MAX) errors.bio = profileShowcaseCopy.bioTooLong;
  if ((values.languages?.length ?? 0) > MAX_LANGUAGES) errors.languages = profileShowcaseCopy.tooManyLanguages;
  return errors;
}

/** Only the fields that changed, so an edit never rewrites what it did not touch. */
export function changedFields<T extends Record<string, unknown>>(before: T, after: T): Partial<T> {
  return Object.fromEntries(Object.entries(after).filter(([k, v]) => JSON.stringify(v) !== JSON.stringify(before[k]))) as Partial<T>;
}
