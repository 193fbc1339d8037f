import { FREE_TIER, FREE_TRIAL_DAYS, plans } from '../domain/plans.ts';
import { pricing } from './pricing.ts';
import { moneyBack } from './refunds.ts';
import { titles } from './titles.ts';

const [professional, enterprise] = plans.brand;
/** What a brand pays and what each plan allows, from the plans themselves (src/domain/plans.ts), so it stays true. */
const brandCost =
  `Brands pay per campaign launch, and the campaign's budget is held for the creators you accept. Without a plan you can run ${FREE_TIER.brand} campaigns at a time; ` +
  `${professional!.name} allows ${professional!.limit} and ${enterprise!.name} has no limit. You can try one plan free for ${FREE_TRIAL_DAYS} days, no card needed. ` +
  'When the trial ends, campaigns already running keep running; only new launches beyond the free tier wait.';

/** FAQ groups (spec §2 /faqs); every answer agrees with the help and FAQ claims of spec §1. */
export interface FaqItem {
  id: string;
  question: string;
  answer: string;
}

export interface FaqGroup {
  id: string;
  title: string;
  items: readonly FaqItem[];
}

export const faqs = {
  title: titles.faqs,
  intro: 'Quick answers about how Sauti works for brands, creators and partners.',
  morePrompt: "Can't find what you need?",
  supportLink: 'Visit the help centre',
  contactLink: 'Contact us',
} as const;

export const faqGroups: readonly FaqGroup[] = [
  {
    id: 'general',
    title: 'General Understanding',
    items: [
      { id: 'what-is-sauti', question: 'What is Sauti?', answer: "Sauti is an influencer marketing platform for small and medium businesses. Brands run campaigns with authentic creators and track performance with trackable links and ROI analytics. Brands pay a fee for each campaign launch (none for their first) and the fees they agree with creators, from the campaign's budget, which is held until they approve the work." },
      { id: 'who-for', question: 'Who is Sauti for?', answer: 'Brands and advertisers who want to reach new customers through creators, influencers who want paid collaborations, and partners such as agencies, who run campaigns for their client brands with the brands\' permission.' },
      { id: 'where', question: 'Where does Sauti operate?', answer: 'Sauti has Kenyan roots and a global reach. Brands and creators can join from anywhere; payout options depend on your region.' },
      { id: 'free-account', question: 'Is it free to create an account?', answer: 'Yes. Creating an account is free for brands, influencers and partners. Brands pay per campaign launch.' },
    ],
  },
  {
    id: 'brands',
    title: 'For Brands & Advertisers',
    items: [
      { id: 'create-campaign', question: 'How do I create a campaign?', answer: 'Create a campaign with your goals, budget and target audience, then submit it for review. We notify you as soon as it is approved, and matched creators can start applying.' },
      { id: 'brand-cost', question: 'How much does it cost?', answer: brandCost },
      { id: 'matching', question: 'How are creators matched to my campaign?', answer: 'Our AI matching suggests creators whose audience, niche and engagement fit your campaign goals. You always choose who to work with.' },
      { id: 'results', question: 'How do I measure results?', answer: 'Each creator gets trackable links, and your dashboard shows impressions, clicks, engagement and conversions so you can see the return on your budget.' },
    ],
  },
  {
    id: 'influencers',
    title: 'For Influencers',
    items: [
      { id: 'join', question: 'How do I join as an influencer?', answer: 'Sign up for free, connect your social accounts and complete your profile. Once your profile is verified you can apply to campaigns that match your niche.' },
      { id: 'verification-time', question: 'How long does verification take?', answer: 'Verification takes 1-3 business days after you connect your social accounts.' },
      { id: 'followers', question: 'Do I need a large following?', answer: 'No. Many small businesses prefer creators with smaller, engaged audiences. Authentic engagement matters more than follower counts.' },
    ],
  },
  {
    id: 'payments',
    title: 'Payments & Verification',
    items: [
      { id: 'plan-payment', question: 'How do I pay for a plan?', answer: pricing.howYouPay },
      { id: 'funds-held', question: 'How are campaign payments handled?', answer: 'When a campaign launches, its funds are held securely. Once the brand approves the completed work, the funds are released to the creator.' },
      { id: 'withdrawals', question: 'How do I withdraw my earnings?', answer: 'Withdrawals go to a bank account, M-Pesa or PayPal, depending on your region.' },
      { id: 'why-verify', question: 'Why do you verify creators?', answer: 'Verification confirms that creators own the accounts they connect and that their audiences are real, which protects brands and honest creators alike.' },
    ],
  },
  {
    id: 'technical',
    title: 'Technical Support',
    items: [
      { id: 'sign-in', question: 'How do I sign in?', answer: 'Enter your email and we send you a 6-digit one-time code, so there is no password to remember. You can also continue with Google or Apple.' },
      { id: 'no-code', question: "I didn't receive my code. What should I do?", answer: 'Check your spam folder, then use Resend code on the verification screen. If it still does not arrive, contact support and we will reply within 24 hours.' },
      { id: 'devices', question: 'Which devices can I use?', answer: 'Sauti works in any modern browser on phones, tablets and computers, in light or dark mode.' },
    ],
  },
  {
    id: 'policies',
    title: 'Policies & Guidelines',
    items: [
      { id: 'dispute', question: 'What happens if there is a dispute?', answer: 'Either side can open a dispute from the campaign. Our team reviews the brief, the submitted content and the messages from both sides, then helps reach a fair outcome. Funds stay held while a dispute is open.' },
      { id: 'age', question: 'Is there a minimum age?', answer: 'Yes. You must be at least 18 years old to create an account.' },
      { id: 'refunds', question: 'Can I get a refund?', answer: `${moneyBack} See our Terms of Service for details.` },
      { id: 'content-rules', question: 'What content is not allowed?', answer: 'Misleading claims, undisclosed sponsorships, hateful or illegal content and fake engagement are not allowed. Sponsored posts must be clearly disclosed as advertising.' },
    ],
  },
];
