import { titles } from './titles.ts';

/** Careers page copy (spec §2 "Recruitment page"); the roles themselves are data from GET /api/roles. */
export const recruitmentContent = {
  title: titles.recruitment,
  hero: {
    eyebrow: 'Careers at Sauti',
    heading: 'Build the future of influencer marketing with us',
    body: 'Sauti helps small and medium businesses grow through authentic creators. Kenyan roots, global reach, and a founding team you can join now.',
    apply: 'Apply Now',
    learnMore: 'Learn More About Us',
  },
  mission: {
    heading: 'Our Mission',
    intro: 'We make influencer marketing fair, measurable and within reach of every business.',
    cards: [
      { title: 'For Creators', body: 'Get matched to campaigns that fit your audience, deliver content you are proud of, and get paid once the brand approves.' },
      { title: 'For Businesses', body: 'Launch campaigns with the right creators, track every click and conversion, and pay for authentic engagement.' },
    ],
  },
  whyJoin: {
    heading: 'Why Join Us',
    cards: [
      { title: 'Founding-Stage Equity', body: 'Join early and own a real share of what you help build.' },
      { title: 'Visionary Product', body: 'AI-assisted matching and social commerce for businesses that big platforms overlook.' },
      { title: 'High-Impact Work', body: 'Small team, big decisions: your work reaches customers in weeks, not years.' },
      { title: 'African Roots, Global Vision', body: 'Built from Kenya for businesses and creators everywhere.' },
    ],
  },
  roles: {
    heading: 'Open Roles',
    intro: 'Every role is equity-based. Read what each one involves, then apply.',
    responsibilities: 'Responsibilities',
    requirements: 'Requirements',
    closed: 'Applications Are Closed',
    apply: 'Apply Now',
    applyFor: (title: string) => `Apply Now for ${title}`,
    badgeLabel: 'Team',
    none: 'There are no roles listed right now. Please check back soon.',
    loadFailed: 'We could not load the open roles. Please refresh the page to try again.',
  },
  compensation: {
    heading: 'Compensation Model',
    body: 'All roles are equity-based: you share in the company you help build.',
    note: 'Details are shared only with shortlisted candidates.',
  },
  closing: {
    heading: 'Ready to shape how businesses meet creators?',
    body: 'Pick a role that fits you and tell us why you want to join.',
    action: 'See Open Roles',
  },
  video: {
    title: 'About Sauti',
    close: 'Close video',
    src: [
      { src: '/media/sauti-intro.webm', type: 'video/webm' },
      { src: '/media/sauti-intro.mp4', type: 'video/mp4' },
    ],
    poster: '/media/sauti-intro.jpg',
    captions: '/media/sauti-intro.vtt',
    captionsLabel: 'English',
    play: 'Play',
    pause: 'Pause',
    replay: 'Replay',
    mute: 'Mute',
    unmute: 'Unmute',
    back: 'Back 5 seconds',
    forward: 'Forward 5 seconds',
    seek: 'Seek',
    buffered: 'Buffered',
    position: (current: string, total: string) => `${current} of ${total}`,
    unsupported: 'Your browser cannot play this video. The captions file has the same words:',
    captionsLink: 'Read the captions',
  },
  application: {
    title: (role: string) => `Apply for ${role}`,
    intro: 'Your answers are saved in this browser as you type (files are not), so you can come back to them.',
    requiredNote: 'Fields marked * are required.',
    required: 'required',
    close: 'Close',
    cancel: 'Cancel',
    submit: 'Submit Application',
    submitting: 'Submitting...',
    portfolioLegend: 'Portfolio (optional)',
    portfolioHint: 'Upload files or give a link, not both.',
    formErrors: 'Please correct the fields marked below.',
  },
  toasts: {
    success: { title: 'Success', description: 'Your application has been submitted successfully.' },
    validation: { title: 'Validation Error', lead: 'Submission failed due to validation errors:' },
    error: { title: 'Error', description: 'Submission failed. Please try again.' },
  },
} as const;

/** Field-level messages (spec §5), shown beside the field and in the toast. */
export const applicationErrors = {
  required: (label: string) => `${label} is required.`,
  email: 'Enter a valid email address, like name@example.com.',
  phone: 'Enter a phone number: digits, spaces and an optional leading +.',
  url: 'Enter a full web address starting with https://',
  minZero: 'Enter a whole number, 0 or more.',
  resumePdf: 'The resume must be a PDF file.',
  portfolioTypes: 'Portfolio files must be pdf, md or txt.',
  portfolioCount: 'Upload at most 5 portfolio files.',
  fileSize: 'Each file must be 5 MB or smaller.',
  exclusive: 'Upload files (pdf, md, txt) or provide a URL, not both',
  tooLong: 'This answer is too long.',
} as const;

export type FieldKind = 'text' | 'email' | 'tel' | 'url' | 'number' | 'textarea' | 'select' | 'radio';
export interface FieldDef {
  name: string;
  label: string;
  kind: FieldKind;
  required?: boolean;
  autoComplete?: string;
  hint?: string;
  options?: readonly string[];
}

const linkedin: FieldDef = { name: 'linkedin', label: 'LinkedIn profile URL', kind: 'url', hint: 'For example https://www.linkedin.com/in/your-name' };
const years = (name: string, label: string): FieldDef => ({ name, label, kind: 'number' });

/** Spec §3 "Recruitment application": the fields every role asks for. */
export const commonFields: readonly FieldDef[] = [
  { name: 'fullName', label: 'Full Name', kind: 'text', required: true, autoComplete: 'name' },
  { name: 'email', label: 'Email Address', kind: 'email', required: true, autoComplete: 'email' },
  { name: 'phone', label: 'Phone Number', kind: 'tel', required: true, autoComplete: 'tel', hint: 'Include your country code, for example +254 712 345 678' },
  { name: 'location', label: 'Location (optional)', kind: 'text', autoComplete: 'address-level2' },
];
export const whyJoinField: FieldDef = { name: 'whyJoin', label: 'Why do you want to join Sauti?', kind: 'textarea', required: true };
export const portfolioUrlField: FieldDef = { name: 'portfolioUrl', label: 'Portfolio URL', kind: 'url' };
export const fileLabels = { resume: 'Resume (PDF)', portfolioFile: 'Portfolio files (pdf, md, txt)' } as const;
export const fileHints = { resume: 'One PDF file, 5 MB at most.', portfolioFile: 'Up to 5 files, 5 MB each.' } as const;

/** Each role's own fields, by role id (the ids of GET /api/roles). */
export const roleFields: Record<string, readonly FieldDef[]> = {
  'product-manager': [
    years('yearsProductManagement', 'Years of product management experience'),
    { name: 'productDescription', label: 'Describe a product you managed', kind: 'textarea' },
    linkedin,
  ],
  'assistant-fullstack-developer': [
    { name: 'github', label: 'GitHub profile URL', kind: 'url', hint: 'For example https://github.com/your-name' },
    years('yearsLaravel', 'Years of Laravel experience'),
    years('yearsReact', 'Years of React experience'),
    { name: 'paymentIntegration', label: 'Have you integrated payment providers before?', kind: 'radio', options: ['yes', 'no'] },
  ],
  'strategic-advisor': [
    years('yearsAdvisory', 'Years of advisory experience'),
    years('startupsScaled', 'Number of startups you have helped scale'),
    { name: 'investorNetworkSize', label: 'Size of your investor network', kind: 'select', options: ['1-10', '11-50', '51-100', '100+'] },
    linkedin,
  ],
};

export const optionLabels: Record<string, string> = { yes: 'Yes', no: 'No', '': 'Select a range' };
