import { titles } from './titles.ts';

/**
 * Contact channels (spec §9: email, phone, WhatsApp) and the contact form copy (spec §3, §5, §8).
 * The address and number are the company's published channels; support and contact share them.
 */
export interface ContactChannel {
  id: 'email' | 'phone' | 'whatsapp';
  label: string;
  value: string;
  href: string;
  note: string;
}

const EMAIL = 'support@sauti.africa';
const PHONE_DISPLAY = '+254 700 123 456';
// tel: and wa.me want the number without spaces; wa.me also wants it without the plus.
const PHONE_DIGITS = PHONE_DISPLAY.replace(/\D/g, '');

export const contactChannels: readonly ContactChannel[] = [
  { id: 'email', label: 'Email us', value: EMAIL, href: `mailto:${EMAIL}`, note: 'Best for detailed questions and attachments.' },
  { id: 'phone', label: 'Call us', value: PHONE_DISPLAY, href: `tel:+${PHONE_DIGITS}`, note: 'International rates may apply outside Kenya.' },
  {
    id: 'whatsapp',
    label: 'Chat on WhatsApp',
    value: PHONE_DISPLAY,
    href: `https://wa.me/${PHONE_DIGITS}`,
    note: 'Opens WhatsApp in a new tab.',
  },
];

export const contactEmail = EMAIL;

/** Field caps shared by the form's maxLength and, by agreement, the local API's zod schema. */
export const contactLimits = { name: 100, email: 254, subject: 150, message: 5000 } as const;
export type ContactField = keyof typeof contactLimits;

export const contact = {
  title: titles.contact,
  intro:
    'Questions about campaigns, partnerships or your account? Send us a message and we will reply within 2-3 business days. For urgent account help, our support team replies within 24 hours.',
  channelsHeading: 'Other ways to reach us',
  formHeading: 'Send us a message',
  requiredNote: 'All fields are required.',
  fields: {
    name: { label: 'Name', autoComplete: 'name' },
    email: { label: 'Email', autoComplete: 'email' },
    subject: { label: 'Subject', autoComplete: 'off' },
    message: { label: 'Message', autoComplete: 'off' },
  } satisfies Record<ContactField, { label: string; autoComplete: string }>,
  errors: {
    name: 'Please enter your name.',
    email: 'Please enter your email address.',
    emailFormat: 'Please enter a valid email address, like name@example.com.',
    subject: 'Please enter a subject.',
    message: 'Please write your message.',
    tooLong: (max: number) => `Please keep this under ${max} characters.`,
  },
  submit: 'Send Message',
  sending: 'Sending...',
  // Spec §8, verbatim; shown as an announced status rather than a browser alert.
  success: 'Your message has been sent successfully!',
  failed: 'Your message could not be sent. Please try again.',
} as const;
