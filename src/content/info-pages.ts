import { homeHref, supportHref } from './navigation.ts';
import { titles } from './titles.ts';

/**
 * Footer pages that are not built yet (spec §2 "Other footer links"). Each says honestly what is
 * coming, and offers a way back, instead of a dead link.
 */
export interface InfoPageContent {
  title: string;
  intro: string;
  coming: readonly string[];
}

export const infoPages = {
  partners: { title: titles.partners, intro: 'Agencies, consultants and freelance marketers run influencer campaigns for their client brands on Sauti. The brand accepts its partner, chooses what the partner may do, and keeps every payment its own to approve. Partners see analytics across their clients and export them as one CSV, and have a referral link that records the brands that register through it (see Referrals).', coming: ['A directory of certified partners'] },
  docs: { title: titles.docs, intro: 'Step-by-step guides for brands and creators are being written. Until then, our help centre answers the most common questions.', coming: ['Getting started guides for brands and creators', 'How to read your campaign analytics', 'Best practice for disclosing sponsored content'] },
  blog: { title: titles.blog, intro: 'Stories and practical advice on influencer marketing for small businesses are on the way.', coming: ['Campaign tips for small budgets', 'Creator spotlights from Kenya and beyond', 'Product news from the Sauti team'] },
  'case-studies': { title: titles.caseStudies, intro: 'We will publish real results from brands and creators on Sauti once their campaigns have run and they agree to share them.', coming: ['Campaign goals, budgets and outcomes', 'What worked, and what did not', 'Lessons other small businesses can reuse'] },
  changelog: { title: titles.changelog, intro: 'A public record of what changes in Sauti, release by release, will live here.', coming: ['New features and improvements', 'Fixes that affect how you work', 'Notice of changes to plans or policies'] },
  university: { title: titles.university, intro: 'Free lessons to help creators grow their audience and work professionally with brands are being prepared.', coming: ['Short courses on content, pricing and contracts', 'Guidance on disclosure and audience trust', 'Certificates that appear on your Sauti profile'] },
  events: { title: titles.events, intro: 'Meet-ups, workshops and online sessions for brands and creators will be announced here.', coming: ['Online workshops on running your first campaign', 'Creator meet-ups, starting in Nairobi', 'Recordings for those who cannot attend live'] },
  hackathons: { title: titles.hackathons, intro: 'We plan to invite developers and designers to build on social commerce with us.', coming: ['Themes and challenges', 'How to register a team', 'Rules, judging and prizes'] },
  community: { title: titles.community, intro: 'A space for brands, creators and partners to share what works is coming. Our social channels will link here too.', coming: ['Discussion groups by niche and region', 'Community guidelines', 'Links to our social channels'] },
  students: { title: titles.students, intro: 'We want to help students learn influencer marketing and social commerce in practice.', coming: ['Internship and project opportunities', 'Learning resources for marketing students', 'Campus ambassador programme'] },
} satisfies Record<string, InfoPageContent>;

export type InfoSlug = keyof typeof infoPages;

export const infoCommon = {
  badge: 'Coming soon',
  comingHeading: 'What to expect',
  wayBack: 'In the meantime',
  home: { label: 'Back to home', href: homeHref },
  support: { label: 'Visit the help centre', href: supportHref },
} as const;
