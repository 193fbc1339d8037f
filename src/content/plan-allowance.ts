import type { LimitKind } from '../domain/plans.ts';

/**
 * The plan in force and how much of its limit is used, before the action it limits (issue 19: the app explains the
 * limit before the user hits it): a brand's launch panel, a creator's application form. The counts are worded by
 * src/domain/plan-limits.ts.
 */
export const planAllowance = {
  onFree: 'on the free tier',
  on: (plan: string) => `on ${plan}`,
  noLimit: 'with no limit',
  atLimitHeading: {
    activeCampaigns: 'You cannot launch another campaign yet',
    openApplications: 'You cannot apply to another campaign yet',
    clientBrands: 'You cannot add another client brand yet',
  } satisfies Record<LimitKind, string>,
  seePlans: 'Compare plans',
} as const;
