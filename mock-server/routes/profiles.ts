import { and, eq, ne, sql } from 'drizzle-orm';
import { Router } from 'express';
import { z } from 'zod';
import { INDUSTRY_SLUGS, MARKETING_GOALS, MAX_NICHE_LENGTH, PLATFORMS, USERNAME_PATTERN, USERNAME_RULE } from '../../src/domain/catalog.ts';
import { ageOn, MAX_NICHES, MINIMUM_AGE } from '../../src/domain/onboarding-types.ts';
import { BIO_MAX, LANGUAGES, MAX_LANGUAGES } from '../../src/domain/creator-profile.ts';
import type { ServerContext } from '../context.ts';
import { HttpError, parse, route } from '../http.ts';
import { accounts, profiles } from '../db/schema/people.ts';
import { isUniqueViolation } from '../db/errors.ts';
import { inTransaction } from '../db/transaction.ts';
import { profileByAccountId, saveProfile, updateAccount } from '../people/accounts.ts';
import { toAccount } from '../people/rows.ts';
import { requireUser, userWithPlan } from '../sessions.ts';
import type { Account } from '../types.ts';

const username = z.string({ error: 'Choose a username.' }).trim().regex(new RegExp(USERNAME_PATTERN), USERNAME_RULE);
const uniqueCaseless = (list: string[]) => list.filter((n, i) => list.findIndex((m) => m.toLowerCase() === n.toLowerCase()) === i);

/** Each field's rule, shared by onboarding (create) and the profile page (edit). */
const fields = {
  fullName: z.string({ error: 'Please enter your full name.' }).trim().min(1, 'Please enter your full name.').max(100),
  username,
  dob: z.iso.date({ error: 'Enter your date of birth.' }),
  country: z.string({ error: 'Choose a country.' }).regex(/^[A-Z]{2}$/, 'Choose a country.'),
  socialMedia: z.object({ platform: z.enum(PLATFORMS), handle: z.string().trim().min(1, 'Enter your handle or profile URL.').max(200) }).nullable(),
  niches: z.array(z.string().trim().min(1).max(MAX_NICHE_LENGTH)).transform(uniqueCaseless).pipe(z.array(z.string()).max(MAX_NICHES, `Choose up to ${MAX_NICHES} niches.`)),
  companyName: z.string().trim().max(120),
  industry: z.union([z.literal(''), z.enum(INDUSTRY_SLUGS as [string, ...string[]])], { error: 'Choose an industry from the list.' }),
  // Checked against the list, kept as the strings a profile holds (OnboardingData's `marketingGoals: string[]`).
  marketingGoals: z.array(z.enum(MARKETING_GOALS)).max(MARKETING_GOALS.length).transform((g): string[] => [...new Set(g)]),
  // A creator's public page and the directory read these two (issue 24); the languages come from one list.
  bio: z.string({ error: 'Write your bio as text.' }).trim().max(BIO_MAX, `Keep your bio to ${BIO_MAX} characters or fewer.`),
  languages: z.array(z.enum(LANGUAGES, { error: 'Choose languages from the list.' }), { error: 'Choose languages from the list.' })
    .transform((l): string[] => [...new Set(l)]).pipe(z.array(z.string()).max(MAX_LANGUAGES, `Choose up to ${MAX_LANGUAGES} languages.`)),
};

export const profileBody = z.object({
  ...fields,
  role: z.enum(['brand', 'influencer'], { error: 'Choose brand or influencer.' }),
  socialMedia: fields.socialMedia.default(null),
  niches: fields.niches.default([]),
  companyName: fields.companyName.default(''),
  industry: fields.industry.default(''),
  marketingGoals: fields.marketingGoals.default([]),
  // Onboarding asks neither: the profile page adds them.
  bio: fields.bio.optional(),
  languages: fields.languages.optional(),
});
/** An edit sends only what changed; the role is not editable here. */
export const profilePatch = z.strictObject(fields, { error: 'Only profile fields can be changed here.' }).partial();
export type ProfileBody = z.infer<typeof profileBody>;

const today = (ctx: ServerContext) => new Date(ctx.clock.now()).toISOString().slice(0, 10);

const TAKEN = () => new HttpError(409, 'That username is taken.', { username: ['That username is taken. Please choose another.'] });

/** True when another account's profile has `name`, whatever its case (the unique index compares the same way). */
async function taken(ctx: ServerContext, name: string, exceptAccount: string): Promise<boolean> {
  const [row] = await ctx.db.select({ id: profiles.id }).from(profiles)
    .where(and(sql`lower(${profiles.username}) = lower(${name})`, ne(profiles.accountId, exceptAccount))).limit(1);
  return row !== undefined;
}

/** The account, locked until the transaction ends, so one account's profile writes happen one after the other. */
async function lockedAccount(tctx: ServerContext, id: string): Promise<Account> {
  const [row] = await tctx.db.select().from(accounts).where(eq(accounts.id, id)).for('update');
  if (!row) throw new HttpError(401, 'Your session has ended. Please log in again.');
  return toAccount(row);
}

/** Writes a profile's rows; two accounts racing for one username meet the unique index, and the loser gets 409. */
async function saving<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (isUniqueViolation(error, 'profiles_username_lower')) throw TAKEN();
    throw error;
  }
}

/** Onboarding profiles: create once (which sets the account's role), read your own, check a username. */
export function profilesRoutes(ctx: ServerContext): Router {
  const r = Router();
  const now = () => new Date(ctx.clock.now()).toISOString();

  r.get('/profiles/username/:username', requireUser(ctx), route(async (req, res) => {
    const name = parse(z.object({ username }), req.params).username;
    res.json({ username: name, available: !(await taken(ctx, name, req.account!.id)) });
  }));

  r.get('/profiles/me', requireUser(ctx), route(async (req, res) => {
    const profile = await profileByAccountId(ctx, req.account!.id);
    if (!profile) throw new HttpError(404, 'You have not set up a profile yet.');
    res.json({ profile });
  }));

  r.patch('/profiles/me', requireUser(ctx), route(async (req, res) => {
    // Without a role the account has not onboarded: POST /profiles creates its profile, so an edit here would leave two.
    if (!req.account!.role) throw new HttpError(409, 'Finish onboarding before editing your profile.');
    const patch = parse(profilePatch, req.body);
    // A bio and languages are a creator's public page's (issue 24): no one else has one to show.
    const creatorOnly = (['bio', 'languages'] as const).filter((k) => patch[k] !== undefined);
    if (req.account!.role !== 'influencer' && creatorOnly.length > 0) {
      throw new HttpError(422, 'Some fields need attention.', Object.fromEntries(creatorOnly.map((k) => [k, ['Only creators have a bio and languages on their public page.']])));
    }
    if (patch.dob && ageOn(patch.dob, today(ctx)) < MINIMUM_AGE) throw new HttpError(422, 'Some fields need attention.', { dob: [`You must be ${MINIMUM_AGE} or older to use Sauti.`] });
    const result = await saving(inTransaction(ctx, async (tctx) => {
      const account = await lockedAccount(tctx, req.account!.id);
      if (patch.username && (await taken(tctx, patch.username, account.id))) throw TAKEN();
      // Partners and admins never onboarded: their first edit creates the record.
      const existing = (await profileByAccountId(tctx, account.id)) ?? { id: ctx.random.id(), accountId: account.id, email: account.email, role: account.role, createdAt: now() };
      const profile = await saveProfile(tctx, { ...existing, ...patch, updatedAt: now() });
      const user = patch.fullName ? await updateAccount(tctx, account.id, { name: patch.fullName }) : account;
      return { profile, user: user ?? account };
    }));
    res.json({ profile: result.profile, user: await userWithPlan(ctx, result.user) });
  }));

  r.post('/profiles', requireUser(ctx), route(async (req, res) => {
    if (req.account!.role) throw new HttpError(409, 'You have already completed onboarding.');
    const body = parse(profileBody, req.body);
    if (ageOn(body.dob, today(ctx)) < MINIMUM_AGE) throw new HttpError(422, 'Some fields need attention.', { dob: [`You must be ${MINIMUM_AGE} or older to use Sauti.`] });
    const result = await saving(inTransaction(ctx, async (tctx) => {
      // Checked again under the account's lock: two onboardings at once make one profile.
      const account = await lockedAccount(tctx, req.account!.id);
      if (account.role) throw new HttpError(409, 'You have already completed onboarding.');
      if (await taken(tctx, body.username, account.id)) throw TAKEN();
      const profile = await saveProfile(tctx, { id: ctx.random.id(), accountId: account.id, email: account.email, ...body, createdAt: now() });
      const user = await updateAccount(tctx, account.id, { name: body.fullName, role: body.role });
      return { profile, user: user ?? account };
    }));
    res.status(201).json({ profile: result.profile, user: await userWithPlan(ctx, result.user) });
  }));

  return r;
}
