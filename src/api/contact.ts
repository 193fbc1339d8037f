import * as v from 'valibot';
import type { ContactValues } from '../../machines/flows/contactFormMachine.ts';
import { api, request } from '../lib/api.ts';
import { contact } from '../content/contact.ts';

/** The stored message the local API answers with (201). */
export const ContactRecordSchema = v.object({
  id: v.string(),
  name: v.string(),
  email: v.string(),
  subject: v.string(),
  message: v.string(),
  createdAt: v.string(),
});

export type ContactRecord = v.InferOutput<typeof ContactRecordSchema>;

/** Sends the contact form (beyond spec §7, which only logged it): POST /api/contact. */
export const sendContactMessage = (body: ContactValues): Promise<ContactRecord> =>
  request(() => api.post('contact', { json: body }).json(), (d) => v.parse(ContactRecordSchema, d), contact.failed);
