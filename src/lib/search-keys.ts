import type { DirectorySort, FollowerBand } from '../domain/campaign-types.ts';
import type { EngagementBand } from '../domain/creator-page.ts';
import type { Platform } from '../domain/onboarding-types.ts';
import type { WizardStep } from '../domain/campaign-wizard-form.ts';
import { oneOfKeys } from './search-params.ts';

/*
 * Search fields whose values are a machine module's constant (WIZARD_STEPS, DIRECTORY_SORTS). Route options
 * ship with every page, so these list the members as keys, checked by the compiler against the machines'
 * types, rather than import those modules into the main bundle (docs/decisions/0008).
 */

/** `?step=` of the campaign wizard. */
export const wizardStepParam = oneOfKeys<WizardStep>({ basics: true, budget: true, audience: true, deliverables: true, links: true, review: true });

/** `?sort=` of the creator directory. */
export const directorySortParam = oneOfKeys<DirectorySort>({ top: true, trending: true, new: true, verified: true, country: true, match: true, rating: true, price: true, followers: true });

/** `?platform=`, `?followerBand=` and `?engagementBand=` of the creator directory (issue 24). */
export const platformParam = oneOfKeys<Platform>({ instagram: true, youtube: true, tiktok: true, twitter: true });
export const followerBandParam = oneOfKeys<FollowerBand>({ nano: true, micro: true, mid: true, macro: true, mega: true });
export const engagementBandParam = oneOfKeys<EngagementBand>({ low: true, fair: true, good: true, high: true });
