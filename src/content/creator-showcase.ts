import { BIO_MAX, MAX_LANGUAGES } from '../domain/creator-profile.ts';
import { PACKAGE_LIMITS } from '../domain/package-rules.ts';

/**
 * What a creator shows on their public page (issue 24, fifth slice): the profile's bio and languages, the package
 * editor, and past work asked for and agreed on a contract's page. Loaded only by those screens.
 */
export const profileShowcaseCopy = {
  bio: 'Bio',
  bioHint: `Shown on your public page. Up to ${BIO_MAX} characters.`,
  bioTooLong: `Keep your bio to ${BIO_MAX} characters or fewer.`,
  languages: 'Languages you post in',
  languagesHint: `Choose up to ${MAX_LANGUAGES}. Brands can search creators by language.`,
  tooManyLanguages: `Choose up to ${MAX_LANGUAGES} languages.`,
} as const;

export const packageEditorCopy = {
  heading: 'Your packages',
  intro: 'Fixed-price offers brands can book on your public page. A contract already booked keeps the terms it was booked with.',
  notVerified: 'Packages are published once your figures are verified. Submit them under Verification.',
  none: 'You have no packages yet.',
  add: 'New package',
  edit: (title: string) => `Edit “${title}”`,
  withdraw: (title: string) => `Withdraw “${title}”`,
  withdrawn: 'Package withdrawn. Brands can no longer book it.',
  withdrawDialog: {
    title: (title: string) => `Withdraw “${title}”?`,
    body: 'This is final: it leaves your public page, brands can no longer book it, and you cannot edit or restore it. Contracts already booked keep their terms.',
    confirm: 'Yes, withdraw it',
    keep: 'Keep the package',
    close: 'Close',
  },
  saved: 'Package saved',
  savedText: 'It is on your public page.',
  formHeadingNew: 'New package',
  formHeadingEdit: (title: string) => `Edit “${title}”`,
  title: 'Title',
  titleHint: 'For example: 1 Instagram reel + 3 stories',
  description: 'What the brand gets',
  price: 'Price',
  priceHint: 'The whole price, usage rights included.',
  currency: 'Currency',
  deliveryDays: 'Days to deliver',
  lines: 'What you will post',
  line: (n: number) => `Line ${n}`,
  platform: 'Platform',
  type: 'Type of post',
  quantity: 'How many',
  addLine: 'Add a line',
  removeLine: (n: number) => `Remove line ${n}`,
  rights: (n: number) => `Usage rights for line ${n}`,
  noRights: 'No usage rights: shared as posted, nothing more.',
  right: (line: number, n: number) => `Right ${n} of line ${line}`,
  use: 'Where the brand may use it',
  duration: 'For how long',
  unit: 'Days or months',
  countries: 'Countries',
  rightPrice: 'Price of this right',
  addRight: (n: number) => `Add a usage right to line ${n}`,
  removeRight: (line: number, n: number) => `Remove right ${n} of line ${line}`,
  save: 'Save package',
  cancel: 'Cancel',
  errorsIntro: 'Some fields need attention.',
  wholeNumber: 'Enter a whole number.',
  amount: 'Enter an amount such as 12000, 12,000 or 12000.50: digits, with at most 2 after the point.',
  limits: PACKAGE_LIMITS,
} as const;

export const pastWorkCopy = {
  heading: 'Past work on the creator’s page',
  introCreator: 'Ask the brand to show a published post from this contract on your public page. It appears once the brand agrees; either of you can withdraw it later.',
  introBrand: 'The creator may ask to show a published post from this contract on their public page. Nothing is shown unless you agree, and you can take your agreement back at any time.',
  post: (n: number, what: string) => `Deliverable ${n}: ${what}`,
  viewPost: 'View the published post',
  status: {
    none: 'Not shown.',
    requested: 'Asked: waiting for the brand’s answer.',
    requestedBrand: 'The creator asks to show this post on their public page.',
    agreed: 'Shown on the creator’s public page.',
    declined: 'The brand declined to show this post.',
    withdrawnBrand: 'The brand took back its agreement: not shown.',
    withdrawnCreator: 'Withdrawn: not shown.',
  },
  ask: (n: number) => `Ask to show deliverable ${n}`,
  agree: (n: number) => `Agree to show deliverable ${n}`,
  decline: (n: number) => `Decline deliverable ${n}`,
  withdraw: (n: number) => `Withdraw deliverable ${n}`,
  takeBack: (n: number) => `Take back agreement for deliverable ${n}`,
  done: {
    request: 'Asked. The brand has been told.',
    agree: 'Agreed. The post is on the creator’s public page.',
    decline: 'Declined. The post is not shown.',
    withdraw: 'Withdrawn. The post is no longer shown.',
  },
  /** The brand's final steps ask first: neither side can ask or agree again for that post afterwards. */
  confirm: {
    decline: {
      title: (n: number) => `Decline to show deliverable ${n}?`,
      body: 'This is final: the creator cannot ask again to show this post, and you cannot change your answer later.',
      confirm: 'Yes, decline',
      keep: 'Cancel',
    },
    withdraw: {
      title: (n: number) => `Take back your agreement for deliverable ${n}?`,
      body: 'The post leaves the creator’s public page at once. This is final: it cannot be shown again.',
      confirm: 'Yes, take it back',
      keep: 'Cancel',
    },
  },
  confirmClose: 'Close',
} as const;
