import { titles } from './titles.ts';

/** Copy for the signed-in area: trial, deletion, upgrade. The role homes' copy is in role-home.ts. */
export const account = {
  /** The plan in force in the top bar (src/domain/plans.ts PlanInForce). */
  planBadge: {
    label: 'Plan in force:',
    free: 'Free tier',
    trial: (plan: string, date: string) => `${plan} · trial until ${date}`,
    paid: (plan: string, date: string) => `${plan} · paid until ${date}`,
    grace: (plan: string, date: string) => `${plan} · renew by ${date}`,
  },
  deletion: {
    scheduled: (date: string) => `Your account is scheduled for deletion on ${date}.`,
    restore: 'Restore my account',
    restored: { title: 'Account restored', description: 'Your account will not be deleted.' },
  },
  upgrade: {
    title: titles.upgrade,
    intro: 'Try one plan free for 14 days. No card needed.',
    startTrial: 'Start free trial',
    trialStarted: (plan: string, date: string) => ({ title: 'Free trial started', description: `You are on ${plan} until ${date}.` }),
    trialUsed: 'You have used your free trial.',
    noPlans: 'Plans are for brands, creators and partners. Admin accounts need none.',
    current: 'Current trial',
  },
} as const;
