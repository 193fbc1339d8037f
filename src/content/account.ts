import type { Role } from '../../machines/types.ts';
import { titles } from './titles.ts';

/** Copy for the signed-in area: homes, profile, settings, upgrade. */
export const account = {
  home: {
    title: (name: string) => `Welcome, ${name}`,
    profileHeading: 'Your profile',
    planHeading: 'Your plan',
    nextHeading: 'Next steps',
    noPlan: 'You are on the free plan. Brands pay per campaign launch; creating an account is free.',
    startTrial: 'Start your 14-day free trial',
    trialActive: (plan: string, days: number, date: string) => `Free trial of ${plan}: ${days} day${days === 1 ? '' : 's'} left (ends ${date}).`,
    trialEnded: (plan: string, date: string) => `Your free trial of ${plan} ended on ${date}.`,
    editProfile: 'Edit profile',
  },
  nextSteps: {
    brand: [
      { label: 'Complete your company profile', href: '/brand/profile' },
      { label: 'Compare plans and start your free trial', href: '/upgrade' },
      { label: 'Read how campaigns are reviewed', href: '/faqs' },
    ],
    influencer: [
      { label: 'Add your platform and niches to your profile', href: '/influencer/profile' },
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
  } satisfies Record<Role, Array<{ label: string; href: string }>>,
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

export const formatDate = (iso: string) => new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });
