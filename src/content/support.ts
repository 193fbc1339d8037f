import { titles } from './titles.ts';

/** The help page (spec §2 /support): five built-in answers, search copy and the channels' intro. */
export interface HelpItem {
  id: string;
  question: string;
  answer: string;
}

export const helpItems: readonly HelpItem[] = [
  {
    id: 'create-campaign',
    question: 'How do I create a campaign?',
    answer:
      'From your brand dashboard, create a campaign and set its goals, budget and target audience. Submit it for review and we will notify you as soon as it is approved.',
  },
  {
    id: 'creator-verification',
    question: 'How long does creator verification take?',
    answer:
      'After you join as an influencer and connect your social accounts, our team verifies your profile within 1-3 business days. Once verified you can apply to campaigns.',
  },
  {
    id: 'creator-payments',
    question: 'When do creators get paid?',
    answer:
      'Campaign funds are held securely until the brand approves the completed work, then released to the creator. Withdrawals go to a bank account, M-Pesa or PayPal, depending on your region.',
  },
  {
    id: 'pricing',
    question: 'Does it cost anything to join?',
    answer:
      'Creating an account is free. Brands pay per campaign launch, and every new brand gets a 14-day free trial with no card needed.',
  },
  {
    id: 'disputes',
    question: 'What if I disagree with a brand or creator about a campaign?',
    answer:
      'Open a dispute from the campaign page. Our team reviews the brief, the submitted content and the messages from both sides, then helps you reach a fair outcome.',
  },
];

export const support = {
  title: titles.support,
  intro: 'Search our most common questions, or reach the support team directly. We reply within 24 hours.',
  searchLabel: 'Search help articles',
  searchPlaceholder: 'For example: payments, verification',
  // Spec §2: a prompt while the box is empty, and this exact text when nothing matches.
  prompt: 'Type a question or a keyword above to see matching answers.',
  noResults: 'No results found. Try rephrasing your question.',
  resultCount: (n: number) => (n === 1 ? '1 result found.' : `${n} results found.`),
  searchHeading: 'Search our answers',
  faqsPrompt: 'Looking for more answers?',
  faqsLink: 'Browse all FAQs',
  channelsHeading: 'Contact support',
  channelsIntro: 'Our support team replies within 24 hours.',
  contactPrompt: 'Prefer to write to us?',
  contactLink: 'Use the contact form',
} as const;

