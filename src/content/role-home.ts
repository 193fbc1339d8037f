import type { Role } from '../domain/user-types.ts';

/**
 * A role's home (spec §2): the first page after sign-in, so its copy is apart from the rest of the
 * signed-in area's (content/account.ts) and loads alone (docs/decisions/0008).
 */
export const roleHome = {
  title: (name: string) => `Welcome, ${name}`,
  profileHeading: 'Your profile',
  planHeading: 'Your plan',
  nextHeading: 'Next steps',
  /** A step the account has already done stays in the list, marked done, so the list never asks twice. */
  doneMark: 'Done:',
  noPlan: 'You are on the free tier. Creating an account is free; brands pay per campaign launch.',
  startTrial: 'Start your 14-day free trial',
  trialActive: (plan: string, days: number, date: string) => `Free trial of ${plan}: ${days} day${days === 1 ? '' : 's'} left (ends ${date}).`,
  trialEnded: (plan: string, date: string) => `Your free trial of ${plan} ended on ${date}. You are on the free tier now.`,
  editProfile: 'Edit profile',
  nextSteps: {
    brand: [
      { label: 'Complete your company profile', href: '/brand/profile', done: 'Your company profile is complete' },
      { label: 'Compare plans and start your free trial', href: '/upgrade' },
      { label: 'Read how campaigns are reviewed', href: '/faqs' },
    ],
    influencer: [
      { label: 'Add your platform and niches to your profile', href: '/influencer/profile', done: 'Your platform and niches are on your profile' },
      { label: 'See how verification works (1-3 business days)', href: '/faqs' },
      { label: 'Compare creator plans', href: '/upgrade' },
    ],
    partner: [
      { label: 'Complete your partner profile', href: '/partner/profile' },
      { label: 'Compare partner plans', href: '/upgrade' },
      { label: 'Read the partner programme page', href: '/partners' },
    ],
    admin: [
      { label: 'Survey responses', href: '/admin/inbox/surveys' },
      { label: 'Contact messages', href: '/admin/inbox/contacts' },
      { label: 'Job applications', href: '/admin/inbox/applications' },
      { label: 'Accounts', href: '/admin/inbox/accounts' },
    ],
  } satisfies Record<Role, Array<{ label: string; href: string; done?: string }>>,
  queues: {
    heading: 'Waiting for you',
    campaigns: (n: number) => (n === 1 ? '1 campaign to review' : `${n} campaigns to review`),
    verifications: (n: number) => (n === 1 ? '1 creator verification' : `${n} creator verifications`),
    disputes: (n: number) => (n === 1 ? '1 open dispute' : `${n} open disputes`),
    loadFailed: 'The queue counts could not be loaded. Open each queue from the menu.',
  },
} as const;
