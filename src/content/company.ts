import { mission, story, values, vision } from './about.ts';
import { titles } from './titles.ts';

/**
 * The tabbed company page (spec §2): its first tab is 'mission', and each tab has its own URL
 * from the footer's Company column. It reuses the About page's copy so the two never disagree.
 */
export type CompanyTabId = 'mission' | 'vision' | 'story' | 'values';

export interface CompanyTab {
  id: CompanyTabId;
  label: string;
  /** The document title of the tab's URL, matching its footer link. */
  pageTitle: string;
  heading: string;
  paragraphs: readonly string[];
  list?: readonly { title: string; body: string }[];
}

/** In tab order; 'mission' first (spec §2). */
export const companyTabs: readonly CompanyTab[] = [
  {
    id: 'mission',
    label: 'Mission',
    pageTitle: titles.mission,
    heading: mission.title,
    paragraphs: [
      mission.body,
      'In practice that means a free account, one 14-day free trial with no card needed, AI matching of creators, no launch fee on your first campaign, and payment per campaign launch rather than an agency retainer.',
    ],
  },
  {
    id: 'vision',
    label: 'Vision',
    pageTitle: titles.vision,
    heading: vision.title,
    paragraphs: [
      vision.body,
      'We see social commerce growing fastest where trust travels person to person. Sauti aims to be the place where that trust becomes measurable, fairly paid work for creators and real growth for businesses.',
    ],
  },
  {
    id: 'story',
    label: 'Story',
    pageTitle: titles.story,
    heading: 'Our story',
    paragraphs: story,
  },
  {
    id: 'values',
    label: 'Values',
    pageTitle: titles.values,
    heading: 'Our values',
    paragraphs: ['Six values guide how we build Sauti and how we treat the brands and creators who use it.'],
    list: values,
  },
];

export const companyTab = (id: CompanyTabId): CompanyTab => companyTabs.find((tab) => tab.id === id) ?? companyTabs[0]!;

export const company = {
  title: 'Who we are',
  intro: 'The people, purpose and principles behind Sauti.',
  tabsLabel: 'About our company',
  aboutPrompt: 'Want the full picture, from how it works to our numbers?',
  aboutLink: 'Read more about Sauti',
} as const;
