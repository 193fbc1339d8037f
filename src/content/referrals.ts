import { titles } from './titles.ts';

/**
 * The footer's /referrals (issue 25): what the programme is, in words that promise only what Sauti does (a link, and
 * a record of the brands that signed up through it; no rewards), and a partner's own link and referred brands.
 */
export const referralsPage = {
  title: titles.referrals,
  intro: 'Partners on Sauti (agencies, consultants and freelance marketers) each have a referral link. A brand that registers through a partner’s link is recorded as referred by that partner, once, when its account is made.',
  howHeading: 'How it works',
  how: [
    'A partner signs in and finds its link on this page.',
    'A brand opens the link and registers with its email address.',
    'The partner sees the brand listed here: its name once it has set up its brand account, and the date it registered.',
  ],
  note: 'Referrals are a record only: Sauti pays no reward or commission for them. A brand that was referred still chooses for itself whether to work with the partner.',
  partnerHeading: 'For partners',
  partnerPrompt: 'Sign in with your partner account to see your referral link.',
  signIn: 'Sign in',
  aboutPartners: 'About partners',
  // A signed-in partner.
  linkHeading: 'Your referral link',
  linkLabel: 'Referral link',
  codeLine: (code: string) => `Your referral code is ${code}.`,
  copy: 'Copy link',
  copied: 'Referral link copied.',
  copyFailed: 'The link could not be copied. Select it and copy it yourself.',
  listCaption: 'Brands that joined through your link',
  empty: 'No brand has registered through your link yet.',
  columns: { name: 'Brand', date: 'Registered', status: 'Status' },
  unnamed: 'Not named yet',
  status: { signingUp: 'Setting up its account', joined: 'Joined' },
  loadFailed: 'We could not load your referrals. Please reload the page.',
};
