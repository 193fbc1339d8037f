import { Router } from 'express';
import { z } from 'zod';
import type { ServerContext } from '../context.ts';
import { INDUSTRY_SLUGS } from '../../src/domain/catalog.ts';
import { batcher } from '../db/batch.ts';
import { surveys } from '../db/schema/index.ts';
import { parse, route } from '../http.ts';
import { limitPublicWrites } from '../rate-limits.ts';

const text = (max: number) => z.string({ error: 'Send text.' }).trim().max(max, `Keep this under ${max} characters.`).default('');
const list = z.array(z.string().trim().min(1).max(100), { error: 'Send a list of choices.' }).max(20, 'Too many choices.').default([]);

/**
 * Spec §3 "Survey submission". industrySector and the email are required (spec §5); the rest is optional,
 * and lists default to empty. The email must look deliverable: a dot in the domain, unlike the browser's
 * looser `type="email"` rule.
 */
export const surveySchema = z.object({
  industrySector: z
    .string({ error: 'Industry or sector is required.' })
    .trim()
    .min(1, 'Industry or sector is required.')
    .pipe(z.enum(INDUSTRY_SLUGS as [string, ...string[]], { error: 'Choose one of the listed industries.' })),
  marketingGoals: list,
  marketingGoalsOther: text(500),
  marketingActivities: list,
  marketingActivitiesOther: text(500),
  socialMediaHesitation: list,
  socialMediaHesitationOther: text(500),
  biggestChallenge: text(5000),
  marketingResultsImportance: text(100),
  toolValue: text(100),
  supportGuidance: list,
  supportGuidanceOther: text(500),
  aiFamiliarity: text(100),
  sautiInterest: text(100),
  aiConcerns: text(5000),
  earlyAccessOffer: text(100),
  location: text(200),
  companyName: text(200),
  emailAddress: z
    .string({ error: 'Email is required' })
    .trim()
    .min(1, 'Email is required')
    .pipe(z.email({ error: 'Enter a valid email address, with a full domain such as example.com.' })),
});

export type SurveyRecord = z.infer<typeof surveySchema> & { id: string; createdAt: string };

type SurveyRow = typeof surveys.$inferInsert;

/**
 * POST /api/survey: a valid submission is stored and returned with 201; anything else gets 422 and a field map. The
 * submissions that arrive together are stored in one insert (db/batch.ts); each is answered once it is stored.
 */
export function surveyRoutes(ctx: ServerContext): Router {
  const r = Router();
  const store = batcher(async (rows: SurveyRow[]) => {
    await ctx.db.insert(surveys).values(rows);
    return rows.map(() => undefined);
  });
  r.post(
    '/survey',
    limitPublicWrites(ctx, 'survey'),
    route(async (req, res) => {
      const answers = parse(surveySchema, req.body, 'Some survey answers need attention.');
      const record: SurveyRecord = { id: ctx.random.id(), ...answers, createdAt: new Date(ctx.clock.now()).toISOString() };
      await store({ id: record.id, industrySector: record.industrySector, emailAddress: record.emailAddress, companyName: record.companyName, answers: record, createdAt: record.createdAt });
      res.status(201).json(record);
    }),
  );
  return r;
}
