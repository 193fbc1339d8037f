import { Router } from 'express';
import { z } from 'zod';
import { INDUSTRY_SLUGS, MARKETING_GOALS, MAX_NICHE_LENGTH, PLATFORMS, USERNAME_PATTERN, USERNAME_RULE } from '../../machines/catalog.ts';
import { ageOn, MAX_NICHES, MINIMUM_AGE } from '../../machines/onboardingTypes.ts';
import type { ServerContext } from '../context.ts';
import { HttpError, parse, route } from '../http.ts';
import { publicUser, requireUser } from '../sessions.ts';

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
  marketingGoals: z.array(z.enum(MARKETING_GOALS)).max(MARKETING_GOALS.length).transform((g) => [...new Set(g)]),
};

const profileBody = z.object({
  ...fields,
  role: z.enum(['brand', 'influencer'], { error: 'Choose brand or influencer.' }),
  socialMedia: fields.socialMedia.default(null),
  niches: fields.niches.default([]),
  companyName: fields.companyName.default(''),
  industry: fields.industry.default(''),
  marketingGoals: fields.marketingGoals.default([]),
});
/** An edit sends only what changed; the role is not editable here. */
const profilePatch = z.strictObject(fields, { error: 'Only profile fields can be changed here.' }).partial();
export type ProfileBody = z.infer<typeof profileBody>;

const today = (ctx: ServerContext) => new Date(ctx.clock.now()).toISOString().slice(0, 10);

/** Onboarding profiles: create once (which sets the account's role), read your own, check a username. */
export function profilesRoutes(ctx: ServerContext): Router {
  const r = Router();
  const profiles = () => ctx.store.get('profiles');
  const taken = (name: string, exceptAccount?: string) =>
    profiles().some((p) => p.username?.toLowerCase() === name.toLowerCase() && p.accountId !== exceptAccount).value();

  r.get('/profiles/username/:username', requireUser(ctx), route((req, res) => {
    const name = parse(z.object({ username }), req.params).username;
    res.json({ username: name, available: !taken(name, req.account!.id) });
  }));

  r.get('/profiles/me', requireUser(ctx), (req, res, next) => {
    const profile = profiles().find({ accountId: req.account!.id }).value();
    if (!profile) return next(new HttpError(404, 'You have not set up a profile yet.'));
    res.json({ profile });
  });

  r.patch('/profiles/me', requireUser(ctx), route((req, res) => {
    const account = req.account!;
    // Without a role the account has not onboarded: POST /profiles creates its profile, so an edit here would leave two.
    if (!account.role) throw new HttpError(409, 'Finish onboarding before editing your profile.');
    const patch = parse(profilePatch, req.body);
    if (patch.dob && ageOn(patch.dob, today(ctx)) < MINIMUM_AGE) throw new HttpError(422, 'Some fields need attention.', { dob: [`You must be ${MINIMUM_AGE} or older to use Sauti.`] });
    if (patch.username && taken(patch.username, account.id)) throw new HttpError(409, 'That username is taken.', { username: ['That username is taken. Please choose another.'] });
    const existing = profiles().find({ accountId: account.id });
    // Partners and admins never onboarded: their first edit creates the record.
    if (!existing.value()) profiles().push({ id: ctx.random.id(), accountId: account.id, email: account.email, role: account.role, createdAt: new Date(ctx.clock.now()).toISOString() }).value();
    const profile = profiles().find({ accountId: account.id }).assign({ ...patch, updatedAt: new Date(ctx.clock.now()).toISOString() }).value();
    const user = patch.fullName ? ctx.store.get('accounts').find({ id: account.id }).assign({ name: patch.fullName }).value() : account;
    ctx.store.write();
    res.json({ profile, user: publicUser(user) });
  }));

  r.post('/profiles', requireUser(ctx), route((req, res) => {
    const account = req.account!;
    if (account.role) throw new HttpError(409, 'You have already completed onboarding.');
    const body = parse(profileBody, req.body);
    if (ageOn(body.dob, today(ctx)) < MINIMUM_AGE) throw new HttpError(422, 'Some fields need attention.', { dob: [`You must be ${MINIMUM_AGE} or older to use Sauti.`] });
    if (taken(body.username, account.id)) throw new HttpError(409, 'That username is taken.', { username: ['That username is taken. Please choose another.'] });
    const profile = { id: ctx.random.id(), accountId: account.id, email: account.email, ...body, createdAt: new Date(ctx.clock.now()).toISOString() };
    // Check and write with no await in between, so two requests cannot both pass the checks.
    profiles().push(profile).value();
    const user = ctx.store.get('accounts').find({ id: account.id }).assign({ name: body.fullName, role: body.role }).value();
    ctx.store.write();
    res.status(201).json({ profile, user: publicUser(user) });
  }));

  return r;
}
