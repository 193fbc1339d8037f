import { titles } from './titles.ts';

/** Copy for the signed-in area: trial, deletion, upgrade. The role homes' copy is in role-home.ts. */
export const account = {
  trialBadge: (days: number) => `Trial: ${days} day${days === 1 ? '' : 's'} left`,
  deletion: {
    scheduled: (date: string) => `Your account is scheduled for deletion on ${date}.`,
    restore: 'Restore my account',
    restored: { title: 'Account restored', description: 'Your account will not be deleted.' },
  },
  upgrade: {
    title: titles.upgrade,
    intro: 'Try any plan free for 14 days. No card needed.',
    startTrial: 'Start free trial',
    trialStarted: (plan: string, date: string) => ({ title: 'Free trial started', description: `You are on ${plan} until ${date}.` }),
    trialUsed: 'You have used your free trial.',
    noPlans: 'Plans are for brands, creators and partners. Admin accounts need none.',
    current: 'Current trial',
  },
} as const;
