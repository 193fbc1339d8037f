import { z } from 'zod';
import { ITEM_STATUSES, RECIPIENT_TYPES, type RecipientType } from './types.ts';

const text = (label: string, max: number) =>
  z.string({ error: `${label} is required and must be a string.` }).trim().min(1, `${label} is required.`).max(max, `${label} must be ${max} characters or fewer.`);

/** What a receiver must look like for each recipient type. */
const RECEIVERS: Record<RecipientType, { pattern: RegExp; issue: string }> = {
  EMAIL: { pattern: /^[^\s@]+@[^\s@]+\.[^\s@]+$/, issue: 'Receiver must be an email address when recipient_type is EMAIL.' },
  PHONE: { pattern: /^\+?\d{7,15}$/, issue: 'Receiver must be a phone number of 7 to 15 digits when recipient_type is PHONE.' },
  PAYPAL_ID: { pattern: /^[A-Z0-9]{13}$/, issue: 'Receiver must be a 13-character PayPal payer ID when recipient_type is PAYPAL_ID.' },
};

const amount = z.object(
  {
    value: z
      .string({ error: 'Amount value must be a string such as "10.00".' })
      .regex(/^\d{1,10}\.\d{2}$/, 'Amount value must have two decimals, such as "10.00".')
      .refine((v) => Number(v) > 0, 'Amount value must be more than zero.'),
    currency: z.string({ error: 'Currency is required.' }).regex(/^[A-Z]{3}$/, 'Currency must be a three-letter ISO 4217 code, such as "USD".'),
  },
  { error: 'Amount is required.' },
);

const item = z
  .object({
    recipient_type: z.enum(RECIPIENT_TYPES, { error: 'recipient_type must be EMAIL, PHONE or PAYPAL_ID.' }),
    amount,
    receiver: text('Receiver', 127),
    sender_item_id: text('sender_item_id', 63),
    note: z.string({ error: 'Note must be a string.' }).max(4000, 'Note must be 4000 characters or fewer.').optional(),
  })
  .superRefine((value, check) => {
    const rule = RECEIVERS[value.recipient_type];
    if (!rule.pattern.test(value.receiver)) check.addIssue({ code: 'custom', path: ['receiver'], message: rule.issue });
  });

export const payoutBody = z
  .strictObject(
    {
      sender_batch_header: z.strictObject(
        {
          sender_batch_id: text('sender_batch_id', 256),
          email_subject: z.string({ error: 'email_subject must be a string.' }).max(255, 'email_subject must be 255 characters or fewer.').optional(),
          email_message: z.string({ error: 'email_message must be a string.' }).max(1000, 'email_message must be 1000 characters or fewer.').optional(),
        },
        { error: 'sender_batch_header is required.' },
      ),
      items: z.array(item, { error: 'items is required.' }).min(1, 'At least one item is required.').max(15_000, 'A payout holds at most 15000 items.'),
    },
    { error: (issue) => (issue.code === 'unrecognized_keys' ? `Unknown field: ${issue.keys.join(', ')}.` : 'The body must be a JSON object.') },
  )
  .superRefine((body, check) => {
    // A simulator simplification: the batch total is reported in one currency.
    const currencies = new Set(body.items.map((i) => i.amount.currency));
    if (currencies.size > 1) check.addIssue({ code: 'custom', path: ['items'], message: 'All items in a simulated payout must use one currency.' });
    const seen = new Set<string>();
    body.items.forEach((i, index) => {
      if (seen.has(i.sender_item_id)) check.addIssue({ code: 'custom', path: ['items', index, 'sender_item_id'], message: 'sender_item_id must be unique within the batch.' });
      seen.add(i.sender_item_id);
    });
  });

export type PayoutBody = z.infer<typeof payoutBody>;

/** The simulator control: the status to move an item to. PENDING is where items start, never where they go. */
const RESOLVABLE = z.enum(ITEM_STATUSES).exclude(['PENDING']);
export const resolveBody = z.strictObject({
  status: z.enum(RESOLVABLE.options, { error: `Choose a status: ${RESOLVABLE.options.join(', ')}.` }),
});
