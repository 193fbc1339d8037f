import { Router } from 'express';
import { z } from 'zod';
import type { ServerContext } from '../context.ts';
import { contacts } from '../db/schema/index.ts';
import { parse, route } from '../http.ts';
import { limitPublicWrites } from '../rate-limits.ts';

/**
 * Field caps. The app's form uses the same numbers as `maxLength` (src/content/contact.ts);
 * they are repeated here because mock-server never imports src/ (docs/decisions/0001).
 */
export const CONTACT_LIMITS = { name: 100, email: 254, subject: 150, message: 5000 } as const;

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} is required.` })
    .trim()
    .min(1, `${label} is required.`)
    .max(max, `${label} must be ${max} characters or fewer.`);

export const contactBody = z.object({
  name: text('Name', CONTACT_LIMITS.name),
  email: text('Email', CONTACT_LIMITS.email).pipe(z.email({ error: 'Enter a valid email address.' })),
  subject: text('Subject', CONTACT_LIMITS.subject),
  message: text('Message', CONTACT_LIMITS.message),
});

export interface ContactRecord extends z.infer<typeof contactBody> {
  id: string;
  createdAt: string;
}

/** Spec §3 "Contact form": the message is stored so the team can answer it (beyond the spec, which only logged it). */
export function contactRoutes(ctx: ServerContext): Router {
  const r = Router();

  r.post(
    '/contact',
    limitPublicWrites(ctx, 'contact'),
    route(async (req, res) => {
      // Unknown keys are dropped by the schema, so a client cannot choose its own id or date.
      const body = parse(contactBody, req.body, 'Please check the highlighted fields.');
      const record: ContactRecord = { id: ctx.random.id(), ...body, createdAt: new Date(ctx.clock.now()).toISOString() };
      await ctx.db.insert(contacts).values(record);
      res.status(201).json(record);
    }),
  );

  return r;
}
